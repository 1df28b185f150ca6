// sim/compare and the intervals it uses: Newcombe's interval for unpaired proportions
// against the paper's worked examples, the mean differences against hand-computed values,
// and comparisons of small made-up figures (paired when the seeds match, else not; bad
// figures and other decks refused with a message).
#include <catch2/catch.hpp>

#include <cmath>
#include <fstream>
#include <sstream>

#include "sim/balance.hpp"
#include "sim/compare.hpp"
#include "sim/ladder_agents.hpp"
#include "sim/ladder_file.hpp"
#include "sim/ladder_table.hpp"
#include "sim/report_games.hpp"
#include "sim/importance.hpp"
#include "sim/stats.hpp"

using namespace megacorp::sim;
using nlohmann::ordered_json;

TEST_CASE("newcombe_unpaired: Newcombe (1998, Table II, method 10) worked examples", "[sim][compare]") {
  struct example {
    std::uint64_t x1, n1, x2, n2;
    double low, high;
  };
  // (a) 56/70 - 48/80, (b) 9/10 - 3/10, (c) 6/7 - 2/7, (d) 5/56 - 0/29, (e) 0/10 - 0/20,
  // (f) 10/10 - 0/20: the paper's limits, to 4 decimals.
  const example examples[] = {{56, 70, 48, 80, 0.0524, 0.3339}, {9, 10, 3, 10, 0.1705, 0.8090},
                              {6, 7, 2, 7, 0.0582, 0.8062},     {5, 56, 0, 29, -0.0381, 0.1926},
                              {0, 10, 0, 20, -0.1611, 0.2775},  {10, 10, 0, 20, 0.6791, 1.0}};
  for (const example& e : examples) {
    const interval i = newcombe_unpaired(e.x1, e.n1, e.x2, e.n2);
    CHECK(i.low == Approx(e.low).margin(0.00006));
    CHECK(i.high == Approx(e.high).margin(0.00006));
  }
  const interval none = newcombe_unpaired(3, 4, 0, 0);
  CHECK(none.low == -1);
  CHECK(none.high == 1);
}

TEST_CASE("mean differences: paired and Welch against hand-computed values", "[sim][compare]") {
  // Differences 1, 2, 3: mean 2, sd 1, 2 +- 1.96 / sqrt(3).
  const mean_difference p = paired_mean_difference({1, 2, 3});
  REQUIRE(p.has_interval);
  CHECK(p.difference == Approx(2));
  CHECK(p.ci.low == Approx(0.868393).margin(1e-6));
  CHECK(p.ci.high == Approx(3.131607).margin(1e-6));
  // a = 1, 2, 3 (variance 1), b = 2, 4, 6 (variance 4): 2 +- 1.96 sqrt(1/3 + 4/3).
  const mean_difference w = welch_mean_difference({1, 2, 3}, {2, 4, 6});
  REQUIRE(w.has_interval);
  CHECK(w.difference == Approx(2));
  CHECK(w.ci.low == Approx(-0.530349).margin(1e-6));
  CHECK(w.ci.high == Approx(4.530349).margin(1e-6));
  CHECK_FALSE(paired_mean_difference({4}).has_interval);
}

namespace {

ordered_json rate(std::uint64_t games, std::uint64_t wins) {
  return {{"games", games}, {"wins", wins}, {"win_rate", games ? double(wins) / double(games) : 0.0}};
}

// Two decks, one pair of four games: `winner` and `turns` game by game (deck A is seat 1
// in games 0 and 2).
ordered_json figures(std::uint64_t seed, const std::string& winner, std::vector<int> turns) {
  std::uint64_t a_wins = 0, seat1 = 0;
  for (std::size_t i = 0; i < winner.size(); ++i) {
    a_wins += winner[i] == (i % 2 ? '2' : '1');
    seat1 += winner[i] == '1';
  }
  const auto n = winner.size();
  ordered_json f;
  f["run"] = {{"seed", seed}, {"games_per_pair", 4}, {"agent", "random"}, {"agent_b", "random"}, {"rules", ordered_json::array()},
              {"decks", {"A", "B"}}, {"games_played", n}, {"interrupted", false}};
  f["decks"] = {rate(n, a_wins), rate(n, n - a_wins)};
  // ordered_json::array: a braced list of one json is a copy under clang, an array under GCC
  f["pairs"] = ordered_json::array({rate(n, a_wins)});
  f["seats"] = {{"seat1", rate(n, seat1)}, {"seat2", rate(n, n - seat1)}};
  f["first_player"] = rate(n, seat1);
  f["length"] = {{"turns", {{"histogram", ordered_json::array()}}}};
  f["cards"] = ordered_json::array({ordered_json{{"deck", "A"}, {"card", "X"}, {"in_deck", true},
                                                  {"when_deployed", rate(2, 1)}, {"when_not_deployed", rate(2, 2)}}});
  f["games"] = ordered_json::array(
      {ordered_json{{"pair", 0}, {"winner", winner}, {"first", std::string(n, '1')}, {"turns", turns}}});
  return f;
}

const ordered_json& row(const ordered_json& c, const std::string& section, const std::string& label) {
  for (const auto& r : c["rates"])
    if (r["section"] == section && r["label"] == label) return r;
  FAIL("no row " << section << " " << label);
  static const ordered_json none;
  return none;
}

}  // namespace

