// Events, activated abilities, the nested stack and priority (001 Advanced Rules).
#include "engine/stack.hpp"

#include "engine/behaviour.hpp"
#include "engine/flow.hpp"
#include "engine/legality.hpp"
#include "engine/network.hpp"
#include "engine/network_graph.hpp"
#include "engine/refusal.hpp"
#include "engine/rules.hpp"

#include <algorithm>
#include <optional>

namespace engine::stack {

namespace {


// Events and abilities are played once the game has begun (001 Turn Structure).
bool in_turn(const state& s) {
  return s.phase == phase::accounting || s.phase == phase::buy || s.phase == phase::challenge ||
         s.phase == phase::divest || s.phase == phase::end;
}

int target_count(const state& s, card_id source, int ability) {
  return s.behaviour ? s.behaviour->target_count(s, source, ability) : 0;
}

target_range range_of(const state& s, card_id source, int ability, int i) {
  return s.behaviour ? s.behaviour->targets_taken(s, source, ability, i) : target_range{};
}

std::string target_name(const state& s, target t) {
  return t.is_card() ? fmt::format("\"{}\"", s.name_of(t.card)) : fmt::format("player {}", t.player + 1);
}

// Whether card c is where a target of `source` may be: in a network's space, or bonded under
// a pile's top when source's text lets it reach there (001 Bonding: "Only the first card of a
// pile can be targeted, except if a card has [PENETRATOR]"; 002 Keywords: PENETRATOR cards
// "may also target or attack cards placed (e.g.: Bonded) underneath other cards").
bool within_target_reach(const state& s, card_id source, card_id c) {
  const zone z = s.card(c).zone;
  return z == zone::network ||
         (z == zone::bonded && ask(s, path::target_bonded_reached, rule_query::can_target_bonded, source, false));
}

// Whether target t may be the i-th target of `source`: a card on top of a pile in a
// network (or under it, within_target_reach), or a player still in the game, that fits the text.
bool target_ok(const state& s, card_id source, int ability, int i, target t, std::string* why) {
  if (t.is_player()) {
    // 001 Glossary TARGET names spaces only; a player is targeted by text that names one
    // (`target player`), and any player still in the game may be (docs/rulings.md).
    if (t.player >= s.player_count() || s.player(t.player).lost)
      return refuse(why, "player {} cannot be targeted: not in the game", t.player + 1);
  } else {
    if (t.card >= s.cards.size()) return refuse(why, "there is no card {} to target", t.card);
    if (s.card(t.card).zone == zone::bonded && !within_target_reach(s, source, t.card))
      return refuse(why, "\"{}\" cannot be targeted by \"{}\": it is bonded under \"{}\" (001 Bonding: only the first "
                    "card of a pile can be targeted, except by a card whose text lets it; rule query can_target_bonded)",
                    s.name_of(t.card), s.name_of(source), s.name_of(s.card(t.card).host));
    if (!within_target_reach(s, source, t.card))
      return refuse(why, "\"{}\" cannot be targeted: it is not the top card of a pile in a network (001 Bonding: only "
                    "the first card of a pile can be targeted)",
                    s.name_of(t.card));
  }
  std::string text_says;
  if (!s.behaviour->can_target(s, source, ability, i, t, why ? &text_says : nullptr))
    return refuse(why, "{} is not a legal target for \"{}\": {} (001 Glossary TARGET: the card text names what it "
                  "targets)", target_name(s, t), s.name_of(source), text_says);
  if (t.is_card() && !ask(s, path::targetable, rule_query::can_be_targeted, t.card, true, source))
    return refuse(why, "\"{}\" cannot be targeted by \"{}\"{}", s.name_of(t.card), s.name_of(source),
                  (why ? text_that_decided(s, rule_query::can_be_targeted, t.card, source) : std::string()));
  return true;
}

// The cards a counted target (the i-th) may take: cards in play it may target, other than
// the effect's other targets, single or counted (targets are distinct, as targets_ok asks).
std::vector<card_id> counted_options(const state& s, card_id source, int ability, int i, const target_list& singles,
                                     const std::vector<counted_target>& counted) {
  std::vector<card_id> out;
  for (card_id c : s.in_play) {
    const bool taken = std::any_of(singles.begin(), singles.end(), [c](target t) { return t.is_card() && t.card == c; }) ||
                       std::any_of(counted.begin(), counted.end(), [c](const counted_target& t) { return t.card == c; });
    if (!taken && within_target_reach(s, source, c) && target_ok(s, source, ability, i, target::of_card(c), nullptr))
      out.push_back(c);
  }
  return out;
}

// A counted target is chosen after the costs, not with the action (choose_counted); an
// exact number (`2 target characters`) needs that many cards it may target, as a single
// target needs one (001 Glossary TARGET).
bool counted_slot_ok(const state& s, const action& a, int ability, int i, target_range r, bool several, std::string* why) {
  if (!a.targets[static_cast<std::size_t>(i)].none())
    return refuse(why, "\"{}\" chooses its target {} after its costs are paid, not with the action: a number of targets "
                  "(\"2 target ...\", \"up to 3 target ...\") is one choice asked then, naming every card",
                  s.name_of(a.card), i + 1);
  if (r.least == 0) return true;
  const auto fit = counted_options(s, a.card, ability, i, a.targets, {}).size();
  if (fit >= static_cast<std::size_t>(r.least)) return true;
  // The slot is named only where the text has several target words (blind design batch 63).
  return refuse(why, "\"{}\" needs {} different targets{}, and only {} {} be targeted (001 Glossary TARGET)",
                s.name_of(a.card), r.least, several ? fmt::format(" for its target word {}", i + 1) : "",
                fit, fit == 1 ? "card can" : "cards can");
}

// `rule: this must be targeted` (docs/rulings.md "Must"): a target slot that a card text
// obliges to be chosen, and that card can fill, gets that card (or another so obliged).
bool forced_targets_chosen(const state& s, const action& a, int ability, int n, std::string* why) {
  if (!s.behaviour || !s.behaviour->may_answer(rule_query::must_be_targeted)) return true;
  const card_id source = a.card;
  auto chosen = [&](card_id x) {
    return std::any_of(a.targets.begin(), a.targets.end(), [&](target t) { return t.is_card() && t.card == x; });
  };
  for (int i = 0; i < n && i < max_targets; ++i) {
    const target t = a.targets[static_cast<std::size_t>(i)];
    if (!t.is_card() || ask(s, path::must_be_targeted_chosen, rule_query::must_be_targeted, t.card, false, source)) continue;
    for (card_id x : s.in_play)
      if (within_target_reach(s, source, x) && !chosen(x) && ask(s, path::must_be_targeted_left, rule_query::must_be_targeted, x, false, source) &&
          target_ok(s, source, ability, i, target::of_card(x), nullptr))
        return refuse(why, "\"{}\" must be targeted by \"{}\" instead of \"{}\"{}", s.name_of(x), s.name_of(source),
                      s.name_of(t.card),
                      why ? text_that_decided(s, rule_query::must_be_targeted, x, source) : std::string());
  }
  return true;
}

// docs/rulings.md, Modes: a text whose `choose one` holds targets is played or activated
// with one of its modes chosen (`modes` of them; none: no mode is chosen with it).
bool mode_ok(const state& s, const action& a, int modes, std::string* why) {
  if (modes == 0 && a.mode >= 0)
    return refuse(why, "\"{}\" has no mode to choose as it is played: mode {} was given", s.name_of(a.card), a.mode + 1);
  if (modes > 0 && (a.mode < 0 || a.mode >= modes))
    return refuse(why, "\"{}\" is {} with one of its {} modes chosen, then the targets of that mode (docs/rulings.md, "
                  "Modes){}", s.name_of(a.card), a.kind == action_kind::play ? "played" : "activated", modes,
                  a.mode < 0 ? std::string() : fmt::format("; there is no mode {}", a.mode + 1));
  return true;
}

// 001 Glossary TARGET: targets are chosen as it is played; only the top card of a pile
// can be targeted (001 Bonding); card text may forbid it (rule query can_be_targeted).
bool targets_ok(const state& s, const action& a, int ability, std::string* why) {
  const card_id source = a.card;
  const int n = target_count(s, source, ability);
  if (n > max_targets)
    return refuse(why, "\"{}\" names {} targets; the engine supports at most {}", s.name_of(source), n, max_targets);
  int modes = 0;
  for (int i = 0; i < max_targets; ++i) {
    const target t = a.targets[static_cast<std::size_t>(i)];
    if (i >= n) {
      if (!t.none())
        return refuse(why, "\"{}\" takes {} target{}, and more were given", s.name_of(source), n, n == 1 ? "" : "s");
      continue;
    }
    const target_range r = range_of(s, source, ability, i);
    modes = std::max<int>(modes, r.modes);
    if (r.mode >= 0 && r.mode != a.mode) {  // a target of a mode not chosen is not chosen (docs/rulings.md, Modes)
      if (t.none()) continue;
      return refuse(why, "\"{}\" has its target {} in its mode {} only, and {} (docs/rulings.md, Modes: targets are chosen "
                    "for the chosen mode only)", s.name_of(source), i + 1, r.mode + 1,
                    a.mode < 0 ? std::string("no mode was chosen") : fmt::format("mode {} was chosen", a.mode + 1));
    }
    if (r.counted) {
      if (!counted_slot_ok(s, a, ability, i, r, n > 1, why)) return false;
      continue;
    }
    if (t.none() && r.mode >= 0)
      return refuse(why, "\"{}\" needs a target for its mode {}, its target {} (001 Glossary TARGET: targets are chosen when "
                    "it is played; docs/rulings.md, Modes: a mode whose targets cannot be chosen cannot be chosen)",
                    s.name_of(source), r.mode + 1, i + 1);
    if (t.none() || (t.is_card() && t.is_player()))
      return refuse(why, "\"{}\" needs {} target{} (001 Glossary TARGET: targets are chosen when it is played)",
                    s.name_of(source), n, n == 1 ? "" : "s");
    // An effect's card targets are different spaces; one player may be the target of two
    // `target` words (the books are silent: Magic's rule; docs/rulings.md, Targets chosen
    // twice), and under variant distinct-player-targets may not.
    for (int j = 0; j < i; ++j)
      if ((t.is_card() || s.rules.distinct_player_targets) && a.targets[static_cast<std::size_t>(j)] == t)
        return refuse(why, "{} is targeted twice by \"{}\" (an effect's target {} are different {}, "
                      "docs/rulings.md)", target_name(s, t), s.name_of(source), t.is_card() ? "cards" : "players",
                      t.is_card() ? "cards" : "players: distinct-player-targets");
    if (!target_ok(s, source, ability, i, t, why)) return false;
  }
  if (!mode_ok(s, a, modes, why)) return false;
  std::string text_says;
  if (n > 1 && !s.behaviour->targets_agree(s, source, ability, a.targets, why ? &text_says : nullptr))
    return refuse(why, "the targets of \"{}\" do not fit together: {}", s.name_of(source), text_says);
  return forced_targets_chosen(s, a, ability, n, why);
}

// Variant events-in-own-turn: player p's own window for events, their own Buy, Challenge or
// Divest Phase or End Phase, with an empty stack and no attack under way.
bool own_window(const state& s, player_id p) {
  return s.active == p && s.stack.empty() && !s.combat.active() &&
         (s.phase == phase::buy || s.phase == phase::challenge || s.phase == phase::divest || s.phase == phase::end);
}

// The keyword whose text let an event be played outside its player's own window
// under events-in-own-turn: the play names it, as a refusal would; none otherwise.
keyword_rule any_time_keyword(const state& s, const action& a) {
  if (!s.rules.events_in_own_turn || own_window(s, a.player)) return {};
  return keyword_deciding(s, rule_query::can_be_played_any_time, a.card);
}

// 001 Card types, Events: events "can be played at any time", so whenever their player may
// act (002: "even on your opponents turn"). Variant events-in-own-turn: only what can be
// played at any time (card text says so) is played in another player's turn or in response; other
// events in their player's own phases, with an empty stack and no attack under way.
bool timing_ok(const state& s, const action& a, std::string* why) {
  if (s.phase == phase::bidding || s.phase == phase::mulligan)
    return refuse(why, "cannot play \"{}\" before the game begins: bids, hands and businesses first (001 Beginning "
                  "of the game: \"Finally, the players put their Business Card onto their network [...] THEN THE GAME "
                  "BEGINS!\")",
                  s.name_of(a.card));
  if (!s.rules.events_in_own_turn || ask(s, path::event_any_time, rule_query::can_be_played_any_time, a.card, false)) return true;
  if (own_window(s, a.player)) return true;
  return refuse(why, "cannot play \"{}\" now: an event is played in its player's own Buy, Challenge or Divest Phase "
                "or End Phase window, with an empty stack and no attack under way, unless its text says it can be "
                "played at any time (rules variant events-in-own-turn, docs/rulings.md)",
                s.name_of(a.card));
}

// What an event costs as it is announced, as check() and apply() both read it. Default: the
// count of events played this turn does not yet hold it (docs/rulings.md, Counts of the
// turn). Variant event-cost-after-count: it does (001 Advanced Rules: "announced from the
// hand, paid for its cost", the count taken with the announcement, before the payment).
cost announced_cost(const state& s, const action& a) {
  if (!s.rules.event_cost_after_count) return event_price(s, a.card);
  state counted = s;  // a copy read as it would be once counted; the game is not changed
  int& n = counted.player(a.player).events_played_this_turn;
  if (n < 32767) ++n;
  return event_price(counted, a.card);
}

// Everything check_play asks but the targets (which the rest does not depend on).
bool play_ok_but_targets(const state& s, const action& a, std::string* why) {
  const card_instance& ci = s.card(a.card);
  const bool from_market = ci.zone == zone::open_market && s.def(a.card).is(card_type::event);
  if (!from_market && (ci.zone != zone::hand || ci.zone_player != a.player))
    return refuse(why, "cannot play \"{}\": it is not in player {}'s hand (001 Advanced Rules: an event is announced "
                  "from the hand; one on top of an open market is bought from there)",
                  s.name_of(a.card), a.player + 1);
  if (!s.def(a.card).is(card_type::event))
    return refuse(why, "cannot play \"{}\": only events are played; other cards are bought (001 Buy Phase)",
                  s.name_of(a.card));
  if (from_market ? !market_event_ok(s, a, why) : !timing_ok(s, a, why)) return false;
  // Card text may forbid a player to play an event (`each opponent cannot play events`).
  if (!ask(s, path::event_play_allowed, rule_query::can_be_played, a.card, true))
    return refuse(why, "cannot play \"{}\": card text says player {} cannot play it{}", s.name_of(a.card), a.player + 1,
                  (why ? text_that_decided(s, rule_query::can_be_played, a.card) : std::string()));
  if (a.value == 1 && !played_for_free(s, a.player, a.card))
    return refuse(why, "cannot play \"{}\" for free: no text lets it be played from your hand for free (001 Advanced "
                  "Rules: an event is paid for its cost as it is played){}",
                  s.name_of(a.card), why ? text_that_decided(s, rule_query::can_be_deployed_free, a.card) : std::string());
  if (a.value != 1 && !affordable(s, a.player, announced_cost(s, a), "play", a.card, why)) return false;
  if (std::string unpaid; s.behaviour && !s.behaviour->can_pay(s, a.player, a.card, -1, why ? &unpaid : nullptr))
    return refuse(why, "cannot play \"{}\": {} (001 Advanced Rules: an event is paid for its cost as it is played)",
                  s.name_of(a.card), unpaid);
  if (a.network != a.player)
    return refuse(why, "cannot play \"{}\" into another player's network: an event is deployed onto its player's "
                  "network (001 Advanced Rules)",
                  s.name_of(a.card));
  return deploy_ok(s, a, no_card, why);
}

bool check_play(const state& s, const action& a, std::string* why) {
  return play_ok_but_targets(s, a, why) && targets_ok(s, a, -1, why);
}

// Everything check_activate asks but the targets.
bool activate_ok_but_targets(const state& s, const action& a, std::string* why) {
  const card_instance& ci = s.card(a.card);
  if (ci.zone != zone::network)
    return refuse(why, "cannot activate \"{}\": it is not the top card of a pile in a network (001 Bonding)",
                  s.name_of(a.card));
  if (ci.controller != a.player)
    return refuse(why, "cannot activate \"{}\": player {} does not control it (a card's abilities are activated by its "
                  "controller: 001 Glossary, \"allows the card's controller\", \"its controller may activate\"; "
                  "docs/rulings.md, Control changes)",
                  s.name_of(a.card), a.player + 1);
  const int count = s.behaviour ? s.behaviour->ability_count(s, a.card) : 0;
  if (a.value < 0 || a.value >= count)
    return refuse(why, "\"{}\" has {} activated abilit{}; there is no ability {}", s.name_of(a.card), count,
                  count == 1 ? "y" : "ies", a.value + 1);
  // Card text may forbid a player to activate abilities (`each opponent cannot activate abilities`).
  if (!ask(s, path::ability_activate_allowed, rule_query::can_be_activated, a.card, true))
    return refuse(why, "cannot activate {} of \"{}\": card text says player {} cannot activate it{}",
                  why ? s.behaviour->ability_name(s, a.card, a.value) : std::string(), s.name_of(a.card), a.player + 1,
                  (why ? text_that_decided(s, rule_query::can_be_activated, a.card) : std::string()));
  std::string unpaid;
  if (!s.behaviour->can_pay(s, a.player, a.card, a.value, why ? &unpaid : nullptr))
    return refuse(why, "cannot activate {} of \"{}\": {} (001 Advanced Rules: pay the costs first)",
                  why ? s.behaviour->ability_name(s, a.card, a.value) : std::string(), s.name_of(a.card), unpaid);
  return true;
}

bool check_activate(const state& s, const action& a, std::string* why) {
  return activate_ok_but_targets(s, a, why) && targets_ok(s, a, a.value, why);
}

void open_round(ops& o, player_id first, int passes, bool closes_phase) {
  o.open_priority(first, passes, closes_phase);
  settle(o);
}

// A resolved event stays in the network until the End Phase (001 End Phase) unless the
// rules option follows the stack example ("put on the bottom of the Open Market Pile").
void after_event_resolves(ops& o, card_id event) {
  const state& s = o.st();
  if (!s.rules.resolved_event_to_open_market_bottom || s.over() || s.card(event).zone != zone::network) return;
  for (card_id u : s.pile_under(event)) o.put(path::resolved_event_pile_leaves, u, zone::open_market, s.card(u).owner, false, rule::resolved_event_leaves);
  o.put(path::resolved_event_leaves, event, zone::open_market, s.card(event).owner, false, rule::resolved_event_leaves);
}

// Whether the card now in a target's space may be its target as the item resolves: the
// text must still allow it (docs/rulings.md, A target that no longer fits). A trigger's
// targets are chosen as it acts, so they never wait. Variant targets-checked-once asks
// only of another card now in the space (the engine's earlier reading).
bool still_fits(const state& s, const stack_item& item, int slot, card_id now, bool another_card) {
  if (item.triggered() || (!another_card && s.rules.targets_checked_once)) return true;
  return within_target_reach(s, item.source, now) && s.behaviour->target_still_fits(s, item, slot, target::of_card(now)) &&
         ask(s, path::targetable_resolving, rule_query::can_be_targeted, now, true, item.source);
}

// The item's targets as it resolves, or why one is gone (a player out of the game, a card
// out of play). 001 Glossary TARGET: "when you target a space you target the card in that
// space as well": a card target is the card now in its space (docs/rulings.md, A target
// is a space); an empty space, or a card there the text may not target, is gone.
// A counted target's card as the item resolves, as a single target's (above): the card now
// in its space, if the text may target it; false when it is gone.
bool counted_still_there(const state& s, const stack_item& item, counted_target& t) {
  if (t.at.network != no_player) {
    const card_id now = s.player(t.at.network).network.at({t.at.x, t.at.y});
    if (now == no_card) return false;
    if (!still_fits(s, item, t.slot, now, now != t.card)) return false;
    t.card = now;
  }
  return within_target_reach(s, item.source, t.card);
}

// docs/rulings.md, Several targets: a counted target's card that is gone is left out; the
// effect is cancelled only when it had counted targets, and every one is gone with no
// single target left to act on.
std::optional<cause> counted_targets_now(const state& s, stack_item& item) {
  if (item.counted.empty()) return std::nullopt;
  const std::size_t chosen = item.counted.size();
  std::erase_if(item.counted, [&](counted_target& t) { return !counted_still_there(s, item, t); });
  // Variant one-target-gone-cancels: one gone cancels the effect.
  if (s.rules.one_target_gone_cancels && item.counted.size() < chosen) return rule::target_gone;
  const bool singles = std::any_of(item.targets.begin(), item.targets.end(), [](target t) { return !t.none(); });
  if (item.counted.empty() && !singles) return rule::target_gone;
  return std::nullopt;
}

// Why single target i is gone as the item resolves (its card now the one in its space), or none.
std::optional<cause> single_target_gone(const state& s, stack_item& item, std::size_t i) {
  target& t = item.targets[i];
  if (const target_space at = item.spaces[i]; t.is_card() && at.network != no_player) {
    const card_id now = s.player(at.network).network.at({at.x, at.y});
    if (now == no_card)  // moved out of the space, or out of play
      return s.card(t.card).zone == zone::network ? rule::target_space_left : rule::target_gone;
    if (!still_fits(s, item, static_cast<int>(i), now, now != t.card))
      return now != t.card ? rule::target_space_left : rule::target_no_longer_fits;
    t.card = now;
  }
  if ((t.is_card() && !within_target_reach(s, item.source, t.card)) || (t.is_player() && s.player(t.player).lost))
    return rule::target_gone;
  return std::nullopt;
}

// docs/rulings.md, Several targets: a target gone is left out, each `target` word's as each of
// a counted target's cards (blind rules batch 116, MX: two `target` words, one gone, cancelled
// the effect on the other); the effect is cancelled when every target it had is gone (variant
// one-target-gone-cancels: when one is).
std::optional<cause> targets_now(const state& s, stack_item& item) {
  if (const std::optional<cause> gone = counted_targets_now(s, item)) return gone;
  std::optional<cause> first_gone;
  std::size_t left = item.counted.size();
  for (std::size_t i = 0; i < item.targets.size(); ++i) {
    if (item.targets[i].none()) continue;  // none chosen (`up to 1 target`)
    const std::optional<cause> gone = single_target_gone(s, item, i);
    if (!gone) {
      ++left;
      continue;
    }
    if (s.rules.one_target_gone_cancels) return gone;
    if (!first_gone) first_gone = gone;
    item.targets[i] = target{};
  }
  return left == 0 ? first_gone : std::nullopt;
}

// Variant target-gone-event-stays: an event whose target is gone resolves to nothing and
// stays as a resolved event (001 Advanced Rules cancels only a destroyed source or card).
void resolve_to_nothing(ops& o, const stack_item& item) {
  o.pop_stack(path::effect_resolved_target_gone, {.kind = event_kind::effect_resolved, .player = item.controller,
                                                  .card = item.source, .amount = item.ability, .why = rule::resolve});
  o.record(path::event_target_gone_nothing, {.kind = event_kind::nothing_happened, .player = item.controller,
                                             .card = item.source, .card2 = item.source, .why = rule::target_gone_event_stays});
  after_event_resolves(o, item.source);
}

void resolve_top(ops& o) {
  const state& s = o.st();
  stack_item item = s.stack.back();
  // A target gone cancels the effect. The books are silent on targets; the nearest plain
  // sentence is an attack's on an empty target space, "the attack is nullified" (001
  // Attacking). (001 Advanced Rules' "Her ability is countered" is of a source destroyed.)
  if (const std::optional<cause> gone = targets_now(s, item)) {
    if (s.rules.target_gone_event_stays && item.is_event() && !item.copy && in_play(s.card(item.source).zone))
      return resolve_to_nothing(o, item);
    o.pop_stack(path::effect_cancelled_target_gone, {.kind = event_kind::effect_cancelled, .player = item.controller,
                                                     .card = item.source, .amount = item.ability, .why = *gone});
    // 001 Glossary CANCEL: "If an Event is cancelled it is destroyed" (a copy just ceases).
    if (item.is_event() && !item.copy && in_play(s.card(item.source).zone))
      o.destroy(path::target_gone_event_destroyed, item.source, rule::cancel);
    return;
  }
  // card2: the source again when the item is a copy (the log says so)
  o.pop_stack(path::effect_resolved, {.kind = event_kind::effect_resolved, .player = item.controller, .card = item.source,
                                      .card2 = item.copy ? item.source : no_card, .amount = item.ability, .why = rule::resolve});
  if (s.behaviour) s.behaviour->resolve(item, o);
  if (item.is_event() && !item.copy) after_event_resolves(o, item.source);  // a copy just ceases
}

// Every player passed in a row: the top item resolves, and a new round starts with the
// turn player; with nothing left the round ends (and the phase, if the round closes it).
void finish_round(ops& o) {
  const state& s = o.st();
  if (!s.stack.empty()) {
    resolve_top(o);
    o.close_priority();
    if (!s.over() && !s.stack.empty()) open_round(o, s.active, 0, false);
    return;
  }
  const bool closes = s.priority.closes_phase;
  o.close_priority();
  if (closes) flow::close_phase(o);
}

// What could be the i-th target of `source`: cards in play and players in the game that
// fit its text (the rest of target_ok is checked with the whole action).
std::vector<target> target_options(const state& s, card_id source, int ability, int i) {
  std::vector<target> out;
  for (card_id c : s.in_play)
    if (within_target_reach(s, source, c) && s.behaviour->can_target(s, source, ability, i, target::of_card(c), nullptr))
      out.push_back(target::of_card(c));
  for (player_id p = 0; p < s.player_count(); ++p)
    if (!s.player(p).lost && s.behaviour->can_target(s, source, ability, i, target::of_player(p), nullptr))
      out.push_back(target::of_player(p));
  return out;
}

// Slot i onwards of for_each_target_choice: each option of slot i that is no card an
// earlier slot took (an effect's card targets are different cards; a player may be
// targeted twice: targets_ok), then the slots after it.
template <class F>
void choose_slots(const std::array<std::vector<target>, max_targets>& options, int i, int n, target_list& t, F& f) {
  for (target a : options[static_cast<std::size_t>(i)]) {
    if (a.is_card() && std::find(t.begin(), t.begin() + i, a) != t.begin() + i) continue;
    t[static_cast<std::size_t>(i)] = a;
    if (i + 1 == n) f(t);
    else choose_slots(options, i + 1, n, t, f);
  }
  t[static_cast<std::size_t>(i)] = target{};
}

// Each choice of targets, with its mode (-1: none chosen with the action): for a text whose
// `choose one` holds targets, each mode with the choices of its own targets, the targets of
// the other modes none (docs/rulings.md, Modes: a mode whose targets cannot be chosen is
// not offered, as it yields no choice).
template <class F>
void for_each_target_choice(const state& s, card_id source, int ability, F&& f) {
  const int n = std::min(target_count(s, source, ability), max_targets);
  target_list t{};
  if (n <= 0) return f(t, -1);
  std::array<std::vector<target>, max_targets> options;
  std::array<target_range, max_targets> ranges{};
  int modes = 0;
  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    ranges[k] = range_of(s, source, ability, i);
    modes = std::max<int>(modes, ranges[k].modes);
    options[k] = ranges[k].counted ? std::vector<target>{target{}} : target_options(s, source, ability, i);
  }
  if (modes == 0) {
    auto each = [&](const target_list& l) { f(l, -1); };
    return choose_slots(options, 0, n, t, each);
  }
  for (int m = 0; m < modes; ++m) {
    std::array<std::vector<target>, max_targets> in_mode = options;
    for (int i = 0; i < n; ++i)
      if (const target_range& r = ranges[static_cast<std::size_t>(i)]; r.mode >= 0 && r.mode != m) in_mode[static_cast<std::size_t>(i)] = {target{}};
    auto each = [&](const target_list& l) { f(l, m); };
    choose_slots(in_mode, 0, n, t, each);
  }
}

// 001 Advanced Rules: "first pay the costs, if any, and choose a target": each counted
// target's cards (`2 target characters`) are chosen after the costs, one pending decision
// each, among the cards it may target that no other target of the effect took
// (docs/rulings.md, Several targets).
void choose_counted(ops& o, stack_item& item, cause why) {
  const state& s = o.st();
  const int n = std::min(target_count(s, item.source, item.ability), max_targets);
  for (int i = 0; i < n; ++i) {
    const target_range r = range_of(s, item.source, item.ability, i);
    if (!r.counted || (r.mode >= 0 && r.mode != item.mode)) continue;  // a mode not chosen: not chosen (docs/rulings.md, Modes)
    choice_request q;
    q.player = item.controller;
    q.source = item.source;
    q.options = counted_options(s, item.source, item.ability, i, item.targets, item.counted);
    q.at_most = static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(r.most), q.options.size()));
    q.at_least = std::min(r.least, q.at_most);
    q.optional = q.at_least == 0;
    q.what = fmt::format("one of the targets of \"{}\" ({}), {} to {}", s.name_of(item.source),
                         s.behaviour->ability_name(s, item.source, item.ability), q.at_least, q.at_most);
    if (q.at_most == 0) continue;
    for (card_id c : o.ask_cards(q)) {
      item.counted.push_back({.slot = static_cast<std::int8_t>(i), .card = c});
      o.record(path::counted_target_chosen, {.kind = event_kind::choice_made, .player = item.controller, .card = item.source,
                                             .card2 = c, .why = why});
    }
  }
}

