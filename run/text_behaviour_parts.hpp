// Private to run/text_*.cpp: the class that answers the engine from card text, and how it reads one ability.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "engine/behaviour.hpp"
#include "engine/small_vector.hpp"
#include "library/library.hpp"
#include "run/evaluator.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp::text_run {

// The abilities an item of the stack runs (text_behaviour::effects): one activated ability,
// or an event's `on resolve:` lines, inside the list up to two.
using effect_list = engine::small_vector<bound_ability, 2>;

using checked::expr;
using checked::op;
using engine::card_id;
using engine::player_id;
using engine::no_card;
using engine::rule_number;
using engine::rule_query;
using engine::trigger_timing;

// Reading one ability (text_readings.cpp) ----------------------------------------------

// A `rule:` that answers a rule question, split into its parts:
// SUBJECT [modal] PHRASE [OBJECTS] [while CONDITION], with its entry of the rule table.
struct rule_view {
  rule_table::form f;
  const expr* subject = nullptr;
  std::array<const expr*, 3> objects{};  // `_ buy cost $ less`: players, number, trait
  std::size_t object_count = 0;
  const expr* condition = nullptr;
  // The condition does not hold: only `can only PHRASE while C` with nothing after the
  // phrase is read then, as a restriction (docs/rulings.md, "Can and cannot").
  bool outside = false;
};

// `off`: a rule entry switched off for a test reads as no rule (run/switched_off.hpp).
rule_view view(const expr& rule, const switched_off& off = nothing_off);

// The questions a rule can answer, as bits: yes/no queries first, then numbers (a card's
// rules are skipped at once when none answers the question asked).
constexpr int number_bits = 32;
static_assert(engine::rule_query_count <= number_bits, "rule queries must fit below the number bits");
constexpr std::uint64_t bit_of(rule_query q) { return std::uint64_t{1} << static_cast<int>(q); }
constexpr std::uint64_t bit_of(rule_number n) { return std::uint64_t{1} << (number_bits + static_cast<int>(n)); }

// The questions one ability answers: a rule's entry, or a modifier's number.
std::uint64_t answers(const checked::ability& a, const switched_off& off);
// The questions it answers whose number it may lower (card_behaviour::may_lower).
std::uint64_t lowers(const checked::ability& a, const switched_off& off);

// A trigger's entry in the table of trigger phrases and steps (event_triggers).
const checked::ref& entry_of(const expr& t);
// When a trigger hears of its event: at once or after the action (event_triggers::timing_of).
trigger_timing timing_of(const expr& t);
constexpr std::uint8_t bit_of(trigger_timing t) { return static_cast<std::uint8_t>(1u << static_cast<int>(t)); }

// `when your upkeep step begins: you may pay COST; ...`: the cost the engine's upkeep
// decision asks for, or null.
const expr* upkeep_payment(const checked::ability& a);
// A triggered ability that waits for an engine event: every one but the upkeep payment.
bool waits_for_event(const checked::ability& a);
// The event kinds an ability waiting for events needs.
std::vector<engine::event_kind> kinds_for(const expr& trigger);

// The answers -----------------------------------------------------------------------------

// The cards in play that give keywords, looked up the first time a rule question needs
// them (text_rules.cpp).
class granters_of;

class text_behaviour final : public engine::card_behaviour {
 public:
  text_behaviour(const library& lib, const switched_off& off);

