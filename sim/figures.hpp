// The figures of a simulation run, reduced from its game records in game order, and
// printed as JSON, text or CSV (docs/simulate.md lists every figure).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/card_def.hpp"
#include "ir/checked.hpp"
#include "sim/game.hpp"

namespace megacorp::sim {

struct run_description {
  std::vector<const checked::deck*> decks;                      // as given, repeats allowed
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;   // indexes into decks
  std::uint64_t seed = 0;
  std::uint32_t games_per_pair = 0;
  std::string agent = "random";    // the first deck's of each pair
  std::string agent_b = "random";  // the second deck's
  int mcts_iterations = 0;         // the MCTS budget, when an agent is mcts
  std::vector<std::string> rules;
  play_limits limits;
  // When not empty, pair p's games use the seeds of pair seed_pairs[p] of the run this one
  // derives from (an importance variant run, sim/importance.hpp: the same games).
  std::vector<std::uint32_t> seed_pairs;
};

namespace detail {
// Wins out of games (draws and capped games count as not won).
struct rate {
  std::uint64_t games = 0, wins = 0, draws = 0, capped = 0;
  void add(const game_record& g, int seat);
};
struct card_figures {
  std::uint64_t bought = 0, deployed = 0, destroyed = 0, sold = 0;
  rate with, without;  // the deck's games (one per seat it held) with a copy deployed, and without
};
}  // namespace detail

// Sums game records one at a time, in game order, so the figures (and the doubles
// computed from them) do not depend on --jobs; memory grows with the decks and cards,
// not with the games (but for 16 bytes a game kept for the medians).
class reducer {
 public:
  reducer(const run_description& run, const engine::card_db& db);
  void add(const game_record& g);  // records not done are skipped
  // Also gives every record added (done) to `watcher`, in the same order.
  void watch(std::function<void(const game_record&)> watcher) { watcher_ = std::move(watcher); }
  // Every figure, with no timing: the same records give the same JSON, byte for byte.
  // `interrupted`: the run stopped early (Ctrl-C), which the figures say.
  nlohmann::ordered_json figures(bool interrupted) const;

 private:
  void note_game(const game_record& g);
  nlohmann::ordered_json games_json() const;
  const run_description& run_;
  const engine::card_db& db_;
  std::function<void(const game_record&)> watcher_;
  std::vector<detail::rate> deck_all_, deck_first_, deck_second_, pair_a_;
  std::vector<std::array<detail::rate, 2>> deck_seat_;
  std::array<detail::rate, 2> seat_{};
  detail::rate first_player_;
  std::uint64_t played_ = 0, wins_ = 0, draws_ = 0, capped_ = 0, no_first_ = 0;
  std::map<engine::loss_reason, std::uint64_t> how_;
  std::vector<std::int64_t> turns_, actions_;
  // Per deck, its cards: the deck's list first (in its order), then others its seat
  // touched, in order of first appearance.
  std::vector<std::vector<engine::def_id>> card_order_;
  std::vector<std::map<engine::def_id, detail::card_figures>> cards_;
  // Per pair, game by game in index order (docs/simulate.md, `games`): the winner's seat
  // ('1', '2', 'd' drawn, 'c' capped), the seat that went first ('1', '2', '-'), the turns.
  std::vector<std::string> winners_, firsts_;
  std::vector<std::vector<std::int64_t>> pair_turns_;
  std::vector<std::size_t> own_cards_;  // per deck: its first own_cards_[d] cards are the deck's list
};

// All records at once (a reducer fed in order).
nlohmann::ordered_json reduce(const run_description& run, const std::vector<game_record>& records,
                              const engine::card_db& db, bool interrupted);

// A report for people (`timing`: a line appended, or empty).
std::string format_text(const nlohmann::ordered_json& figures, const std::string& timing);
// One table: `table,deck,key,games,wins,draws,capped,win_rate,low95,high95,bought,deployed,destroyed,sold,
// baseline_win_rate,difference,difference_low95,difference_high95` (the last four: importance rows).
std::string format_csv(const nlohmann::ordered_json& figures);

}  // namespace megacorp::sim
