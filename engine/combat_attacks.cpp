// Combat: which attacks are legal, area attacks, and the attacks card text obliges (001 Challenge Phase).
#include "engine/combat_parts.hpp"

#include "engine/book_numbers.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

namespace engine::combat {

// 001 Glossary, attacks on an area: the shape an attacker attacks with, if it makes area attacks.
std::optional<area_shape> area_of(const state& s, card_id attacker) {
  const int a = ask_number(s, rule_number::attack_area, attacker, 0);
  if (a <= 0) return std::nullopt;
  return area_of_code(a);
}

namespace {

// Whether card c may be attacked by `attacker` with trait t, at its cell in network g.
bool can_take_attack(const state& s, card_id attacker, card_id c, const network_grid& g, trait t) {
  return c != attacker && has_trait(s, c, t) &&
         (!surrounded(s, g, s.cell_of(c)) || ask(s, path::surround_ignored_offered, rule_query::ignores_surround, attacker, false)) &&
         ask(s, path::attackable_offered, rule_query::can_be_attacked, c, true, attacker);
}


// Variant attacker-above-one (002 Challenge Phase: "The attacker must have a value above 1
// to declare an attack"): the attacker's value in trait t is above 1. Always true by
// default (001 sets no minimum). check_attack and add_legal_attacks both ask it.
bool above_minimum(const state& s, card_id attacker, trait t) {
  return !s.rules.attacker_above_one || trait_value(s, attacker, t).value_or(0) > 1;
}

// 001 Challenge Phase: "engage it and the attack begins": an attacker that must engage and
// cannot be engaged (001 Glossary TERRAIN C.: "A card with terrain cannot be engaged") cannot
// begin an attack (docs/rulings.md, "An attacker that cannot be engaged"). Card text that lets
// it attack without engaging (OVERWATCH; variant terrain-attacks-unengaged) lets it attack.
// can_engage first: almost every card can be engaged, and the second question is then saved.
bool can_engage_to_attack(const state& s, card_id attacker, path needs_at, path allowed_at) {
  return ask(s, allowed_at, rule_query::can_engage, attacker, true) ||
         !ask(s, needs_at, rule_query::needs_engage_to_attack, attacker, true);
}

}  // namespace

// 001 Glossary, attacks on an area: "applied to all cards with the valid trait within a specified
// area": the cards of the area, anchored at the target space, that could be attacked,
// whoever controls them (the target first). Variant area-hits-target-controller-only:
// only those the target's controller controls.
std::vector<card_id> area_defenders(const state& s, card_id attacker, player_id network, cell at, trait t,
                                    area_shape shape, direction d) {
  const network_grid& g = s.player(network).network;
  const card_id target = g.at(at);
  const bool controller_only = s.rules.area_hits_target_controller_only;
  std::vector<card_id> out{target};
  for (card_id c : cards_in_area(g, shape, at, d))
    if (c != target && (!controller_only || s.card(c).controller == s.card(target).controller) &&
        (s.rules.area_hits_unattackable_cards ? c != attacker && has_trait(s, c, t) : can_take_attack(s, attacker, c, g, t)) &&
        static_cast<int>(out.size()) < max_defenders)
      out.push_back(c);
  return out;
}

direction area_facing(const action& a) { return static_cast<direction>((a.value + 1) % 4); }

int distinct_facings(area_shape a) {
  if (a.across % 2 == 1 && a.along % 2 == 1) return a.across == a.along ? 1 : 2;
  return 4;
}

namespace {

// The checks on the card attacked (below).
bool check_target(const state& s, const action& a, card_id target, std::string* why);

// An attack's facing (its value): east unless variant area-direction-chosen lets the attacker
// of an area choose another that gives a different area (docs/rulings.md, Keyword mechanics
// where the books are silent: 001 gives the shapes, 002's picture a "Chosen Direction").
bool check_facing(const state& s, const action& a, std::string* why) {
  if (a.value == 0) return true;
  const quoted_name att = name(s, a.card);
  const std::optional<area_shape> shape = area_of(s, a.card);
  if (!shape) return refuse(why, "{} attacks no area: only an attack on an area faces a way", att);
  if (!s.rules.area_direction_chosen)
    return refuse(why, "{}'s area faces east: AxB is A rows southward by B columns eastward from the target "
                  "(docs/rulings.md, Keyword mechanics where the books are silent; variant area-direction-chosen lets "
                  "the attacker choose)", att);
  if (a.value < 0 || a.value >= distinct_facings(*shape))
    return refuse(why, "{}'s area of {}x{} has {} facing(s) that give different areas (east, then south, west, "
                  "north)", att, shape->across, shape->along, distinct_facings(*shape));
  return true;
}

}  // namespace

bool check_attack(const state& s, const action& a, std::string* why) {
  if (s.phase != phase::challenge)
    return refuse(why, "attacks are declared in the Challenge Phase (001 Challenge Phase), not in the {}",
                  to_string(s.phase));
  if (s.combat.active())
    return refuse(why, "an attack is being resolved; each combat is resolved individually (001 Challenge Phase: "
                  "Attacking)");
  if (a.card >= s.cards.size()) return refuse(why, "there is no such card");
  const card_instance& ci = s.card(a.card);
  const quoted_name att = name(s, a.card);
  if (ci.zone == zone::bonded && ci.controller == a.player)
    return refuse(why, "{} cannot attack: it is bonded under {} (001 Bonding: \"Cards under the first card cannot "
                  "be targeted, attack, block, and engage\")", att, name(s, ci.host));
  if (ci.zone != zone::network || ci.controller != a.player)
    return refuse(why, "{} cannot attack: it is not a card player {} controls in a network (001 Challenge Phase: "
                  "Attacking)", att, a.player + 1);
  // A character refused by the query is refused by card text (`rule: this cannot attack`),
  // whose words the refusal quotes; anything else by the book.
  const bool character = s.def(a.card).is(card_type::character);
  if (!ask(s, path::can_attack_checked, rule_query::can_attack, a.card, character))
    return character ? refuse(why, "{} cannot attack: card text forbids it{}", att,
                              why ? text_that_decided(s, rule_query::can_attack, a.card) : std::string())
                     : refuse(why, "{} cannot attack: it is not a character (001 Challenge Phase: any disengaged "
                              "Character can attack)", att);
  if (ci.engaged)
    return refuse(why, "{} cannot attack: it is engaged (001 Challenge Phase: any disengaged Character can attack)",
                  att);
  if (const int allowed = ask_number(s, rule_number::attacks_allowed, a.card, 1); ci.attacks >= allowed)
    return refuse(why, "{} cannot attack: it has attacked {} this turn, the most it may (one attack a turn unless text allows more) "
                  "(002 Megacorp Keywords: "
                  "\"As normal, each character may only make one attack each turn\"; 001 Glossary: \"It can still only "
                  "make one attack per turn\"; docs/rulings.md, One attack per turn; rule number attacks_allowed)",
                  att, times{ci.attacks});
  if (!can_engage_to_attack(s, a.card, path::attack_engage_needed_checked, path::attack_engage_allowed_checked))
    return refuse(why, "{} cannot attack: it cannot be engaged, and an attack begins by engaging it (001 Challenge "
                  "Phase: \"engage ( ) it and the attack begins\"; docs/rulings.md){}", att,
                  why ? text_that_decided(s, rule_query::can_engage, a.card) : std::string());
  if (!check_facing(s, a, why)) return false;
  if (!legally_docked(s, a.card))
    return refuse(why, "{} cannot attack: it is not legally docked, nothing connects it to the business (001 "
                  "Challenge Phase: \"If your Character is still legally docked\")", att);
  if (a.network >= s.player_count() || s.player(a.network).lost)
    return refuse(why, "{} cannot attack: there is no such network in the game", att);
  const network_grid& g = s.player(a.network).network;
  const card_id target = g.at(a.at);
  if (target == no_card)
    return refuse(why, "{} cannot attack {},{} in player {}'s network: the space is empty (001 Challenge Phase: "
                  "the target space has a card on it)", att, a.at.x, a.at.y, a.network + 1);
  if (const card_id u = a.cards[0]; u != no_card) {
    if (u >= s.cards.size() || s.card(u).zone != zone::bonded || s.card(u).host != target)
      return refuse(why, "{} cannot attack that card: it is not bonded under {} at {},{}", att, name(s, target), a.at.x,
                    a.at.y);
    if (!ask(s, path::attack_bonded_checked, rule_query::can_attack_bonded, a.card, false))
      return refuse(why, "{} cannot attack {}: it is bonded under {} (001 Bonding: only the first card of a pile can "
                    "be attacked; rule query can_attack_bonded)", att, name(s, u), name(s, target));
    return check_target(s, a, u, why);
  }
  return check_target(s, a, target, why);
}

namespace {

// The checks on the card attacked (the top card, or a card bonded under it).
bool check_target(const state& s, const action& a, card_id target, std::string* why) {
  const quoted_name att = name(s, a.card);
  const network_grid& g = s.player(a.network).network;
  const quoted_name tgt = name(s, target);
  if (target == a.card) return refuse(why, "{} cannot attack itself (001 Challenge Phase: Attacking)", att);
  if (const int reach = ask_number(s, rule_number::attack_reach, a.card, 0);
      reach > 0 && !within_radius(s, a.card, a.network, a.at, reach))
    return refuse(why, "{} cannot attack {}: it only attacks spaces within card radius {} of itself (rule number "
                  "attack_reach{})", att, tgt, reach, keyword_that_set(s, rule_number::attack_reach, a.card, 0));
  if (!has_trait(s, target, a.t))
    return refuse(why, "cannot declare {} against {}: it has '-' in {} (001 Challenge Phase: you cannot declare a "
                  "trait if your target has a \"-\" value in that trait)", to_string(a.t), tgt, to_string(a.t));
  if (!has_trait(s, a.card, a.t))
    return refuse(why, "{} cannot attack with {}: it has '-' in {} (001 Traits: \"A card with a null trait cannot be "
                  "interacted with that trait\")", att,
                  to_string(a.t), to_string(a.t));
  if (!above_minimum(s, a.card, a.t))
    return refuse(why, "{} cannot attack with {}: its value is not above 1 (002 Challenge Phase: \"The attacker must "
                  "have a value above 1 to declare an attack\"; variant attacker-above-one)",
                  att, to_string(a.t));
  if (const int only = ask_number(s, rule_number::attack_trait, a.card, -1); only >= 0 && only != static_cast<int>(a.t))
    return refuse(why, "{} cannot attack with {}: it attacks only with {} (card text; rule number attack_trait{})",
                  att, to_string(a.t), to_string(static_cast<trait>(only)),
                  keyword_that_set(s, rule_number::attack_trait, a.card, -1));
  if (surrounded(s, g, a.at) && !ask(s, path::surround_ignored_checked, rule_query::ignores_surround, a.card, false))
    return refuse(why, "{} cannot be attacked: it is surrounded, {} adjacent cards (001 Challenge Phase: Surrounded "
                  "cards cannot be attacked)", tgt, book::adjacent_spaces);
  if (!ask(s, path::attackable_checked, rule_query::can_be_attacked, target, true, a.card))
    return refuse(why, "{} cannot be attacked by {}: card text forbids it{}", tgt, att,
                  (why ? text_that_decided(s, rule_query::can_be_attacked, target, a.card) : std::string()));
  return true;
}

}  // namespace

namespace {
// The facings an attacker's area may take under variant area-direction-chosen (1: none to choose).
int area_facings_of(const state& s, card_id attacker) {
  const std::optional<area_shape> shape = area_of(s, attacker);
  return shape ? distinct_facings(*shape) : 1;
}
}  // namespace

// The legal attacks, staged so each question is asked once: first what concerns the
// attacker alone, then each target space, then the pair. It mirrors check_attack and
// check_target exactly (engine_tests compares it with check() on every candidate).
void add_legal_attacks(const state& s, player_id p, std::vector<action>& out) {
  if (s.phase != phase::challenge || s.combat.active()) return;
  // The occupied cells of each network, in cell order (the targets of every attacker).
  std::array<occupied_list, max_players> occupied;
  for (player_id q = 0; q < s.player_count() && q < max_players; ++q) occupied[q] = occupied_list(s.player(q).network);
  for (card_id c : s.in_play) {
    const card_instance& ci = s.card(c);
    if (ci.zone != zone::network || ci.controller != p || ci.engaged) continue;
    if (!ask(s, path::can_attack_listed, rule_query::can_attack, c, s.def(c).is(card_type::character))) continue;
    if (ci.attacks >= ask_number(s, rule_number::attacks_allowed, c, 1) || !legally_docked(s, c)) continue;
    if (!can_engage_to_attack(s, c, path::attack_engage_needed_listed, path::attack_engage_allowed_listed)) continue;
    const int only = ask_number(s, rule_number::attack_trait, c, -1);
    std::array<bool, trait_count> usable{};
    for (trait t : all_traits)
      usable[static_cast<std::size_t>(t)] =
          (only < 0 || only == static_cast<int>(t)) && has_trait(s, c, t) && above_minimum(s, c, t);
    if (std::none_of(usable.begin(), usable.end(), [](bool u) { return u; })) continue;
    const bool reaches_piles = ask(s, path::attack_bonded_listed, rule_query::can_attack_bonded, c, false);
    const int reach = ask_number(s, rule_number::attack_reach, c, 0);
    const bool ignores_surround = ask(s, path::surround_ignored_listed, rule_query::ignores_surround, c, false);
    const int facings = s.rules.area_direction_chosen ? area_facings_of(s, c) : 1;
    // One target card at a space: every trait both have, if text lets it be attacked; an
    // area that may face another way, each facing (check_facing).
    auto attack = [&](player_id q, cell at, card_id target, card_id bonded) {
      if (!ask(s, path::attackable_listed, rule_query::can_be_attacked, target, true, c)) return;
      for (trait t : all_traits)
        if (usable[static_cast<std::size_t>(t)] && has_trait(s, target, t))
          for (int facing = 0; facing < facings; ++facing) {
            out.push_back(act::attack(p, c, q, at, t, bonded));
            out.back().value = facing;
          }
    };
    for (player_id q = 0; q < s.player_count(); ++q) {
      if (s.player(q).lost) continue;
      const network_grid& g = s.player(q).network;
      for (int i : occupied[q]) {
        const card_id top = g.cells[i];
        if (top == c) continue;
        const cell at = network_grid::at_index(i);
        if ((reach > 0 && !within_radius(s, c, q, at, reach)) || (!ignores_surround && surrounded(s, g, at))) continue;
        attack(q, at, top, no_card);
        if (reaches_piles)
          for (card_id u : s.pile_under(top)) attack(q, at, u, u);
      }
    }
  }
}

// Obligations (`rule: this must attack`, docs/rulings.md "Must") ---------------------

// Whether card text makes `target` an attack `attacker` must choose when it can: it must
// attack that card, or that card must be attacked by it.
namespace {
// `this must attack SEL` of the attacker, `this must be attacked` of the target (one path each).
bool must_attack_it(const state& s, card_id attacker, card_id target) {
  return ask(s, path::must_attack_target_asked, rule_query::must_attack, attacker, false, target);
}
bool must_be_attacked_by(const state& s, card_id target, card_id attacker) {
  return ask(s, path::must_be_attacked_asked, rule_query::must_be_attacked, target, false, attacker);
}
}  // namespace

bool forced_target(const state& s, card_id attacker, card_id target) {
  return must_attack_it(s, attacker, target) || must_be_attacked_by(s, target, attacker);
}

card_id attacked_card(const state& s, const action& a) {
  return a.cards[0] != no_card ? a.cards[0] : s.player(a.network).network.at(a.at);
}

// Whether attack `forced` (a forced target of its attacker) keeps its attacker from attacking
// `attacked` instead. By default every forced target does; under variant
// must-be-attacked-guards-its-player a card that must be attacked binds only the attacks on
// its controller's cards (docs/rulings.md, Must), while `this must attack SEL` binds all.
bool binds_attack(const state& s, card_id attacker, card_id forced, card_id attacked) {
  if (!s.rules.must_be_attacked_guards_its_player) return forced_target(s, attacker, forced);
  if (must_attack_it(s, attacker, forced)) return true;
  return attacked != no_card && s.card(forced).controller == s.card(attacked).controller &&
         must_be_attacked_by(s, forced, attacker);
}

namespace {
// Whether some forced attack among out[i, j) (one attacker's) binds attack out[k].
bool bound(const state& s, const std::vector<action>& out, std::size_t i, std::size_t j, const std::vector<bool>& forced,
           std::size_t k) {
  for (std::size_t f = i; f < j; ++f)
    if (forced[f - i] && binds_attack(s, out[k].card, attacked_card(s, out[f]), attacked_card(s, out[k]))) return true;
  return false;
}
}  // namespace

void keep_forced_attacks(const state& s, std::vector<action>& out, std::size_t from) {
  if (!obliged(s, rule_query::must_attack) && !obliged(s, rule_query::must_be_attacked)) return;
  std::vector<action> kept(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(from));
  // Legal attacks come attacker by attacker.
  for (std::size_t i = from; i < out.size();) {
    std::size_t j = i;
    while (j < out.size() && out[j].card == out[i].card) ++j;
    std::vector<bool> forced(j - i);
    for (std::size_t k = i; k < j; ++k) forced[k - i] = forced_target(s, out[k].card, attacked_card(s, out[k]));
    const bool any = std::find(forced.begin(), forced.end(), true) != forced.end();
    for (std::size_t k = i; k < j; ++k)
      if (!any || forced[k - i] || (s.rules.must_be_attacked_guards_its_player && !bound(s, out, i, j, forced, k)))
        kept.push_back(out[k]);
    i = j;
  }
  out = std::move(kept);
}

bool attack_left_undone(const state& s, player_id p, std::string* why) {
  if (!obliged(s, rule_query::must_attack) || s.phase != phase::challenge || s.combat.active()) return false;
  std::vector<action> attacks;
  add_legal_attacks(s, p, attacks);
  for (const action& a : attacks)
    if (s.card(a.card).attacks == 0 && ask(s, path::must_attack_asked, rule_query::must_attack, a.card, false))
      return !refuse(why, "{} must attack this turn, and it can{}", name(s, a.card),
                     (why ? text_that_decided(s, rule_query::must_attack, a.card, no_card) : std::string()));
  return false;
}

}  // namespace engine::combat
