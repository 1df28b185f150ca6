// Combat after an attack: who may block or retaliate, and the attacker's damage split (001 Challenge Phase).
#include "engine/combat_parts.hpp"

#include <algorithm>
#include <cstdint>

namespace engine::combat {

namespace {

// Whether card text lets card b `verb` the attacker (can_block, can_retaliate), asked
// about the attacker as it is (engaged by attacking; card text that reads a quality "as
// declared" says so with `this is attacking`, docs/rulings.md); the refusal quotes the
// text that decided.
bool text_allows(const state& s, path at, rule_query q, card_id b, std::string* why, const char* verb) {
  const card_id attacker = s.combat.attacker;
  if (ask(s, at, q, b, true, attacker)) return true;
  return refuse(why, "{} cannot {} {}: card text forbids it{}", name(s, b), verb, name(s, attacker),
                why ? text_that_decided(s, q, b, attacker) : std::string());
}

}  // namespace

// Blocking -------------------------------------------------------------------------

namespace {

// Whether b may block by the rules alone, card text aside.
bool blocker_by_rules(const state& s, card_id b, std::string* why) {
  const combat_state& cb = s.combat;
  const card_instance& bi = s.card(b);
  const quoted_name bn = name(s, b);
  if (bi.zone == zone::bonded && bi.zone_player == cb.network)
    return refuse(why, "{} cannot block: it is bonded under {} (001 Bonding: \"Cards under the first card cannot "
                  "be targeted, attack, block, and engage\")", bn, name(s, bi.host));
  if (bi.zone != zone::network || bi.zone_player != cb.network)
    return refuse(why, "{} cannot block: it is not in the target's network (001 Challenge Phase: Blocking: blockers "
                  "are adjacent to the target)", bn);
  if (b == cb.attacker) return refuse(why, "{} cannot block its own attack", bn);
  if (bi.controller != cb.defender)
    return refuse(why, "{} cannot block: the defender, player {}, does not control it (the defender declares blockers "
                  "among the cards they control: docs/rulings.md, Combat, Who declares blockers; the books are "
                  "silent)",
                  bn, cb.defender + 1);
  const cell at = s.cell_of(b);
  if (std::abs(at.x - cb.target.x) + std::abs(at.y - cb.target.y) != 1)
    return refuse(why, "{} cannot block: it is not adjacent to the target at {},{} (001 Challenge Phase: Blocking: "
                  "blockers must be adjacent to the main target)", bn, cb.target.x, cb.target.y);
  if (bi.engaged)
    return refuse(why, "{} cannot block: it is engaged (001 Challenge Phase: Blocking: blockers are disengaged)", bn);
  if (!has_trait(s, b, cb.t))
    return refuse(why, "{} cannot block {} {} attack: it has '-' in {} (001 Challenge Phase: Blocking: blockers have "
                  "at least 0 in the declared trait)", bn, cb.t == trait::bq ? "a" : "an", to_string(cb.t), to_string(cb.t));
  return true;
}

}  // namespace

bool eligible_blocker(const state& s, card_id b, std::string* why) {
  return blocker_by_rules(s, b, why) && text_allows(s, path::block_eligible, rule_query::can_block, b, why, "block");
}

std::vector<card_id> eligible_blockers(const state& s) {
  std::vector<card_id> out;
  const network_grid& g = s.player(s.combat.network).network;
  for (cell n : orthogonal_neighbours(s.combat.target))
    if (const card_id b = g.at(n); b != no_card && eligible_blocker(s, b, nullptr)) out.push_back(b);
  return out;
}

keyword_rule keyword_ruling_out_blockers(const state& s) {
  const network_grid& g = s.player(s.combat.network).network;
  for (cell n : orthogonal_neighbours(s.combat.target))
    if (const card_id b = g.at(n); b != no_card && blocker_by_rules(s, b, nullptr))
      if (keyword_rule k = keyword_deciding(s, rule_query::can_block, b, s.combat.attacker); !k.keyword.empty()) return k;
  return {};
}


// Retaliation ----------------------------------------------------------------------

// 001 Challenge Phase, Damage: "the blocker (or the targeted card) can only deal damage in
// retaliation once per turn and only if that card is a Character"; engaged cards do not
// retaliate (001 Glossary: a card engaged "will not be able to retaliate as it is engaged"; 002).
bool eligible_retaliator(const state& s, card_id b, std::string* why) {
  const combat_state& cb = s.combat;
  const quoted_name bn = name(s, b);
  if (blocker_index(cb, b) < 0)
    return refuse(why, "{} cannot retaliate: it is not blocking this attack (001 Challenge Phase: Damage)", bn);
  const card_instance& bi = s.card(b);
  // An area attack's defenders may have several controllers; each decides for its own.
  if (bi.controller != retaliation_decider(cb))
    return refuse(why, "{} cannot retaliate now: player {} controls it and decides its retaliation in turn (001 "
                  "Challenge Phase: Damage: \"The controller of the blocker or blockers can choose\")", bn,
                  bi.controller + 1);
  if (bi.zone == zone::bonded)
    return refuse(why, "{} cannot retaliate: it is bonded under {} (001 Bonding: cards under the first card cannot "
                  "attack, block or engage)", bn, name(s, bi.host));
  if (!in_network(s, b)) return refuse(why, "{} cannot retaliate: it has left the network", bn);
  if (!s.def(b).is(card_type::character))
    return refuse(why, "{} cannot retaliate: it is not a character (001 Challenge Phase: Damage: non-Characters do "
                  "not retaliate)", bn);
  if (bi.engaged && !s.rules.engaged_cards_retaliate)  // variant: 001 Damage sets no such condition
    return refuse(why, "{} cannot retaliate: it is engaged (002 C - Challenge Phase: \"Only disengaged (right side up) "
                  "characters may deal retaliation damage\"; 001 Glossary: an engaged card \"will not be able to "
                  "retailate\")", bn);
  if (const int allowed = ask_number(s, rule_number::retaliations_allowed, b, 1); bi.retaliations >= allowed)
    return refuse(why, "{} cannot retaliate: it has dealt damage in retaliation {} this turn, the most it "
                  "may{} (001 Challenge Phase, Damage: \"can only deal damage in retaliation once per turn\")", bn,
                  times{bi.retaliations}, keyword_that_set(s, rule_number::retaliations_allowed, b, 1));
  if (const int reach = ask_number(s, rule_number::attack_reach, b, 0);
      reach > 0 && !within_radius(s, b, s.card(cb.attacker).zone_player, s.cell_of(cb.attacker), reach))
    return refuse(why, "{} cannot retaliate against {}: it only reaches card radius {} (rule number attack_reach{})",
                  bn, name(s, cb.attacker), reach, keyword_that_set(s, rule_number::attack_reach, b, 0));
  return text_allows(s, path::retaliation_eligible, rule_query::can_retaliate, b, why, "retaliate against");
}

// Why blocker b, a character in the network, does not retaliate though nobody is asked: engaged
// (001 Glossary: "will not be able to retailate as it is engaged"), the attacker beyond its
// reach (rule number attack_reach), or card text; none for any other reason.
std::optional<event> retaliation_ruled_out(const state& s, card_id b) {
  const combat_state& cb = s.combat;
  event e{.kind = event_kind::retaliation_withheld, .player = s.card(b).controller, .card = b, .card2 = cb.attacker};
  if (s.card(b).engaged && !s.rules.engaged_cards_retaliate) return e.why = rule::engaged_does_not_retaliate, e;
  if (const int reach = ask_number(s, rule_number::attack_reach, b, 0);
      reach > 0 && !within_radius(s, b, s.card(cb.attacker).zone_player, s.cell_of(cb.attacker), reach)) {
    e.by = keyword_changing(s, rule_number::attack_reach, b, 0, no_card);
    return e.why = rule::retaliation_beyond_reach, e;
  }
  if (ask(s, path::retaliation_ruled_out_by_text, rule_query::can_retaliate, b, true, cb.attacker)) return std::nullopt;
  e.by = keyword_deciding(s, rule_query::can_retaliate, b, cb.attacker);
  return e.why = rule::retaliation_forbidden, e;
}

// When no retaliation is asked, each blocker still able to deal damage but ruled out is
// logged with the rule that rules it out (a character in the network, not bonded): its
// retaliations of the turn used up (001 Challenge Phase, Damage: "once per turn"), or another.
void log_retaliations_ruled_out(ops& o) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  if (!in_network(s, cb.attacker)) return;
  for (int i = 0; i < cb.blocker_count; ++i) {
    const card_id b = cb.blockers[i];
    const card_instance& bi = s.card(b);
    if (bi.zone == zone::bonded && s.def(b).is(card_type::character)) {
      o.record(path::bonded_retaliation_ruled_out, {.kind = event_kind::retaliation_withheld, .player = bi.controller,
                                                    .card = b, .card2 = cb.attacker, .why = rule::bonded_no_retaliation});
      continue;
    }
    if (!in_network(s, b)) continue;
    if (!s.def(b).is(card_type::character)) {  // blind rules batch 93: the refusal named no rule
      o.record(path::non_character_no_retaliation, {.kind = event_kind::retaliation_withheld, .player = bi.controller,
                                                    .card = b, .card2 = cb.attacker, .why = rule::non_character_no_retaliation});
      continue;
    }
    if (bi.retaliations >= ask_number(s, rule_number::retaliations_allowed, b, 1))
      o.record(path::retaliation_used_up, {.kind = event_kind::retaliation_withheld, .player = bi.controller, .card = b,
                                             .card2 = cb.attacker, .why = rule::retaliated_already});
    else if (const std::optional<event> e = retaliation_ruled_out(s, b))
      o.record(path::retaliation_ruled_out, *e);
  }
}