// A new target for slot i of the copy on top: its options are what its text may target,
// a card distinct from its other targets (a player need not be: targets_ok), and the target
// it has (keeping it is always a choice); one option is no question.
void new_target_for(ops& o, int i, cause why) {
  const state& s = o.st();
  const stack_item& copy = s.stack.back();
  const target now = copy.targets[static_cast<std::size_t>(i)];
  auto free = [&](target t) {
    const bool taken = t.is_card() ? std::any_of(copy.targets.begin(), copy.targets.end(), [t](target u) { return u == t; })
                                   : t == now;
    return !taken && target_ok(s, copy.source, copy.ability, i, t, nullptr);
  };
  choice_request q;
  q.player = copy.controller;
  q.source = copy.source;
  q.at_least = 1;
  // The target it has is named (blind design batch 25: the message's source, in brackets after
  // it, read as that target).
  const std::string has = now.is_card() ? fmt::format("\"{}\"", s.name_of(now.card)) : fmt::format("player {}", now.player + 1);
  q.what = fmt::format("a new target {} for the copy of \"{}\" ({}), or the one it has, {}", i + 1, s.name_of(copy.source),
                       s.behaviour->ability_name(s, copy.source, copy.ability), has);
  target chosen = now;
  if (now.is_card()) {
    q.options.push_back(now.card);
    for (card_id c : s.in_play)
      if (within_target_reach(s, copy.source, c) && free(target::of_card(c))) q.options.push_back(c);
    if (q.options.size() < 2) return;
    chosen = target::of_card(o.ask_cards(q).front());
  } else {
    q.players.push_back(now.player);
    for (player_id p = 0; p < s.player_count(); ++p)
      if (!s.player(p).lost && free(target::of_player(p))) q.players.push_back(p);
    if (q.players.size() < 2) return;
    chosen = target::of_player(o.ask_player(q));
  }
  o.retarget_top(path::copy_target_chosen, static_cast<std::size_t>(i), chosen, why);
  // A new card chosen is targeted by the copy (001 Glossary TARGET); the target it kept is not
  // targeted again.
  if (chosen.is_card() && chosen != now && !range_of(s, copy.source, copy.ability, i).item)
    o.record(path::copy_targets, {.kind = event_kind::card_targeted, .player = copy.controller, .card = chosen.card,
                                  .card2 = copy.source, .amount = copy.ability, .why = rule::targeted});
}

