// A game is its seed and its actions (docs/replays.md): seeded random games between the
// starter decks replay exactly from their action lists in text form, and no position
// leaves a player without a way forward. Pinned seeded games, so a change to the rules
// shows as a changed number (perft from hand-written boards: tests/lang/perft_test.cpp).
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "bench/positions.hpp"
#include "engine/invariants.hpp"
#include "engine/legality.hpp"
#include "engine/rules.hpp"
#include "engine/stack.hpp"
#include "agents/random_agent.hpp"
#include "tests/lang/bundled_library.hpp"
#include "tests/lang/sanitized.hpp"

using namespace megacorp;

namespace {

// Seeded starter games (bench/positions.hpp, shared with bench/engine_bench.cpp).
const positions::starter_games& games() {
  static const positions::starter_games g(test::bundled_library());
  return g;
}

// The start of seeded game `seed`: the starter pairing `seed` picks (mirrors included).
engine::state start(std::uint64_t seed) { return games().start(seed); }

struct game {
  std::vector<std::string> actions;  // the stable text form, one action a line
  engine::state end;
};

// Plays seeded game `seed` with the random agent (at most `max_actions` actions): every
// position has a legal action other than conceding, or the game is over.
game play(std::uint64_t seed, int max_actions) {
  game g{{}, start(seed)};
  random_agent agent(seed);
  for (int n = 0; n < max_actions && !g.end.over(); ++n) {
    const std::vector<engine::action> legal = engine::legal_actions(g.end);
    const bool way_forward = std::any_of(legal.begin(), legal.end(),
                                         [](const engine::action& a) { return a.kind != engine::action_kind::concede; });
    if (!way_forward) {
      std::string options;
      for (const auto& a : legal) options += "\n  " + engine::to_string(a, g.end);
      FAIL("seed " << seed << ", action " << n << ": no way forward but conceding (" << engine::to_string(g.end.phase)
                   << ")" << options);
    }
    const engine::action a = agent.pick(g.end, legal);
    g.actions.push_back(engine::to_text(a));
    engine::apply(g.end, a);
  }
  return g;
}

// Replays `actions` (text) from the start of game `seed`.
engine::state replay(std::uint64_t seed, const std::vector<std::string>& actions) {
  engine::state s = start(seed);
  for (const std::string& line : actions) {
    std::string error;
    const auto a = engine::parse_action(line, &error);
    INFO("seed " << seed << ": " << line << ": " << error);
    REQUIRE(a.has_value());
    REQUIRE(engine::to_text(*a) == line);
    engine::apply(s, *a);
  }
  return s;
}

std::uint64_t fnv1a(const std::vector<std::string>& lines) {
  std::uint64_t h = 1469598103934665603ULL;
  for (const std::string& l : lines)
    for (char c : l + "\n") h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
  return h;
}

#if defined(MEGACORP_TEST_SANITIZED)
constexpr std::uint64_t replayed_games = 100;  // the sanitizer build is ten times slower
#else
constexpr std::uint64_t replayed_games = 1000;
#endif

}  // namespace

TEST_CASE("replay: seeded games replay exactly from their action lists, and none gets stuck", "[replay]") {
  int finished = 0;
  for (std::uint64_t seed = 1; seed <= replayed_games; ++seed) {
    const game g = play(seed, 3000);
    finished += g.end.over() ? 1 : 0;
    const engine::state again = replay(seed, g.actions);
    INFO("seed " << seed << ", " << g.actions.size() << " actions");
    REQUIRE(again == g.end);
    engine::check_invariants(again);
  }
  // Every game ends: none needs the action cap (the agent activates an ability of a card
  // once a turn, docs/self_play.md).
  CHECK(finished == static_cast<int>(replayed_games));
}

// Every attack the rules could accept now: each card, occupied network space (check()
// refuses an empty one outright), trait and card bonded there, kept when check() accepts
// it (the slow way the engine's staged generator avoids).
std::vector<engine::action> attacks_by_check(const engine::state& s) {
  std::vector<engine::action> out;
  const engine::player_id p = s.decider();
  for (engine::card_id c = 0; c < s.cards.size(); ++c)
    for (engine::player_id q = 0; q < s.player_count(); ++q)
      for (int i = 0; i < engine::network_cells; ++i) {
        const engine::cell at = engine::network_grid::at_index(i);
        const engine::card_id top = s.player(q).network.cells[i];
        if (top == engine::no_card) continue;
        std::vector<engine::card_id> under{engine::no_card};
        for (engine::card_id u : s.pile_under(top)) under.push_back(u);
        for (engine::card_id u : under)
          for (engine::trait t : engine::all_traits)
            if (const auto a = engine::act::attack(p, c, q, at, t, u); engine::is_legal(s, a)) out.push_back(a);
      }
  return out;
}