std::vector<card_id> eligible_retaliators(const state& s) {
  std::vector<card_id> out;
  for (int i = 0; i < s.combat.blocker_count; ++i)
    if (eligible_retaliator(s, s.combat.blockers[i], nullptr)) out.push_back(s.combat.blockers[i]);
  return out;
}

// 001 Challenge Phase, Damage: "The controller of the blocker or blockers can choose";
// 001 Glossary, attacks on an area: "The defenders may all retaliate as normal". After the
// defender, each other player in seat order who controls a defender that may retaliate.
bool pass_retaliation_on(ops& o) {
  const state& s = o.st();
  const combat_state& cb = s.combat;
  if (!cb.area) return false;
  const int n = s.player_count();
  const player_id now = retaliation_decider(cb);
  for (int k = (now - cb.defender + n) % n + 1; k < n; ++k) {
    const auto p = static_cast<player_id>((cb.defender + k) % n);
    if (s.player(p).lost) continue;
    o.set_retaliation_decider(p, rule::retaliation);
    if (!eligible_retaliators(s).empty()) return true;
  }
  o.set_retaliation_decider(now == cb.defender ? no_player : now, rule::retaliation);
  return false;
}

// A block or retaliation: the cards it lists are distinct, known and each eligible.
bool all_eligible(const state& s, const action& a, std::string* why, bool (*eligible)(const state&, card_id, std::string*)) {
  const std::vector<card_id> cards = listed(a);
  if (!distinct_known_cards(s, cards, why)) return false;
  for (card_id b : cards)
    if (!eligible(s, b, why)) return false;
  return true;
}