// 001 Glossary TARGET, Advanced Rules ("pay the costs, if any, and choose a target"): each
// card the item targets, single or counted, is targeted as it goes on the stack, its costs
// paid; a card its costs took out of play is no space's card and is not, nor the source of
// an item targeted (`target ability`: target_range::item).
void record_targeted(ops& o, const stack_item& item, path at) {
  const state& s = o.st();
  auto one = [&](card_id c, int slot) {
    if (c == no_card || !within_target_reach(s, item.source, c) || range_of(s, item.source, item.ability, slot).item) return;
    o.record(at, {.kind = event_kind::card_targeted, .player = item.controller, .card = c, .card2 = item.source,
                  .amount = item.ability, .why = rule::targeted});
  };
  for (std::size_t i = 0; i < item.targets.size(); ++i)
    if (item.targets[i].is_card()) one(item.targets[i].card, static_cast<int>(i));
  for (const counted_target& t : item.counted) one(t.card, t.slot);
}

// The space a card is in: its own in a network, its pile top's when bonded (001 Bonding:
// the pile moves together); none elsewhere.
target_space place_of(const state& s, card_id c) {
  for (int depth = 0; s.card(c).zone == zone::bonded && s.card(c).host != no_card && depth < 64; ++depth) c = s.card(c).host;
  if (s.card(c).zone != zone::network) return {};
  return {s.card(c).zone_player, s.card(c).x, s.card(c).y};
}

}  // namespace

