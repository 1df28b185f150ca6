#include "sim/ladder_table.hpp"

#include <cmath>
#include <set>

#include <fmt/format.h>

#include "sim/deck_builder.hpp"
#include "sim/ladder_standings.hpp"

namespace megacorp::sim {

namespace {

std::string elo_text(double x) { return fmt::format("{}", std::lround(x)); }
std::string share_text(double part, double whole) { return whole > 0 ? fmt::format("{:.1f}%", 100 * part / whole) : "-"; }

std::string agent_rows(const standings& s) {
  std::string out = fmt::format("| rank | agent | rating ({} = 0) | 95% interval | games | score |\n|---|---|---|---|---|---|\n",
                                s.agents[s.anchor]);
  for (std::size_t r = 0; r < s.order.size(); ++r) {
    const std::size_t a = s.order[r];
    const std::string interval = a == s.anchor ? "anchor" : fmt::format("[{}, {}]", elo_text(s.fit.low(a)), elo_text(s.fit.high(a)));
    out += fmt::format("| {} | `{}` | {} | {} | {} | {} |\n", r + 1, s.agents[a], elo_text(s.fit.elo[a]), interval,
                       s.games[a], share_text(s.scored[a], s.games[a]));
  }
  return out;
}

// Every match, the stronger agent first, in rating order.
std::string match_rows(const standings& s) {
  std::string out =
      "| match | games | the first's score | rating difference | its 95% interval | told apart |\n"
      "|---|---|---|---|---|---|\n";
  std::vector<std::size_t> rank(s.order.size());
  for (std::size_t r = 0; r < s.order.size(); ++r) rank[s.order[r]] = r;
  std::vector<pairwise> matches = s.matches;
  for (pairwise& m : matches)
    if (rank[m.j] < rank[m.i]) std::swap(m.i, m.j), m.wins_i = m.games - m.wins_i;
  std::sort(matches.begin(), matches.end(), [&](const pairwise& x, const pairwise& y) {
    return std::pair(rank[x.i], rank[x.j]) < std::pair(rank[y.i], rank[y.j]);
  });
  for (const pairwise& m : matches) {
    const double d = s.fit.elo[m.i] - s.fit.elo[m.j], half = 1.96 * s.fit.diff_se(m.i, m.j);
    out += fmt::format("| `{}` vs `{}` | {} | {} | {} | [{}, {}] | {} |\n", s.agents[m.i], s.agents[m.j], m.games,
                       share_text(m.wins_i, m.games), elo_text(d), elo_text(d - half), elo_text(d + half),
                       std::fabs(d) > half ? "yes" : "no");
  }
  return out;
}

std::string section(const std::string& title, const std::vector<ladder_game>& games) {
  std::set<std::string> decks;
  int drawn = 0, capped = 0;
  for (const ladder_game& g : games) {
    decks.insert(g.deck_a), decks.insert(g.deck_b);
    drawn += g.result == "draw", capped += g.result == "capped";
  }
  const standings s = rate_agents(agents_of(games), games);
  std::string out = fmt::format("### {}\n\n{} games over the ordered pairings of {} ({} drawn, {} capped).\n\n", title,
                                games.size(), fmt::format("\"{}\"", fmt::join(decks, "\", \"")), drawn, capped);
  if (!s.fit.ok) return out + fmt::format("No ratings: {}.\n", s.fit.why);
  return out + agent_rows(s) + "\n" + match_rows(s);
}

}  // namespace

std::string render_ladder_tables(const std::vector<ladder_game>& games) {
  std::vector<ladder_game> library, drawn;
  for (const ladder_game& g : games) {
    const bool a = drawn_deck_seed(g.deck_a).has_value(), b = drawn_deck_seed(g.deck_b).has_value();
    if (!a && !b) library.push_back(g);
    else if (a && b) drawn.push_back(g);
  }
  std::string out;
  if (!library.empty()) out += section("The library's decks", library);
  if (!drawn.empty()) out += (out.empty() ? "" : "\n") + section("Decks drawn from the library (sim/deck_builder.hpp)", drawn);
  return out.empty() ? "No games yet.\n" : out;
}

}  // namespace megacorp::sim
