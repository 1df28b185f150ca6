// Engine primitives for card text waiting for events (ops.hpp): offering an event at once
// or after the action, in turn order, as the event saw the game; and the guard against
// text that triggers itself without end.
#include "engine/ops.hpp"

#include "engine/behaviour.hpp"
#include "engine/limits.hpp"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace engine {

namespace {
// Where a card's text can wait for events about other cards: in a network, or bonded
// under a pile (001 Bonding; the behaviour decides which of a bonded card's triggers act).
bool acts_from(zone z) { return z == zone::network || z == zone::bonded; }

// Whether card c left play this action as a copy (docs/rulings.md, Copies): it is itself
// again, and its text that waits for leaving play is the copy's, read as the event saw it.
bool left_as_copy(const std::vector<std::pair<card_id, card_instance>>& last_known, const state& s, card_id c) {
  for (const auto& [k, before] : last_known)
    if (k == c && before.def != s.card(c).def) return true;
  return false;
}
}  // namespace

// A card that left play during this action as a copy, or with keywords it had gained or lost
// for a time: the text that waits for its leaving is read as it last was (docs/rulings.md, A
// card that left play; reference.md 2: a card's abilities include those of keywords it gained
// until end of turn). Otherwise the game now, without a copy of it.
bool ops::seen_as_it_left(card_id c) const {
  if (left_as_copy(last_known_, game(), c)) return true;
  return !in_play(game().card(c).zone) &&
         std::any_of(left_grants_.begin(), left_grants_.end(), [c](const keyword_grant& g) { return g.card == c; });
}

void ops::delay(const delayed_effect& d) {
  game().delayed.push_back(d);
  record(path::effect_delayed, {.kind = event_kind::effect_delayed, .player = d.at.player, .card = d.at.source,
                                .amount = d.at.ends == lasts_until::next_turn ? 1 : 2, .why = rule::card_text});
}

void ops::make_shield(const shield& x) {
  if (!in_play(game().card(x.card).zone)) engine_bug("a shield made on a card not in play");
  game().shields.push_back(x);
  record(path::shield_made, {.kind = event_kind::shield_made, .player = x.made.player, .card = x.card, .card2 = x.made.source,
                             .amount = x.left, .why = rule::shield_made, .lasts = x.made.ends});
}

void ops::use_shield(std::size_t k, int prevented) {
  shield& x = game().shields[k];
  const event e{.kind = event_kind::shield_used, .player = x.made.player, .card = x.card, .card2 = x.made.source, .why = rule::shield_used};
  if (x.left > 0) x.left = static_cast<std::int16_t>(std::max(0, x.left - prevented));
  const int left = x.left > 0 ? x.left : 0;
  if (left == 0) game().shields.erase(game().shields.begin() + static_cast<std::ptrdiff_t>(k));
  event used = e;
  used.amount = left;
  record(path::shield_used, used);
}

void ops::shields_gone(card_id c) {
  for (std::size_t k = 0; k < game().shields.size();) {
    const shield x = game().shields[k];
    if (x.card != c) {
      ++k;
      continue;
    }
    game().shields.erase(game().shields.begin() + static_cast<std::ptrdiff_t>(k));
    record(path::shield_gone_with_card, {.kind = event_kind::shield_ended, .player = x.made.player, .card = c, .card2 = x.made.source,
                                         .amount = 0, .why = rule::shield_gone});
  }
}

void ops::run_delayed(lasts_until moment, player_id p) {
  const auto due = [&](const delayed_effect& d) {
    return d.at.ends == moment && (moment != lasts_until::next_turn || d.at.player == p);
  };
  if (!game().behaviour || game().over()) return;
  std::vector<delayed_effect> now;
  for (const delayed_effect& d : game().delayed)
    if (due(d)) now.push_back(d);
  if (now.empty()) return;
  erase_if(game().delayed, due);
  for (const delayed_effect& d : now) {
    if (game().over()) return;
    if (game().player(d.at.player).lost) continue;  // who made it left the game (001 Winning the Game)
    record(path::delayed_effect_acts, {.kind = event_kind::trigger_fired, .player = d.at.player, .card = d.at.source,
                                       .why = rule::delayed_effect});
    enter_text(d.at.source);
    game().behaviour->run_delayed(d, *this);
    leave_text();
  }
}

