// `megacorp lsp`: a language server over stdio (docs/editors.md, "Language server").
#pragma once

#include <iosfwd>

#include "lsp/workspace.hpp"

namespace megacorp::lsp {

// Serves requests from `in` until `exit` or the end of the input. Returns the exit status:
// 0 after `shutdown` then `exit` (or the end of the input), 1 when the client went away
// without `shutdown`.
int serve(std::istream& in, std::ostream& out, const config& cfg);

}  // namespace megacorp::lsp
