// The report's links to saved games (`simulate --report` with `--save-games`,
// docs/simulate.md): the longest game and, per deck, a typical loss.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace megacorp::sim {

// A game of the run by its pair and index, for its replay file game-PPP-IIIIII.replay.
struct game_pick {
  std::string why;  // "the longest game", "a typical loss of DECK"
  std::size_t pair = 0, index = 0;
  std::int64_t turns = 0;
};

// From the figures' `games`: the longest game (the first of the longest), then for each
// deck (`labels`, the run's decks) the loss whose length is nearest the median length of
// its losses (the first such). Decks without a loss get none.
std::vector<game_pick> pick_games(const nlohmann::ordered_json& figures, const std::vector<std::string>& labels);

// The section: a link per pick to DIR/game-PPP-IIIIII.replay (data-mark="saved-game"),
// and with a `viewer` URL one to VIEWER#replay-text=BASE64URL (the file read from
// `read_dir`; data-mark="watch") that megacorp serve's page opens as its replay viewer.
std::string saved_games_section(const nlohmann::ordered_json& figures, const std::vector<std::string>& labels,
                                const std::string& dir, const std::string& viewer = {}, const std::string& read_dir = {});

// RFC 4648 section 5 base64url, no padding.
std::string base64url(const std::string& bytes);

}  // namespace megacorp::sim
