#include "sim/ladder_play.hpp"

#include <chrono>
#include <mutex>
#include <thread>

#include <fmt/format.h>

#include "sim/game.hpp"

namespace megacorp::sim {

ladder_game play_ladder_game(const ladder_context& cx, ladder_game g) {
  const ladder_agent& a = cx.agents.at(g.agent_a);
  const ladder_agent& b = cx.agents.at(g.agent_b);
  game_setup setup;
  setup.db = cx.db;
  setup.behaviour = cx.behaviour;
  setup.limits = cx.limits;
  setup.agent = a.base;
  setup.agent_b = b.base;
  setup.options = a.options;
  setup.options_b = b.options;  // two agents, even for mcts:50 against mcts:100
  const bool swapped = g.game % 2 != 0;  // odd games seat deck_b (agent_b) first
  const checked::deck& deck_a = *cx.decks.at(g.deck_a);
  const checked::deck& deck_b = *cx.decks.at(g.deck_b);
  const game_record r = play_one(setup, swapped ? deck_b : deck_a, swapped ? deck_a : deck_b, g.seed, nullptr, swapped);
  g.turns = r.turns;
  if (r.end == outcome::capped) g.result = "capped";
  else if (r.end == outcome::draw) g.result = "draw";
  else g.result = (r.winner == 0) != swapped ? g.agent_a : g.agent_b;
  return g;
}

ladder_played play_ladder_games(const ladder_context& cx, std::vector<ladder_game>& games, unsigned jobs,
                                const std::atomic<bool>* stop, bool progress) {
  ladder_played out;
  out.done.assign(games.size(), false);
  std::atomic<std::size_t> next{0}, finished{0};
  std::mutex lock;  // guards out.done and out.errors
  const auto stopped = [&] { return stop && *stop; };
  const auto work = [&] {
    for (std::size_t k; !stopped() && (k = next++) < games.size(); ++finished) {
      try {
        ladder_game played = play_ladder_game(cx, games[k]);
        std::lock_guard guard(lock);
        games[k] = std::move(played);
        out.done[k] = true;
      } catch (const std::exception& e) {
        std::lock_guard guard(lock);
        out.errors.push_back(fmt::format("game {} of {} ({}) against {} ({}), seed {}: {}", games[k].game,
                                         games[k].agent_a, games[k].deck_a, games[k].agent_b, games[k].deck_b,
                                         games[k].seed, e.what()));
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < std::max(1u, jobs); ++j) threads.emplace_back(work);
  const auto start = std::chrono::steady_clock::now();
  while (progress && finished < games.size() && !stopped()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    fmt::print(stderr, "\r{}/{} games, {:.1f} games/s   ", finished.load(), games.size(), static_cast<double>(finished.load()) / secs);
  }
  for (std::thread& t : threads) t.join();
  if (progress) fmt::print(stderr, "\r{:60}\r", "");
  out.interrupted = stopped() && finished < games.size();
  return out;
}

}  // namespace megacorp::sim
