// The rows of docs/vocabulary.md (the construct tables) for hover: a card field, a trigger phrase, a step,
// a rule phrase, a replaceable event, a statement, a cost or a keyword parameter's kind,
// found by the checker's own pattern for it. The page is rendered in-process from the vocabulary tables, never read from disk.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp {
class library;
}

namespace megacorp::lsp {

class reference_doc {
 public:
  // The rows of the page the vocabulary tables give (docgen/reference_page.hpp),
  // citing the keywords of `lib` that use each entry (none without a library).
  static reference_doc generated(const library* lib = nullptr);
  static reference_doc parse(std::string_view markdown);

  enum class section { field = 1, trigger = 3, rule = 4, replacement = 5, statement = 6, cost = 10, parameter = 11 };
  // The row whose construct is `pattern` ('_' a selection, '#' a number, '%' a parameter),
  // as Markdown; nothing when the page has no such row.
  // A rule's row is found with or without its modal (`be blocked by _`, `can only attack _`).
  std::optional<std::string> phrase(section s, std::string_view pattern) const;
  // The row of a step trigger as written (`your turn begins`, `each opponent's combat ends`).
  std::optional<std::string> step(std::string_view trigger) const;
  // The statement row whose verb is `verb` (`draws` finds `draw N cards`); `after_selection`
  // prefers rows that start with a selection (`SEL gains KEYWORD`).
  std::optional<std::string> statement(std::string_view verb, bool after_selection) const;
  // The cost row of a statement as written in an ability's costs (`engage this`, `do nothing`,
  // `do price`).
  std::optional<std::string> cost(std::string_view statement) const;
  // The row of a card field by its name as written, without ':' (`art`, `flavor`).
  std::optional<std::string> field(std::string_view name) const;
  // The row of a keyword parameter's kind as written (`number`, `money`).
  std::optional<std::string> parameter_kind(std::string_view kind) const;
  // The row that documents a word of the language (`target`, `each`, `they`, `adjacent`):
  // the row that is the word, else a selection's, condition's or amount's row that holds
  // it, else a row that starts with it, else any row that holds it.
  std::optional<std::string> word(std::string_view w) const;
  // The row one of whose patterns holds `words` (`with the most`, `has the most`).
  std::optional<std::string> holding(std::string_view words) const;
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

}  // namespace megacorp::lsp
