// The ladder's games file (docs/agents.md, The ladder): one line a game, tab-separated,
// sorted, so that the same games give the same bytes whatever order they were played in.
#pragma once

#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

namespace megacorp::sim {

// One game of a match: agent_a plays deck_a, agent_b deck_b (agent_a < agent_b, so a match
// has one spelling). Game i seats deck_a first when i is even, deck_b when odd, as
// simulate does (docs/simulate.md, Pairs and seats).
struct ladder_game {
  std::string agent_a, agent_b, deck_a, deck_b;
  std::uint32_t game = 0;
  std::uint64_t seed = 0;  // ladder_seed(deck_a, deck_b, game)
  std::string result;      // the winning agent's name, "draw" or "capped"
  int turns = 0;
  std::string seat1() const { return game % 2 ? agent_b : agent_a; }
  auto key() const { return std::tie(agent_a, agent_b, deck_a, deck_b, game); }
};

// The seed of game `game` of the ordered pairing (deck_a, deck_b): simulate's game_seed
// with run seed 1 and, for the pair, FNV-1a (64 bits) of "deck_a<TAB>deck_b". It depends
// on the decks and the index only, so every match deals the same games.
std::uint64_t ladder_seed(const std::string& deck_a, const std::string& deck_b, std::uint32_t game);

// The file's first line: the column names.
inline constexpr const char* ladder_header = "agent_a\tagent_b\tdeck_a\tdeck_b\tgame\tseat1\tseed\tresult\tturns";

struct ladder_read {
  std::vector<ladder_game> games;
  std::string error;  // "line N: ..." when the text is not a games file
};

// Parses a games file: the header, then one game a line (a missing file's text is "").
// Checks each line's shape, that agent_a < agent_b, that seat1 and seed are the game's,
// that result names one of the agents (or draw, capped), and that no game is listed twice.
ladder_read read_ladder_games(const std::string& text);

// The file's text: the header, then the games sorted by key().
std::string write_ladder_games(std::vector<ladder_game> games);

}  // namespace megacorp::sim
