// Self-play as readable text: a transcript turn by turn, the result, and each network
// as a grid of short card names (docs/self_play.md shows the format).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "agents/self_play.hpp"

namespace megacorp {

// Writes each turn as it is played: a header with the turn number, the turn player and
// everybody's money, then every action but passing, in words, and under it what followed
// (damage, destruction, choices, losses). `labels[p]` names player p, e.g. its deck.
class play_transcript final : public play_observer {
 public:
  explicit play_transcript(std::vector<std::string> labels) : labels_(std::move(labels)) {}
  void before(const engine::state& s, const engine::action& a) override;
  void after(const engine::state& s, const engine::action& a, std::span<const engine::event> events) override;
  // The text so far; take() hands it over and starts afresh.
  const std::string& text() const { return out_; }
  std::string take() { return std::exchange(out_, {}); }

 private:
  std::vector<std::string> labels_;
  std::string out_;
  int turn_ = -1;
};

// `player 1 ("Corp Starter")`.
std::string player_label(engine::player_id p, const std::vector<std::string>& labels);
// `player 1 ("Corp Starter") wins on turn 23: player 2's business destroyed`, or a draw
// and why (nobody left, the turn limit, the action limit).
std::string result_text(const engine::state& s, const play_result& r, const play_limits& limits,
                        const std::vector<std::string>& labels);
// Player p's network: a header with money and piles, then the occupied rectangle, one
// row per y and one column per x, each cell the short name of its top card.
std::string network_text(const engine::state& s, engine::player_id p, const std::vector<std::string>& labels);
// A card name cut to at most 14 characters: the part before a comma, or the initials
// of all words but the last ("Incarnate Neonate" -> "I. Neonate").
std::string short_name(const std::string& name);

}  // namespace megacorp
