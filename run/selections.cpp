// Selections: which cards and players a selection names (the choices it asks for: choices.cpp).
#include "run/evaluator_parts.hpp"

#include "engine/limits.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "ir/render.hpp"

namespace megacorp::run_parts {

bool names_host(const eval_context& c, const expr& sel) { return sel.o == op::player_ref && as<pronoun>(c, sel.word) == pronoun::host; }

bool gave_this_rule(const eval_context& c, card_id card) {
  if (!c.use || !c.use->def || !c.lib || !engine::in_play(c.s->card(card).zone)) return false;
  return std::any_of(c.s->grants.begin(), c.s->grants.end(), [&](const engine::keyword_grant& g) {
    if (g.card != c.self || g.lost || g.lasts.source != card) return false;
    const checked::keyword_use* given = granted_keyword(*c.lib, g.keyword);  // a given rule: one of the library's
    return given && given->def == c.use->def;
  });
}

// The card `it` names: what the last search, target or choice named, else the card the
// trigger or for-each names.
card_id named_card(const eval_context& c) { return c.found && !c.found->empty() ? c.found->front() : c.it; }
card_id this_card(const eval_context& c) { return c.self_gone ? no_card : c.self; }

// The card `its` refers to (`its owner's hand`, `its controller controls`): the card named
// before, or with none (a rule, an effect naming nothing first) the card whose text it is
// (docs/rulings.md, "its" with no card named).
card_id its_card(const eval_context& c) {
  if (c.found && !c.found->empty()) return c.found->front();
  if (c.its != no_card) return c.its;
  return c.it != no_card ? c.it : c.self;
}


// The card or player chosen for a `target ...` selection when the event or ability was
// played, or as the ability triggered.
bool is_counted_target(const eval_context& c, const expr& sel) {
  return sel.o == op::select && sel.target && how_many_of(c, sel).has_value();
}

// The cards chosen for a counted target and still there (engine's targets_now), in the order chosen.
std::vector<card_id> counted_targets_of(const eval_context& c, const expr& sel) {
  if (!c.target_sels) unsupported(sel, "a target outside an event's or an ability's effect");
  std::vector<card_id> out;
  const auto at = std::find(c.target_sels->begin(), c.target_sels->end(), &sel);
  if (at == c.target_sels->end() || !c.counted) return out;
  const int slot = c.counted_first + static_cast<int>(at - c.target_sels->begin());
  for (const engine::counted_target& t : *c.counted)
    if (t.slot == slot && in_pile(*c.s, t.card)) out.push_back(t.card);
  return out;
}

engine::target target_of(const eval_context& c, const expr& sel) {
  if (!c.target_sels) unsupported(sel, "a target outside an event's or an activated ability's effect");
  for (std::size_t i = 0; i < c.target_sels->size() && i < c.targets.size(); ++i)
    if ((*c.target_sels)[i] == &sel) return c.targets[i];
  unsupported(sel, "a target the engine did not ask for");
}

bool is_player_noun(const eval_context& c, const expr& sel) { return sel.o == op::select && words::names_players(as<noun>(c, sel.word)); }
// The card this is bonded to is a card; the other pronouns (the attacker, its owner, ...)
// name players where a player is meant.
bool is_player_selection(const eval_context& c, const expr& sel) {
  return sel.o == op::you || (sel.o == op::player_ref && !names_host(c, sel)) || is_player_noun(c, sel);
}

// The card a selection such as `this` or `it` stands for, inside a filter.
card_id single(const eval_context& c, const expr& sel) {
  if (sel.o == op::this_card) return this_card(c);
  if (sel.o == op::bound) return named_card(c);
  if (names_host(c, sel)) return host_of(*c.s, c.self);
  if (is_counted_target(c, sel)) {
    const std::vector<card_id> cards = counted_targets_of(c, sel);
    return cards.empty() ? no_card : cards.front();
  }
  if (sel.o == op::select && sel.target) return target_of(c, sel).card;
  const std::vector<card_id> some = anchors(c, sel);
  return some.empty() ? no_card : some.front();
}

// The determiner of a selection (`a`, `each`, `target`, `up to`), or unknown for none.
determiner determiner_of(const eval_context& c, const expr& sel) {
  if (sel.o != op::select) return determiner::unknown;
  for (const expr& f : sel.args)
    if (f.o == op::number && f.word != 0) return as<determiner>(c, f.word);
  return determiner::unknown;
}

bool names_bonded(const eval_context& c, const expr& sel) {
  return sel.o == op::select && std::any_of(sel.args.begin(), sel.args.end(), [&c](const expr& f) {
           return (f.o == op::with_state && as<state>(c, f.word) == state::bonded) || f.o == op::bonded_to;
         });
}

bool names_a_zone(const expr& sel) {
  return std::any_of(sel.args.begin(), sel.args.end(), [](const expr& f) { return f.o == op::in_zone; });
}

// The filter `one of them` / `the rest` of a selection, or null (check_selections.cpp: its last).
const expr* group_filter(const expr& sel) {
  if (sel.o != op::select || sel.args.empty()) return nullptr;
  const expr& f = sel.args.back();
  return f.o == op::among_named || f.o == op::rest_looked ? &f : nullptr;
}

// The cards a group filter ranges over, in the order they were named (the top card first):
// those `them` names, or those the last `look at` named (docs/rulings.md, Looking at cards).
std::vector<card_id> named_group(const eval_context& c, const expr& f) {
  std::vector<card_id> out;
  if (f.o == op::rest_looked) {
    if (c.looked)
      for (const looked_card& l : *c.looked) out.push_back(l.card);
  } else if (c.found && !c.found->empty()) {
    out = *c.found;
  } else if (c.it != no_card) {
    out.push_back(c.it);
  }
  return out;
}

// The cards in play a selection without a zone names: the cards in a network, and the cards
// under piles' tops (001 Bonding: "they become a pile", in play under its top's controller)
// where it reads them: in a condition or a count (`reads`), which act on no card, or where
// it names bonded cards; a statement reaches them only through `bonded` (001 Glossary BOND:
// "impervious to attacks, damage and effects"; docs/rulings.md, Control of cards out of play).
bool in_play_for(const eval_context& c, const expr& sel, card_id card, bool reads) {
  return in_network(*c.s, card) || (c.s->card(card).zone == engine::zone::bonded && (reads || names_bonded(c, sel)));
}

// Whether a condition or a count reads the cards under piles' tops (in_play_for's `reads`):
// by default; under variant bonded-cards-not-counted only where a statement would, through
// `bonded` (docs/rulings.md, Control of cards out of play).
bool reads_piles(const eval_context& c) { return !c.s->rules.bonded_cards_not_counted; }

// The cards a choice of `sel` may pick, or a condition or a count reads (`reads`): the cards
// in play it names (in_play_for), or in the zone the selection names.
std::vector<card_id> choice_options(const eval_context& c, const expr& sel, bool reads) {
  std::vector<card_id> options;
  const bool zone = names_a_zone(sel);
  auto consider = [&](card_id card) {
    if (card == c.played) return;
    if ((zone || in_play_for(c, sel, card, reads)) && matches(c, sel, card, reads)) options.push_back(card);
  };
  if (const expr* group = group_filter(sel)) {  // wherever they are, in the order named
    for (card_id card : named_group(c, *group))
      if (card != c.played && matches(c, sel, card)) options.push_back(card);
  } else if (zone) {
    for (card_id card = 0; card < c.s->cards.size(); ++card) consider(card);
  } else {
    for (card_id card : c.s->in_play) consider(card);  // a network, or under a pile's top
  }
  return options;
}

bool is_choice(const eval_context& c, const expr& sel) { return words::chooses_one(determiner_of(c, sel)); }

// How many cards a statement's selection has its player choose: `2 cards` two (exactly,
// or every one when fewer fit), `up to 2` at most two (none too), `at least 2` two or
// more, `any number of` any. Nullopt for a selection that names no number.
std::optional<how_many> counted(const eval_context& c, const expr& sel) {
  if (sel.target) return std::nullopt;  // a counted target: chosen as it was played
  return how_many_of(c, sel);
}

bool names_an_item(const eval_context& c, const expr& sel) {
  if (sel.o != op::select) return false;
  const noun n = as<noun>(c, sel.word);
  return n == noun::ability || n == noun::effect;
}

std::optional<how_many> how_many_of(const eval_context& c, const expr& sel) {
  constexpr int no_limit = engine::unlimited_count;
  if (sel.o != op::select) return std::nullopt;
  for (const expr& f : sel.args) {
    if (f.o != op::number) continue;
    const determiner d = as<determiner>(c, f.word);
    if (d == determiner::any_number) return how_many{0, no_limit};
    if (f.args.empty()) continue;
    const int n = std::clamp(amount(c, f.args[0]), 0, no_limit);
    if (d == determiner::up_to) return how_many{0, n};
    if (d == determiner::at_least) return how_many{n, no_limit};
    return how_many{n, n};
  }
  return std::nullopt;
}

// The cards `the number of SEL` and `for each SEL` range over: every card that fits. A
// choice's determiner names no particular card there: `the number of a character you
// control` counts each one, as `a` in a condition means "some card" (`another`: other than
// this); `N` and `up to N` count no more than N (docs/rulings.md, Choices in counts).
std::vector<card_id> every_fit(const eval_context& c, const expr& sel, bool reads) {
  const std::optional<how_many> n = counted(c, sel);
  const bool plain = sel.o == op::select && !sel.target && !group_filter(sel);  // no target, no `one of them`
  if (!is_choice(c, sel) && !n) return reads && plain ? choice_options(c, sel, true) : select_cards(c, sel);
  std::vector<card_id> fits = choice_options(c, sel, reads);
  if (n && static_cast<int>(fits.size()) > n->at_most) fits.resize(static_cast<std::size_t>(n->at_most));
  return fits;
}

// The cards a selection inside a filter or a condition names: `this`, `it`, a target, the
// card this is bonded to, a card of the combat, or every card that fits (`in card radius 1
// of a card with #GMO`: of some such card; docs/rulings.md, Choices in counts). `reads`: for
// an amount (`the BQ of each character you control`), which reads piles too (every_fit).
std::vector<card_id> anchors(const eval_context& c, const expr& sel, bool reads) {
  std::vector<card_id> out;
  auto one = [&](card_id x) {
    if (x != no_card) out.push_back(x);
    return out;
  };
  if (sel.o == op::this_card) return fitting(c, sel, one(this_card(c)));
  if (sel.o == op::bound && sel.value == checked::first_named_it) return fitting(c, sel, one(named_card(c)));
  // `other than them` after two choices: every card named, as select_cards reads it
  if (sel.o == op::bound && c.found && !c.found->empty()) return fitting(c, sel, *c.found);
  if (sel.o == op::bound) return fitting(c, sel, one(named_card(c)));
  if (names_host(c, sel)) return one(host_of(*c.s, c.self));
  if (is_event_card(c, sel)) return one(event_card(c, as<pronoun>(c, sel.word)));
  if (is_counted_target(c, sel)) return counted_targets_of(c, sel);
  if (sel.o == op::select && sel.target) return one(target_of(c, sel).card);
  if (sel.o == op::select || sel.o == op::top_of_zone) return every_fit(c, sel, reads);
  unsupported(sel, "a filter relative to this selection");
}

// 001 Challenge Phase: the attacking card, the card defending the target space, and the
// first declared blocker (the target itself when it blocks for want of blockers; none
// before blocks), while a combat is under way; no card otherwise. And the other party of
// the event a trigger heard (`the card that destroyed it`, `the card that dealt it`, issue
// 27), as the event named it: none when a rule destroyed the card.
bool is_event_card(const eval_context& c, const expr& sel) {
  if (sel.o != op::player_ref) return false;
  const pronoun p = as<pronoun>(c, sel.word);
  return p == pronoun::attacker || p == pronoun::defender || p == pronoun::blocker || p == pronoun::destroyer ||
         p == pronoun::damage_source || p == pronoun::former_host || p == pronoun::chosen;
}
card_id event_card(const eval_context& c, pronoun which) {
  // `the chosen card`: the card in play this card's `choose` kept, none once either left
  // play (engine::card_instance::chosen; docs/rulings.md, The chosen card).
  if (which == pronoun::chosen) return c.s->card(c.self).chosen;
  if (which == pronoun::destroyer || which == pronoun::damage_source || which == pronoun::former_host) return c.other;
  const engine::combat_parties fight = combat_named(c);
  if (which == pronoun::attacker) return fight.attacker;
  if (which == pronoun::blocker) return fight.blocker;
  return fight.defender_card;
}

engine::combat_parties combat_named(const eval_context& c) {
  return c.fight ? *c.fight : engine::parties_of(*c.s, c.s->combat);
}

}  // namespace megacorp::run_parts

