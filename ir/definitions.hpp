// The checked definitions of a library: its cards, keywords, decks, scenarios and rules
// variants, found by name. The checker (check/checker.hpp) fills them; the library
// (library/library.hpp) owns the sources they came from; the runner and the pages read them.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ir/checked.hpp"
#include "ir/scenario.hpp"

namespace megacorp {

// The parameter of keyword `k` an argument of a keyword use names: `#t` (a tag parameter;
// tags are stored upper case, parameters lower case), or a parameter node; else null.
const checked::keyword_param* names_param_of(const checked::expr& arg, const checked::keyword& k);

class definitions {
 public:
  definitions();
  ~definitions();
  definitions(const definitions&) = delete;
  definitions& operator=(const definitions&) = delete;

  const checked::card* find_card(std::string_view name) const;
  const checked::keyword* find_keyword(std::string_view name) const;
  const checked::deck* find_deck(std::string_view name) const;
  const checked::scenario* find_scenario(std::string_view name) const;
  const std::vector<std::unique_ptr<checked::card>>& cards() const { return cards_; }
  // Whether any card's rules give or take other cards' keywords (checked::card::grants_keywords).
  bool some_card_grants() const { return some_card_grants_; }
  bool some_card_takes() const { return some_card_takes_; }
  // Whether any keyword's rules give or take other cards' keywords (checked::keyword::gives_keywords).
  bool some_keyword_gives() const { return some_keyword_gives_; }
  // Whether any keyword's rules take other cards' keywords (checked::keyword::takes_keywords).
  bool some_keyword_takes() const { return some_keyword_takes_; }
  // Whether a rule of a card or of a keyword (which any card may gain) takes other cards' keywords.
  bool some_rule_takes() const { return some_card_takes_ || some_keyword_takes_; }
  // Whether any card prints keywords a pile's top gains from it (checked::card::passes_keywords).
  bool some_card_passes() const { return some_card_passes_; }
  const std::vector<std::unique_ptr<checked::keyword>>& keywords() const { return keywords_; }
  // The keyword uses that `gains KEYWORD ARGS` gives (a keyword with arguments), made once
  // at check: such a node's keyword expression holds its index + 1 in `granted_use`.
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
  // The rules effects give (`target character cannot attack until end of turn`), each held
  // as a keyword no text names, made once at check: a grant_rule node holds its index
  // (checked::given_rule); here and in the engine's player rules it is numbered from 1.
  // A grant record numbers them after the granted uses (run: granted_keyword).
  const checked::keyword* granted_rule(std::int64_t value) const {
    return value > 0 && static_cast<std::size_t>(value) <= granted_rules_.size() ? granted_rules_[static_cast<std::size_t>(value - 1)].get()
                                                                                    : nullptr;
  }
  const std::vector<std::unique_ptr<checked::keyword>>& granted_rules() const { return granted_rules_; }
  std::size_t granted_use_count() const { return granted_uses_.size(); }
  // Every card's printed keyword uses with arguments (`UPKEEP 1M`), so that `gains the
  // keywords of SEL` can give one as it is printed: a grant record numbers them after the
  // granted rules (run: granted_keyword).
  const std::vector<const checked::keyword_use*>& printed_uses() const { return printed_uses_; }
  // The rules variants card text declares (`variant "NAME": "SOURCE"`), in declaration order:
  // variant i is bit i of rules_options::text_variants (vocabulary/variants.hpp).
  const std::vector<checked::variant>& variants() const { return variants_; }
  // The tags cards and card text name, upper case without '#', numbered as the checker met
  // them: checked::tag_id indexes this list.
  const std::vector<std::string>& tags() const { return tags_; }
  checked::tag_id tag(std::string_view name);  // its id, added when new
  std::optional<checked::tag_id> find_tag(std::string_view name) const;
  // At most this many keywords and this many tags: their ids are 16 bits (library::check refuses more).
  static constexpr std::size_t max_names = 0xFFFF;
  const std::vector<std::unique_ptr<checked::deck>>& decks() const { return decks_; }
  // Scenarios in the order of their files (sorted) and of the forms in each file.
  const std::vector<std::unique_ptr<checked::scenario>>& scenarios() const { return scenarios_; }

 protected:
  friend class checker;
  // The argument lists of the trees below (ir/tree_arena.hpp): declared first, so it goes
  // after every tree that points into it.
  checked::tree_arena trees_;
  // The arenas of the threads that checked cards (check/check_parallel.cpp), likewise.
  std::vector<std::unique_ptr<checked::tree_arena>> thread_trees_;
  // Empties every list below, then the arena, which nothing points into any more.
  void clear_checked();
  // Ends the arena's lists of the trees below without walking them (checked::forget_arena_lists):
  // before the trees go, as the arena frees those lists in blocks.
  void forget_trees() noexcept;
  std::vector<std::unique_ptr<checked::card>> cards_;
  bool some_card_grants_ = false;  // some card's grants_keywords
  bool some_card_takes_ = false;   // some card's takes_keywords
  bool some_keyword_gives_ = false;  // some keyword's gives_keywords
  bool some_keyword_takes_ = false;  // some keyword's takes_keywords
  bool some_card_passes_ = false;  // some card's passes_keywords
  std::vector<std::unique_ptr<checked::keyword>> keywords_;
  std::vector<std::unique_ptr<checked::keyword_use>> granted_uses_;
  std::vector<std::unique_ptr<checked::keyword>> granted_rules_;
  std::vector<const checked::keyword_use*> printed_uses_;
  // (granting use, the grant's keyword expression) -> value of granted_uses_ (granted_use_value)
  std::map<std::pair<const checked::keyword_use*, const checked::expr*>, std::int64_t> granted_by_use_;
  void make_granted_uses_by_use();
  std::vector<checked::variant> variants_;
  std::vector<std::string> tags_;
  struct name_hash {  // looks a string_view up without making a string
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, checked::tag_id, name_hash, std::equal_to<>> tag_index_;
  std::vector<std::unique_ptr<checked::deck>> decks_;
  std::vector<std::unique_ptr<checked::scenario>> scenarios_;
  // Looked up by name only, never walked in order: hashed (a card's name is looked up
  // for every card added and every deck entry, a keyword's for every use).
  std::unordered_map<std::string, const checked::card*, name_hash, std::equal_to<>> card_index_;
  std::unordered_map<std::string, const checked::keyword*, name_hash, std::equal_to<>> keyword_index_;
  std::map<std::string, const checked::deck*, std::less<>> deck_index_;
  std::map<std::string, const checked::scenario*, std::less<>> scenario_index_;
};

}  // namespace megacorp
