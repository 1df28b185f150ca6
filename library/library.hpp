// A loaded card library: sources, and the checked cards, keywords and decks in them.
#pragma once

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "grammar/syntax_hints.hpp"
#include "interp/check/checked.hpp"
#include "interp/scenario/scenario.hpp"

namespace megacorp {

// One parsed text: the file (which spans point into) and its syntax tree. Immutable once
// made, so several libraries may share it (the fuzzer parses the prelude once).
struct parsed_source {
  std::unique_ptr<source_file> file;
  syntax::node tree;
};

// Parses one text; syntax errors go to `diags`.
std::shared_ptr<const parsed_source> parse_source(std::string name, std::string text, diagnostics& diags);

class library {
 public:
  library();
  ~library();
  library(const library&) = delete;
  library& operator=(const library&) = delete;

  // Parses one text; syntax errors go to `diags`. Call check() once everything is added.
  void add_source(std::string name, std::string text, diagnostics& diags);
  // A text parsed earlier, perhaps shared with other libraries.
  void add_parsed(std::shared_ptr<const parsed_source> source);
  // A file ("-": standard input), or every *.mc file under a folder (sorted, recursive),
  // read under the limits of grammar/input.hpp. False on an I/O error, which is reported
  // as a diagnostic without a position.
  bool add_path(const std::filesystem::path& path, diagnostics& diags);
  // Resolves names across all sources and checks every form; errors go to `diags`.
  void check(diagnostics& diags);

  const checked::card* find_card(std::string_view name) const;
  const checked::keyword* find_keyword(std::string_view name) const;
  const checked::deck* find_deck(std::string_view name) const;
  const checked::scenario* find_scenario(std::string_view name) const;
  const std::vector<std::unique_ptr<checked::card>>& cards() const { return cards_; }
  // Whether any card's rules give or take other cards' keywords (checked::card::grants_keywords).
  bool some_card_grants() const { return some_card_grants_; }
  bool some_card_takes() const { return some_card_takes_; }
  const std::vector<std::unique_ptr<checked::keyword>>& keywords() const { return keywords_; }
  // The keyword uses that `gains KEYWORD ARGS` gives (a keyword with arguments), made once
  // at check: such a node's keyword expression holds its index + 1 in `value`.
  const checked::keyword_use* granted_use(std::int64_t value) const {
    return value > 0 && static_cast<std::size_t>(value) <= granted_uses_.size() ? granted_uses_[static_cast<std::size_t>(value - 1)].get()
                                                                                   : nullptr;
  }
  // `gains KEYWORD ARGS` in a keyword whose arguments name that keyword's own parameters
  // (`gains WARD #t` in a keyword with `t: tag`): one use per use of the granting keyword
  // `by`, its arguments filled in from `by` (made at check); 0 / null when there is none.
  std::int64_t granted_use_value(const checked::keyword_use* by, const checked::expr& keyword) const;
  const checked::keyword_use* granted_use(const checked::keyword_use* by, const checked::expr& keyword) const {
    return granted_use(granted_use_value(by, keyword));
  }
  // The rules variants card text declares (`variant "NAME": "SOURCE"`), in declaration order:
  // variant i is bit i of rules_options::text_variants (interp/vocabulary/variants.hpp).
  const std::vector<checked::variant>& variants() const { return variants_; }
  const std::vector<std::unique_ptr<checked::deck>>& decks() const { return decks_; }
  // Scenarios in the order of their files (sorted) and of the forms in each file.
  const std::vector<std::unique_ptr<checked::scenario>>& scenarios() const { return scenarios_; }
  // Every source added, in the order added (a simulation hashes their text).
  const std::vector<std::shared_ptr<const parsed_source>>& sources() const { return sources_; }

 private:
  friend class checker;
  std::vector<std::shared_ptr<const parsed_source>> sources_;
  std::unique_ptr<parse_vocabulary> vocabulary_;  // words for syntax messages (interp/vocabulary/vocabulary.hpp)
  std::vector<std::unique_ptr<checked::card>> cards_;
  bool some_card_grants_ = false;  // some card's grants_keywords
  bool some_card_takes_ = false;   // some card's takes_keywords
  std::vector<std::unique_ptr<checked::keyword>> keywords_;
  std::vector<std::unique_ptr<checked::keyword_use>> granted_uses_;
  // (granting use, the grant's keyword expression) -> value of granted_uses_ (granted_use_value)
  std::map<std::pair<const checked::keyword_use*, const checked::expr*>, std::int64_t> granted_by_use_;
  void make_granted_uses_by_use();
  std::vector<checked::variant> variants_;
  std::vector<std::unique_ptr<checked::deck>> decks_;
  std::vector<std::unique_ptr<checked::scenario>> scenarios_;
  std::map<std::string, const checked::card*, std::less<>> card_index_;
  std::map<std::string, const checked::keyword*, std::less<>> keyword_index_;
  std::map<std::string, const checked::deck*, std::less<>> deck_index_;
  std::map<std::string, const checked::scenario*, std::less<>> scenario_index_;
};

// The checkout's cards/ folder, for tests, benchmarks and the fuzzer only: defined in
// interp/library/source_cards.cpp (library megacorp_source_cards), which the `megacorp` command
// does not link; the command finds its library at run time (cli/library_location.hpp).
std::filesystem::path bundled_cards_dir();

}  // namespace megacorp