void ops::fire(const event& e, card_id holder) {
  if (!game().behaviour || game().over()) return;
  enter_text(holder);
  if (seen_as_it_left(holder)) {
    state scratch;
    game().behaviour->on_event(e, as_seen_by(e, scratch), holder, *this, trigger_timing::at_once);
  } else {
    game().behaviour->on_event(e, game(), holder, *this, trigger_timing::at_once);
  }
  leave_text();
}

template <class Fire>
void ops::in_turn_order(std::vector<trigger_for> cards, Fire fire) {
  const int first = game().rules.turn_player_triggers_last ? 1 : 0;  // docs/rulings.md, Simultaneous triggers
  for (int i = first; i < first + game().player_count() && !game().over(); ++i) {
    const auto p = static_cast<player_id>((game().active + i) % game().player_count());
    std::vector<trigger_for> mine;
    for (const trigger_for& t : cards)
      if (game().card(t.card).controller == p) mine.push_back(t);
    while (!mine.empty() && !game().over()) {
      std::size_t next = 0;
      const bool copies = std::all_of(mine.begin(), mine.end(), [&](const trigger_for& t) {
        return game().card(t.card).def == game().card(mine.front().card).def;
      });
      if (!copies) {
        choice_request r;
        r.player = p;
        r.what = "which card's triggered ability acts first (simultaneous triggers, docs/rulings.md)";
        for (const trigger_for& t : mine) r.options.push_back(t.card);
        const card_id c = ask_cards(r).front();
        while (mine[next].card != c) ++next;
      }
      const trigger_for t = mine[next];
      mine.erase(mine.begin() + static_cast<long>(next));
      fire(t);
    }
  }
}

void ops::fire_all(std::vector<trigger_for> offers) {
  if (!game().behaviour || game().over()) return;
  std::erase_if(offers, [&](const trigger_for& t) {
    if (!seen_as_it_left(t.card)) return !game().behaviour->has_event_trigger(t.e, game(), t.card, trigger_timing::at_once);
    state scratch;
    return !game().behaviour->has_event_trigger(t.e, as_seen_by(t.e, scratch), t.card, trigger_timing::at_once);
  });
  in_turn_order(std::move(offers), [&](const trigger_for& t) { fire(t.e, t.card); });
}

void ops::fire_all(const event& e, const std::vector<card_id>& holders) {
  std::vector<trigger_for> offers;
  offers.reserve(holders.size());
  for (card_id c : holders) offers.push_back({e, c});
  fire_all(std::move(offers));
}

target_space ops::last_known_place(card_id c) const {
  for (std::size_t depth = 0; depth <= game().cards.size(); ++depth) {  // a pile holds each card once
    const card_instance* ci = &game().card(c);
    for (const auto& [k, before] : last_known_)
      if (k == c && !in_play(game().card(c).zone)) ci = &before;
    if (ci->zone == zone::network) return {ci->zone_player, ci->x, ci->y};
    if (ci->zone != zone::bonded || ci->host == no_card) return {};
    c = ci->host;  // 001 Bonding: the pile moves together
  }
  return {};
}

player_id ops::last_known_controller(card_id c) const {
  const card_instance* ci = &game().card(c);
  if (!in_play(ci->zone))
    for (const auto& [k, before] : last_known_)
      if (k == c) ci = &before;
  return ci->controller;
}

const card_numbers* ops::remember_numbers(card_id c) {
  if (!game().behaviour || !in_play(game().card(c).zone)) return nullptr;
  for (const left_numbers& l : left_numbers_)
    if (l.n.card == c && l.pending) return nullptr;
  left_numbers_.push_back({.pending = true, .n = numbers_now(c)});
  return &left_numbers_.back().n;
}

card_numbers ops::numbers_now(card_id c) const {
  card_numbers n{.card = c};
  for (trait t : all_traits) n.traits[static_cast<int>(t)] = trait_value(game(), c, t);
  n.valuation = valuation_of(game(), c);
  for (auto d : game().card(c).damage) n.damage += d;
  n.counters = game().card(c).counters;
  n.controller = game().card(c).controller;
  return n;
}

