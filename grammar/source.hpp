// A loaded source file and the mapping from byte offsets to line:column.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp {

// A line and column, both counted from 1; the column counts code points, not bytes.
struct line_col {
  std::uint32_t line = 1;
  std::uint32_t column = 1;
};

namespace syntax {
struct node_storage;
}

class source_file {
 public:
  // The text without a leading UTF-8 byte-order mark, if it has one.
  source_file(std::string name, std::string text);
  ~source_file();
  source_file(const source_file&) = delete;  // spans and syntax trees point into it
  source_file& operator=(const source_file&) = delete;

  const std::string& name() const { return name_; }
  std::string_view text() const { return text_; }
  line_col locate(std::uint32_t offset) const;
  // The text of a line (1-based) without its line terminator.
  std::string_view line(std::uint32_t line) const;
  std::uint32_t line_start(std::uint32_t line) const { return line_starts_.at(line - 1); }
  // Keeps the nodes of a syntax tree parsed from this file: like the text they view,
  // they live as long as the file (grammar/parser.cpp). One parse of a file at a time.
  void keep(std::unique_ptr<syntax::node_storage> nodes) const;

 private:
  std::string name_;
  std::string text_;
  std::vector<std::uint32_t> line_starts_;
  mutable std::vector<std::unique_ptr<syntax::node_storage>> trees_;
};

// A half-open byte range [begin, end) in one source file.
struct span {
  const source_file* file = nullptr;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
};

// Number of code points in a UTF-8 string; a stray byte counts as one.
std::size_t code_points(std::string_view text);

}  // namespace megacorp
