// Agents (docs/agents.md): determinization keeps what the player sees and depends on
// nothing else, so the greedy and MCTS agents' choices do not change with hidden
// information; greedy beats random and MCTS beats greedy.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

#include "agents/agent_names.hpp"
#include "agents/fast_agent.hpp"
#include "agents/greedy_agent.hpp"
#include "agents/mcts_agent.hpp"
#include "engine/determinize.hpp"
#include "engine/invariants.hpp"
#include "engine/observation.hpp"
#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"
#include "agents/random_agent.hpp"
#include "agents/settle.hpp"
#include "run/text_behaviour.hpp"
#include "tests/lang/bundled_library.hpp"
#include "tests/lang/sanitized.hpp"

using namespace megacorp;


namespace {

constexpr std::array<const char*, 3> starters = {"Corp Starter", "Incarnate Starter", "Gnost Starter"};

engine::state start(const char* a, const char* b, std::uint64_t seed) {
  const library& lib = test::bundled_library();
  static const auto db = make_card_db(lib);
  static const auto behaviour = make_text_behaviour(lib);
  auto g = new_deck_game(db, behaviour, {lib.find_deck(a), lib.find_deck(b)}, seed);
  REQUIRE(g.problems.empty());
  return std::move(*g.game);
}

// Whether running f throws (any exception: text that stops the game throws too).
template <class F>
bool throws(F&& f) {
  try {
    f();
  } catch (const std::exception&) {
    return true;
  }
  return false;
}

// A position in the Buy Phase of game `seed`, played by the random agent.
engine::state buy_phase(std::uint64_t seed, int turn) {
  engine::state s = start("Corp Starter", "Gnost Starter", seed);
  random_agent agent(seed);
  while (!s.over() && !(s.phase == engine::phase::buy && s.turn_number >= turn && !s.pending))
    engine::apply(s, agent.pick(s, engine::legal_actions(s)));
  REQUIRE_FALSE(s.over());
  return s;
}

// The same game with the hidden information changed: the other player's hand and main
// deck swap a card, and every deck is reversed.
engine::state hidden_changed(const engine::state& s, engine::player_id viewer) {
  engine::state t = s;
  for (engine::player_id p = 0; p < t.player_count(); ++p) {
    engine::player_state& ps = t.player(p);
    std::reverse(ps.main_deck.begin(), ps.main_deck.end());
    std::reverse(ps.resource_deck.begin(), ps.resource_deck.end());
    if (p != viewer && !ps.hand.empty() && !ps.main_deck.empty()) {
      const engine::card_id in_hand = ps.hand.front(), in_deck = ps.main_deck.front();
      std::swap(t.card(in_hand).def, t.card(in_deck).def);
    }
  }
  t.rng.reseed(12345);
  return t;
}

// Every pile as the definitions in it, in order: the game as a player could tell it, up to
// which card instance stands where.
std::vector<std::vector<engine::def_id>> piles_by_def(const engine::state& s) {
  std::vector<std::vector<engine::def_id>> out;
  for (const engine::player_state& ps : s.players)
    for (const auto* pile : {&ps.main_deck, &ps.resource_deck, &ps.hand, &ps.open_market}) {
      out.emplace_back();
      for (engine::card_id c : *pile) out.back().push_back(s.card(c).def);
    }
  return out;
}

}  // namespace

TEST_CASE("agents: a determinized game looks the same to its player, and hides nothing else", "[agents]") {
  const engine::state s = buy_phase(3, 4);
  const engine::player_id me = s.decider();
  engine::rng r(7);
  const engine::state d = engine::determinize(s, me, r);
  engine::check_invariants(d);
  CHECK(engine::observe(d, me) == engine::observe(s, me));
  // What the player cannot see: drawn again the same way from another hidden arrangement.
  const engine::state t = hidden_changed(s, me);
  REQUIRE_FALSE(t == s);
  CHECK(engine::observe(t, me) == engine::observe(s, me));
  engine::rng r1(7), r2(7);
  const engine::state ds = engine::determinize(s, me, r1), dt = engine::determinize(t, me, r2);
  CHECK(piles_by_def(ds) == piles_by_def(dt));
  CHECK(ds.rng == dt.rng);
  CHECK(piles_by_def(ds) != piles_by_def(s));  // something was drawn again
}