void ops::note_destroyed(card_id c, const card_numbers* now) {
  if (game().behaviour) game().destroyed.push_back({.was = game().card(c), .numbers = now ? *now : numbers_now(c)});
}

void ops::note_left_play(card_id c) {
  if (!game().behaviour) return;
  for (const left_numbers& l : left_numbers_)  // remembered before its pile went (remember_numbers)
    if (l.n.card == c && l.pending) return game().left_play.push_back({.was = game().card(c), .numbers = l.n});
  game().left_play.push_back({.was = game().card(c), .numbers = numbers_now(c)});
}

void ops::left_with_numbers(card_id c) {
  for (left_numbers& l : left_numbers_)
    if (l.n.card == c) l.pending = false;
}

void ops::forget_pending(card_id c) {
  std::erase_if(left_numbers_, [&](const left_numbers& l) { return l.n.card == c && l.pending; });
}

const card_numbers* ops::last_known_numbers(card_id c) const {
  if (in_play(game().card(c).zone)) return nullptr;
  for (std::size_t i = left_numbers_.size(); i-- > 0;)
    if (left_numbers_[i].n.card == c && !left_numbers_[i].pending) return &left_numbers_[i].n;
  return nullptr;
}

// as_seen_by with card c alone put back: null when it puts nothing back (c is in play, or
// did not leave play during this action).
const state* ops::as_it_left(card_id c, state& scratch) const {
  const state& seen = as_seen_by(event{.card = c}, scratch);
  return &seen == &game() ? nullptr : &seen;
}

// The game as an event saw it: a card the event took out of play is put back as it was
// (its last known information), so that `when a card you control is destroyed` still
// sees whose it was and where, and `when a character with BQ 3 or more is destroyed` the
// BQ it had (docs/rulings.md, A card that left play).
const state& ops::as_seen_by(const event& e, state& scratch, card_id also) const {
  const auto seen = [&](card_id c) { return c == e.card || c == e.card2 || (c == also && also != no_card); };
  bool copied = false;
  for (const auto& [c, before] : last_known_) {
    if (!seen(c) || in_play(game().card(c).zone)) continue;
    if (!copied) scratch = game();
    copied = true;
    scratch.card(c) = before;
    scratch.set_zone(c, before.zone);
    if (before.zone == zone::network) {
      card_id& slot = scratch.player(before.zone_player).network.cells[network_grid::index({before.x, before.y})];
      if (slot == no_card) slot = c;
    }
  }
  if (copied) {  // their changes until end of turn (`gets +3 BQ`, `gains KEYWORD`), as they left
    for (const trait_modifier& m : left_modifiers_)
      if (seen(m.card) && !in_play(game().card(m.card).zone)) scratch.modifiers.push_back(m);
    for (const keyword_grant& g : left_grants_)
      if (seen(g.card) && !in_play(game().card(g.card).zone)) scratch.grants.push_back(g);
    for (const trigger_fired& f : left_fired_)  // `for the first time each turn`: counted as it was
      if (seen(f.holder) && !in_play(game().card(f.holder).zone)) scratch.fired_once.push_back(f);
  }
  return copied ? scratch : game();
}

// docs/rulings.md, Holders that left play in the same action. A card's changes of this action
// in order: it was in play before the first one if that took it out, and at the event if the
// last one before the event put it in; out of play then, it still hears the event if the
// effect that took it out is the event's (a wrath's later deaths). Variant
// left-holders-hear-nothing: only a card in play now hears, as it entered before the event.
bool ops::hears(card_id c, event_time at) const {
  const play_change* last = nullptr;  // c's last change before the event
  const play_change* first = nullptr;
  for (const play_change& p : play_changes_) {
    if (p.card != c) continue;
    if (!first) first = &p;
    if (p.at.seq <= at.seq) last = &p;
  }
  const bool now = acts_from(game().card(c).zone);
  if (game().rules.left_holders_hear_nothing && !now) return false;
  if (!first) return now;
  if (!last) return !first->entered;  // in play before its first change, which came after
  if (last->entered) return true;
  return last->at.effect != 0 && last->at.effect == at.effect;
}

