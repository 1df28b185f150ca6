#include "sim/report_games.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>

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

std::string base64url(const std::string& bytes) {
  static constexpr char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  std::uint32_t acc = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    acc = (acc << 8) | c, bits += 8;
    for (; bits >= 6; bits -= 6) out += digits[(acc >> (bits - 6)) & 63];
  }
  if (bits > 0) out += digits[(acc << (6 - bits)) & 63];
  return out;
}

namespace {

// The viewer link of a saved game, or nothing when its file cannot be read.
std::string watch_link(const std::string& viewer, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  if (!(in && text << in.rdbuf())) return {};
  return fmt::format(R"( <a data-mark="watch" href="{}#replay-text={}">watch it in the viewer</a>)", report_svg::esc(viewer),
                     base64url(text.str()));
}

}  // namespace

std::string saved_games_section(const ordered_json& f, const std::vector<std::string>& labels, const std::string& dir,
                                const std::string& viewer, const std::string& read_dir) {
  using report_svg::esc;
  const auto pairs = pairs_of(labels.size());
  std::string out = R"(<section id="saved-games"><h2>Games to watch</h2><p class="note">Saved by <code>--save-games</code>. )"
                    R"(Open a file in the replay viewer of <code>megacorp serve</code> (the lobby's <i>Open a replay</i>, )"
                    R"(docs/play.md), or replay it with <code>megacorp replay FILE --explain</code>. A typical loss: the loss )"
                    R"(whose length is nearest the median of the deck's losses.</p><ul>)";
  for (const game_pick& g : pick_games(f, labels)) {
    const std::string file = fmt::format("{}/game-{:03}-{:06}.replay", dir, g.pair, g.index);
    const pair_decks& pd = pairs[g.pair];
    const std::string watch =
        viewer.empty() ? std::string() : watch_link(viewer, fmt::format("{}/game-{:03}-{:06}.replay", read_dir, g.pair, g.index));
    out += fmt::format(R"(<li data-mark="saved-game" data-pair="{}" data-index="{}" data-turns="{}">{}: <a href="{}">{}</a> )"
                       R"(({} vs {}, game {}, {} turns){}</li>)",
                       g.pair, g.index, g.turns, esc(g.why), esc(file), esc(file), esc(labels[pd.a]), esc(labels[pd.b]), g.index,
                       g.turns, watch);
  }
  return out + "</ul></section>";
}

}  // namespace megacorp::sim