TEST_CASE("agents: a drawing drawn again near the top looks the same, below the top it keeps its order", "[agents]") {
  const engine::state s = buy_phase(3, 4);
  const engine::player_id me = s.decider();
  engine::rng r(7);
  const engine::state d = engine::determinize(s, me, r);
  const engine::state near = engine::redraw_near_top(d, me, r, 2);
  engine::check_invariants(near);
  CHECK(engine::observe(near, me) == engine::observe(s, me));
  CHECK(piles_by_def(near) != piles_by_def(d));  // something was drawn again
  CHECK_FALSE(near.rng == d.rng);
  // A deck's places below the top 2 keep d's cards but for those swapped up: at least
  // size - 4 of them (two swaps, each moving one card down). The player's own main deck and
  // both resource decks (an opponent's main deck is dealt with their hand).
  const auto before = piles_by_def(d), after = piles_by_def(near);
  const std::size_t decks[] = {4u * me, 1, 5};  // piles_by_def's order: main, resource, hand, market a player
  for (std::size_t pile : decks) {
    REQUIRE(before[pile].size() == after[pile].size());
    if (before[pile].size() < 8) continue;
    std::size_t kept = 0;
    for (std::size_t i = 0; i + 2 < before[pile].size(); ++i) kept += before[pile][i] == after[pile][i];
    INFO("pile " << pile);
    CHECK(kept + 4 >= before[pile].size());
  }
}

TEST_CASE("agents: the greedy agent's choice does not change with hidden information", "[agents]") {
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const engine::state s = buy_phase(seed, 3);
    const engine::state t = hidden_changed(s, s.decider());
    greedy_agent a(seed), b(seed);
    const engine::action x = a.pick(s, engine::legal_actions(s));
    const engine::action y = b.pick(t, engine::legal_actions(t));
    INFO("seed " << seed << ": " << engine::to_string(x, s) << " / " << engine::to_string(y, t));
    CHECK(x == y);
  }
}

// Positions along game `seed` played by the random agent, every third decision with more
// than one option and no question pending, at most `count`: buys, attacks, blocks, the stack.
std::vector<engine::state> decisions_along(std::uint64_t seed, std::size_t count) {
  std::vector<engine::state> out;
  engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
  random_agent agent(seed);
  for (int n = 0; !s.over() && out.size() < count && n < 2000; ++n) {
    const std::vector<engine::action> legal = engine::legal_actions(s);
    if (!s.pending && legal.size() > 1 && n % 3 == 0) out.push_back(s);
    engine::apply(s, agent.pick(s, legal));
  }
  return out;
}

// Both ways of walking the tree: positions kept in the nodes (the default) and each
// iteration on a fresh drawing (mcts_options::keep_positions); positions of every phase;
// searches stop when decided (mcts_options::stop_when_decided, the default).
TEST_CASE("agents: the MCTS agent's choice does not change with hidden information", "[agents]") {
  int compared = 0;
  for (const bool keep : {true, false})
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
      for (const engine::state& s : decisions_along(seed, 8)) {
        const engine::state t = hidden_changed(s, s.decider());
        if (!(engine::observe(t, s.decider()) == engine::observe(s, s.decider()))) continue;  // a card shown
        const mcts_options options{.iterations = 40, .keep_positions = keep};
        mcts_agent a(seed, options), b(seed, options);
        const engine::action x = a.pick(s, engine::legal_actions(s));
        const engine::action y = b.pick(t, engine::legal_actions(t));
        INFO("keep_positions " << keep << ", seed " << seed << ", turn " << s.turn_number << ": "
                               << engine::to_string(x, s) << " / " << engine::to_string(y, t));
        CHECK(x == y);
        ++compared;
      }
  CHECK(compared >= 40);
}

