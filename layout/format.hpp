// The formatter: the canonical layout of a .mc file (docs/formatting.md), text in,
// text out, so the command line and the language server share it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "grammar/diagnostics.hpp"

namespace megacorp {

// The text of `file` in canonical layout, or nothing when it has syntax errors (reported
// to `diags`, with spans into `file`). The file is parsed once more here. Like
// file.text(), the result has no byte-order mark.
std::optional<std::string> format_source(const source_file& file, diagnostics& diags);

// The same for a text named `name`; the errors come back printed as text
// (file:line:col, the line and a caret), as `megacorp check` prints them. A byte-order
// mark at the start of `text` is kept.
std::optional<std::string> format_source(std::string_view name, std::string_view text, std::string& errors);

}  // namespace megacorp
