// A parsed text, as the library keeps it.
#pragma once

#include <memory>

#include "grammar/source.hpp"
#include "grammar/syntax.hpp"

namespace megacorp {

// One parsed text: the file (which spans point into) and its syntax tree. Immutable once
// made, so several libraries may share it (the fuzzer parses the prelude once).
struct parsed_source {
  std::unique_ptr<source_file> file;
  syntax::node tree;
};

}  // namespace megacorp