// mcts_options::reuse_tree (off by default): a search starts from the last search's tree when
// a node there is a position the player sees as the one to decide. What it keeps was drawn
// from what the player saw, so the choices of a whole game do not change with hidden
// information either (player 0's decisions, the game played on by its picks, until a card
// is shown); and searches do start from the tree before.
TEST_CASE("agents: MCTS reusing its tree decides alike on hidden information changed", "[agents]") {
  int compared = 0;
  long reused = 0;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    mcts_agent a(seed, {.iterations = 30, .reuse_tree = true}), b(seed, {.iterations = 30, .reuse_tree = true});
    random_agent other(seed);
    for (int n = 0; !s.over() && n < 300; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      if (s.decider() != 0 || s.pending || legal.size() == 1) {
        engine::apply(s, other.pick(s, legal));
        continue;
      }
      const engine::state t = hidden_changed(s, 0);
      if (!(engine::observe(t, 0) == engine::observe(s, 0))) break;  // a card shown: b's game is another
      const engine::action x = a.pick(s, legal), y = b.pick(t, engine::legal_actions(t));
      INFO("seed " << seed << ", turn " << s.turn_number << ": " << engine::to_string(x, s) << " / "
                   << engine::to_string(y, t));
      REQUIRE(x == y);
      ++compared;
      engine::apply(s, x);
    }
    CHECK(a.done().reused == b.done().reused);
    reused += a.done().reused;
  }
  CHECK(compared >= 40);
  CHECK(reused >= 10);
  WARN(compared << " decisions compared, " << reused << " searches from the tree before");
}

// The fast agent settles each option (attacks and the stack played out) on its drawing:
// positions of every phase, as for MCTS.
TEST_CASE("agents: the fast agent's choice does not change with hidden information", "[agents]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed)
    for (const engine::state& s : decisions_along(seed, 10)) {
      const engine::state t = hidden_changed(s, s.decider());
      if (!(engine::observe(t, s.decider()) == engine::observe(s, s.decider()))) continue;  // a card shown
      fast_agent a(seed), b(seed);
      const engine::action x = a.pick(s, engine::legal_actions(s));
      const engine::action y = b.pick(t, engine::legal_actions(t));
      INFO("seed " << seed << ", turn " << s.turn_number << ": " << engine::to_string(x, s) << " / "
                   << engine::to_string(y, t));
      CHECK(x == y);
      ++compared;
    }
  CHECK(compared >= 40);
}

