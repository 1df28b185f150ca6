#include "sim/ladder_file.hpp"

#include <algorithm>
#include <charconv>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "sim/game.hpp"

namespace megacorp::sim {

namespace {

std::vector<std::string> split_tabs(const std::string& line) {
  std::vector<std::string> out(1);
  for (char c : line) {
    if (c == '\t') out.emplace_back();
    else out.back().push_back(c);
  }
  return out;
}

template <class T>
bool number(const std::string& text, T& out) {
  const auto [end, err] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && err == std::errc() && end == text.data() + text.size();
}

// One line as a game; empty when it is one, else what is wrong with it.
std::string parse_line(const std::string& line, ladder_game& g) {
  const std::vector<std::string> f = split_tabs(line);
  if (f.size() != 9) return fmt::format("{} columns, not 9", f.size());
  g.agent_a = f[0], g.agent_b = f[1], g.deck_a = f[2], g.deck_b = f[3], g.result = f[7];
  if (!number(f[4], g.game)) return fmt::format("game '{}' is not a whole number", f[4]);
  if (!number(f[6], g.seed)) return fmt::format("seed '{}' is not a whole number", f[6]);
  if (!number(f[8], g.turns) || g.turns < 0) return fmt::format("turns '{}' is not a whole number", f[8]);
  if (g.agent_a.empty() || g.deck_a.empty() || g.deck_b.empty()) return "an empty agent or deck name";
  if (!(g.agent_a < g.agent_b)) return "agent_a must sort before agent_b";
  if (f[5] != g.seat1()) return fmt::format("seat1 is '{}', but game {} seats {}", f[5], g.game, g.seat1());
  if (g.seed != ladder_seed(g.deck_a, g.deck_b, g.game))
    return fmt::format("seed {} is not game {}'s ({})", g.seed, g.game, ladder_seed(g.deck_a, g.deck_b, g.game));
  if (g.result != g.agent_a && g.result != g.agent_b && g.result != "draw" && g.result != "capped")
    return fmt::format("result '{}' is neither agent, draw nor capped", g.result);
  return {};
}

}  // namespace

std::uint64_t ladder_seed(const std::string& deck_a, const std::string& deck_b, std::uint32_t game) {
  std::uint64_t h = 14695981039346656037ULL;  // FNV-1a offset basis and prime (64 bits)
  for (unsigned char c : deck_a + '\t' + deck_b) h = (h ^ c) * 1099511628211ULL;
  return game_seed(1, h, game);
}

ladder_read read_ladder_games(const std::string& text) {
  ladder_read out;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  std::set<std::tuple<std::string, std::string, std::string, std::string, std::uint32_t>> seen;
  while (std::getline(in, line)) {
    ++number;
    if (number == 1) {
      if (line != ladder_header) return out.error = fmt::format("line 1: not the header '{}'", ladder_header), out;
      continue;
    }
    ladder_game g;
    if (std::string why = parse_line(line, g); !why.empty())
      return out.error = fmt::format("line {}: {}", number, why), out;
    if (!seen.insert(g.key()).second) return out.error = fmt::format("line {}: the game is listed twice", number), out;
    out.games.push_back(std::move(g));
  }
  return out;
}

std::string write_ladder_games(std::vector<ladder_game> games) {
  std::sort(games.begin(), games.end(), [](const ladder_game& x, const ladder_game& y) { return x.key() < y.key(); });
  std::string out = std::string(ladder_header) + "\n";
  for (const ladder_game& g : games)
    out += fmt::format("{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\n", g.agent_a, g.agent_b, g.deck_a, g.deck_b, g.game,
                       g.seat1(), g.seed, g.result, g.turns);
  return out;
}

}  // namespace megacorp::sim