void choose_new_targets(ops& o, cause why) {
  const state& s = o.st();
  const stack_item& copy = s.stack.back();
  if (copy.triggered()) return;  // a trigger's targets are its event's (docs/rulings.md)
  const int n = std::min(target_count(s, copy.source, copy.ability), max_targets);
  for (int i = 0; i < n; ++i)
    if (!s.stack.back().targets[static_cast<std::size_t>(i)].none() && !range_of(s, copy.source, copy.ability, i).counted)
      new_target_for(o, i, why);
}

bool check(const state& s, const action& a, std::string* why) {
  if (!in_turn(s)) return refuse(why, "events and abilities are played once the game has begun (001 Turn Structure)");
  if (a.kind == action_kind::play) return check_play(s, a, why);
  return check_activate(s, a, why);
}

namespace {
// The events on top of an open market pile player p may play now, each given to f until f
// returns false: in p's Buy Phase with no round open, as playing one buys it (market_event_ok).
template <class F>
void for_each_market_event(const state& s, player_id p, F&& f) {
  if (!market_events_buyable(s, p)) return;
  for (const player_state& ps : s.players)
    if (!ps.lost && !ps.open_market.empty() && s.def(ps.open_market.back()).is(card_type::event) &&
        !f(ps.open_market.back()))
      return;
}

// The events player p may play, each given to f until f returns false: those in their hand,
// then those on top of an open market pile (for_each_market_event).
template <class F>
void for_each_event_to_play(const state& s, player_id p, F&& f) {
  for (card_id c : s.player(p).hand)
    if (s.def(c).is(card_type::event) && !f(c)) return;
  for_each_market_event(s, p, f);
}

// The plays of p's events in hand (at the first cell an event may dock at) and the
// activations of p's abilities, each with every target choice, in one order. `legal`: only
// those check() allows, the target-free part (play_ok_but_targets, activate_ok_but_targets:
// nothing there reads the targets, as has_options relies on) asked once an event or
// ability, then targets_ok for each of its target choices only when that passes.
void add_stack_candidates(const state& s, player_id p, bool legal, std::vector<action>& out) {
  if (!in_turn(s)) return;
  std::optional<std::optional<cell>> first_cell;  // found once, for the first event in the hand
  for_each_event_to_play(s, p, [&](card_id c) {
    if (!first_cell) first_cell = first_dockable_cell(s, p);
    if (!*first_cell) return false;
    const cell at = **first_cell;
    // value 1: played for free, where text allows (played_for_free); after the paid play
    const int values = played_for_free(s, p, c) ? 2 : 1;
    for (int value = 0; value < values; ++value) {
      if (legal && !play_ok_but_targets(s, act::play(p, c, at, target_list{}, -1, value), nullptr)) continue;
      for_each_target_choice(s, c, -1, [&](const target_list& t, int m) {
        if (const action a = act::play(p, c, at, t, m, value); !legal || targets_ok(s, a, -1, nullptr)) out.push_back(a);
      });
    }
    return true;
  });
  if (!s.behaviour) return;
  for (card_id c : s.in_play) {
    if (s.card(c).zone != zone::network || s.card(c).controller != p) continue;
    const int n = s.behaviour->ability_count(s, c);
    for (int i = 0; i < n; ++i) {
      if (legal && !activate_ok_but_targets(s, act::activate(p, c, i, target_list{}), nullptr)) continue;
      for_each_target_choice(s, c, i, [&](const target_list& t, int m) {
        if (const action a = act::activate(p, c, i, t, m); !legal || targets_ok(s, a, i, nullptr)) out.push_back(a);
      });
    }
  }
}
}  // namespace

