// Default (textless) card behaviour and the ask_* helpers.
#include "engine/behaviour.hpp"
#include "engine/path_watch.hpp"
#include "engine/rule_memo.hpp"

#include "engine/book_numbers.hpp"
#include "engine/state.hpp"

#include <algorithm>
#include <vector>

namespace engine {

card_behaviour::~card_behaviour() = default;
bool card_behaviour::watches(event_kind) const { return false; }
bool card_behaviour::has_event_trigger(const event&, const state&, card_id, trigger_timing) const { return false; }
void card_behaviour::on_event(const event&, const state&, card_id, ops&, trigger_timing) const {}

bool card_behaviour::replace_destruction(const destruction&, ops&) const { return false; }
bool card_behaviour::would_replace_destruction(const destruction&, const state&) const { return false; }
std::optional<cost> card_behaviour::cost_to_keep(const state&, card_id) const { return std::nullopt; }
keyword_rule card_behaviour::keyword_to_keep(const state&, card_id) const { return {}; }
bool card_behaviour::query(rule_query, const state&, card_id, bool default_answer, card_id) const {
  return default_answer;
}
bool card_behaviour::may_answer(rule_query) const { return false; }
bool card_behaviour::may_answer_out_of_play(rule_query, const card_def&) const { return false; }
bool card_behaviour::may_answer_out_of_play_for_some_non_event(rule_query) const { return false; }
bool card_behaviour::has_rules(const card_def&) const { return false; }
bool card_behaviour::gives_keywords(const card_def&) const { return false; }
bool card_behaviour::passes_keywords(const card_def&) const { return false; }

bool card_behaviour::still_holds(const state&, card_id, const duration&) const { return true; }
void card_behaviour::run_delayed(const delayed_effect&, ops&) const {}
int card_behaviour::number(rule_number, const state&, card_id, int default_value, card_id) const {
  return default_value;
}

card_behaviour::explanation card_behaviour::explain(rule_query, const state&, card_id, card_id) const { return {}; }
keyword_rule card_behaviour::keyword_that_decided(rule_query, const state&, card_id, card_id) const { return {}; }
keyword_rule card_behaviour::keyword_that_changed(rule_number, const state&, card_id, int, card_id) const { return {}; }
int card_behaviour::ability_count(const state&, card_id) const { return 0; }
std::string card_behaviour::ability_name(const state&, card_id, int) const { return {}; }
bool card_behaviour::can_pay(const state&, player_id, card_id, int, std::string*) const { return true; }
cost card_behaviour::additional_trait_costs(const state&, player_id, card_id) const { return {}; }
cost card_behaviour::most_ability_trait_costs(const state&, card_id) const { return {}; }
bool card_behaviour::may_pay_traits(const state&, card_id) const { return abilities_pay_traits_; }
void card_behaviour::pay(ops&, player_id, card_id, int, const target_list&) const {}
int card_behaviour::target_count(const state&, card_id, int) const { return 0; }
bool card_behaviour::can_target(const state&, card_id, int, int, target, std::string*) const { return false; }
bool card_behaviour::target_still_fits(const state& s, const stack_item& item, int slot, target t) const {
  return can_target(s, item.source, item.ability, slot, t, nullptr);
}
bool card_behaviour::targets_agree(const state&, card_id, int, const target_list&, std::string*) const { return true; }
target_range card_behaviour::targets_taken(const state&, card_id, int, int) const { return {}; }
std::string card_behaviour::mode_name(const state&, card_id, int, int) const { return {}; }
void card_behaviour::resolve(const stack_item&, ops&) const {}

namespace {
const char* query_name(rule_query q) {
  switch (q) {
    case rule_query::can_be_sold: return "can_be_sold";
    case rule_query::can_be_bought: return "can_be_bought";
    case rule_query::discarded_at_end: return "discarded_at_end";
    case rule_query::can_engage: return "can_engage";
    case rule_query::can_attack: return "can_attack";
    case rule_query::needs_engage_to_attack: return "needs_engage_to_attack";
    case rule_query::can_be_attacked: return "can_be_attacked";
    case rule_query::ignores_surround: return "ignores_surround";
    case rule_query::can_attack_bonded: return "can_attack_bonded";
    case rule_query::can_block: return "can_block";
    case rule_query::can_retaliate: return "can_retaliate";
    case rule_query::can_be_played_any_time: return "can_be_played_any_time";
    case rule_query::can_be_targeted: return "can_be_targeted";
    case rule_query::can_target_bonded: return "can_target_bonded";
    case rule_query::can_be_deployed_onto: return "can_be_deployed_onto";
    case rule_query::can_be_controlled_twice: return "can_be_controlled_twice";
    case rule_query::can_disengage: return "can_disengage";
    case rule_query::can_be_played: return "can_be_played";
    case rule_query::can_be_deployed_free: return "can_be_deployed_free";
    case rule_query::can_be_activated: return "can_be_activated";
    case rule_query::can_lose_game: return "can_lose_game";
    case rule_query::can_gain_money: return "can_gain_money";
    case rule_query::must_attack: return "must_attack";
    case rule_query::must_be_attacked: return "must_be_attacked";
    case rule_query::must_block: return "must_block";
    case rule_query::must_be_blocked: return "must_be_blocked";
    case rule_query::must_retaliate: return "must_retaliate";
    case rule_query::must_be_sold: return "must_be_sold";
    case rule_query::must_be_bought: return "must_be_bought";
    case rule_query::must_be_targeted: return "must_be_targeted";
    case rule_query::must_be_engaged: return "must_be_engaged";
    case rule_query::hand_revealed: return "hand_revealed";
  }
  return "?";
}
}  // namespace

std::string text_that_decided(const state& s, rule_query q, card_id c, card_id other) {
  const card_behaviour::explanation x = s.behaviour ? s.behaviour->explain(q, s, c, other) : card_behaviour::explanation{};
  // The query in words (`can_be_bought`: the rule 'can be bought'), not its code name (blind
  // rules batches 100 and 101 found `rule query can_be_bought` in LOYAL's refusal).
  std::string words(query_name(q));
  std::replace(words.begin(), words.end(), '_', ' ');
  return " (" + (x.section.empty() ? "" : x.section + "; ") + "the rule '" + words + "'" +
         (x.text.empty() ? "" : ": " + x.text) + ")";
}

keyword_rule keyword_deciding(const state& s, rule_query q, card_id c, card_id other) {
  return s.behaviour ? s.behaviour->keyword_that_decided(q, s, c, other) : keyword_rule{};
}

keyword_rule keyword_changing(const state& s, rule_number q, card_id c, int default_value, card_id other) {
  return s.behaviour ? s.behaviour->keyword_that_changed(q, s, c, default_value, other) : keyword_rule{};
}

std::string keyword_that_set(const state& s, rule_number q, card_id c, int default_value, card_id other) {
  const keyword_rule k = keyword_changing(s, q, c, default_value, other);
  if (k.keyword.empty()) return {};
  return ": \"" + s.def(k.card).name + "\" (" + std::string(k.keyword) + ")";
}

bool ask(const state& s, path at, rule_query q, card_id c, bool default_answer, card_id other) {
  if (!s.behaviour) return default_answer;
  if (path_watch* w = watching_paths) [[unlikely]] {
    w->asked(at, q);
    const path was = w->asking;
    w->asking = at;
    const nested_reading reading;  // the questions inside are heard too: none from the memo
    const bool out = s.behaviour->query(q, s, c, default_answer, other);
    w->asking = was;
    return out;
  }
  if (!rule_memo_open(s)) {
    const nested_reading reading;
    return s.behaviour->query(q, s, c, default_answer, other);
  }
  const rule_question r(0, static_cast<unsigned>(q), c, other, default_answer);
  if (int kept = 0; rule_memo_find(r, kept)) return kept != 0;
  bool out = false;
  {
    const nested_reading reading;
    out = s.behaviour->query(q, s, c, default_answer, other);
  }
  rule_memo_keep(r, out);
  return out;
}

bool can_lose_game(const state& s, path at, player_id p) {
  const card_id business = s.player(p).business;
  return business == no_card || ask(s, at, rule_query::can_lose_game, business, true);
}

bool can_gain_money(const state& s, path at, player_id p) {
  const card_id business = s.player(p).business;
  return business == no_card || ask(s, at, rule_query::can_gain_money, business, true);
}

bool hand_revealed(const state& s, player_id p) {
  const card_id business = s.player(p).business;
  return business != no_card && ask(s, path::hand_revealed_observed, rule_query::hand_revealed, business, false);
}

int ask_number(const state& s, rule_number q, card_id c, int default_value, card_id other) {
  if (!s.behaviour || !s.behaviour->may_change(q)) return default_value;
  if (watching_paths || !rule_memo_open(s)) {
    const nested_reading reading;
    return s.behaviour->number(q, s, c, default_value, other);
  }
  const rule_question r(1, static_cast<unsigned>(q), c, other, default_value);
  if (int kept = 0; rule_memo_find(r, kept)) return kept;
  int out = 0;
  {
    const nested_reading reading;
    out = s.behaviour->number(q, s, c, default_value, other);
  }
  rule_memo_keep(r, out);
  return out;
}

int valuation_of(const state& s, card_id c) {
  int value = ask_number(s, rule_number::valuation, c, s.def(c).printed_valuation());
  for (const trait_modifier& m : s.modifiers)
    if (m.card == c && m.valuation) value += m.amount;
  return value;
}

namespace {
// The cards whose traits are being read through another card's (traits_source), per thread.
thread_local std::vector<card_id> reading_traits;

// The card whose traits c has (`rule: this has the traits of the chosen card`), or no_card
// for its own. A card already being read on the way (two cards that have each other's
// traits) is not read again: the one asked last has its own.
card_id traits_source(const state& s, card_id c) {
  if (!s.behaviour) return no_card;
  const int from = ask_number(s, rule_number::traits_of, c, no_card);
  if (from == no_card || from == c || static_cast<std::size_t>(from) >= s.cards.size() ||
      std::find(reading_traits.begin(), reading_traits.end(), static_cast<card_id>(from)) != reading_traits.end())
    return no_card;
  return static_cast<card_id>(from);
}

// The value a trait starts from: printed (null: none), or that of the card whose traits c has
// as it is now (001 Traits: a card's "current trait value").
std::optional<int> trait_base(const state& s, card_id c, trait t) {
  const card_id from = traits_source(s, c);
  if (from == no_card) return s.def(c).traits[static_cast<int>(t)];
  const nested_reading reading;  // traits read through another card's: not an outermost question
  reading_traits.push_back(c);
  struct done_t {
    ~done_t() { reading_traits.pop_back(); }
  } done;
  return trait_value(s, from, t);
}
}  // namespace

bool has_trait(const state& s, card_id c, trait t) { return trait_base(s, c, t).has_value(); }

std::optional<int> trait_value(const state& s, card_id c, trait t) {
  const auto base = trait_base(s, c, t);
  if (!base) return std::nullopt;
  int value = ask_number(s, trait_number(t), c, *base);
  for (const trait_modifier& m : s.modifiers)
    if (m.card == c && m.t == t && !m.valuation) value += m.amount;
  // 001 Glossary: traits can be "reduced to zero (0)", not below.
  return std::max(0, value);
}

namespace {
// Whether trait t of c is at least its printed value, known without reading its rules: the
// card has its own traits (no `has the traits of`), no text can lower the trait
// (card_behaviour::may_lower) and no effect lowered it (state::modifiers).
bool never_below_printed(const state& s, card_id c, trait t) {
  if (s.behaviour && (s.behaviour->may_lower(trait_number(t)) || s.behaviour->may_change(rule_number::traits_of))) return false;
  return std::none_of(s.modifiers.begin(), s.modifiers.end(),
                      [&](const trait_modifier& m) { return m.card == c && m.t == t && !m.valuation && m.amount < 0; });
}
}  // namespace

void replaced_first(const state& s, std::span<card_id> cards, destruction like) {
  if (cards.size() < 2 || !s.behaviour || s.rules.destroyed_in_card_order) return;
  like.during_combat = like.in_combat || s.combat.active();
  std::stable_partition(cards.begin(), cards.end(), [&](card_id c) {
    like.card = c;
    return in_play(s.card(c).zone) && s.behaviour->would_replace_destruction(like, s);
  });
}

bool has_lethal_damage(const state& s, card_id c) {
  for (trait t : all_traits) {
    const int d = s.card(c).damage[static_cast<int>(t)];
    if (d < book::min_lethal_damage && !s.rules.trait_at_zero_destroys) continue;  // no trait asked (checked every action)
    // Damage under a printed value that nothing lowers is not lethal: nothing asked either.
    if (const auto printed = s.def(c).traits[static_cast<int>(t)]; printed && d < *printed && never_below_printed(s, c, t)) continue;
    const auto v = trait_value(s, c, t);
    if (!v) continue;
    // 001 Damage: "equal or more damage, with a minimum of 1 damage". 003/000 Traits
    // (rules option trait_at_zero_destroys): a trait lowered to 0 destroys without damage,
    // a printed 0 does not ("is not destroyed due to this rule").
    const int printed = s.def(c).traits[static_cast<int>(t)].value_or(0);
    // Variant printed-zero-not-destroyed: 001 Traits' Important Note read as "never by damage".
    if (printed == 0 && s.rules.printed_zero_not_destroyed) continue;
    const bool lowered = s.rules.trait_at_zero_destroys && printed > 0;
    if ((d >= book::min_lethal_damage || lowered) && d >= *v) return true;
  }
  return false;
}

bool trait_hits_zero(const state& s, card_id c) {
  for (trait t : all_traits) {
    const auto v = trait_value(s, c, t);
    if (v && *v == 0 && s.def(c).traits[static_cast<int>(t)].value_or(0) > 0) return true;
  }
  return false;
}

std::optional<trait> spared_by_printed_zero(const state& s, card_id c) {
  std::optional<trait> spared;
  for (trait t : all_traits) {
    const auto printed = s.def(c).traits[static_cast<int>(t)];
    const auto v = trait_value(s, c, t);
    if (!printed || *printed != 0 || !v || *v != 0) continue;
    // Variant printed-zero-not-destroyed: a damaged printed 0 is the one that spared it.
    const bool damaged = s.card(c).damage[static_cast<int>(t)] > 0;
    if (damaged && s.rules.printed_zero_not_destroyed) return t;
    if (!damaged && !spared) spared = t;
  }
  return spared;
}

keyword_rule keyword_keeping(const state& s, card_id c) {
  return s.behaviour ? s.behaviour->keyword_to_keep(s, c) : keyword_rule{};
}

std::optional<cost> ask_cost_to_keep(const state& s, card_id c) {
  return s.behaviour ? s.behaviour->cost_to_keep(s, c) : std::nullopt;
}

std::optional<cost> upkeep_cost(const state& s, card_id c) {
  std::optional<cost> k = ask_cost_to_keep(s, c);
  if (k) k->money = std::max(0, k->money + ask_number(s, rule_number::upkeep_cost_change, c, 0));
  return k;
}

}  // namespace engine
