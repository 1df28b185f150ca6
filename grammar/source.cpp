#include "grammar/source.hpp"

#include <algorithm>
#include <cstring>

#include "grammar/syntax.hpp"

namespace megacorp {

namespace {

// A UTF-8 byte-order mark: some editors put one at the start of a file; it is not text.
constexpr std::string_view byte_order_mark = "\xEF\xBB\xBF";

}  // namespace

source_file::source_file(std::string name, std::string text)
    : name_(std::move(name)), text_(std::move(text)) {
  if (std::string_view(text_).substr(0, byte_order_mark.size()) == byte_order_mark) text_.erase(0, byte_order_mark.size());
  line_starts_.push_back(0);
  const char* begin = text_.data();
  const char* end = begin + text_.size();
  for (const char* p = begin; (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))); ++p)
    line_starts_.push_back(static_cast<std::uint32_t>(p + 1 - begin));
}

std::size_t code_points(std::string_view text) {
  std::size_t n = 0;
  for (unsigned char c : text)
    if ((c & 0xC0) != 0x80) ++n;  // count every byte that does not continue a sequence
  return n;
}

source_file::~source_file() = default;

void source_file::keep(std::unique_ptr<syntax::node_storage> nodes) const { trees_.push_back(std::move(nodes)); }

line_col source_file::locate(std::uint32_t offset) const {
  offset = std::min<std::uint32_t>(offset, static_cast<std::uint32_t>(text_.size()));
  auto it = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  auto line = static_cast<std::uint32_t>(it - line_starts_.begin());
  std::uint32_t start = line_starts_[line - 1];
  auto column = code_points(std::string_view(text_).substr(start, offset - start)) + 1;
  return {line, static_cast<std::uint32_t>(column)};
}

std::string_view source_file::line(std::uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  std::uint32_t start = line_starts_[line - 1];
  std::uint32_t end = line < line_starts_.size() ? line_starts_[line] : static_cast<std::uint32_t>(text_.size());
  std::string_view s = std::string_view(text_).substr(start, end - start);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

}  // namespace megacorp