void add_candidates(const state& s, player_id p, std::vector<action>& out) { add_stack_candidates(s, p, false, out); }

// add_candidates' list in its order, filtered as check() filters it.
void add_legal_candidates(const state& s, player_id p, std::vector<action>& out) { add_stack_candidates(s, p, true, out); }

namespace {

// Whether some choice for the i-th target of `source` passes `fits`, tried in
// target_options' order (a counted slot's one choice is none), stopping at the first: the
// same answer as listing the options and trying each (can_target reads, never writes).
template <class F>
bool some_slot_option(const state& s, card_id source, int ability, int i, F&& fits) {
  if (range_of(s, source, ability, i).counted) return fits(target{});
  for (card_id c : s.in_play)
    if (within_target_reach(s, source, c) && s.behaviour->can_target(s, source, ability, i, target::of_card(c), nullptr) &&
        fits(target::of_card(c)))
      return true;
  for (player_id q = 0; q < s.player_count(); ++q)
    if (!s.player(q).lost && s.behaviour->can_target(s, source, ability, i, target::of_player(q), nullptr) &&
        fits(target::of_player(q)))
      return true;
  return false;
}

// Whether some target choice of for_each_target_choice makes `a` pass targets_ok; one
// target's choices are tried one at a time (some_slot_option), more as listed.
bool some_targets_fit(const state& s, action a, int ability) {
  if (target_count(s, a.card, ability) == 1 && range_of(s, a.card, ability, 0).modes == 0)
    return some_slot_option(s, a.card, ability, 0, [&](target t) {
      a.targets[0] = t;
      return targets_ok(s, a, ability, nullptr);
    });
  bool found = false;
  for_each_target_choice(s, a.card, ability, [&](const target_list& t, int m) {
    if (found) return;
    a.targets = t;
    a.mode = static_cast<std::int8_t>(m);
    found = targets_ok(s, a, ability, nullptr);
  });
  return found;
}

}  // namespace