void ops::fire_observed() {
  // Text that keeps causing the events it waits for would never end: a bound on the
  // rounds of one action, reported as rules_loop like nested text.
  for (int round = 0; !observed_.empty() && game().behaviour && !game().over(); ++round) {
    if (round == max_trigger_rounds)
      throw rules_loop("card text keeps causing the events it waits for (more than " + std::to_string(max_trigger_rounds) +
                       " rounds of triggers in one action)");
    std::vector<observed_event> batch;
    batch.swap(observed_);
    moved_.clear();  // a card an earlier trigger of this round moves is a new card to the later ones
    noting_moves_ = true;
    for (const observed_event& o : batch) {
      offer_after_action(o.e, o.at);
      if (game().over()) break;
    }
  }
  observed_.clear();
  observed_count_ = 0;
  play_changes_.clear();
  moved_.clear();
  noting_moves_ = false;
  last_known_.clear();
  left_numbers_.clear();
  left_modifiers_.clear();
  left_grants_.clear();
  left_fired_.clear();
  ended_combat_ = {};
}

// The holders of `e`: the cards that hear it (hears: in a network or bonded under a pile as
// it happened, 001 Bonding: their text about the pile's top acts, or taken out of play by its
// effect), and the event's own cards wherever they are now (a card's text about itself still
// acts after the event took it out of play). Which text waits for the event is read from the
// game as the event saw it, a holder out of play put back as it was.
void ops::offer_after_action(const event& e, event_time at) {
  state scratch;
  const state& seen = as_seen_by(e, scratch);
  const auto party = [&](card_id c) { return c == e.card || c == e.card2; };
  const auto looks_back = [&](card_id c) { return !party(c) && !acts_from(game().card(c).zone); };
  // One copy for the look-back holders (a holder out of play put back as it was), filled
  // again for each: when its trigger is looked for, and when it acts after earlier triggers.
  state own;
  std::vector<trigger_for> holders;
  for (card_id c = 0; c < game().cards.size(); ++c) {
    if (!party(c) && !hears(c, at)) continue;
    if (game().behaviour->has_event_trigger(e, looks_back(c) ? as_seen_by(e, own, c) : seen, c, trigger_timing::after_action))
      holders.push_back({e, c});
  }
  std::vector<card_id> back;  // the holders out of play as the triggers begin
  for (const trigger_for& t : holders)
    if (looks_back(t.card)) back.push_back(t.card);
  in_turn_order(std::move(holders), [&](const trigger_for& t) {
    const bool was_back = std::find(back.begin(), back.end(), t.card) != back.end();
    // A holder an earlier trigger took out of play, or moved on from where it went, no longer acts.
    if (!acts_from(game().card(t.card).zone) && !party(t.card) && (!was_back || moved_since_event(t.card))) return;
    enter_text(t.card);
    game().behaviour->on_event(e, was_back ? as_seen_by(e, own, t.card) : seen, t.card, *this, trigger_timing::after_action);
    leave_text();
  });
}

combat_parties ops::combat_of(const event& e) const {
  if (!e.in_combat) return {};
  return parties_of(game(), game().combat.active() ? game().combat : ended_combat_);
}

void ops::enter_text(card_id c) {
  text_chain_.push_back(c);
  if (++text_depth_ <= max_text_depth) return;
  // Name each card of the loop once, in the order they acted.
  std::string names;
  std::vector<card_id> seen;
  for (card_id x : text_chain_)
    if (std::find(seen.begin(), seen.end(), x) == seen.end()) {
      seen.push_back(x);
      names += (names.empty() ? "\"" : ", \"") + game().def(x).name + "\"";
    }
  text_depth_ = 0;
  text_chain_.clear();
  throw rules_loop("card text triggers or replaces itself without end (more than " + std::to_string(max_text_depth) +
                   " nested effects) among " + names);
}

void ops::leave_text() {
  --text_depth_;
  text_chain_.pop_back();
}

}  // namespace engine