  // Events as triggers, replacements, upkeep costs, durations (text_behaviour.cpp)
  bool watches(engine::event_kind k) const override { return watched_[static_cast<std::size_t>(k)]; }
  std::optional<event_triggers::happening> event_fits(const bound_ability& b, const engine::event& e,
                                                      const engine::state& s, card_id holder,
                                                      trigger_timing when) const;
  bool may_wait(const engine::state& s, card_id holder, trigger_timing when) const;
  bool idle_step_text(const bound_ability& b, const engine::event& e, const engine::state& s, card_id holder,
                      trigger_timing when) const;
  bool has_event_trigger(const engine::event& e, const engine::state& s, card_id holder,
                         trigger_timing when) const override;
  void on_event(const engine::event& e, const engine::state& seen, card_id holder, engine::ops& o,
                trigger_timing when) const override;
  void run_triggered(eval_context& c, const bound_ability& b, card_id self, engine::ops& o) const;
  // `for the first time each turn`: b's number among holder's triggered abilities, and
  // whether it triggered this turn (state::fired_once).
  int number_among(const engine::state& s, card_id holder, const bound_ability& b, checked::ability_kind kind) const;
  int trigger_number(const engine::state& s, card_id holder, const bound_ability& b) const;
  int once_replacement_number(const engine::state& s, card_id holder, const bound_ability& b) const;
  bool fired_already(const engine::state& s, const bound_ability& b, card_id holder) const;
  bool replace_destruction(const engine::destruction& d, engine::ops& o) const override;
  bool would_replace_destruction(const engine::destruction& d, const engine::state& s) const override;
  // The replacement that would apply to d (card order, skips aside): its holder, or no_card.
  card_id find_replacement(const engine::state& s, const engine::destruction& d, bound_ability& chosen) const;
  // The index in s.shields of the first shield that fits d (the variant's order), or -1.
  int fitting_shield(const engine::state& s, const engine::destruction& d, const expr** text,
                     const checked::keyword_use** use) const;
  static bool applied(const engine::destruction& d, card_id holder, int ability);
  bool used_this_turn(const engine::state& s, card_id holder, const bound_ability& b) const;
  bool within_limit(const engine::state& s, card_id self, int ability, const bound_ability& b, std::string* why) const;
  std::optional<engine::cost> cost_to_keep(const engine::state& s, card_id self) const override;
  engine::keyword_rule keyword_to_keep(const engine::state& s, card_id self) const override;
  bool still_holds(const engine::state& s, card_id, const engine::duration& d) const override;
  void run_delayed(const engine::delayed_effect& d, engine::ops& o) const override;
  // The next-time replacements (state::shields; docs/rulings.md, The next time): the first
  // made that fits d applies to it, used up.
  bool apply_shield(const engine::destruction& d, engine::ops& o) const;
  bool shield_fits(const engine::state& s, const engine::destruction& d, const engine::shield& x, const expr& text,
                   const checked::keyword_use* use) const;

  // Rule queries and numbers (text_rules.cpp)
  bool query(rule_query q, const engine::state& s, card_id self, bool answer, card_id other) const override;
  bool may_answer(rule_query q) const override;
  bool may_answer_out_of_play(rule_query q, const engine::card_def& d) const override;
  bool may_answer_out_of_play_for_some_non_event(rule_query q) const override;
  bool has_rules(const engine::card_def& d) const override;
  bool gives_keywords(const engine::card_def& d) const override;
  bool passes_keywords(const engine::card_def& d) const override;
  explanation explain(rule_query q, const engine::state& s, card_id self, card_id other) const override;
  std::string given_by(const engine::state& s, card_id holder, const checked::keyword_use* use) const;
  engine::keyword_rule keyword_that_decided(rule_query q, const engine::state& s, card_id self,
                                            card_id other) const override;
  engine::keyword_rule keyword_that_changed(rule_number q, const engine::state& s, card_id self, int default_value,
                                            card_id other) const override;
  bool decide(rule_query q, const engine::state& s, card_id self, bool answer, card_id other, std::string* decided,
              engine::keyword_rule* by = nullptr) const;
  static bool fits(const eval_context& c, rule_table::side sd, const expr* sel, const engine::state& s, card_id self,
                   card_id other, bool unknown);
  static bool player_fits(const eval_context& c, const expr& sel, engine::player_id p);
  static bool own_attack_free(rule_query q, const rule_view& r, const engine::state& s, card_id self, card_id other);
  // The money a cost-change rule adds to self's price (negative: less; 0: not self's).
  static int cost_change(const eval_context& c, const rule_view& r, const engine::state& s, engine::card_id self,
                         rule_number q, engine::card_id other);
  int number(rule_number q, const engine::state& s, card_id self, int value, card_id other) const override;
  int number_by(rule_number q, const engine::state& s, card_id self, int value, card_id other,
                engine::keyword_rule* by) const;
  // rule_number::traits_of: the card `rule: SEL has the traits of SEL` names for self, or `value`.
  int traits_source(const engine::state& s, card_id self, int value) const;

