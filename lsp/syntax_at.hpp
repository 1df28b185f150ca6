// What is at a place in a file: the syntax nodes around a byte offset, the token under
// it (for text the parser could not read), and a walk over every node.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/syntax.hpp"
#include "library/library.hpp"

namespace megacorp::lsp {

// The nodes that contain `offset`, outermost first (the file's tree is not included).
std::vector<const syntax::node*> nodes_at(const parsed_source& src, std::uint32_t offset);

// Calls `f(node, parent)` for every node under `root`, parents before children.
void walk(const syntax::node& root, const std::function<void(const syntax::node&, const syntax::node*)>& f);

// Where a node is, as byte offsets in its file; the end excludes the blanks after it.
std::uint32_t begin_of(const parsed_source& src, const syntax::node& n);
std::uint32_t end_of(const parsed_source& src, const syntax::node& n);

// A token of the text, found without the parser.
struct token {
  enum kind_t { none, name, keyword, tag, word } k = none;
  std::uint32_t begin = 0, end = 0;
  std::string text;  // a name unquoted, a keyword's words, a tag without '#', a word as is
};
// The token under `offset` (or just before it, where the cursor ends a word).
token token_at(std::string_view text, std::uint32_t offset);

}  // namespace megacorp::lsp
