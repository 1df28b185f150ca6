// Parsing one source file into a syntax tree, reporting syntax errors as diagnostics.
#pragma once

#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "grammar/syntax_hints.hpp"

namespace megacorp {

// Parses every top-level form of `file`. After a syntax error it resumes at the next
// line that starts a form, so each broken form reports its first error and the rest parse.
// `words` gives messages their examples and hints (grammar/syntax_hints.hpp).
syntax::node parse(const source_file& file, diagnostics& diags, const parse_vocabulary& words);
syntax::node parse(const source_file& file, diagnostics& diags);

}  // namespace megacorp
