// Perft from hand-written boards (tests/perft/*.mc, docs/engine.md "Perft boards"): each
// board is a scenario of the card language, set up by the scenario layer as `megacorp
// test` sets it up (scenario_position). Its depth-1 count was derived by hand from the
// rulebook, action by action, in the board's comment, before the engine was run on it;
// the deeper counts are cross-checked node by node against a slow generator that
// enumerates every candidate action and keeps those check() accepts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/book_numbers.hpp"
#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"

using namespace megacorp;

namespace {

// The bundled library with every board of tests/perft/, loaded and checked once.
struct boards {
  library lib;
  std::shared_ptr<const engine::card_db> db;
};

const boards& loaded() {
  static const std::unique_ptr<boards> b = [] {
    auto out = std::make_unique<boards>();
    diagnostics d;
    out->lib.add_path(bundled_cards_dir(), d);
    out->lib.add_path("tests/perft", d);
    out->lib.check(d);
    if (d.has_errors()) FAIL("tests/perft does not check:\n" << format_text(d));
    out->db = make_card_db(out->lib);
    return out;
  }();
  return *b;
}

// The game the board's scenario sets up (its script played, nothing passed after it).
engine::state board(const std::string& scenario) {
  const boards& b = loaded();
  const checked::scenario* sc = b.lib.find_scenario(scenario);
  if (!sc) FAIL("no scenario \"" << scenario << "\" in tests/perft");
  return scenario_position(b.lib, b.db, *sc);
}

// --- The slow generator ---------------------------------------------------------------
// Every candidate of every kind of action for the player who must decide, over every
// card of the game, player, trait, bid, cell and target, kept when is_legal() accepts it.
// Three bounds keep it quick on small boards, each a rule of the books rather than of
// the engine: a card is deployed or moved only next to (or onto) an occupied cell of a
// network (001 Deploying and Docking, Glossary TERRAIN), so cells are those of each
// network's occupied rectangle widened by one; an event is played only from a hand (001
// Advanced Rules: "announced from the hand") or bought from an open market (001 The Zones of
// the Game: "the top-most card of ANY open market pile"), so plays are of cards in a hand or
// an open market, either player's; a target is a card in play or a player (001 Glossary TARGET), bonded cards
// included so that the rule keeping them out is tried. Blocks, retaliation and damage
// splits are tried only at their step of combat (every subset of the cards in networks,
// every split of 0..12 among the combat's blockers). One engine convention is kept: an
// event is listed once for each choice of targets, at the first cell (in cell index
// order) where it is accepted (docs/rulings.md, "Where an event is deployed").

using engine::action;
using engine::card_id;
using engine::cell;
using engine::player_id;

// The cells of player q's network next to or in its occupied rectangle, in index order.
std::vector<cell> near_cells(const engine::state& s, player_id q) {
  const auto& g = s.player(q).network;
  int x0 = engine::network_radius, x1 = -engine::network_radius, y0 = x0, y1 = x1;
  for (int i = 0; i < engine::network_cells; ++i)
    if (g.cells[i] != engine::no_card) {
      const cell c = engine::network_grid::at_index(i);
      x0 = std::min(x0, c.x), x1 = std::max(x1, c.x), y0 = std::min(y0, c.y), y1 = std::max(y1, c.y);
    }
  std::vector<cell> out;
  for (int i = 0; i < engine::network_cells; ++i) {
    const cell c = engine::network_grid::at_index(i);
    if (c.x >= x0 - 1 && c.x <= x1 + 1 && c.y >= y0 - 1 && c.y <= y1 + 1) out.push_back(c);
  }
  return out;
}

std::vector<card_id> cards_where(const engine::state& s, bool (*in)(engine::zone)) {
  std::vector<card_id> out;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (in(s.card(c).zone)) out.push_back(c);
  return out;
}

bool in_network(engine::zone z) { return z == engine::zone::network; }
bool in_a_hand_or_market(engine::zone z) { return z == engine::zone::hand || z == engine::zone::open_market; }
bool bonded(engine::zone z) { return z == engine::zone::bonded; }

// No target, one, or two: each a card in play or a player.
std::vector<engine::target_list> target_lists(const engine::state& s) {
  std::vector<engine::target> one;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (engine::in_play(s.card(c).zone)) one.push_back(engine::target::of_card(c));
  for (player_id q = 0; q < s.player_count(); ++q) one.push_back(engine::target::of_player(q));
  std::vector<engine::target_list> out{engine::target_list{}};
  for (const auto& a : one) {
    out.push_back({a, engine::target{}});
    for (const auto& b : one) out.push_back({a, b});
  }
  return out;
}

struct slow {
  const engine::state& s;
  player_id p;
  std::vector<action> out;

  void keep(const action& a) {
    if (engine::is_legal(s, a)) out.push_back(a);
  }