TEST_CASE("legal actions: the staged attack generator lists exactly the attacks check() accepts", "[replay]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    engine::state s = start(seed);
    random_agent agent(seed);
    for (int n = 0; n < 3000 && !s.over(); ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      if (s.phase == engine::phase::challenge && !s.combat.active() && !s.pending && !s.priority.open()) {
        std::vector<engine::action> staged;
        for (const auto& a : legal)
          if (a.kind == engine::action_kind::attack) staged.push_back(a);
        INFO("seed " << seed << ", action " << n);
        REQUIRE(staged == attacks_by_check(s));
        ++compared;
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(compared > 200);
}

TEST_CASE("legal actions: the staged buy generator lists exactly the candidate buys check() accepts", "[replay]") {
  int compared = 0, buys = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    engine::state s = start(seed);
    random_agent agent(seed);
    for (int n = 0; n < 3000 && !s.over(); ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      if (s.phase == engine::phase::buy && !s.pending && !s.priority.open()) {
        std::vector<engine::action> staged, by_check;
        for (const auto& a : legal)
          if (a.kind == engine::action_kind::buy) staged.push_back(a);
        engine::add_buy_candidates(s, s.decider(), by_check);
        std::erase_if(by_check, [&](const engine::action& a) { return !engine::is_legal(s, a); });
        INFO("seed " << seed << ", action " << n);
        REQUIRE(staged == by_check);
        ++compared;
        buys += static_cast<int>(staged.size());
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(compared > 200);
  CHECK(buys > 1000);
}

TEST_CASE("legal actions: whether a player could respond is whether some candidate play or activation passes check()", "[replay]") {
  int compared = 0, yes = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    engine::state s = start(seed);
    random_agent agent(seed);
    for (int n = 0; n < 3000 && !s.over(); ++n) {
      for (engine::player_id p = 0; p < s.player_count(); ++p) {
        std::vector<engine::action> candidates;
        engine::stack::add_candidates(s, p, candidates);
        const bool any = std::any_of(candidates.begin(), candidates.end(),
                                     [&](const engine::action& a) { return engine::stack::check(s, a, nullptr); });
        INFO("seed " << seed << ", action " << n << ", player " << p + 1);
        REQUIRE(engine::stack::has_options(s, p) == any);
        ++compared;
        yes += any ? 1 : 0;
      }
      engine::apply(s, agent.pick(s, engine::legal_actions(s)));
    }
  }
  CHECK(compared > 1000);
  CHECK(yes > 100);
}

TEST_CASE("replay: a line that is not an action is refused with a reason", "[replay]") {
  std::string error;
  CHECK_FALSE(engine::parse_action("fly p=1", &error));
  CHECK(error == "'fly' is not an action");
  CHECK_FALSE(engine::parse_action("buy card=3", &error));
  CHECK(error == "an action names its player (p=N)");
  CHECK_FALSE(engine::parse_action("buy p=1 at=1", &error));
  CHECK(error == "'at=1' is not a valid field");
  const auto a = engine::parse_action("assign p=2 cards=4,7 amounts=3,1", &error);
  REQUIRE(a);
  CHECK(a->cards[1] == 7);
  CHECK(a->amounts[0] == 3);
  CHECK(engine::to_text(*a) == "assign p=2 cards=4,7 amounts=3,1,0,0,0,0,0,0,0");
}

TEST_CASE("replay: targets, cards or players, and a player chosen read back as written", "[replay]") {
  std::string error;
  const auto play = engine::parse_action("play p=1 card=5 net=1 at=0,1 targets=7,p2", &error);
  REQUIRE(play);
  CHECK(play->targets[0] == engine::target::of_card(7));
  CHECK(play->targets[1] == engine::target::of_player(1));
  CHECK(engine::to_text(*play) == "play p=1 card=5 net=1 at=0,1 targets=7,p2");
  const engine::action activate = engine::act::activate(0, 9, 1, {engine::target::of_player(0)});
  CHECK(engine::to_text(activate) == "activate p=1 card=9 v=1 targets=p1");
  CHECK(engine::parse_action(engine::to_text(activate), &error) == activate);
  const engine::action chosen = engine::act::choose_player(0, 1);
  CHECK(engine::to_text(chosen) == "choose_player p=1 whom=2");
  CHECK(engine::parse_action("choose_player p=1 whom=2", &error) == chosen);
  CHECK_FALSE(engine::parse_action("play p=1 card=5 targets=p0", &error));
  CHECK(error == "'targets=p0' is not a valid field");
  const auto three = engine::parse_action("play p=1 card=5 targets=1,2,p1", &error);  // an effect may name 3 or 4
  REQUIRE(three);
  CHECK(three->targets[2] == engine::target::of_player(0));
  CHECK_FALSE(engine::parse_action("play p=1 card=5 targets=1,2,3,4,5", &error));  // at most engine::max_targets (4)
}

// The pinned games are a change detector: any change to the rules, to legal action
// generation or to the random agent changes them; the commit that does says why. Perft
// from hand-written boards is tests/lang/perft_test.cpp.
TEST_CASE("perft: pinned seeded games (action count, action list hash, result)", "[perft]") {
  struct pinned {
    std::uint64_t seed;
    std::size_t actions;
    std::uint64_t hash;
    int turn;
    int winner;
  };
  // Stop 86: events on top of an open market became buyable (docs/rulings.md, An event
  // bought from an open market), new legal actions the random agent picks among.
  const std::array<pinned, 3> games{pinned{1, 64, 1110498302475295260ULL, 6, 1},
                                    pinned{2, 128, 10495788214590316364ULL, 13, 0},
                                    pinned{3, 63, 10704521774985698697ULL, 5, 1}};
  for (const pinned& p : games) {
    const game g = play(p.seed, 3000);
    INFO("seed " << p.seed << ": " << g.actions.size() << " actions, hash " << fnv1a(g.actions) << ", turn "
                 << g.end.turn_number << ", winner " << int(g.end.winner));
    CHECK(g.actions.size() == p.actions);
    CHECK(fnv1a(g.actions) == p.hash);
    CHECK(g.end.turn_number == p.turn);
    CHECK(int(g.end.winner) == p.winner);
  }
}
