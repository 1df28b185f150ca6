#include "sim/report_games.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include <fmt/format.h>

#include "sim/report_svg.hpp"

namespace megacorp::sim {

using nlohmann::ordered_json;

namespace {

// Deck a of pair (a, b) holds seat 1 in game i when i is even (docs/simulate.md, Pairs and seats).
char seat_of_a(std::size_t i) { return i % 2 ? '2' : '1'; }

struct pair_decks {
  std::size_t a, b;
};

std::vector<pair_decks> pairs_of(std::size_t n) {
  std::vector<pair_decks> out;
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = a + 1; b < n; ++b) out.push_back({a, b});
  return out;
}

// The losses of deck d: (pair, index, turns) in game order.
std::vector<game_pick> losses(const ordered_json& games, const std::vector<pair_decks>& pairs, std::size_t d) {
  std::vector<game_pick> out;
  for (std::size_t p = 0; p < pairs.size() && p < games.size(); ++p) {
    if (pairs[p].a != d && pairs[p].b != d) continue;
    const std::string winner = games[p]["winner"].get<std::string>();
    for (std::size_t i = 0; i < winner.size(); ++i) {
      const char mine = pairs[p].a == d ? seat_of_a(i) : (seat_of_a(i) == '1' ? '2' : '1');
      if ((winner[i] == '1' || winner[i] == '2') && winner[i] != mine)
        out.push_back({"", p, i, games[p]["turns"][i].get<std::int64_t>()});
    }
  }
  return out;
}

std::optional<game_pick> typical(const std::vector<game_pick>& lost) {
  if (lost.empty()) return std::nullopt;
  std::vector<std::int64_t> turns;
  for (const game_pick& g : lost) turns.push_back(g.turns);
  std::sort(turns.begin(), turns.end());
  const std::size_t mid = turns.size() / 2;
  const double median = turns.size() % 2 ? double(turns[mid]) : (double(turns[mid - 1]) + double(turns[mid])) / 2;
  return *std::min_element(lost.begin(), lost.end(), [&](const game_pick& x, const game_pick& y) {
    return std::fabs(double(x.turns) - median) < std::fabs(double(y.turns) - median);
  });
}

}  // namespace

std::vector<game_pick> pick_games(const ordered_json& f, const std::vector<std::string>& labels) {
  std::vector<game_pick> out;
  if (!f.contains("games")) return out;
  const ordered_json& games = f["games"];
  const auto pairs = pairs_of(labels.size());
  std::optional<game_pick> longest;
  for (std::size_t p = 0; p < games.size(); ++p)
    for (std::size_t i = 0; i < games[p]["turns"].size(); ++i) {
      const auto t = games[p]["turns"][i].get<std::int64_t>();
      if (!longest || t > longest->turns) longest = game_pick{"the longest game", p, i, t};
    }
  if (longest) out.push_back(*longest);
  for (std::size_t d = 0; d < labels.size(); ++d)
    if (auto g = typical(losses(games, pairs, d))) {
      g->why = "a typical loss of " + labels[d];
      out.push_back(*g);
    }
  return out;
}

std::string saved_games_section(const ordered_json& f, const std::vector<std::string>& labels, const std::string& dir) {
  using report_svg::esc;
  const auto pairs = pairs_of(labels.size());
  std::string out = R"(<section id="saved-games"><h2>Games to watch</h2><p class="note">Saved by <code>--save-games</code>. )"
                    R"(Open a file in the replay viewer of <code>megacorp serve</code> (the lobby's <i>Open a replay</i>, )"
                    R"(docs/play.md), or replay it with <code>megacorp replay FILE --explain</code>. A typical loss: the loss )"
                    R"(whose length is nearest the median of the deck's losses.</p><ul>)";
  for (const game_pick& g : pick_games(f, labels)) {
    const std::string file = fmt::format("{}/game-{:03}-{:06}.replay", dir, g.pair, g.index);
    const pair_decks& pd = pairs[g.pair];
    out += fmt::format(R"(<li data-mark="saved-game" data-pair="{}" data-index="{}" data-turns="{}">{}: <a href="{}">{}</a> )"
                       R"(({} vs {}, game {}, {} turns)</li>)",
                       g.pair, g.index, g.turns, esc(g.why), esc(file), esc(file), esc(labels[pd.a]), esc(labels[pd.b]), g.index,
                       g.turns);
  }
  return out + "</ul></section>";
}

}  // namespace megacorp::sim
