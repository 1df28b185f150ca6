// Checking a scenario's expectations against the game: money, zones, cards, damage, traits, the log.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "engine/network_graph.hpp"
#include "engine/rules.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/scenario_run_parts.hpp"
#include "scenario/scenario_text.hpp"

namespace megacorp::scenario_run {

namespace {

std::string card_count(std::size_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

}  // namespace

void runner::expect_now(const checked::expectation& e) {
  const engine::state& s = st();
  auto fail = [](std::string m) { throw step_failed{std::move(m)}; };
  auto one = [&](std::size_t i) { return resolve(e.cards[i], in_play, -1, "in play"); };
  const std::string who = e.player >= 0 ? player_name(e.player) : "";
  const std::string zone_words =
      e.zone ? fmt::format("{}'s {}", e.zone->player >= 0 ? player_name(e.zone->player) : "?", engine::to_string(e.zone->zone))
             : "";
  switch (e.kind) {
    case expect_kind::refused: {
      std::string reason;
      if (is_answer(e.action->kind)) {
        // An answer is judged against the question (asked once the stack resolves, if need
        // be); the answer is tried on a copy and taken back.
        const engine::state before = st();
        const engine::event_log log_before = log_;
        try {
          answer(*e.action);
        } catch (const step_failed& f) {
          reason = f.message;
        }
        game() = before;
        log_ = log_before;
        if (reason.empty()) fail("expected the answer to be refused, but the rules allow it");
        if (reason.find(e.text) == std::string::npos)
          fail(fmt::format("expected a refusal because \"{}\", but it was refused with: {}", e.text, reason));
        r_.refusals.push_back(reason);
        return;
      }
      try {
        const engine::action a = to_engine(*e.action);
        // The action is judged where it would be taken: after the implicit passes that
        // close a window of priority opened by an attack or blocks (nothing resolves there).
        engine::state after_window = s;
        if (!is_response(a.kind) && s.priority.open() && s.stack.empty() && !s.priority.closes_phase) after_window.priority = {};
        if (after_window.decider() != a.player)
          reason = fmt::format("{} cannot act now: {}", player_name(a.player), waiting_for());
        else if (engine::verdict v = engine::check(after_window, a); !v)
          reason = with_player_names(v.reason, sc_);
      } catch (const step_failed& f) {
        reason = f.message;
      }
      if (reason.empty()) fail("expected the action to be refused, but the rules allow it");
      if (reason.find(e.text) == std::string::npos)
        fail(fmt::format("expected a refusal because \"{}\", but it was refused with: {}", e.text, reason));
      r_.refusals.push_back(reason);
      return;
    }
    case expect_kind::log: {
      for (const engine::event& ev : log_.events())
        if (with_player_names(describe_with_text(ev, s, lib_), sc_).find(e.text) != std::string::npos) return;
      return fail(fmt::format("expected an event containing \"{}\" in the log; there is none (the events are below)", e.text));
    }
    case expect_kind::turn:
      if (s.active == e.player && s.phase == e.phase && !s.over()) return;
      return fail(fmt::format("expected {}'s turn, {}; it is {}'s turn, {}", who, engine::to_string(e.phase),
                              player_name(s.active), engine::to_string(s.phase)));
    case expect_kind::winner:
      if (s.over() && s.winner == e.player) return;
      return fail(fmt::format("expected {} to have won; {}", who,
                              !s.over() ? std::string("the game is not over")
                              : s.winner == engine::no_player ? std::string("the game was drawn")
                                                              : player_name(s.winner) + " won"));
    case expect_kind::lost:
      if (s.player(static_cast<player_id>(e.player)).lost) return;
      return fail(fmt::format("expected {} to have lost; {} is still in the game", who, who));
    case expect_kind::money: {
      const engine::amount have = s.player(static_cast<player_id>(e.player)).money;
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have {}M; {} has {}M", who, e.value, who, have));
    }
    case expect_kind::pool: {
      const engine::amount have = s.player(static_cast<player_id>(e.player)).pool[static_cast<int>(e.trait)];
      if (have == e.value) return;
      return fail(fmt::format("expected {} {} in {}'s trait pool; there is {}", e.value, engine::to_string(e.trait), who,
                              have));
    }
    case expect_kind::zone_is:
    case expect_kind::zone_empty:
    case expect_kind::zone_count: {
      const std::vector<card_id> cards = pile(e.zone->player, e.zone->zone);
      if (e.kind == expect_kind::zone_empty) {
        if (cards.empty()) return;
        return fail(fmt::format("expected {} to be empty; it holds {}", zone_words, names(cards)));
      }
      if (e.kind == expect_kind::zone_count) {
        if (cards.size() == static_cast<std::size_t>(e.value)) return;
        return fail(fmt::format("expected {} in {}; it holds {}: {}", card_count(static_cast<std::size_t>(e.value)),
                                zone_words, card_count(cards.size()), names(cards)));
      }
      std::vector<std::string> want, have;
      for (const auto& c : e.contents) want.push_back(c.name);
      for (card_id c : cards) have.push_back(s.def(c).name);
      // Order matters for piles (decks, open market), not for hand, network, annihilated.
      const bool ordered = e.zone->zone == zone::main_deck || e.zone->zone == zone::resource_deck ||
                           e.zone->zone == zone::open_market;
      auto w = want, h = have;
      if (!ordered) std::sort(w.begin(), w.end()), std::sort(h.begin(), h.end());
      if (w == h) return;
      std::string expected;
      for (const auto& n : want) expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", n);
      return fail(fmt::format("expected {} to be {{ {} }}{}; it is {}", zone_words, expected,
                              ordered ? " (top first)" : "", names(cards)));
    }
    case expect_kind::in_zone:
    case expect_kind::on_top: {
      const zone_mask zones = e.zone->zone == zone::network ? in_play : bit(e.zone->zone);
      const std::vector<card_id> found = matches(e.cards[0], zones, e.zone->player);
      const std::vector<card_id> cards = pile(e.zone->player, e.zone->zone);
      if (e.kind == expect_kind::in_zone && !found.empty()) return;
      if (e.kind == expect_kind::on_top && !cards.empty() && std::find(found.begin(), found.end(), cards.front()) != found.end())
        return;
      std::string elsewhere;
      for (card_id c : matches(e.cards[0], anywhere, -1)) elsewhere += fmt::format("{}{}", elsewhere.empty() ? "" : "; ", place(c));
      return fail(fmt::format("expected {} {} {}; {} holds {}{}", ref_text(e.cards[0]),
                              e.kind == expect_kind::on_top ? "on top of" : "in", zone_words, zone_words, names(cards),
                              elsewhere.empty() ? "" : fmt::format(" (\"{}\" is {})", e.cards[0].name, elsewhere)));
    }
    case expect_kind::damage:
    case expect_kind::total_damage: {
      const engine::card_instance& ci = s.card(one(0));
      int have = 0;
      for (int t = 0; t < engine::trait_count; ++t)
        if (e.kind == expect_kind::total_damage || t == static_cast<int>(e.trait)) have += ci.damage[t];
      if (have == e.value) return;
      const std::string trait = e.kind == expect_kind::damage ? std::string(engine::to_string(e.trait)) + " " : "";
      return fail(fmt::format("expected {} to have {} {}damage; it has {}", ref_text(e.cards[0]), e.value, trait, have));
    }
    case expect_kind::counters: {
      const int have = s.card(one(0)).counters;
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have {} counters; it has {}", ref_text(e.cards[0]), e.value, have));
    }
    case expect_kind::trait: {
      // The current value: printed, changed by rules and by effects until end of turn.
      const auto now = engine::trait_value(s, one(0), e.trait);
      if (now && *now == e.value) return;
      return fail(fmt::format("expected {} to have {} {}; it has {}", ref_text(e.cards[0]), engine::to_string(e.trait),
                              e.value, now ? std::to_string(*now) : std::string("none (a null trait)")));
    }
    case expect_kind::valuation: {
      const card_id c = one(0);
      const int have = engine::valuation_of(s, c);
      if (have == e.value) return;
      return fail(fmt::format("expected {} to have valuation {}; it has {}", ref_text(e.cards[0]), e.value, have));
    }
    case expect_kind::at: {
      const card_id top = s.player(static_cast<player_id>(e.zone->player)).network.at(*e.at);
      const std::vector<card_id> found = matches(e.cards[0], anywhere, -1);
      // `Nicole's business` names one card; a quoted name, any card of that name.
      const bool named = e.cards[0].business ? std::find(found.begin(), found.end(), top) != found.end()
                                             : top != no_card && s.def(top).name == e.cards[0].name;
      if (top != no_card && named) return;
      const std::string what = e.cards[0].business ? player_name(e.cards[0].player) + "'s business"
                                                   : fmt::format("\"{}\"", e.cards[0].name);
      std::string elsewhere;
      for (card_id c : found) elsewhere += fmt::format("{}{}", elsewhere.empty() ? "" : "; ", place(c));
      return fail(fmt::format("expected {} at {},{} in {}; the cell holds {}{}", what, e.at->x, e.at->y, zone_words,
                              top == no_card ? "nothing" : fmt::format("\"{}\"", s.def(top).name),
                              elsewhere.empty() ? "" : fmt::format(" ({} is {})", what, elsewhere)));
    }
    case expect_kind::bonded_to: {
      const card_id c = resolve(e.cards[0], in_play, -1, "in play");
      const card_id host = one(1);
      if (s.card(c).zone == zone::bonded && s.card(c).host == host) return;
      return fail(fmt::format("expected {} to be bonded under \"{}\"; it is {}", ref_text(e.cards[0]), e.cards[1].name,
                              place(c)));
    }
    case expect_kind::engaged:
    case expect_kind::disengaged: {
      const bool engaged = s.card(one(0)).engaged;
      if (engaged == (e.kind == expect_kind::engaged)) return;
      return fail(fmt::format("expected {} to be {}; it is {}", ref_text(e.cards[0]), engaged ? "disengaged" : "engaged",
                              engaged ? "engaged" : "disengaged"));
    }
    case expect_kind::orphaned: {
      const card_id c = one(0);
      const player_id q = s.card(c).zone_player;
      if (engine::is_orphaned(s, c)) return;
      return fail(fmt::format("expected {} to be orphaned; it is docked to {}'s business", ref_text(e.cards[0]),
                              player_name(q)));
    }
  }
}

void runner::expect(const checked::expectation& e) {
  try {
    expect_now(e);
  } catch (step_failed& f) {
    if (e.kind != expect_kind::refused) f.message += still_open();
    throw;
  }
}

}  // namespace megacorp::scenario_run
