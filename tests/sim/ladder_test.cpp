// sim/ratings (the Bradley-Terry fit against a hand-computed case and planted ratings),
// the ladder's games file, its rule for game counts, its agent names and its drawn decks.
#include <catch2/catch.hpp>

#include <cmath>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "sim/deck_builder.hpp"
#include "sim/game.hpp"
#include "sim/ladder_agents.hpp"
#include "sim/ladder_file.hpp"
#include "sim/ladder_plan.hpp"
#include "sim/ratings.hpp"
#include "tests/lang/bundled_library.hpp"

using namespace megacorp;
using namespace megacorp::sim;

namespace {

const double elo_per_nat = 400 / std::log(10.0);

// P(a beats b) under the model, for ratings on the Elo scale.
double beats(double ra, double rb) { return 1 / (1 + std::pow(10.0, (rb - ra) / 400)); }

}  // namespace

TEST_CASE("ratings: two agents, the closed form", "[sim][ladder]") {
  // 30 wins of 40: the MLE of R_1 - R_0 is 400 log10(30 / 10); the information of
  // theta = ln(gamma_1) is n p (1 - p) = 40 * 0.75 * 0.25 = 7.5, so its standard error is
  // sqrt(1 / 7.5) nats, times 400 / ln 10 in Elo points.
  const rating_fit f = fit_bradley_terry(2, {{0, 1, 40, 10}}, 0);
  REQUIRE(f.ok);
  CHECK(f.elo[0] == 0);
  CHECK(f.elo[1] == Approx(400 * std::log10(3.0)).epsilon(1e-9));  // 190.85
  CHECK(f.elo[1] == Approx(190.848).margin(0.001));
  CHECK(f.se[0] == 0);
  CHECK(f.se[1] == Approx(elo_per_nat * std::sqrt(1 / 7.5)).epsilon(1e-9));  // 63.42
  CHECK(f.diff_se(0, 1) == Approx(f.se[1]));
  // Anchored at the other agent: the same difference, the other sign.
  const rating_fit g = fit_bradley_terry(2, {{0, 1, 40, 10}}, 1);
  REQUIRE(g.ok);
  CHECK(g.elo[0] == Approx(-f.elo[1]));
  CHECK(g.se[0] == Approx(f.se[1]));
  // A draw is half a win to each: 10 wins and 20 draws of 40 score 20, an even match.
  const rating_fit even = fit_bradley_terry(2, {{0, 1, 40, 20}}, 0);
  CHECK(even.elo[1] == Approx(0).margin(1e-9));
}

TEST_CASE("ratings: planted ratings come back", "[sim][ladder]") {
  // Four agents at planted ratings, a ladder of adjacent matches and one long-range one.
  const std::vector<double> planted = {0, 150, 420, 500};
  const std::vector<std::pair<std::size_t, std::size_t>> played = {{0, 1}, {1, 2}, {2, 3}, {0, 3}};
  SECTION("expected scores: the likelihood equations hold at the planted ratings, exactly") {
    std::vector<pairwise> games;
    for (auto [i, j] : played) games.push_back({i, j, 400, 400 * beats(planted[i], planted[j])});
    const rating_fit f = fit_bradley_terry(4, games, 0);
    REQUIRE(f.ok);
    for (std::size_t a = 0; a < 4; ++a) CHECK(f.elo[a] == Approx(planted[a]).margin(1e-6));
    // More games on a match narrow its interval.
    CHECK(f.se[1] < f.se[2]);
  }
  SECTION("seeded games: each planted rating inside its 95% interval, about") {
    std::uint64_t draw = 7;
    std::vector<pairwise> games;
    for (auto [i, j] : played) {
      pairwise m{i, j, 1000, 0};
      for (int k = 0; k < 1000; ++k)
        m.wins_i += double(game_seed(1, draw++, 0) % 1000000) / 1e6 < beats(planted[i], planted[j]) ? 1 : 0;
      games.push_back(m);
    }
    const rating_fit f = fit_bradley_terry(4, games, 0);
    REQUIRE(f.ok);
    for (std::size_t a = 1; a < 4; ++a) {
      INFO("agent " << a << ": " << f.elo[a] << " +- " << 1.96 * f.se[a]);
      CHECK(f.low(a) < planted[a]);
      CHECK(planted[a] < f.high(a));
      CHECK(f.se[a] > 5);
      CHECK(f.se[a] < 40);
    }
  }
}

TEST_CASE("ratings: games that do not fix the ratings are refused", "[sim][ladder]") {
  CHECK_FALSE(fit_bradley_terry(2, {{0, 1, 10, 10}}, 0).ok);  // agent 1 never scored
  CHECK_FALSE(fit_bradley_terry(3, {{0, 1, 10, 5}}, 0).ok);   // agent 2 never played
  // 0 beat 1 and 1 beat 2, but 2 never scored against anyone.
  CHECK_FALSE(fit_bradley_terry(3, {{0, 1, 10, 5}, {1, 2, 10, 10}}, 0).ok);
  CHECK(fit_bradley_terry(3, {{0, 1, 10, 5}, {1, 2, 10, 9}}, 0).ok);
}