namespace {
// A player who may produce now, a card of theirs to produce with, is asked in the round: to
// produce and then pay an event's or ability's trait cost (docs/rulings.md, Costs paid with
// traits; never under variant produce-in-buy-phase, where only the turn player produces,
// before the round).
bool may_produce_to_respond(const state& s, player_id p) {
  // A trait one of their costs lacks (variant produce-in-any-turn produces any trait, but
  // asks the round only for those).
  return !s.rules.produce_in_buy_phase && may_produce_owed_trait(s, p);
}
}  // namespace

bool has_options(const state& s, player_id p) {
  // Whether some candidate of add_candidates passes check(): each event or ability is
  // checked without its targets first (the rest of the check does not depend on them),
  // and its target choices are only tried when that passes. Events are played at the
  // first dockable cell (add_candidates'), found without listing the others.
  if (!in_turn(s)) return false;
  std::optional<std::optional<cell>> first_cell;
  // Events played, and cards that can be played at any time bought (bought_any_time).
  const bool any_time = any_time_buys_possible(s);
  for (card_id c : s.player(p).hand) {
    const bool event = s.def(c).is(card_type::event);
    if (!event && !(any_time && bought_any_time(s, p, c))) continue;
    if (!first_cell) first_cell = first_dockable_cell(s, p);
    if (!*first_cell) break;
    const cell at = **first_cell;
    if (!event) {
      if (is_legal(s, act::buy(p, c, p, at)) || is_legal(s, act::buy(p, c, p, at, 1))) return true;
      continue;
    }
    const int values = played_for_free(s, p, c) ? 2 : 1;  // paid, and for free where text allows
    for (int value = 0; value < values; ++value)
      if (const action a = act::play(p, c, at, target_list{}, -1, value); play_ok_but_targets(s, a, nullptr) && some_targets_fit(s, a, -1))
        return true;
  }
  bool bought = false;  // an event on top of an open market, played to buy it
  for_each_market_event(s, p, [&](card_id c) {
    if (!first_cell) first_cell = first_dockable_cell(s, p);
    const action a = act::play(p, c, first_cell->value_or(cell{}), target_list{}, -1, 0);
    bought = first_cell->has_value() && play_ok_but_targets(s, a, nullptr) && some_targets_fit(s, a, -1);
    return !bought;
  });
  if (bought) return true;
  if (!s.behaviour) return may_produce_to_respond(s, p);
  for (card_id c : s.in_play) {
    if (s.card(c).zone != zone::network || s.card(c).controller != p) continue;
    const int n = s.behaviour->ability_count(s, c);
    for (int i = 0; i < n; ++i) {
      const action a = act::activate(p, c, i, target_list{});
      if (activate_ok_but_targets(s, a, nullptr) && some_targets_fit(s, a, i)) return true;
    }
  }
  return may_produce_to_respond(s, p);
}

