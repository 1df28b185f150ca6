// Filters: whether a card fits a selection (its noun, states, tags, keywords, control, place).
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <span>
#include <cctype>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "ir/render.hpp"

#include "engine/behaviour.hpp"
#include "engine/network_graph.hpp"
#include "run/work_budget.hpp"

namespace megacorp::run_parts {

// 001 Cards and Card Types: the nouns a selection may name.
bool noun_fits(const engine::card_def& d, noun n) {
  using engine::card_type;
  switch (n) {
    case noun::unknown:  // no noun written
    case noun::card: return true;
    case noun::character: return d.is(card_type::character);
    case noun::founder: return d.is(card_type::founder);
    case noun::business: return d.is(card_type::business);
    case noun::event: return d.is(card_type::event);
    case noun::equipment: return d.is(card_type::equipment);
    case noun::location: return d.is(card_type::location);
    case noun::resource: return d.resource;
    default: return false;  // spaces, abilities, effects and players are not cards
  }
}

// A tag as written, or the tag a keyword's tag parameter stands for (`#t` in CAMOUFLAGE).
checked::tag_id tag(const eval_context& c, const expr& e) {
  if (const auto* t = std::get_if<checked::tag_id>(&e.ref)) return *t;
  const expr* arg = parameter(c, e);
  const auto* t = arg && arg->o == op::tag_arg ? std::get_if<checked::tag_id>(&arg->ref) : nullptr;
  if (!t) unsupported(e, fmt::format("the tag '{}' outside its keyword", render(e)));
  return *t;
}

// The attacker and the blockers `attacking` and `blocking` read: of the combat under way,
// else, in a trigger, of the combat its event happened in, also once that combat ended
// (`when the combat ends: if this is attacking`; docs/rulings.md, When triggers act).
struct combat_sides {
  card_id attacker = engine::no_card;
  std::span<const card_id> blockers;
};
combat_sides sides_of(const eval_context& c) {
  const engine::combat_state& cb = c.s->combat;
  if (cb.active()) return {cb.attacker, {cb.blockers.data(), cb.blocker_count}};
  if (c.fight) return {c.fight->attacker, {c.fight->blockers.data(), c.fight->blocker_count}};
  return {};
}

std::optional<engine::state> game_as_it_left(const eval_context& c, card_id card) {
  if (!c.work || c.s->rules.left_card_read_now || engine::in_play(c.s->card(card).zone)) return std::nullopt;
  engine::state scratch;
  if (!c.work->as_it_left(card, scratch)) return std::nullopt;
  return scratch;  // as_it_left filled it
}

bool has_state(const eval_context& c, card_id card, const expr& e) {
  const engine::state& s = *c.s;
  const engine::card_instance& ci = s.card(card);
  // A card the action took out of play is read as it last was in play, its state as its
  // numbers (docs/rulings.md, A card that left play; blind design batch 43, d03: `when a card
  // you control is destroyed: if it is orphaned` read the card in its open market, never so).
  // Where it is (`in play`, `bonded`) is read now: as it last was, it was always in play
  // (blind design batch 47, d02: `when this is dealt damage: if this is in play` held for a
  // card the damage had destroyed).
  const state asked = as<state>(c, e.word);
  const bool where = asked == state::deployed || asked == state::bonded;
  if (!where)
    if (const std::optional<engine::state> was = game_as_it_left(c, card)) {
      eval_context then = c;
      then.s = &*was;
      return has_state(then, card, e);
    }
  switch (asked) {
    // 001 Challenge Phase: the attacker of the combat; its blockers (with no blocker
    // declared the target blocks, and every defender of an area attack takes it).
    case state::attacking: return card == sides_of(c).attacker;
    case state::blocking: {
      const std::span<const card_id> b = sides_of(c).blockers;
      return std::find(b.begin(), b.end(), card) != b.end();
    }
    // 001 Glossary DEPLOY: "to play a card onto a Network": a deployed card is in play (in a
    // network, or bonded in a pile there).
    case state::deployed: return in_network(s, card) || ci.zone == zone::bonded;
    case state::engaged: return in_network(s, card) && ci.engaged;
    case state::disengaged: return in_network(s, card) && !ci.engaged;
    case state::damaged: return ci.damaged();
    case state::bonded: return ci.zone == zone::bonded;
    case state::surrounded:
      return in_network(s, card) && engine::counts_as_surrounded(s, s.player(ci.zone_player).network, s.cell_of(card));
    case state::other: return card != c.self;
    case state::orphaned: return in_network(s, card) && engine::is_orphaned(s, card);
    case state::reset: return ci.reset_in_attack;  // by `reset` since the last attack was declared
    case state::felled: return ci.felled;  // lethal damage in an ended damage step of this attack
    // 001 Challenge Phase, Attacking: "engage it and the attack begins": engaged by its attack
    // under way, and not engaged otherwise nor disengaged since (docs/rulings.md, FLYING).
    case state::charging:
      return s.combat.active() && card == s.combat.attacker && s.combat.begun && ci.engaged && !s.combat.engaged_apart;
    case state::unknown: break;
  }
  unsupported(e, fmt::format("the state of '{}'", render(e)));
}

// Who controls a card for `you control` / `an opponent controls`: in a network, its
// controller; out of play (a hand, a deck, an open market, the annihilated zone, the
// revealed resource, an event as it is played), its owner (docs/rulings.md, "Control of
// cards out of play"). A bonded card only when the selection names bonded cards (`piles`).
engine::player_id control_of(const engine::state& s, card_id card, bool piles) {
  const engine::card_instance& ci = s.card(card);
  if (ci.zone == zone::network || (piles && ci.zone == zone::bonded)) return ci.controller;
  if (ci.zone == zone::bonded || ci.zone == zone::out_of_game || ci.zone == zone::set_aside) return engine::no_player;
  return ci.owner;
}

// 001 Traits (a null trait: none, "simply doesn't have that trait at all", 001 Traits,
// Important Note), 001 Challenge Phase, Damage (the damage on a card, of every trait), 001
// Buy Phase (its valuation now).
std::optional<int> card_number(const engine::state& s, card_id card, checked::card_number what) {
  if (what == checked::card_number::valuation) return engine::valuation_of(s, card);
  if (what == checked::card_number::counters) return s.card(card).counters;  // 003 Glossary DEVELOPMENT
  if (what == checked::card_number::damage) {
    int total = 0;
    for (auto d : s.card(card).damage) total += d;
    return total;
  }
  const auto v = engine::trait_value(s, card, static_cast<engine::trait>(what));
  if (!v) return std::nullopt;
  return std::max(0, *v);
}

// A card the action took out of play, named by text that reads it after (`when this is
// destroyed: gain the BQ of this M`, `when a card is sold: gain the valuation of it M`):
// its numbers as it last was in play, its last known information (docs/rulings.md, A card
// that left play; the books are silent); those a stack item kept for its source or `it`
// when it resolves later. A card in play, or one that left before, is read as it is now.
namespace {
const engine::card_numbers* as_it_was(const eval_context& c, card_id card) {
  if (c.s->rules.left_card_read_now) return nullptr;
  if (c.counted_was && c.counted_was->card == card) return c.counted_was;  // destroyed this turn, counted
  if (engine::in_play(c.s->card(card).zone)) return nullptr;
  if (const engine::card_numbers* n = c.work ? c.work->last_known_numbers(card) : nullptr) return n;
  for (const engine::card_numbers* n : {c.self_numbers, c.it_numbers})
    if (n && n->card == card) return n;
  return nullptr;
}
}  // namespace

std::optional<int> card_number(const eval_context& c, card_id card, checked::card_number what) {
  const engine::card_numbers* was = as_it_was(c, card);
  if (!was) return card_number(*c.s, card, what);
  if (what == checked::card_number::valuation) return was->valuation;
  if (what == checked::card_number::counters) return was->counters;
  if (what == checked::card_number::damage) return was->damage;
  return was->traits[static_cast<std::size_t>(what)];
}

player_id controller_was(const eval_context& c, card_id card) {
  const engine::card_numbers* was = as_it_was(c, card);
  return was && was->controller != engine::no_player ? was->controller : c.s->card(card).controller;
}

// `in ZONE` (`in_network`: the card is in a network, or a pile the selection names): an
// opponent's zone (`an opponent's hand`) is any opponent's.
namespace {
// Whether a card in zone `at` of player `whose` is `in ZONE`.
bool zone_is(const eval_context& c, const expr& z, engine::zone at, player_id whose, bool in_network) {
  const bool there = as<words::zone>(c, z.word) == words::zone::network ? in_network : at == zone_kind(c, z);
  if (takes(z, checked::manner::any_players)) return there;  // `an open market`: any player's
  if (!z.args.empty() && as<owner>(c, z.args[0].word) == owner::opponents)
    return there && whose != c.you && whose != engine::no_player;
  return there && whose == zone_player(c, z, engine::no_player);
}
}  // namespace

// Blind design batch 45, d14: `when an opponent draws a card: if that player has 5 or more
// cards in hand` read a hand of 4 and a fifth card drawn with it as 5.
int drawn_after_heard(const eval_context& c, player_id p) {
  if (p != c.that_player || c.heard_draw <= 0) return 0;
  return std::max(0, c.s->player(p).drawn_this_turn - c.heard_draw);
}

namespace {
// A card in a hand that the draw a trigger heard had not brought yet: one of the drawer's last
// drawn_after_heard cards (a hand's newest card is last).
bool drawn_later(const eval_context& c, const engine::card_instance& ci, card_id card) {
  if (!c.hand_as_drawn || ci.zone != engine::zone::hand) return false;
  const int later = drawn_after_heard(c, ci.zone_player);
  if (later == 0) return false;
  const engine::card_pile& hand = c.s->player(ci.zone_player).hand;
  return hand.end() - std::find(hand.begin(), hand.end(), card) <= later;
}
}  // namespace

// The card a trigger heard move is also in the zone it left (eval_context::left): `when a
// card in an opponent's hand is discarded` (blind design batch 39, d04). In a draw trigger's
// count, the drawer's hand as that draw left it (drawn_later).
bool in_zone(const eval_context& c, const expr& z, card_id card, bool in_network) {
  const engine::card_instance& ci = c.s->card(card);
  if (zone_is(c, z, ci.zone, ci.zone_player, in_network)) return !drawn_later(c, ci, card);
  const auto& left = c.left;
  return left.card == card && zone_is(c, z, left.from, left.player, engine::in_play(left.from));
}

namespace {
// `you` in a filter: the card's controller in another player's choice (eval_context::card_you).
player_id card_you(const eval_context& c) { return c.card_you != engine::no_player ? c.card_you : c.you; }
}  // namespace

// `they control`: a player `they` names (players.cpp, pronoun `they`): the players a subject
// named before, the player whose step it is, else the acting player (the chooser, in
// `target opponent chooses a location they control`).
namespace {
bool controlled_by_them(const eval_context& c, const expr& f, engine::player_id holder) {
  if (c.named_players && !c.named_players->empty())
    return std::find(c.named_players->begin(), c.named_players->end(), holder) != c.named_players->end();
  const player_id they = unnamed_they(c, f.value >= 2 ? f.value - 1 : 0);  // slot + 2 (check/they_bound.cpp)
  return they != engine::no_player && holder == they;
}
}  // namespace

// `with BQ 1 or less`, `with 3 or more damage`, `with valuation 5 or more`. A card with a
// null trait fits neither `with MQ N or less` nor `or more`: it "cannot be interacted with
// that trait" (001 Traits, Important Note).
bool number_passes(const eval_context& c, const expr& f, card_id card) {
  const auto n = card_number(c, card, checked::payload<checked::card_number>(f));
  if (!n) return false;
  return compared(c, f, *n, amount(c, f.args[0]));
}

// `piles`: the selection names bonded cards (`a bonded card you control`), which are in
// play under a pile's top (001 Bonding), so control is read from them as from cards in a network.
namespace {
// `one of them`: a card `them` names; `the rest`: a card the last `look at` named, still where
// it was looked at (docs/rulings.md, Looking at cards).
bool in_group(const eval_context& c, const expr& f, card_id card) {
  const std::vector<card_id> group = named_group(c, f);
  if (std::find(group.begin(), group.end(), card) == group.end()) return false;
  if (f.o == op::among_named) return true;
  const engine::card_instance& ci = c.s->card(card);
  return std::any_of(c.looked->begin(), c.looked->end(), [&](const looked_card& l) {
    return l.card == card && ci.zone == l.zone && ci.zone_player == l.player;
  });
}

// `in card radius N of X`: card within n of centre, or of this card's last known place
// when its ability's costs took it out of play (eval_context::self_was), or of the space a
// card named before left this turn.
bool near_centre(const eval_context& c, card_id card, card_id centre, int n) {
  if (centre == c.self && c.self_was.network != engine::no_player) return within_radius_of_place(*c.s, card, place_of(c, centre), n);
  // a card named before that left play this turn: the space it left (as adjacent_to reads it)
  if (!engine::in_play(c.s->card(centre).zone)) return within_radius_of_place(*c.s, card, last_place(c, centre), n);
  return within_radius(*c.s, card, centre, n);
}

}  // namespace

// Next to cards in play that fit, each where it stands (standing_place), or to the space this
// card left when `sel` is `this` and its costs or trigger took it out of play; as many as SEL says.
bool adjacent_to(const eval_context& c, card_id card, const expr& sel) {
  const engine::target_space at = standing_place(c, card);
  if (at.network == engine::no_player) return false;
  int k = 0;
  for (card_id other : c.s->in_play)
    if (side_by_side(standing_place(c, other), at) && matches(c, sel, other)) ++k;
  const bool self_gone = c.self_was.network != engine::no_player && !engine::in_play(c.s->card(c.self).zone);
  if (self_gone && sel.o == op::this_card && side_by_side(c.self_was, at)) ++k;
  // `it` / `them` that left play this turn: the space each left (blind design batch 63, d18:
  // `deal 3 BQ damage to a character, then deal 1 BQ damage to each character adjacent to it`
  // hit no neighbour when the 3 destroyed it).
  if (sel.o == op::bound)
    for (card_id x : anchors(c, sel))
      if (!engine::in_play(c.s->card(x).zone) && side_by_side(last_place(c, x), at)) ++k;
  return enough_neighbours(c, sel, k);
}

namespace {

// `in card radius N of SEL`: within n of any card SEL names (`of a card with #GMO`: of some
// such card), or of as many as SEL counts (`of at least 2 cards`: every card that fits is
// counted, as `adjacent to` counts them).
bool near_enough(const eval_context& c, card_id card, const expr& f) {
  const int n = amount(c, f.args[0]);
  const bool count = f.args.size() > 1 && counted(c, f.args[1]);
  const std::vector<card_id> centres = f.args.size() < 2 ? std::vector<card_id>{c.self}
                                       : count           ? choice_options(c, f.args[1], false)
                                                         : anchors(c, f.args[1]);
  const auto k = std::count_if(centres.begin(), centres.end(), [&](card_id x) { return near_centre(c, card, x, n); });
  return count ? enough_neighbours(c, f.args[1], static_cast<int>(k)) : k > 0;
}
}  // namespace

// Whether k neighbours that fit are enough for `adjacent to SEL`: one when SEL names no
// number, else as many as it says (`at least 2 cards`, `up to 1 card`; docs/language.md,
// Selections: how many), as `you control 2 cards` counts.
bool enough_neighbours(const eval_context& c, const expr& sel, int k) {
  const std::optional<how_many> n = counted(c, sel);
  return n ? k >= n->at_least && k <= n->at_most : k > 0;
}

bool fits_qualifiers(const eval_context& c, const expr& sel, card_id card) {
  return std::all_of(sel.args.begin(), sel.args.end(), [&](const expr& f) { return filter_passes(c, f, card); });
}

std::vector<card_id> fitting(const eval_context& c, const expr& sel, std::vector<card_id> cards) {
  if (!sel.args.empty()) std::erase_if(cards, [&](card_id card) { return !fits_qualifiers(c, sel, card); });
  return cards;
}

bool filter_passes(const eval_context& c, const expr& f, card_id card, bool piles) {
  const engine::state& s = *c.s;
  auto in_network = [&](const engine::state& st, card_id x) {
    return run_parts::in_network(st, x) || (piles && st.card(x).zone == zone::bonded);
  };
  switch (f.o) {
    case op::number:  // a determiner says how many, not which; but `another` is `a` among the
                      // cards other than this (docs/vocabulary.md 7.3), on every path it is read
      return f.word == 0 || as<determiner>(c, f.word) != determiner::another || card != c.self;
    case op::with_state: return has_state(c, card, f);
    case op::with_tag: return has_tag_now(c, card, tag(c, f));
    case op::without_tag: return !has_tag_now(c, card, tag(c, f));
    case op::with_keyword: return has_keyword(c, card, keyword_of(c, f));
    case op::without_keyword: return !has_keyword(c, card, keyword_of(c, f));
    case op::controlled_by: {
      const engine::player_id holder = control_of(s, card, piles);
      if (holder == engine::no_player) return false;
      switch (as<controller>(c, f.word)) {
        case controller::you: return holder == card_you(c);
        case controller::opponent: return holder != card_you(c);
        case controller::target_player:
        case controller::target_opponent: {  // the player chosen for that target
          const engine::target t = target_of(c, f.args[0]);
          return t.is_player() && holder == t.player;
        }
        case controller::its_controller: {  // the controller of the card named before (`it`)
          const card_id it = its_card(c);
          if (it == no_card) unsupported(f, "'its controller' when no card is named");
          return holder == controller_was(c, it);  // out of play: as it last was (reference 3)
        }
        case controller::they: return controlled_by_them(c, f, holder);
        case controller::left_opponent: return holder == seat_opponent(c, true);  // docs/rulings.md, Seating
        case controller::right_opponent: return holder == seat_opponent(c, false);
        case controller::unknown: break;
      }
      unsupported(f, fmt::format("the filter '{}'", render(f)));
    }
    case op::in_radius: return near_enough(c, card, f);
    case op::adjacent_to: return adjacent_to(c, card, f.args[0]);
    case op::bonded_to: {  // under the top of a pile that fits (001 Advanced Rules, Bonding)
      if (s.card(card).zone != engine::zone::bonded) return false;
      const card_id top = host_of(s, card);
      return top != no_card && matches(c, f.args[0], top);
    }
    case op::among_named:  // `one of them` (choice_options asks among named_group)
    case op::rest_looked: return in_group(c, f, card);
    case op::other_than: {  // none of the cards the selection names
      const std::vector<card_id> not_these = anchors(c, f.args[0]);
      return std::find(not_these.begin(), not_these.end(), card) == not_these.end();
    }
    case op::same_name_as: {  // as any card the selection names (`as a card in your hand`)
      const std::vector<card_id> named = anchors(c, f.args[0]);
      return std::any_of(named.begin(), named.end(), [&](card_id x) { return s.card(x).def == s.card(card).def; });
    }
    case op::named:  // the card of the library the checker found by the name (its definition's index)
      return s.def(card).behaviour == static_cast<std::uint32_t>(checked::payload<checked::card_def_index>(f));
    case op::valuation_at_most:
      return engine::valuation_of(s, card) <= amount(c, f.args[0]);
    case op::combined_valuation_at_most: return true;
    case op::chosen_at_random: return true;  // who picks, not what fits (run: pick_cards)
    case op::with_number: return number_passes(c, f, card);
    case op::of_type: return noun_fits(s.def(card), as<noun>(c, f.word));  // 001 Cards and Card Types
    case op::attacked_this_turn: return in_network(s, card) && s.card(card).attacks > 0;  // 001 Challenge Phase
    case op::of_faction: return s.def(card).faction == checked::payload<engine::faction>(f);  // a limit on the whole choice (run: search)
    case op::in_area: {
      // 001 Glossary AREA ATTACK: an area (ACROSSxALONG) anchored at a card.
      // Anchored at this card, or at any card the selection names.
      const std::vector<card_id> at = f.args.empty() ? std::vector<card_id>{c.self} : anchors(c, f.args[0]);
      return std::any_of(at.begin(), at.end(), [&](card_id anchor) {
        const engine::target_space where = anchor == no_card ? engine::target_space{} : place_of(c, anchor);
        if (where.network == engine::no_player || !in_network(s, card) || where.network != s.card(card).zone_player) return false;
        const auto in = engine::cards_in_area(s.player(where.network).network, area_of(f), engine::cell{where.x, where.y});
        return std::find(in.begin(), in.end(), card) != in.end();
      });
    }
    case op::in_zone: return in_zone(c, f.args[0], card, in_network(s, card));
    default: unsupported(f, "this filter");
  }
}

}  // namespace megacorp::run_parts