// Assignment -----------------------------------------------------------------------

bool check_assign(const state& s, const action& a, std::string* why) {
  const combat_state& cb = s.combat;
  const std::vector<card_id> cards = listed(a);
  if (!distinct_known_cards(s, cards, why)) return false;
  int total = 0;
  for (std::size_t i = 0; i < a.cards.size(); ++i) {
    if (a.cards[i] == no_card) continue;
    if (blocker_index(cb, a.cards[i]) < 0)
      return refuse(why, "cannot assign damage to {}: it is not blocking this attack (001 Challenge Phase: Damage)",
                    name(s, a.cards[i]));
    if (a.amounts[i] < 0) return refuse(why, "damage assigned cannot be negative");
    total += a.amounts[i];
  }
  if (const int value = attack_value(s); total != value)
    return refuse(why, "the damage assigned totals {}, but {} deals {} {} (001 Challenge Phase: Damage: the total "
                  "damage dealt is equal to the value of the Trait)", total, name(s, cb.attacker), value,
                  to_string(cb.t));
  return true;
}

// Every way to split `value` among the blockers, as assign actions.
void add_assign_candidates(const state& s, player_id p, std::vector<action>& out) {
  const combat_state& cb = s.combat;
  card_list cards = no_cards;
  for (int i = 0; i < cb.blocker_count; ++i) cards[i] = cb.blockers[i];
  amount_list amounts{};
  const int value = attack_value(s);
  auto split = [&](auto&& self, int i, int left) -> void {
    if (i == cb.blocker_count - 1) {
      amounts[i] = static_cast<std::int16_t>(left);
      out.push_back(act::assign(p, cards, amounts));
      return;
    }
    for (int n = 0; n <= left; ++n) {
      amounts[i] = static_cast<std::int16_t>(n);
      self(self, i + 1, left - n);
    }
  };
  if (cb.blocker_count > 0) split(split, 0, value);
}

