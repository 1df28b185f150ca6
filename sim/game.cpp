#include "sim/game.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "agents/agent_names.hpp"
#include "engine/invariants.hpp"
#include "engine/rules.hpp"
#include "engine/state_hash.hpp"
#include "library/game_decks.hpp"
#include "library/replay_file.hpp"

namespace megacorp::sim {

namespace {

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Counts what each seat's cards do, from actions (buying, selling) and events
// (deploying, destruction); attributed to the seat that acted or controlled the card.
class tally_observer final : public play_observer {
 public:
  std::map<std::pair<std::uint8_t, engine::def_id>, card_tally> tallies;
  engine::player_id first = engine::no_player;

  bool remember = false;   // keep `last` (--check: named when an invariant breaks)
  engine::action last{};   // the action being applied
  int count = 0;

  void before(const engine::state& s, const engine::action& a) override {
    if (remember) last = a;
    ++count;
    if (a.player >= 2 || a.card == engine::no_card) return;
    if (a.kind == engine::action_kind::buy || a.kind == engine::action_kind::buy_revealed)
      ++at(a.player, s.cards[a.card].def).bought;
    else if (a.kind == engine::action_kind::sell)
      ++at(a.player, s.cards[a.card].def).sold;
  }
  void after(const engine::state& s, const engine::action&, std::span<const engine::event> events) override {
    if (first == engine::no_player && s.turn_number >= 1) first = s.first_player;
    for (const engine::event& e : events) {
      if (e.player >= 2 || e.card == engine::no_card) continue;
      if (e.kind == engine::event_kind::card_deployed) ++at(e.player, s.cards[e.card].def).deployed;
      else if (e.kind == engine::event_kind::card_destroyed) ++at(e.player, s.cards[e.card].def).destroyed;
    }
  }

 private:
  card_tally& at(engine::player_id seat, engine::def_id def) {
    card_tally& t = tallies[{static_cast<std::uint8_t>(seat), def}];
    t.def = def;
    t.seat = static_cast<std::uint8_t>(seat);
    return t;
  }
};

// Hands each decision to the agent of the seat that decides.
class seat_agents final : public agent {
 public:
  seat_agents(agent& seat1, agent& seat2) : seats_{&seat1, &seat2} {}
  engine::action pick(const engine::state& s, const std::vector<engine::action>& legal) override {
    return seats_[s.decider() == 0 ? 0 : 1]->pick(s, legal);
  }

 private:
  agent* seats_[2];
};

}  // namespace

void recording_observer::before(const engine::state& s, const engine::action& a) {
  out_.push_back(engine::to_text(a));
  inner_.before(s, a);
}

void recording_observer::after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) {
  if (trace_) trace_->checks.push_back(action_check(s));
  inner_.after(s, a, events);
}

std::uint64_t game_seed(std::uint64_t run_seed, std::uint64_t pair, std::uint64_t game) {
  return splitmix64(splitmix64(splitmix64(run_seed) ^ pair) ^ game);
}

game_record play_one(const game_setup& setup, const checked::deck& seat1, const checked::deck& seat2,
                     std::uint64_t seed, std::vector<std::string>* actions, bool swapped, game_trace* trace) {
  auto g = new_deck_game(setup.db, setup.behaviour, {&seat1, &seat2}, seed, setup.rules);
  if (!g.game) throw std::runtime_error(g.problems.empty() ? "the game cannot start" : g.problems.front());
  engine::state s = std::move(*g.game);
  const std::unique_ptr<agent> first = make_agent(setup.agent, seed, setup.options);
  if (!first) throw std::runtime_error("unknown agent '" + setup.agent + "'");
  std::unique_ptr<agent> second;  // only when the seats' agents differ
  if ((setup.agent_b != setup.agent || setup.options_b) &&
      !(second = make_agent(setup.agent_b, seed, setup.options_b ? *setup.options_b : setup.options)))
    throw std::runtime_error("unknown agent '" + setup.agent_b + "'");
  seat_agents seats(swapped && second ? *second : *first, !swapped && second ? *second : *first);
  agent& player = second ? static_cast<agent&>(seats) : *first;
  tally_observer tally;
  tally.remember = setup.limits.check_invariants;
  std::vector<std::string> unused;
  recording_observer recorder(tally, actions ? *actions : unused, trace);
  play_observer* watch = actions ? static_cast<play_observer*>(&recorder) : &tally;
  play_result r;
  try {
    r = play_game(s, player, setup.limits, watch);
  } catch (const engine::invariant_violation& e) {
    // --check: an engine bug; the runner names the decks and the seed.
    throw invariant_broken(fmt::format("{}, after action {} (`{}`) on turn {}", e.what(), tally.count,
                                         engine::to_text(tally.last), s.turn_number),
                           s.turn_number);
  }

  game_record out;
  out.done = true;
  out.turns = s.turn_number;
  out.actions = r.actions;
  out.first = tally.first;
  if (r.end != play_end::finished) {
    out.end = outcome::capped;
  } else if (s.winner == engine::no_player) {
    out.end = outcome::draw;
  } else {
    out.end = outcome::win;
    out.winner = s.winner;
    out.how = s.player(1 - s.winner).why_lost;
  }
  for (const auto& [key, t] : tally.tallies) out.cards.push_back(t);
  if (trace) {
    trace->final_state = engine::state_hash(s);
    trace->reason = end_reason(s, out.end == outcome::capped);
  }
  return out;
}

}  // namespace megacorp::sim
