#include "sim/ladder_table.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <utility>

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
std::vector<pairwise> in_rating_order(const standings& s) {
  std::vector<std::size_t> rank(s.order.size());
  for (std::size_t r = 0; r < s.order.size(); ++r) rank[s.order[r]] = r;
  std::vector<pairwise> matches = s.matches;
  for (pairwise& m : matches)
    if (rank[m.j] < rank[m.i]) std::swap(m.i, m.j), m.wins_i = m.games - m.wins_i;
  std::sort(matches.begin(), matches.end(), [&](const pairwise& x, const pairwise& y) {
    return std::pair(rank[x.i], rank[x.j]) < std::pair(rank[y.i], rank[y.j]);
  });
  return matches;
}

std::string match_rows(const standings& s) {
  std::string out =
      "| match | games | the first's score | rating difference | its 95% interval | told apart |\n"
      "|---|---|---|---|---|---|\n";
  for (const pairwise& m : in_rating_order(s)) {
    const double d = s.fit.elo[m.i] - s.fit.elo[m.j], half = 1.96 * s.fit.diff_se(m.i, m.j);
    out += fmt::format("| `{}` vs `{}` | {} | {} | {} | [{}, {}] | {} |\n", s.agents[m.i], s.agents[m.j], m.games,
                       share_text(m.wins_i, m.games), elo_text(d), elo_text(d - half), elo_text(d + half),
                       std::fabs(d) > half ? "yes" : "no");
  }
  return out;
}

// What a section says of its games: the decks, the draws and capped games, the ratings.
struct section_facts {
  std::set<std::string> decks;
  int drawn = 0, capped = 0;
  standings s;
};

section_facts facts_of(const std::vector<ladder_game>& games) {
  section_facts f;
  for (const ladder_game& g : games) {
    f.decks.insert(g.deck_a), f.decks.insert(g.deck_b);
    f.drawn += g.result == "draw", f.capped += g.result == "capped";
  }
  f.s = rate_agents(agents_of(games), games);
  return f;
}

std::string section(const std::string& title, const std::vector<ladder_game>& games) {
  const section_facts f = facts_of(games);
  const standings& s = f.s;
  std::string out = fmt::format("### {}\n\n{} games over the ordered pairings of {} ({} drawn, {} capped).\n\n", title,
                                games.size(), fmt::format("\"{}\"", fmt::join(f.decks, "\", \"")), f.drawn, f.capped);
  if (!s.fit.ok) return out + fmt::format("No ratings: {}.\n", s.fit.why);
  return out + agent_rows(s) + "\n" + match_rows(s);
}

// The games split into sections: the library's decks, then the drawn ones (a game between
// a drawn deck and a library deck is in neither).
std::vector<std::pair<std::string, std::vector<ladder_game>>> sections_of(const std::vector<ladder_game>& games) {
  std::vector<ladder_game> library, drawn;
  for (const ladder_game& g : games) {
    const bool a = drawn_deck_seed(g.deck_a).has_value(), b = drawn_deck_seed(g.deck_b).has_value();
    if (!a && !b) library.push_back(g);
    else if (a && b) drawn.push_back(g);
  }
  std::vector<std::pair<std::string, std::vector<ladder_game>>> out;
  if (!library.empty()) out.emplace_back("The library's decks", std::move(library));
  if (!drawn.empty()) out.emplace_back("Decks drawn from the library (sim/deck_builder.hpp)", std::move(drawn));
  return out;
}

nlohmann::ordered_json section_json(const std::string& title, const std::vector<ladder_game>& games) {
  const section_facts f = facts_of(games);
  const standings& s = f.s;
  nlohmann::ordered_json out = {{"title", title}, {"games", games.size()}, {"decks", f.decks}, {"drawn", f.drawn},
                                {"capped", f.capped}, {"anchor", s.agents[s.anchor]}};
  if (!s.fit.ok) return out["why"] = s.fit.why, out;
  out["agents"] = nlohmann::ordered_json::array();
  for (std::size_t r = 0; r < s.order.size(); ++r) {
    const std::size_t a = s.order[r];
    out["agents"].push_back({{"rank", r + 1}, {"agent", s.agents[a]}, {"rating", s.fit.elo[a]}, {"low", s.fit.low(a)},
                             {"high", s.fit.high(a)}, {"games", std::llround(s.games[a])},
                             {"score", s.games[a] > 0 ? s.scored[a] / s.games[a] : 0.0}});
  }
  out["matches"] = nlohmann::ordered_json::array();
  for (const pairwise& m : in_rating_order(s)) {
    const double d = s.fit.elo[m.i] - s.fit.elo[m.j], half = 1.96 * s.fit.diff_se(m.i, m.j);
    out["matches"].push_back({{"first", s.agents[m.i]}, {"second", s.agents[m.j]}, {"games", std::llround(m.games)},
                              {"first_score", m.games > 0 ? m.wins_i / m.games : 0.0}, {"difference", d},
                              {"low", d - half}, {"high", d + half}, {"told_apart", std::fabs(d) > half}});
  }
  return out;
}

}  // namespace

std::string render_ladder_tables(const std::vector<ladder_game>& games) {
  std::string out;
  for (const auto& [title, part] : sections_of(games)) {
    if (!out.empty()) out += '\n';
    out += section(title, part);
  }
  return out.empty() ? "No games yet.\n" : out;
}

nlohmann::ordered_json ladder_json(const std::vector<ladder_game>& games) {
  nlohmann::ordered_json out = {{"sections", nlohmann::ordered_json::array()}};
  for (const auto& [title, part] : sections_of(games)) out["sections"].push_back(section_json(title, part));
  return out;
}

}  // namespace megacorp::sim
