// The tokens and comments of a parsed .mc file, annotated from its syntax tree with
// what the layout needs: which braces open and close blocks, where items start.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "grammar/syntax.hpp"

namespace megacorp::layout {

struct token {
  std::string_view text;
  std::uint32_t begin = 0;     // byte offset in the file's text
  std::uint32_t newlines = 0;  // line breaks in the whitespace before it
  std::uint32_t column = 0;    // its column in the source, in code points from 0
  bool comment = false;        // `# ...` or `// ...` up to the end of its line
  bool sign = false;           // `+` or `-` of a modifier: no space after it
  std::uint32_t tight = 0;     // nonzero: inside a cell `1,0`, written without spaces
  std::int32_t opens = -1;     // the block this `{` opens
  std::int32_t closes = -1;    // the block this `}` closes
  std::int32_t item_of = -1;   // the block of which this token starts an item
};

// A `{ ... }` whose contents are items, each on its own line or, in a compact block
// (the first item on the line of the `{`, or no item), aligned under the first item.
struct block {
  bool compact = false;
  bool top = false;  // the file itself: its items are forms
};

struct token_stream {
  std::vector<token> tokens;
  std::vector<block> blocks;  // blocks[0] is the file
};

// Splits `text` (the whole file, already parsed without errors into `tree`) into tokens
// and comments, annotates them from the tree, and puts the fields of each card in the
// canonical order (each with the comments above it and the one after it on its line).
token_stream tokenize(std::string_view text, const syntax::node& tree);

}  // namespace megacorp::layout