namespace {
// The card the costs chose is `it` in the effect, with its numbers as it last was in play
// if the cost took it out (docs/rulings.md, A card that left play).
void keep_cost_card(ops& o, stack_item& item) {
  item.it = o.take_cost_card();
  if (const card_numbers* n = item.it == no_card ? nullptr : o.last_known_numbers(item.it)) item.it_numbers = *n;
}
}  // namespace

void apply(ops& o, const action& a) {
  const state& s = o.st();
  stack_item item{.source = a.card, .controller = a.player, .ability = -1, .targets = a.targets, .mode = a.mode};
  if (a.kind == action_kind::play) {
    // 001 Advanced Rules: "announced from the hand, paid for its cost, deployed onto the
    // Network, and is put on the Stack"; deploy triggers happen at once, off the stack. Its
    // cost is what it costs as announced, as check() read it: not yet counted among the
    // events played this turn (docs/rulings.md, Counts of the turn; variant event-cost-after-count).
    const cost price = announced_cost(s, a);
    // One on top of an open market is bought, by its player as they play it: a buy of the
    // turn and theirs, as a card bought from there is (docs/rulings.md, An event bought from
    // an open market).
    const bool bought = s.card(a.card).zone == zone::open_market;
    const cause why = bought ? rule::event_bought : rule::play_event;
    o.event_played(path::event_played, a.player, a.card, why, any_time_keyword(s, a));  // recorded, counted for the turn
    if (bought) o.count_buy(a.player, a.card, why);
    if (bought) o.set_owner_and_controller(a.card, a.player, why);
    if (a.value != 1) o.pay_cost(path::event_cost_paid, a.player, price, why, a.card);
    o.take_counters_removed();  // what its costs remove counts from here
    if (s.behaviour) s.behaviour->pay(o, a.player, a.card, -1, a.targets);  // its additional costs, before anyone may respond
    item.amount = o.take_chosen_amount();
    item.removed = o.take_counters_removed();
    keep_cost_card(o, item);
    if (s.over() || o.asked()) return;  // a question held: the game is frozen, its change would throw it
    o.deploy(path::event_deployed, a.card, a.player, a.at, a.value == 1 ? rule::play_for_free : why);
    if (s.over()) return;
    if (s.card(a.card).zone != zone::network) {  // gone during its deploy triggers
      o.record(path::event_cancelled_no_target, {.kind = event_kind::effect_cancelled, .player = a.player, .card = a.card, .amount = -1,
                .why = rule::event_left_play});
      return;
    }
    choose_counted(o, item, rule::play_event);
  } else {
    // "To play an ability, one must first pay the costs, if any, and choose a target".
    item.ability = static_cast<std::int8_t>(a.value);
    o.activated(path::ability_activated, a.player, a.card, a.value, rule::activate);
    const target_space was = place_of(s, a.card);
    o.take_counters_removed();  // what its costs remove counts from here
    s.behaviour->pay(o, a.player, a.card, a.value, a.targets);
    if (s.over()) return;
    // Paying the costs took the card out of play (`destroy this -> gain 1M`): the ability
    // was played with that cost, so it goes on the stack and resolves, with the place its
    // card was in (docs/rulings.md).
    item.source_paid = !in_play(s.card(a.card).zone);
    if (item.source_paid) item.source_was = was;
    if (const card_numbers* n = item.source_paid ? o.last_known_numbers(a.card) : nullptr) item.source_numbers = *n;
    item.amount = o.take_chosen_amount();
    item.removed = o.take_counters_removed();
    keep_cost_card(o, item);
    choose_counted(o, item, rule::activate);
  }
  if (o.asked()) return;  // a question held (its costs or counted targets): the game is frozen, as above
  if (a.mode >= 0)  // docs/rulings.md, Modes: the mode chosen with it, then its targets
    o.record(path::mode_chosen_on_play, {.kind = event_kind::choice_made, .player = a.player, .card = a.card, .amount = a.mode,
                                         .why = item.is_event() ? rule::play_event : rule::activate,
                                         .after = static_cast<std::int16_t>(a.mode + 1)});
  record_targeted(o, item, item.is_event() ? path::event_targets : path::ability_targets);
  o.push_stack(item, item.is_event() ? rule::play_event : rule::activate);
  // The text waiting for what the play or activation did acts now, with the item on the
  // stack (001 Advanced Rules: deploy triggers "happen immediately"; docs/rulings.md, When
  // triggers act), before the round below may resolve it: whether a player could respond
  // does not decide it (`when an event you control is deployed: copy it`).
  // "the turn player will always have priority first in every phase and action"
  o.open_priority(s.active, 0, false);
  o.fire_observed();
  settle(o);
}