TEST_CASE("compare_figures: the same seeds pair the games, other seeds do not", "[sim][compare]") {
  ordered_json c;
  std::string why;
  // A wins all four games in run A; in run B it wins the games it holds seat 1 in.
  REQUIRE(compare_figures(figures(7, "1212", {2, 4, 6, 8}), figures(7, "1111", {3, 5, 7, 9}), "a", "b", c, why));
  CHECK(c["method"] == "paired");
  const ordered_json& a = row(c, "deck", "A");
  CHECK(a["difference"].get<double>() == Approx(-0.5));
  CHECK(a["paired"]["both"] == 2);
  CHECK(a["paired"]["a_only"] == 2);
  const interval expected = newcombe_paired({2, 0, 2, 0});  // both, B only, A only, neither
  CHECK(a["low95"].get<double>() == Approx(expected.low));
  CHECK(a["high95"].get<double>() == Approx(expected.high));
  // Every game one turn longer: a difference of 1 with no spread.
  CHECK(c["lengths"][0]["difference"].get<double>() == Approx(1));
  CHECK(c["lengths"][0]["low95"].get<double>() == Approx(1));
  CHECK(c["cards"][0]["method"] == "newcombe");

  REQUIRE(compare_figures(figures(7, "1212", {2, 4, 6, 8}), figures(8, "1111", {3, 5, 7, 9}), "a", "b", c, why));
  CHECK(c["method"] == "newcombe");
  CHECK(c["why"].get<std::string>().find("different seeds (7 and 8)") != std::string::npos);
  const ordered_json& u = row(c, "deck", "A");
  const interval n = newcombe_unpaired(2, 4, 4, 4);
  CHECK(u["low95"].get<double>() == Approx(n.low));
  CHECK(u["high95"].get<double>() == Approx(n.high));
  CHECK(c["lengths"][0]["method"] == "welch");
}

TEST_CASE("compare_figures: other decks and figures that are not a run's are refused", "[sim][compare]") {
  ordered_json c;
  std::string why;
  ordered_json other = figures(7, "1111", {1, 1, 1, 1});
  other["run"]["decks"] = {"A", "C"};
  CHECK_FALSE(compare_figures(figures(7, "1212", {1, 1, 1, 1}), other, "a.json", "c.json", c, why));
  CHECK(why.find("different decks") != std::string::npos);
  ordered_json broken = figures(7, "1111", {1, 1, 1, 1});
  broken["games"][0]["winner"] = "1x11";
  CHECK_FALSE(compare_figures(figures(7, "1212", {1, 1, 1, 1}), broken, "a.json", "x.json", c, why));
  CHECK(why.find("x.json: not the figures") != std::string::npos);
  CHECK_FALSE(compare_figures(ordered_json::array(), broken, "a.json", "x.json", c, why));
  CHECK(why.find("a.json") != std::string::npos);
  ordered_json too_many = figures(7, "1111", {1, 1, 1, 1});
  too_many["pairs"][0]["wins"] = 9;
  CHECK_FALSE(compare_figures(too_many, too_many, "a.json", "b.json", c, why));
  CHECK(why.find("9 wins out of 4 games") != std::string::npos);
}

TEST_CASE("balance: the compiled ladder ratings are docs/ladder/games.tsv's, rounded", "[sim][balance]") {
  std::ifstream in("docs/ladder/games.tsv");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const ladder_read read = read_ladder_games(text.str());
  REQUIRE(read.error.empty());
  const ordered_json section = ladder_json(read.games)["sections"][0];
  REQUIRE(section["title"] == "The library's decks");
  std::size_t count = 0;
  const agent_rating* table = ladder_ratings(count);
  REQUIRE(count == section["agents"].size());
  for (const auto& a : section["agents"]) {
    INFO(a.dump() << " (update sim/balance.cpp from `megacorp --format json ladder --table docs/ladder/games.tsv`)");
    const auto r = find_rating(a["agent"].get<std::string>());
    REQUIRE(r);
    CHECK(r->rating == std::lround(a["rating"].get<double>()));
    CHECK(r->low == std::lround(a["low"].get<double>()));
    CHECK(r->high == std::lround(a["high"].get<double>()));
  }
  (void)table;
  // The balance default is on the ladder.
  std::string why;
  const auto agent = parse_ladder_agent(balance_agent, why);
  REQUIRE(agent);
  CHECK(agent->name == balance_agent);
  CHECK(find_rating(agent->name));
}

TEST_CASE("report games: the longest game and each deck's typical loss; base64url", "[sim][report]") {
  // Deck A wins all four games (seat 1 in games 0 and 2): B's losses last 2, 4, 6 and 8
  // turns, median 5: 4 and 6 are as near, the first (game 1) is taken. A has no loss.
  const std::vector<game_pick> picks = pick_games(figures(7, "1212", {2, 4, 6, 8}), {"A", "B"});
  REQUIRE(picks.size() == 2);
  CHECK(picks[0].why == "the longest game");
  CHECK(picks[0].index == 3);
  CHECK(picks[0].turns == 8);
  CHECK(picks[1].why == "a typical loss of B");
  CHECK(picks[1].index == 1);
  CHECK(picks[1].turns == 4);
  // RFC 4648 section 10's vectors, unpadded, and the two URL-safe digits.
  CHECK(base64url("") == "");
  CHECK(base64url("f") == "Zg");
  CHECK(base64url("fo") == "Zm8");
  CHECK(base64url("foo") == "Zm9v");
  CHECK(base64url("foobar") == "Zm9vYmFy");
  CHECK(base64url("\xfb\xff") == "-_8");
}