  // Events and activated abilities on the stack (text_abilities.cpp)
  int ability_count(const engine::state& s, card_id self) const override;
  std::string ability_name(const engine::state& s, card_id self, int ability) const override;
  bool can_pay(const engine::state& s, player_id payer, card_id self, int ability, std::string* why) const override;
  engine::cost additional_trait_costs(const engine::state& s, player_id payer, card_id event) const override;
  engine::cost most_ability_trait_costs(const engine::state& s, card_id self) const override;
  bool may_pay_traits(const engine::state& s, card_id self) const override;
  bool can_pay_to_play(const engine::state& s, player_id payer, card_id self, std::string* why) const;
  void pay(engine::ops& o, player_id payer, card_id self, int ability, const engine::target_list& targets) const override;
  int target_count(const engine::state& s, card_id source, int ability) const override;
  engine::target_range targets_taken(const engine::state& s, card_id source, int ability, int i) const override;
  std::string mode_name(const engine::state& s, card_id source, int ability, int m) const override;
  // The amounts `pay x` may choose under which every target the play chose that reads x
  // still fits its text; empty when none reads x (text_abilities.cpp).
  std::vector<int> amounts_fitting_targets(const engine::state& s, card_id self, int ability,
                                           const engine::target_list& targets) const;
  bool can_target(const engine::state& s, card_id source, int ability, int i, engine::target t,
                  std::string* why) const override;
  bool target_still_fits(const engine::state& s, const engine::stack_item& item, int slot,
                         engine::target t) const override;
  bool targets_agree(const engine::state& s, card_id source, int ability, const engine::target_list& targets,
                     std::string* why) const override;
  void resolve(const engine::stack_item& item, engine::ops& o) const override;

 private:
  const checked::card& card(const engine::state& s, card_id c) const { return *lib_.cards()[s.def(c).behaviour]; }

  // text_abilities.cpp
  std::vector<bound_ability> of_kind(const engine::state& s, card_id self, checked::ability_kind k) const;
  std::vector<bound_ability> activated(const engine::state& s, card_id self) const;
  effect_list effects(const engine::state& s, card_id source, int ability) const;
  // An item's effect b read as it resolves: its controller, costs' choices and targets.
  eval_context item_context(const engine::state& s, const engine::stack_item& item, const bound_ability& b,
                            const std::vector<const checked::expr*>& sels, std::size_t first) const;
  // A play's targets are numbered across its effects in order: f(b, sels, first) for each
  // effect b, sels its target selections, first the number of its first target; f returns
  // false to stop.
  template <class F>
  void each_effect_targets(const engine::state& s, card_id source, int ability, F&& f) const {
    std::size_t first = 0;
    for (const bound_ability& b : effects(s, source, ability)) {
      const std::vector<const checked::expr*> sels = target_selections(b.ability->effect);
      if (!f(b, sels, first)) return;
      first += sels.size();
    }
  }

  // The cards whose rules may bear on a question about self and other: every card in play
  // (state::in_play, bonded cards too: 001 Bonding, "their continuous abilities are still
  // active"), and the two cards themselves wherever they are, each once, in card order.
  // `among`: the cards in play to read (all of them, or those with rules when that is enough).
  template <class F>
  static void for_each_holder(const engine::card_set& among, card_id self, card_id other, F&& f) {
    const std::array<card_id, 2> extra{std::min(self, other), self == other ? no_card : std::max(self, other)};
    std::size_t i = 0;  // no_card sorts after every card
    for (card_id c : among) {
      for (; i < extra.size() && extra[i] < c; ++i) f(extra[i]);
      if (i < extra.size() && extra[i] == c) ++i;
      f(c);
    }
    for (; i < extra.size() && extra[i] != no_card; ++i) f(extra[i]);
  }
  // text_behaviour.cpp
  void note_keywords();
  std::uint64_t note_grant(const checked::ability& a);
  bool replaces(const engine::state& s, const engine::destruction& d, card_id holder, const bound_ability& b) const;

  // text_rules.cpp
  eval_context context_among(const engine::state& s, card_id holder, const checked::keyword_use* use,
                             granters_of& granters) const;
  ability_list abilities_among(const engine::state& s, card_id holder, std::uint64_t question, granters_of& granters) const;
  bool may_change(const engine::state& s, card_id holder, std::uint8_t kinds, std::uint64_t questions) const;
  bool tops_passing_pile(const engine::state& s, card_id holder) const;
  const engine::card_set& holders_of(std::uint64_t question, const engine::state& s, granters_of& granters) const;
  bool may_answer(std::uint64_t question, const engine::state& s, card_id holder, granters_of& granters) const;
  bool printed_may_answer(std::uint64_t question, const engine::state& s, card_id self, card_id other) const;
  bool granted_answer(std::uint64_t question, granters_of& granters) const;
  bool given_by_gained(std::uint64_t question, granters_of& granters) const;
  template <class F>
  void for_each_rule(std::uint64_t question, const engine::state& s, card_id self, card_id other, F&& f) const;
  template <class F>
  void for_each_player_rule(std::uint64_t question, const engine::state& s, F&& f) const;
  template <class F>
  void for_each_modifier(const engine::state& s, card_id self, op kind, F&& f) const;

