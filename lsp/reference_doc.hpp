// The rows of docs/reference.md (the construct tables) for hover: a trigger phrase, a rule
// phrase, a replaceable event or a statement, found by the checker's own pattern for it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp::lsp {

class reference_doc {
 public:
  // Reads the page; an unreadable page gives an empty reference (hover then shows the
  // phrase and its table alone).
  static reference_doc load(const std::string& path);
  static reference_doc parse(std::string_view markdown);

  enum class section { trigger = 3, rule = 4, replacement = 5, statement = 6 };
  // The row whose construct is `pattern` ('_' a selection, '#' a number, '%' a parameter),
  // as Markdown; nothing when the page has no such row.
  std::optional<std::string> phrase(section s, std::string_view pattern) const;
  // The statement row whose verb is `verb` (`draws` finds `draw N cards`); `after_selection`
  // prefers rows that start with a selection (`SEL gains KEYWORD`).
  std::optional<std::string> statement(std::string_view verb, bool after_selection) const;
  bool empty() const { return rows_.empty(); }

 private:
  struct row {
    int section = 0;
    std::vector<std::string> header, cells;
    std::vector<std::string> patterns;  // the first cell's code spans, placeholders as '_'
  };
  static std::string render(const row& r);
  std::vector<row> rows_;
};

// docs/reference.md beside the card library (the source tree's, or an installed copy).
std::string reference_doc_path(const std::string& cards);

}  // namespace megacorp::lsp