// Obligations (`rule: this must block`, docs/rulings.md "Must") ----------------------

namespace {

// Of the blockers or retaliators eligible now, those card text says must be listed.
std::vector<card_id> required(const state& s, action_kind k) {
  std::vector<card_id> out;
  const card_id attacker = s.combat.attacker;
  if (k == action_kind::block && (obliged(s, rule_query::must_block) || obliged(s, rule_query::must_be_blocked)))
    for (card_id b : eligible_blockers(s))
      if (ask(s, path::must_block_asked, rule_query::must_block, b, false, attacker) || ask(s, path::must_be_blocked_asked, rule_query::must_be_blocked, attacker, false, b))
        out.push_back(b);
  if (k == action_kind::retaliate && obliged(s, rule_query::must_retaliate))
    for (card_id b : eligible_retaliators(s))
      if (ask(s, path::must_retaliate_asked, rule_query::must_retaliate, b, false, attacker)) out.push_back(b);
  return out;
}

// `rule: this must be blocked by at least N cards` (rule number blockers_required): the
// blockers a block must declare, 001 Challenge Phase, Blocking ("You can block with more
// than one card"). The target's own block ("If no cards are declared as blockers, the
// targeted card is automatically a blocker") is no declared blocker. With fewer eligible
// blockers, every one (docs/rulings.md "Must": an obligation binds when able); variant
// blocker-count-lapses-when-unable: none.
struct blockers_owed_t {
  int required = 0, able = 0, owed = 0;  // the text's count, the cards that can block, what a block must declare
};
blockers_owed_t blockers_owed(const state& s) {
  blockers_owed_t b;
  b.required = ask_number(s, rule_number::blockers_required, s.combat.attacker, 0);
  if (b.required <= 0) return b;
  b.able = static_cast<int>(eligible_blockers(s).size());
  b.owed = b.able >= b.required ? b.required : s.rules.blocker_count_lapses_when_unable ? 0 : b.able;
  return b;
}

}  // namespace

bool meets_requirements(const state& s, const action& a, std::string* why) {
  const std::vector<card_id> cards = listed(a);
  if (a.kind == action_kind::block)
    if (const blockers_owed_t b = blockers_owed(s); static_cast<int>(cards.size()) < b.owed)
      return refuse(why, "{} must be blocked by at least {} card(s) ({} can block it), and {} {} declared: "
                    "card text obliges it (001 Challenge Phase, Blocking: \"You can block with more than one card\"; "
                    "docs/rulings.md, Must: when able; rule number blockers_required{})",
                    name(s, s.combat.attacker), b.required, b.able, cards.size(), cards.size() == 1 ? "is" : "are",
                    keyword_that_set(s, rule_number::blockers_required, s.combat.attacker, 0));
  for (card_id b : required(s, a.kind))
    if (std::find(cards.begin(), cards.end(), b) == cards.end())
      return refuse(why, "{} must {} {}: card text obliges it{}", name(s, b),
                    a.kind == action_kind::block ? "block" : "retaliate against", name(s, s.combat.attacker),
                    why ? text_that_decided(s, a.kind == action_kind::block ? rule_query::must_block
                                                                            : rule_query::must_retaliate,
                                            b, s.combat.attacker)
                        : std::string());
  return true;
}

}  // namespace engine::combat