TEST_CASE("ladder: agent names", "[sim][ladder]") {
  std::string why;
  CHECK(parse_ladder_agent("mcts", why)->name == "mcts:100");
  CHECK(parse_ladder_agent("mcts:400", why)->options.mcts.iterations == 400);
  CHECK(parse_ladder_agent("greedy", why)->name == "greedy");
  for (const char* bad : {"mcts:0", "mcts:", "mcts:x", "mcts:-3", "mcts:1000001", "greedy:5", "nope", ""}) {
    INFO(bad);
    CHECK_FALSE(parse_ladder_agent(bad, why));
    CHECK_FALSE(why.empty());
  }
}

TEST_CASE("ladder: the games file", "[sim][ladder]") {
  ladder_game g{"greedy", "random", "Corp Starter", "Gnost Starter", 3, ladder_seed("Corp Starter", "Gnost Starter", 3),
                "random", 9};
  ladder_game h = g;
  h.game = 0, h.seed = ladder_seed("Corp Starter", "Gnost Starter", 0), h.result = "greedy";
  const std::string text = write_ladder_games({g, h});
  CHECK(text == write_ladder_games({h, g}));  // sorted: the order played does not matter
  const ladder_read back = read_ladder_games(text);
  REQUIRE(back.error.empty());
  REQUIRE(back.games.size() == 2);
  CHECK(back.games[1].key() == g.key());
  CHECK(back.games[1].seat1() == "random");  // odd games seat deck_b's agent first
  CHECK(write_ladder_games(back.games) == text);
  CHECK(read_ladder_games("").games.empty());
  const auto error_of = [&](std::string from, const std::string& to) {
    return read_ladder_games(text.substr(0, text.find('\n') + 1) + text.substr(text.find('\n') + 1).replace(
                                 text.substr(text.find('\n') + 1).find(from), from.size(), to)).error;
  };
  CHECK_THAT(error_of("\tgreedy\t", "\trandom\t"), Catch::Contains("line 2: seat1"));
  CHECK_THAT(error_of("greedy\trandom", "random\tgreedy"), Catch::Contains("sort before"));
  CHECK_THAT(error_of("\t9\n", "\tx\n"), Catch::Contains("turns"));
  CHECK_THAT(error_of("Starter\t0\tgreedy", "Starter\t2\tgreedy"), Catch::Contains("is not game 2"));
  CHECK_THAT(read_ladder_games("nope\n").error, Catch::Contains("line 1"));
  CHECK_THAT(read_ladder_games(text + text.substr(text.find('\n') + 1)).error, Catch::Contains("twice"));
}

TEST_CASE("ladder: the rule for game counts", "[sim][ladder]") {
  standings s;
  s.agents = {"random", "greedy", "mcts:100"};
  s.order = {2, 1, 0};
  const ladder_rule rule;  // 400 games, then 200 more at a time, up to 800: rounds of 18
  // No games: both adjacent matches go to 23 rounds (414 games); random-mcts is not adjacent.
  std::vector<match_target> t = next_targets(s, 9, rule);
  REQUIRE(t.size() == 2);
  CHECK(t[0].a == 1);
  CHECK(t[0].b == 2);
  CHECK(t[0].rounds == 23);
  // Played, told apart: nothing more. Not told apart: the next level, 35 rounds, then the cap of 45.
  s.matches = {{0, 1, 414, 100}, {1, 2, 414, 200}};
  s.fit = fit_bradley_terry(3, s.matches, 0);
  REQUIRE(s.fit.ok);
  t = next_targets(s, 9, rule);
  REQUIRE(t.size() == 1);
  CHECK(t[0].a == 1);
  CHECK(t[0].rounds == 35);
  s.matches = {{0, 1, 414, 100}, {1, 2, 630, 310}};
  s.fit = fit_bradley_terry(3, s.matches, 0);
  t = next_targets(s, 9, rule);
  REQUIRE(t.size() == 1);
  CHECK(t[0].rounds == 45);
  s.matches = {{0, 1, 414, 100}, {1, 2, 810, 400}};
  s.fit = fit_bradley_terry(3, s.matches, 0);
  CHECK(next_targets(s, 9, rule).empty());
}

TEST_CASE("ladder: drawn decks are legal and depend on the seed only", "[sim][ladder]") {
  const library& lib = test::bundled_library();
  const auto db = make_card_db(lib);
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    INFO("drawn:" << seed);
    const std::optional<checked::deck> d = draw_deck(*db, seed);
    REQUIRE(d);
    CHECK(d->name == "drawn:" + std::to_string(seed));
    deck_list_result list = make_deck_list(*d, *db);
    REQUIRE(list.problems.empty());
    CHECK(engine::validate_deck(list.deck, *db).empty());
    CHECK(list.deck.main.size() == 40);
    CHECK(list.deck.resource.size() == 20);
    CHECK(deck_source(*draw_deck(*db, seed)) == deck_source(*d));
  }
  CHECK(deck_source(*draw_deck(*db, 1)) != deck_source(*draw_deck(*db, 2)));
  CHECK(drawn_deck_seed("drawn:17") == 17u);
  CHECK_FALSE(drawn_deck_seed("drawn:"));
  CHECK_FALSE(drawn_deck_seed("drawn:1x"));
  CHECK_FALSE(drawn_deck_seed("Corp Starter"));
}