// engine::legal_actions_but_responses, which settling reads (agents/settle.hpp): in a round
// of priority where passing is legal, legal_actions without its events and abilities (and
// the traits produced to pay them: docs/rulings.md, Costs paid with traits), in
// the same order; elsewhere legal_actions. Every position of twelve random games; some must
// have had an event or ability to leave out.
TEST_CASE("agents: the actions settling tries are legal_actions without the responses", "[agents]") {
  int left_out = 0, rounds = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    for (int n = 0; !s.over() && n < 3000; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      std::vector<engine::action> expected = legal;
      const bool passing = std::any_of(legal.begin(), legal.end(), [](const engine::action& a) { return a.kind == engine::action_kind::pass; });
      if (!s.pending && s.priority.open() && passing) {
        ++rounds;
        std::erase_if(expected, [](const engine::action& a) {  // and the traits produced to pay them
          return a.kind == engine::action_kind::play || a.kind == engine::action_kind::activate ||
                 a.kind == engine::action_kind::produce;
        });
        left_out += expected.size() < legal.size();
      }
      INFO("seed " << seed << ", action " << n);
      CHECK(engine::legal_actions_but_responses(s) == expected);
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(rounds >= 40);  // 53 when written, each with an event or ability left out
  CHECK(left_out >= 40);
}

// engine::apply_into, which settle and the agents' one-ply loops use: the same position as
// apply on a copy, for every legal action of every position of random games (card text's
// questions and their answers among them), and a throw where apply throws.
TEST_CASE("agents: apply_into gives what apply gives on a copy", "[agents]") {
  int compared = 0, asked = 0, answered = 0;
  engine::state out;  // reused, as the agents reuse theirs
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    for (int n = 0; !s.over() && n < 400; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      for (const engine::action& a : legal) {
        engine::state copy = s;
        const bool threw = throws([&] { engine::apply(copy, a); });
        const bool threw_into = throws([&] { engine::apply_into(s, a, out); });
        INFO("seed " << seed << ", action " << n);
        REQUIRE(threw_into == threw);
        if (threw) continue;
        CHECK(out == copy);
        CHECK((out.pending ? out.pending->logged : 0) == (copy.pending ? copy.pending->logged : 0));
        ++compared, asked += copy.pending && !s.pending, answered += s.pending ? 1 : 0;
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(compared >= 5000);
  CHECK(asked >= 20);     // actions that stop at a question of card text
  CHECK(answered >= 20);  // answers, the action run again from its start
}

// Card text's questions held (engine::ops::hold_questions, every apply since stop 46) against
// thrown from where they are put (apply_into_thrown, the way before): the same position,
// partial states and pending questions alike (their text and the events logged included),
// for every legal action of random games, and a throw where one throws.
TEST_CASE("agents: a question held gives the position a thrown question gives", "[agents]") {
  int compared = 0, asked = 0, answered = 0;
  engine::state held, thrown;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    for (int n = 0; !s.over() && n < 400; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      for (const engine::action& a : legal) {
        const bool threw_held = throws([&] { engine::apply_into(s, a, held); });
        const bool threw_thrown = throws([&] { engine::apply_into_thrown(s, a, thrown); });
        INFO("seed " << seed << ", action " << n);
        REQUIRE(threw_held == threw_thrown);
        if (threw_held) continue;
        CHECK(held == thrown);
        REQUIRE(static_cast<bool>(held.pending) == static_cast<bool>(thrown.pending));
        if (held.pending) {
          CHECK(held.pending->question == thrown.pending->question);
          CHECK(held.pending->logged == thrown.pending->logged);
        }
        ++compared, asked += thrown.pending && !s.pending, answered += s.pending ? 1 : 0;
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(compared >= 5000);
  CHECK(asked >= 20);
  CHECK(answered >= 20);
}

// engine::apply_into_if_legal, which a leaf's move on its new drawing uses: where the action
// is legal, what apply_into gives; where apply_into throws illegal_action, false with `out`
// as it was. The illegal ones tried are the last position's actions on the next.
TEST_CASE("agents: apply_into_if_legal is apply_into without the throw", "[agents]") {
  int legal_tried = 0, refused = 0;
  engine::state out, into;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    std::vector<engine::action> before;
    for (int n = 0; !s.over() && n < 300; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      std::vector<engine::action> tried = legal;
      tried.insert(tried.end(), before.begin(), before.end());
      for (const engine::action& a : tried) {
        bool illegal = false;
        try {
          engine::apply_into(s, a, into);
        } catch (const engine::illegal_action&) {
          illegal = true;
        } catch (const std::exception&) {
          continue;  // text that stops the game: thrown by both
        }
        out = s;  // a position apply_into_if_legal must leave alone when it refuses
        const bool applied = engine::apply_into_if_legal(s, a, out);
        INFO("seed " << seed << ", action " << n);
        REQUIRE(applied == !illegal);
        CHECK(out == (illegal ? s : into));
        (illegal ? refused : legal_tried) += 1;
      }
      before = legal;
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(legal_tried >= 1000);
  CHECK(refused >= 200);
}

// A new leaf's position made in place (agents/mcts_agent.cpp redraw_and_apply):
// redraw_near_top_here draws as redraw_near_top does (the same draws of the rng), and
// engine::apply_here_if_legal on that drawing gives what apply_into_if_legal gives on a copy
// of it: the position, card text's questions held with the drawing as their base, and
// `illegal` with the drawing untouched. The actions tried are the position's and the last
// position's (illegal ones among them).
TEST_CASE("agents: a leaf's drawing and move made in place are the copies' own", "[agents]") {
  int done = 0, refused = 0, asked = 0;
  engine::state out, into;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    engine::rng draws(seed);
    std::vector<engine::action> before;  // the last position's actions, tried on the next
    for (int n = 0; !s.over() && n < 300; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      const engine::player_id me = s.decider() == engine::no_player ? 0 : s.decider();
      const engine::state d = engine::determinize(s, me, draws);
      std::vector<engine::action> tried = legal;
      tried.insert(tried.end(), before.begin(), before.end());
      for (const engine::action& a : tried) {
        engine::rng r1(seed * 7919 + static_cast<std::uint64_t>(n)), r2 = r1;
        const engine::state drawn = engine::redraw_near_top(d, me, r1, 8);
        bool applied = false;
        try {
          applied = engine::apply_into_if_legal(drawn, a, into);
        } catch (const std::exception&) {
          continue;  // text that stops the game
        }
        out = d;
        engine::redraw_near_top_here(out, me, r2, 8);
        REQUIRE(r1.next() == r2.next());
        REQUIRE(out == drawn);
        const auto how = engine::apply_here_if_legal(out, a, [&] { return drawn; });
        INFO("seed " << seed << ", action " << n);
        if (how == engine::applied_here::answer) continue;  // an answer: apply_into's way
        REQUIRE((how == engine::applied_here::done) == applied);
        CHECK(out == (applied ? into : drawn));
        (applied ? done : refused) += 1;
        asked += applied && out.pending ? 1 : 0;
      }
      before = legal;
      engine::apply(s, agent.pick(s, legal));
    }
  }
  INFO(done << " applied, " << refused << " refused, " << asked << " asked a question");
  CHECK(done >= 20000);  // 28,608 with the Accounting Phase's window (ten seeds; three gave 111 questions before it)
  CHECK(refused >= 10000);  // 18,252
  CHECK(asked >= 100);  // 148
}

// engine::apply_listed_into, which settle uses for the options it lists on the position it
// settles (and MCTS for a node's moves with redraw_leaves off): every action legal_actions
// and legal_actions_but_responses list passes check(), the premise of skipping it, and the
// position is apply_into's.
TEST_CASE("agents: apply_listed_into is apply_into for a listed action", "[agents]") {
  int compared = 0;
  engine::state out, into;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    for (int n = 0; !s.over() && n < 300; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      std::vector<engine::action> listed = engine::legal_actions_but_responses(s);
      listed.insert(listed.end(), legal.begin(), legal.end());
      for (const engine::action& a : listed) {
        INFO("seed " << seed << ", action " << n);
        REQUIRE(engine::is_legal(s, a));
        try {
          engine::apply_into(s, a, into);
        } catch (const std::exception&) {
          continue;  // text that stops the game
        }
        engine::apply_listed_into(s, a, out);
        CHECK(out == into);
        ++compared;
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(compared >= 1000);
}

// settle() with a scratch its caller keeps (its pool of positions reused from call to call)
// settles as settling with a fresh position for every option did before it (written here:
// every option applied, the best kept in a list, the policy picking among equals).
namespace {
engine::state settled_by_copies(engine::state d, int steps, random_agent& policy) {
  for (int n = 0; n < steps && unsettled(d); ++n) {
    const engine::player_id who = d.decider();
    const std::vector<engine::action> legal = settled_options(engine::legal_actions_but_responses(d));
    std::vector<engine::action> best;
    std::vector<engine::state> after;
    double best_score = 0;
    for (const engine::action& a : legal) {
      engine::state next;
      try {
        engine::apply_into(d, a, next);
      } catch (const std::exception&) {
        continue;
      }
      const double e = legal.size() == 1 ? 0 : evaluate(next, who);
      if (best.empty() || e > best_score + 1e-9) best.assign(1, a), after.assign(1, next), best_score = e;
      else if (e > best_score - 1e-9) best.push_back(a), after.push_back(next);
    }
    if (best.empty()) break;
    const engine::action taken = best.size() == 1 ? best[0] : policy.pick(d, best);
    d = after[static_cast<std::size_t>(std::find(best.begin(), best.end(), taken) - best.begin())];
  }
  return d;
}
}  // namespace

TEST_CASE("agents: settle with a kept scratch settles as with fresh positions", "[agents]") {
  int settled = 0, moved = 0;
  settle_scratch scratch;  // one for every call, as an agent keeps it
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    engine::state s = start(starters[seed % 3], starters[(seed + 1) % 3], seed);
    random_agent agent(seed);
    for (int n = 0; !s.over() && n < 400; ++n) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      if (unsettled(s)) {
        random_agent a(seed * 1000 + static_cast<std::uint64_t>(n)), b(seed * 1000 + static_cast<std::uint64_t>(n));
        const engine::state expected = settled_by_copies(s, 12, a);
        engine::state d = s;
        settle(d, 12, b, scratch);
        INFO("seed " << seed << ", action " << n);
        CHECK(d == expected);
        ++settled, moved += d == s ? 0 : 1;
      }
      engine::apply(s, agent.pick(s, legal));
    }
  }
  CHECK(settled >= 80);  // 98 when written
  CHECK(moved >= 80);
}

// mcts_options::stop_when_decided: a search stopped once its most visited root action leads
// by more than the iterations left plays what the whole budget plays (the same seed, so
// the same iterations up to the stop); positions of every phase.
TEST_CASE("agents: MCTS stopped when decided plays what its whole budget plays", "[agents]") {
  int compared = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed)
    for (const engine::state& s : decisions_along(seed, 8)) {
      mcts_agent stopping(seed, {.iterations = 60}), whole(seed, {.iterations = 60, .stop_when_decided = false});
      const engine::action x = stopping.pick(s, engine::legal_actions(s));
      const engine::action y = whole.pick(s, engine::legal_actions(s));
      INFO("seed " << seed << ", turn " << s.turn_number << ": " << engine::to_string(x, s) << " / "
                   << engine::to_string(y, s));
      CHECK(x == y);
      ++compared;
    }
  CHECK(compared >= 30);
}

// mcts_options::seeds_in_budget: a search adds `iterations` leaves in all, the root's seeds
// among them (all of them when they are more); off (the default), the iterations come after
// the seeds. Counted by mcts_agent::done() over whole budgets (no early stop).
TEST_CASE("agents: MCTS's budget counts the root's seeds as leaves", "[agents]") {
  int searched = 0, fewer_seeds = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    for (const engine::state& s : decisions_along(seed, 6)) {
      mcts_agent in(seed, {.iterations = 30, .stop_when_decided = false, .seeds_in_budget = true}),
          after(seed, {.iterations = 30, .stop_when_decided = false});
      in.pick(s, engine::legal_actions(s));
      after.pick(s, engine::legal_actions(s));
      if (in.done().searches == 0) continue;  // one option left: no search
      const long seeds = in.done().seeded;
      INFO("seed " << seed << ", turn " << s.turn_number << ": " << seeds << " seeds");
      CHECK(in.done().iterations + seeds == std::max(30L, seeds));
      CHECK(after.done().iterations == 30);
      CHECK(after.done().seeded == seeds);
      fewer_seeds += seeds < 30 ? 1 : 0;
      ++searched;
    }
  CHECK(searched >= 10);
  CHECK(fewer_seeds >= 5);
}

// mcts_options::own_attacks off (the default): an attack on one's own network is never
// searched, so never played, while anything else is legal. The searches play one rarely
// when they do search them (1 of 359 such positions of seeds 1-60): the seeds hold one
// (seed 41, turn 8), so the test fails when the default searches them too.
TEST_CASE("agents: MCTS plays no attack on its own network while anything else is legal", "[agents]") {
  auto own = [](const engine::action& a) { return a.kind == engine::action_kind::attack && a.network == a.player; };
  int positions = 0, played_when_searched = 0;
  for (std::uint64_t seed = 36; seed <= 45; ++seed)
    for (const engine::state& s : decisions_along(seed, 200)) {
      const std::vector<engine::action> legal = engine::legal_actions(s);
      const auto owns = std::count_if(legal.begin(), legal.end(), own);
      if (owns == 0 || owns == static_cast<long>(legal.size())) continue;
      mcts_agent plain(seed, {.iterations = 40}), searching(seed, {.iterations = 40, .own_attacks = true});
      const engine::action x = plain.pick(s, legal);
      INFO("seed " << seed << ", turn " << s.turn_number << ": " << engine::to_string(x, s));
      CHECK_FALSE(own(x));
      played_when_searched += own(searching.pick(s, legal)) ? 1 : 0;
      ++positions;
    }
  WARN(positions << " positions, " << played_when_searched << " own-network attacks played when searched");
  CHECK(played_when_searched > 0);
}

namespace {
// Plays game `seed` between two agents (seat 0 and seat 1); the winner's seat, or -1.
int duel(agent& first, agent& second, const char* deck_a, const char* deck_b, std::uint64_t seed) {
  engine::state s = start(deck_a, deck_b, seed);
  for (int n = 0; n < 4000 && !s.over() && s.turn_number <= 200; ++n) {
    const auto legal = engine::legal_actions(s);
    agent& who = s.decider() == 0 ? first : second;
    const auto a = who.pick(s, legal);
    engine::apply(s, a);
  }
  return s.over() && s.winner != engine::no_player ? s.winner : -1;
}
}  // namespace

// Agent `one` against agent `two` over `per_pairing` seeds (from `first_seed`) of every
// starter pairing (mirrors too), `one` in the first seat for even seeds: `one`'s wins and
// the games played.
std::pair<int, int> first_against(const char* one, const char* two, std::uint64_t per_pairing,
                                  std::uint64_t first_seed = 1) {
  int wins = 0, games = 0;
  for (std::uint64_t seed = first_seed; seed < first_seed + per_pairing; ++seed)
    for (const char* a : starters)
      for (const char* b : starters) {
        auto x = make_agent(one, seed), y = make_agent(two, seed);
        const bool x_first = seed % 2 == 0;
        const int w = x_first ? duel(*x, *y, a, b, seed) : duel(*y, *x, a, b, seed);
        wins += (w == (x_first ? 0 : 1)) ? 1 : 0;
        ++games;
      }
  return {wins, games};
}

std::pair<int, int> greedy_against_random(std::uint64_t per_pairing) {
  return first_against("greedy", "random", per_pairing);
}

// The lower end of the Wilson score interval at 95% (Wilson 1927; z = 1.96).
double wilson_low(int wins, int n) {
  const double z = 1.96, p = static_cast<double>(wins) / n, z2n = z * z / n;
  return (p + z2n / 2 - z * std::sqrt(p * (1 - p) / n + z2n / (4.0 * n))) / (1 + z2n);
}

TEST_CASE("agents: greedy beats random (both seats, every starter pairing)", "[agents]") {
  const auto [wins, games] = greedy_against_random(12);
  WARN("greedy won " << wins << " of " << games << " games against random");
  CHECK(wins * 10 >= games * 6);
}

// docs/agents.md, the ladder: run with `build/lang_tests "[.ladder]"` (about 20 s).
TEST_CASE("agents: the ladder, greedy over random in 1008 games", "[.ladder]") {
  const auto [wins, games] = greedy_against_random(112);
  WARN("greedy won " << wins << " of " << games << " games against random; Wilson 95% lower bound "
                     << wilson_low(wins, games));
  CHECK(wilson_low(wins, games) > 0.5);
}

// MCTS at its default budget (100 iterations) against greedy: the ladder in docs/agents.md
// is measured with `megacorp simulate`; this is its CI-sized check (18 games), too small to
// show "beats" (13 won when written), so its bar is half: a broken search falls far short
// (the random policy wins about 25% against greedy, a search picking its first option
// about 5%).
// A strength test, not a memory test: the sanitizer build (about twenty times slower) leaves
// it out; its MCTS code runs there in the hidden-information test above.
#if !defined(MEGACORP_TEST_SANITIZED)
TEST_CASE("agents: MCTS holds its own against greedy (both seats, every starter pairing)", "[agents]") {
  const auto [wins, games] = first_against("mcts", "greedy", 2);
  WARN("MCTS won " << wins << " of " << games << " games against greedy");
  CHECK(wins * 2 >= games);
}

// The fast agent against MCTS at its default budget: docs/agents.md measures it over 1,000
// games with `megacorp simulate`; this CI-sized check (18 games) asks half, which a fast
// agent that did not settle its options falls far short of (16 won when written, 4 unsettled).
TEST_CASE("agents: the fast agent holds its own against MCTS (both seats, every starter pairing)", "[agents]") {
  const auto [wins, games] = first_against("fast", "mcts", 2);
  WARN("fast won " << wins << " of " << games << " games against MCTS");
  CHECK(wins * 2 >= games);
}
#endif

namespace {

// The position of scenario `name` of the modes board (tests/modes), the library and its card
// database loaded once (a position refers to its database).
engine::state modes_position(const char* name) {
  static const auto lib = [] {
    auto out = std::make_unique<library>();
    diagnostics d;
    out->add_path(bundled_cards_dir(), d);
    out->add_path("tests/modes", d);
    out->check(d);
    if (d.has_errors()) FAIL("tests/modes does not check:\n" << format_text(d));
    return out;
  }();
  static const auto db = make_card_db(*lib);
  const checked::scenario* sc = lib->find_scenario(name);
  REQUIRE(sc);
  return scenario_position(*lib, db, *sc);
}

}  // namespace

// docs/rulings.md, Modes: a `choose one` whose modes target is played with its mode: one play
// per mode and choice of that mode's targets (two characters to destroy, or the draw), each
// replayed exactly from its text form, and every agent picks one of them.
TEST_CASE("agents: a mode chosen with the play is one play action per mode and targets", "[agents]") {
  const engine::state s = modes_position("Modes board: a mode chosen with the play");
  std::vector<engine::action> plays;
  for (const engine::action& a : engine::legal_actions(s))
    if (a.kind == engine::action_kind::play) plays.push_back(a);
  REQUIRE(plays.size() == 3);
  int first = 0, second = 0;
  for (const engine::action& a : plays) {
    INFO(engine::to_text(a));
    first += a.mode == 0 && a.targets[0].is_card() ? 1 : 0;
    second += a.mode == 1 && a.targets[0].none() ? 1 : 0;
    CHECK(engine::parse_action(engine::to_text(a), nullptr) == a);
  }
  CHECK(first == 2);
  CHECK(second == 1);
  const std::vector<engine::action> legal = engine::legal_actions(s);
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (const engine::action& a : {random_agent(seed).pick(s, legal), greedy_agent(seed).pick(s, legal),
                                    mcts_agent(seed, {.iterations = 20}).pick(s, legal)})
      CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
}

// docs/rulings.md, Modes: the mode of `choose one` is a decision like any other, one
// `choose_mode` action per mode; every agent picks one of them, and the same one when only
// hidden information differs (tests/modes/board.mc: hands and decks hidden on both sides).
TEST_CASE("agents: a mode of 'choose one' is an action each agent picks, alike on hidden information", "[agents]") {
  const engine::state s = modes_position("Modes board: the controller's mode pending");
  REQUIRE(s.pending);
  REQUIRE(s.pending->question.asks_mode());
  const std::vector<engine::action> legal = engine::legal_actions(s);
  REQUIRE(legal.size() == 2);
  for (int m = 0; m < 2; ++m) CHECK(legal[static_cast<std::size_t>(m)] == engine::act::choose_mode(0, m));
  const engine::state t = hidden_changed(s, s.decider());
  REQUIRE_FALSE(t == s);
  CHECK(engine::observe(t, 0) == engine::observe(s, 0));
  const std::vector<engine::action> legal_t = engine::legal_actions(t);
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    const engine::action r = random_agent(seed).pick(s, legal), g = greedy_agent(seed).pick(s, legal);
    const engine::action m = mcts_agent(seed, {.iterations = 20}).pick(s, legal);
    INFO("seed " << seed << ": " << engine::to_string(r, s) << " / " << engine::to_string(g, s) << " / " << engine::to_string(m, s));
    for (const engine::action& a : {r, g, m}) CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
    CHECK(r == random_agent(seed).pick(t, legal_t));
    CHECK(g == greedy_agent(seed).pick(t, legal_t));
    CHECK(m == mcts_agent(seed, {.iterations = 20}).pick(t, legal_t));
  }
}

// docs/language.md, Modes picked more than once: each pick of `choose one or more` is a
// decision of its own: after the first, one `choose_mode` action per mode not picked yet and
// one for no other mode; every agent picks one of them.
TEST_CASE("agents: each pick of 'choose one or more' is an action, no other mode one of them", "[agents]") {
  const engine::state s = modes_position("Modes board: a second pick pending");
  REQUIRE(s.pending);
  REQUIRE(s.pending->question.asks_mode());
  CHECK(s.pending->question.modes.back() == engine::no_other_mode);
  const std::vector<engine::action> legal = engine::legal_actions(s);
  CHECK(legal == std::vector<engine::action>{engine::act::choose_mode(0, 0), engine::act::choose_mode(0, 2), engine::act::choose_mode(0, 3)});
  for (std::uint64_t seed = 1; seed <= 4; ++seed)
    for (const engine::action& a : {random_agent(seed).pick(s, legal), greedy_agent(seed).pick(s, legal),
                                    mcts_agent(seed, {.iterations = 20}).pick(s, legal)})
      CHECK(std::find(legal.begin(), legal.end(), a) != legal.end());
}