namespace megacorp {

using namespace run_parts;

// `when this is destroyed` names one card, this; the destroyer is `it` (vocabulary.md 3.1)
// but is not named, so `its` is this. With an object (`deals damage to a business`) or another
// subject (`when a character you control is destroyed`), `its` is the card `it` names.
card_id its_of_trigger(const expr& trigger, card_id self) {
  if (trigger.args.empty() || trigger.args[0].o != op::this_card) return no_card;
  const bool object = trigger.args.size() > 1 && trigger.args[1].o != op::number;
  return object ? no_card : self;
}

bool reads_this(const expr& e) { return checked::reads(e, op::this_card); }

bool reads_bound(const expr& e) { return checked::reads(e, op::bound); }

std::vector<card_id> select_cards(const eval_context& c, const expr& sel) {
  if (sel.o == op::joined_cards) return c.joined ? *c.joined : std::vector<card_id>{};  // run_joined_changes
  std::vector<card_id> out;
  if (is_counted_target(c, sel)) return counted_targets_of(c, sel);
  if (sel.o == op::select && sel.target) {
    const card_id t = target_of(c, sel).card;
    if (t != no_card && in_pile(*c.s, t)) out.push_back(t);  // a bonded target: in_pile
    return out;
  }
  if (sel.o == op::bound && sel.value == checked::first_named_it) {  // `it` after two targets: the first
    if (const card_id x = named_card(c); x != no_card) out.push_back(x);
    return fitting(c, sel, out);
  }
  if (sel.o == op::bound && c.found && !c.found->empty()) return fitting(c, sel, *c.found);  // and its qualifiers
  if (is_event_card(c, sel)) {
    if (const card_id x = event_card(c, as<pronoun>(c, sel.word)); x != no_card) out.push_back(x);
    return out;
  }
  if (sel.o == op::top_of_zone) {
    // `the top N cards of ZONE`: the pile's last N, top first (001 The Zones of the Game).
    // `each opponent's`: every opponent's pile in turn order from the acting player (001 Turn
    // Structure), a player out of the game left out.
    const expr& z = sel.args[1];
    const int n = amount(c, sel.args[0]);
    auto take = [&](player_id p) {
      const engine::card_pile* pile = pile_of(c, *c.s, p, z);
      if (!pile) unsupported(z, fmt::format("the top cards of '{}'", render(z)));
      for (int i = 0; i < n && static_cast<std::size_t>(i) < pile->size(); ++i) out.push_back((*pile)[pile->size() - 1 - i]);
    };
    if (!z.args.empty() && as<words::owner>(c, z.args[0].word) == words::owner::opponents) {
      for (player_id p : players_around(c, false)) take(p);
      return out;
    }
    take(zone_player(c, z, engine::no_player));
    return out;
  }
  if (names_host(c, sel)) {
    const card_id host = host_of(*c.s, c.self);
    if (host != no_card) out.push_back(host);
    return out;
  }
  if (sel.o == op::this_card || sel.o == op::bound) {
    const card_id one = sel.o == op::this_card ? this_card(c) : c.it;
    if (one != no_card) out.push_back(one);
    return fitting(c, sel, std::move(out));
  }
  if (sel.o != op::select) unsupported(sel, "this selection of cards");
  for (const expr& f : sel.args)
    if (f.o == op::number && as<determiner>(c, f.word) != determiner::each)
      unsupported(sel, "a selection that picks some of the cards (a choice)");
  // Without a zone, a selection means the cards in play (001 Glossary: card radius); with
  // `in ZONE`, the cards there (001 The Zones of the Game), as for a choice.
  return choice_options(c, sel);
}

}  // namespace megacorp