namespace megacorp {

using namespace run_parts;

bool matches(const eval_context& c, const expr& sel, card_id card, bool piles) {
  if (card == no_card) return false;
  if (c.work) spend_work(c, sel, *c.work, 1);  // a selection nested in another costs its every test
  switch (sel.o) {
    case op::this_card: return card == this_card(c) && card != no_card && fits_qualifiers(c, sel, card);
    case op::player_ref:
      if (names_host(c, sel)) return card == host_of(*c.s, c.self);
      if (as<pronoun>(c, sel.word) == pronoun::giver) return gave_this_rule(c, card);
      if (is_event_card(c, sel)) return card == event_card(c, as<pronoun>(c, sel.word));
      unsupported(sel, "this selection of cards");
    case op::top_of_zone: {
      const auto top = select_cards(c, sel);
      return std::find(top.begin(), top.end(), card) != top.end();
    }
    case op::bound:  // and its qualifiers (`them that are characters`)
      if (c.found && !c.found->empty())
        return std::find(c.found->begin(), c.found->end(), card) != c.found->end() && fits_qualifiers(c, sel, card);
      return card == c.it && fits_qualifiers(c, sel, card);
    case op::select: {
      if (sel.target && c.target_sels && is_counted_target(c, sel)) {
        const std::vector<card_id> chosen = counted_targets_of(c, sel);
        return std::find(chosen.begin(), chosen.end(), card) != chosen.end();
      }
      if (sel.target && c.target_sels) return card == target_of(c, sel).card;
      if (as<noun>(c, sel.word) == noun::effect || as<noun>(c, sel.word) == noun::ability) {
        // 001 Glossary CANCEL: an effect waiting on the stack, named by its source.
        const bool abilities = as<noun>(c, sel.word) == noun::ability;
        const auto& st = c.s->stack;
        if (std::none_of(st.begin(), st.end(), [&](const engine::stack_item& i) {
              return i.source == card && (!abilities || !i.is_event());
            }))
          return false;
      } else if (!noun_fits(c.s->def(card), as<noun>(c, sel.word))) {
        return false;
      }
      const bool in_piles = piles || names_bonded(c, sel);
      for (const expr& f : sel.args)
        if (!filter_passes(c, f, card, in_piles)) return false;
      return true;
    }
    default: unsupported(sel, "this selection of cards");
  }
}

}  // namespace megacorp
