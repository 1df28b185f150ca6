#pragma once
// The exit status of every subcommand (docs/install.md, "Exit status"): 0 clean (warnings
// allowed), 1 errors in the input, 2 usage or I/O error. Qualified at each use
// (`exit_status::ok`), so that a local `ok` never shadows it.

namespace megacorp::exit_status {

inline constexpr int ok = 0;
inline constexpr int input_errors = 1;   // fmt: a file differs from its canonical layout, or has errors
inline constexpr int usage_error = 2;    // also an input that cannot be read and output that fails

}  // namespace megacorp::exit_status