  void simple() {
    for (int v = -1; v <= static_cast<int>(engine::book::max_bid) + 1; ++v) keep(engine::act::bid(p, v));
    keep(engine::act::mulligan(p));
    keep(engine::act::keep_hand(p));
    keep(engine::act::bottom_revealed(p));
    keep(engine::act::pass(p));
    keep(engine::act::concede(p));
    keep(engine::act::accept(p));
    keep(engine::act::decline(p));
    for (player_id q = 0; q < s.player_count(); ++q) keep(engine::act::choose_player(p, q));
    for (int i = 0; i < engine::network_cells; ++i) keep(engine::act::choose_cell(p, engine::network_grid::at_index(i)));
  }

  void each_card() {
    const std::vector<cell> own = near_cells(s, p);
    for (card_id c = 0; c < s.cards.size(); ++c) {
      keep(engine::act::pay_upkeep(p, c));
      keep(engine::act::decline_upkeep(p, c));
      keep(engine::act::sell(p, c));
      keep(engine::act::choose(p, c));
      keep(engine::act::buy_out(p, c));
      for (engine::trait t : engine::all_traits) keep(engine::act::produce(p, c, t));
      for (cell at : own) keep(engine::act::buy_revealed(p, c, at));
      for (player_id q = 0; q < s.player_count(); ++q)
        for (cell at : near_cells(s, q)) keep(engine::act::buy(p, c, q, at));
    }
  }

  // Every attacker, space holding a card (check() refuses an empty one outright), trait,
  // card attacked under the top card (none, or any bonded card), and facing of an area
  // (the action's value: 0 to 3 are the four, -1 and 4 none; variant area-direction-chosen).
  void attacks() {
    std::vector<card_id> under{engine::no_card};
    for (card_id u : cards_where(s, bonded)) under.push_back(u);
    for (card_id c = 0; c < s.cards.size(); ++c)
      for (player_id q = 0; q < s.player_count(); ++q)
        for (int i = 0; i < engine::network_cells; ++i) {
          if (s.player(q).network.cells[i] == engine::no_card) continue;
          for (card_id u : under)
            for (engine::trait t : engine::all_traits)
              for (int facing = -1; facing <= 4; ++facing) {
                action a = engine::act::attack(p, c, q, engine::network_grid::at_index(i), t, u);
                a.value = facing;
                keep(a);
              }
        }
  }

  void plays_and_activations() {
    const std::vector<engine::target_list> targets = target_lists(s);
    const std::vector<cell> own = near_cells(s, p);
    for (card_id c : cards_where(s, in_a_hand_or_market))
      for (const auto& t : targets)
        for (cell at : own)
          if (const action a = engine::act::play(p, c, at, t); engine::is_legal(s, a)) {
            out.push_back(a);
            break;  // the first cell that takes it
          }
    for (card_id c = 0; c < s.cards.size(); ++c)
      if (engine::in_play(s.card(c).zone))
        for (int ability = 0; ability < 4; ++ability)
          for (const auto& t : targets) keep(engine::act::activate(p, c, ability, t));
  }

  // Blocks and retaliation: every subset (in card id order) of the cards in networks, of
  // at most the combat's greatest number of cards.
  void subsets(action (*make)(player_id, engine::card_list)) {
    const std::vector<card_id> pool = cards_where(s, in_network);
    REQUIRE(pool.size() < 20);
    for (unsigned mask = 0; mask < (1U << pool.size()); ++mask) {
      if (std::popcount(mask) > engine::max_listed) continue;
      engine::card_list cards = engine::no_cards;
      for (std::size_t i = 0, n = 0; i < pool.size(); ++i)
        if (mask & (1U << i)) cards[n++] = pool[i];
      keep(make(p, cards));
    }
  }

  // Every split of 0..12 to each of the combat's blockers, in the combat's order.
  void splits() {
    const auto& cb = s.combat;
    engine::card_list cards = engine::no_cards;
    for (int i = 0; i < cb.blocker_count; ++i) cards[i] = cb.blockers[i];
    engine::amount_list amounts{};
    auto next = [&](auto&& self, int i) -> void {
      if (i == cb.blocker_count) return keep(engine::act::assign(p, cards, amounts));
      for (int n = 0; n <= 12; ++n) {
        amounts[i] = static_cast<std::int16_t>(n);
        self(self, i + 1);
      }
    };
    next(next, 0);
  }

