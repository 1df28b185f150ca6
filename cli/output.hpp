// Output failures: a command that could not write all its output never exits 0 and never
// aborts (docs/install.md, "Output").
#pragma once

namespace megacorp {

// Flushes standard output and standard error. When a write to either failed, says so on
// standard error (if that still works) and returns 2 unless `status` is already non-zero.
int finish_output(int status);

// Prints "error: WHAT" on standard error; never throws (a failed write is left to
// finish_output).
void report_error(const char* what) noexcept;

}  // namespace megacorp