void restart_round(ops& o) {
  const state& s = o.st();
  // With nothing on the stack, the window before the phase ends closes: the turn player has
  // the phase back, to buy or attack, as after an item resolves (finish_round), and passing
  // it opens the window again (001 Advanced Rules: "the turn player will always have priority
  // first in every phase and action"; blind rules batch 99, RS11 and RS12: an ABRUPT
  // character bought in that window ended the phase when the turn player held no event).
  if (s.stack.empty() && s.priority.closes_phase) return o.close_priority();
  open_round(o, s.active, 0, s.priority.closes_phase);
}

void pass(ops& o) {
  const state& s = o.st();
  o.record(path::priority_passed, {.kind = event_kind::priority_passed, .player = s.priority.holder, .why = rule::priority});
  o.move_priority(flow::next_player_after(s, s.priority.holder), true);
  settle(o);
}

// A window is a round with an empty stack: settle() passes for whoever has nothing to
// play, so when nobody has, it closes at once (and the phase ends, for a closing one).
void open_window_before_phase_ends(ops& o) {
  const state& s = o.st();
  // The turn player's pass opens it, and counts: logged, as any pass of priority is (blind
  // rules batch 104: an End Phase pass left no line, and what the others did next seemed to
  // come from nowhere).
  o.record(path::phase_passed, {.kind = event_kind::priority_passed, .player = s.active, .why = rule::priority});
  open_round(o, flow::next_player_after(s, s.active), 1, true);  // the turn player's pass counts
}

void open_window_in_combat(ops& o) {
  const state& s = o.st();
  if (s.over() || !s.combat.active() || s.priority.open()) return;
  open_round(o, s.active, 0, false);
}

// Players with nothing they could add pass without being asked (docs/rulings.md: the
// engine does not ask a decision that has one answer).
void settle(ops& o) {
  const state& s = o.st();
  while (s.priority.open() && !s.over()) {
    const priority_round& r = s.priority;
    if (r.passes >= s.players_left()) {
      finish_round(o);
      continue;
    }
    // A player in the game with nothing to add passes; one out of the game is skipped.
    const bool in_game = !s.player(r.holder).lost;
    if (in_game && has_options(s, r.holder)) return;
    o.move_priority(flow::next_player_after(s, r.holder), in_game);
  }
  if (s.over()) o.close_priority();
}

}  // namespace engine::stack