  // A card's abilities now, for a reader that uses only those of the kinds `kinds`
  // (kind_bit) and the rules that answer `questions` (answers()): its printed list, shared,
  // when it can lose no keyword and no keyword a rule gives has such an ability (what
  // active_abilities adds would be passed over); active_abilities otherwise (text_rules.cpp).
  ability_list abilities_for(const engine::state& s, card_id holder, std::uint8_t kinds, std::uint64_t questions) const;
  static constexpr std::uint8_t kind_bit(checked::ability_kind k) { return static_cast<std::uint8_t>(1u << static_cast<int>(k)); }

  // A context for card self's text, carrying what a test switched off.
  eval_context context(const engine::state& s, card_id self, const checked::keyword_use* use) const {
    return context_for(lib_, s, self, use, off_);
  }

  const library& lib_;
  const switched_off off_;  // nothing, but in tests/lang/vocabulary_runs_test.cpp
  // How the runner reads an ability, a function of it and off_ alone: whether it can be
  // evaluated (can_evaluate) and the questions it answers (answers). Worked out once for
  // every keyword's and card's ability; `reading_of` reads it, and works out any other.
  struct ability_reading {
    bool evaluable = false;
    std::uint64_t answers = 0;
  };
  std::unordered_map<const checked::expr*, ability_reading> readings_;
  ability_reading read_once(const checked::ability& a) const { return {can_evaluate(a.trigger, off_), answers(a, off_)}; }
  ability_reading reading_of(const checked::ability& a) const {
    const auto found = readings_.find(&a.trigger);
    return found != readings_.end() ? found->second : read_once(a);
  }
  bool evaluable(const checked::expr& trigger) const {
    const auto found = readings_.find(&trigger);
    return found != readings_.end() ? found->second.evaluable : can_evaluate(trigger, off_);
  }
  std::array<bool, 256> watched_{};   // by event_kind
  // The timings (bit_of) at which a card's triggers wait, by card definition (def.behaviour);
  // a keyword's: any card may gain it.
  std::vector<std::uint8_t> card_waits_;
  std::uint8_t keyword_waits_ = 0;
  std::vector<std::uint64_t> card_answers_;  // by card definition: the questions its printed rules answer
  std::vector<int> card_activated_;          // by card definition: the activated abilities of its printed list (abilities_of)
  bool keyword_activates_ = false;           // some keyword has an activated ability (a card may gain it)
  std::vector<bool> card_pays_traits_;       // by card definition: some printed cost pays traits (may_pay_traits)
  bool keyword_pays_traits_ = false;         // some keyword's cost pays traits (a card may gain it)
  std::uint64_t keyword_answers_ = 0;        // the questions some keyword's rules answer (given rules' too)
  std::uint8_t keyword_kinds_ = 0;           // the kinds of ability (kind_bit) some keyword has (given rules' too)
  std::uint64_t rule_grant_answers_ = 0;     // the questions a keyword some rule gives answers
  std::uint64_t keyword_grant_answers_ = 0;  // the same, of the keywords a keyword's rule gives
  std::vector<std::uint64_t> card_grant_answers_;  // by card definition: the same, of its printed rules
  // For abilities_for: the kinds of ability (kind_bit) and the questions of the keywords
  // rules give; all of them when a rule's keyword is not found or its arguments are filled
  // in per use (add_rule_grants may then fail, and must still be asked).
  std::uint8_t gain_kinds_ = 0;
  std::uint64_t gain_answers_ = 0;
  // The same of the keywords a pile's top gains from the cards bonded under it (001 Bonding;
  // checked::card::passes_keywords), asked of a top only while such a card is under it.
  std::uint8_t pass_kinds_ = 0;
  std::uint64_t pass_answers_ = 0;
  void note_passed(const checked::card& c);
  std::uint64_t every_answer_ = 0;           // the questions any text answers
  std::uint64_t about_others_ = 0;           // the questions some rule answers about cards other than its own
  std::uint64_t non_event_answers_ = 0;      // the questions the printed rules of some card not an event answer
};

}  // namespace megacorp::text_run