  void combat() {
    switch (s.combat.step) {
      case engine::combat_step::blocks: subsets(engine::act::block); break;
      case engine::combat_step::retaliation: subsets(engine::act::retaliate); break;
      case engine::combat_step::assignment: splits(); break;
      default: break;
    }
  }
};

std::vector<action> slow_legal_actions(const engine::state& s) {
  const player_id p = s.decider();
  if (p == engine::no_player) return {};
  slow g{s, p, {}};
  g.simple();
  g.each_card();
  g.attacks();
  g.plays_and_activations();
  g.combat();
  return g.out;
}

std::vector<std::string> texts(const std::vector<action>& actions) {
  std::vector<std::string> out;
  for (const action& a : actions) out.push_back(engine::to_text(a));
  std::sort(out.begin(), out.end());
  return out;
}

// The kinds of action listed at some node of the trees searched so far.
std::set<engine::action_kind>& kinds_reached() {
  static std::set<engine::action_kind> kinds;
  return kinds;
}

// Perft by legal_actions, with the slow generator's list compared at every node: the
// same actions (as a set of their text forms, each listed once).
std::uint64_t perft(const engine::state& s, int depth, std::vector<std::string>& path) {
  const std::vector<action> fast = engine::legal_actions(s);
  const std::vector<std::string> by_fast = texts(fast), by_slow = texts(slow_legal_actions(s));
  if (by_fast != by_slow) {
    std::string diff;
    for (const auto& t : by_fast)
      if (!std::binary_search(by_slow.begin(), by_slow.end(), t)) diff += "\n  only legal_actions: " + t;
    for (const auto& t : by_slow)
      if (!std::binary_search(by_fast.begin(), by_fast.end(), t)) diff += "\n  only the slow generator: " + t;
    if (std::adjacent_find(by_fast.begin(), by_fast.end()) != by_fast.end()) diff += "\n  legal_actions lists one twice";
    std::string where;
    for (const auto& step : path) where += "\n  after " + step;
    FAIL("the generators disagree" << where << diff);
  }
  for (const action& a : fast) kinds_reached().insert(a.kind);
  if (depth == 1) return fast.size();
  std::uint64_t n = 0;
  for (const action& a : fast) {
    engine::state next = s;
    engine::apply(next, a);
    path.push_back(engine::to_text(a));
    n += perft(next, depth - 1, path);
    path.pop_back();
  }
  return n;
}

std::uint64_t perft(const engine::state& s, int depth) {
  std::vector<std::string> path;
  return perft(s, depth, path);
}

}  // namespace

// Each board's depth-1 count is the hand count written in its file, action by action; the
// deeper counts were taken from the engine once both generators agreed at every node
// (a change to the rules changes them: the commit that does says why).
struct perft_board {
  const char* scenario;          // its name in tests/perft/
  const char* file;
  std::array<std::uint64_t, 5> counts;  // depth 1 (by hand) to 5
};

constexpr perft_board pinned_boards[] = {
    {"Perft: a surrounded card", "surround.mc", {19, 51, 89, 109, 136}},
    {"Perft: bonded piles, and an attacker that reaches under them", "bonded_pile.mc", {19, 52, 80, 124, 136}},
    // Depths 3 to 5 of the area boards fell when an area attacker began to be engaged as its
    // attack begins, as any attacker (blind rules batch 78, case 03; docs/rulings.md).
    {"Perft: an area attack available", "area_attack.mc", {23, 70, 239, 572, 864}},
    {"Perft: an area attack that may face four ways", "area_facing.mc", {35, 170, 815, 1968, 2998}},
    // Depth 5 rose from 2142 when an event on top of an open market began to be bought by
    // playing it from there (blind rules batch 105, BM16; docs/rulings.md).
    {"Perft: two items on the stack, priority open", "two_item_stack.mc", {8, 102, 410, 1007, 2157}},
    {"Perft: a search asks which of several cards", "pending_choice.mc", {5, 18, 39, 82, 80}},
};

TEST_CASE("perft: the hand-written boards, depths 1 to 5", "[perft]") {
  for (const perft_board& b : pinned_boards) {
    DYNAMIC_SECTION(b.file) {
      const engine::state s = board(b.scenario);
      for (int depth = 1; depth <= 5; ++depth) {
        INFO("tests/perft/" << b.file << ", depth " << depth);
        CHECK(perft(s, depth) == b.counts[static_cast<std::size_t>(depth - 1)]);
      }
    }
  }
}

// The cross-check is only as good as the decisions the trees reach: together the boards'
// trees (depth 5) list attacks, blocks, retaliation, a split of damage, plays, buys,
// producing, selling, answers to a question, passes and conceding.
TEST_CASE("perft: the boards' trees reach the decisions of combat, the stack, the phases and questions", "[perft]") {
  kinds_reached().clear();
  for (const char* name : {"Perft: a surrounded card", "Perft: bonded piles, and an attacker that reaches under them",
                           "Perft: an area attack available", "Perft: two items on the stack, priority open",
                           "Perft: a search asks which of several cards"})
    perft(board(name), 5);
  using k = engine::action_kind;
  for (k kind : {k::attack, k::block, k::retaliate, k::assign, k::play, k::buy, k::produce, k::sell, k::choose,
                 k::decline, k::pass, k::concede}) {
    INFO("action kind " << static_cast<int>(kind));
    CHECK(kinds_reached().count(kind) == 1);
  }
}
