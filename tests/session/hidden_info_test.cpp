// Hidden information as non-interference (issue 29, docs/play.md): in recorded games, from
// every position, the world is copied and what seat A may not see is redrawn: seat B's
// hand dealt again from its hand and main deck (other physical cards, so other ids and,
// mostly, other names), every deck's order shuffled (A's own too), B's sealed bid changed.
// Both worlds then take the recorded actions; everything A receives from the session (the
// view, the actions offered, the log, and the refusals of probing actions on every card id)
// must be byte-identical, up to the first action that shows A a card it could not see
// (a draw into A's hand, a card played from B's hand, a reveal), the bids' resolution, or
// an action of B that the redrawn world refuses (B acted on a card that is not there).
// A test case below plants a leak and checks that the comparison finds it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

#include <fmt/format.h>
#include <memory>

#include "engine/invariants.hpp"
#include "engine/observed_event.hpp"
#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"
#include "session/new_session.hpp"
#include "../lang/bundled_library.hpp"
#include "../lang/sanitized.hpp"

namespace megacorp::test {

namespace {

using engine::card_id;
using engine::player_id;
using session::game_session;

// Shuffles the cards of `slots` that card text has not shown (to every player, or to the
// viewer by a `look at`) among those slots, and puts each where its slot is (zone `zones[i]`
// of player p).
void deal(engine::state& s, player_id viewer, player_id p, std::vector<engine::card_pile*> piles,
          std::vector<engine::zone> zones, engine::rng& r) {
  auto known = [&](card_id c) { return s.card(c).shown || s.card(c).seen_by(viewer); };
  std::vector<card_id> cards;
  for (auto* pile : piles)
    for (card_id c : *pile)
      if (!known(c)) cards.push_back(c);
  r.shuffle(std::span<card_id>(cards));
  std::size_t next = 0;
  for (std::size_t i = 0; i < piles.size(); ++i)
    for (card_id& slot : *piles[i]) {
      if (known(slot)) continue;
      slot = cards[next++];
      s.set_zone(slot, zones[i]);
      s.card(slot).zone_player = p;
    }
}

// The world with what `viewer` may not see redrawn (the top of this file). The game's RNG is
// kept: its draws do not depend on what the piles hold, so it moves alike in both worlds.
engine::state redraw(const engine::state& s, player_id viewer, engine::rng& r) {
  engine::state out = s;
  for (player_id p = 0; p < out.player_count(); ++p) {
    engine::player_state& ps = out.player(p);
    if (p != viewer) {
      const std::vector<card_id> hand_before(ps.hand.begin(), ps.hand.end());
      deal(out, viewer, p, {&ps.hand, &ps.main_deck}, {engine::zone::hand, engine::zone::main_deck}, r);
      // A different hand whenever one can be dealt: swap a card with the deck if the shuffle kept it.
      if (std::vector<card_id>(ps.hand.begin(), ps.hand.end()) == hand_before && !ps.hand.empty() &&
          !ps.main_deck.empty() && !out.card(ps.hand[0]).shown && !out.card(ps.main_deck[0]).shown) {
        std::swap(ps.hand[0], ps.main_deck[0]);
        out.set_zone(ps.hand[0], engine::zone::hand);
        out.set_zone(ps.main_deck[0], engine::zone::main_deck);
      }
      const int most = static_cast<int>(std::min<engine::amount>(10, ps.money));
      if (out.phase == engine::phase::bidding && ps.bid >= 0 && most > 0) ps.bid = (ps.bid + 1) % (most + 1);
    } else {
      deal(out, viewer, p, {&ps.main_deck}, {engine::zone::main_deck}, r);
    }
    deal(out, viewer, p, {&ps.resource_deck}, {engine::zone::resource_deck}, r);
  }
  engine::check_invariants(out);
  return out;
}

// Cards hidden from `viewer`, by id.
std::vector<card_id> hidden_cards(const engine::state& s, player_id viewer) {
  std::vector<card_id> out;
  for (card_id c = 0; c < s.cards.size(); ++c)
    if (engine::hidden_from(s, c, viewer)) out.push_back(c);
  return out;
}

// Whether action `a` taken in `before` (giving `after` and `events`) shows `viewer` something
// that was hidden: a card, or the sealed bids (their resolution).
bool reveals(const engine::state& before, const engine::state& after, const engine::event_log& events,
             player_id viewer) {
  for (const engine::event& e : events.events())
    if (e.kind == engine::event_kind::card_revealed) return true;
  for (card_id c : hidden_cards(before, viewer))
    if (!engine::hidden_from(after, c, viewer)) return true;
  return before.phase == engine::phase::bidding && (after.phase != before.phase || after.bid_ties != before.bid_ties);
}

// What a seat receives, as a harness sees it: the test's messages plus, for the planted leak, more.
using extra_message = std::function<std::string(const game_session&, player_id)>;

// Refusals of probing actions on every card id (not taken: check_text).
std::string probes(const game_session& g, player_id seat) {
  std::string out;
  for (card_id c = 0; c < g.game().cards.size(); ++c)
    for (const char* form : {"buy card={} net={} at=2,2", "sell card={}", "choose card={}"}) {
      const std::string text = fmt::format(fmt::runtime(form), c, seat + 1);
      out += g.check_text(seat, text).to_json().dump() + "\n";
    }
  return out;
}

std::string messages(const game_session& g, player_id seat, std::size_t log_from, bool probe, const extra_message& extra) {
  std::string out = g.view(seat).dump() + "\n" + g.actions(seat).dump() + "\n" + g.log(seat, log_from).dump() + "\n";
  if (probe) out += probes(g, seat);
  if (extra) out += extra(g, seat);
  return out;
}

struct tally {
  int windows = 0, compared = 0, skipped_pending = 0, refused_in_redraw = 0, differences = 0;
  std::string first_difference;
  // The engine's own course differed (who decides, the phase, priority): a leak of the
  // engine's, not of the session's view (docs/play.md, "What the hidden-information test found").
  int course_differs = 0;
  std::string first_course;
};

// Whether the public course of the game is the same in both worlds: the phase, the step,
// who decides, who holds priority. The engine passes for a player who has nothing to add
// (engine/stack.cpp, settle), so a hand with or without a playable event changes it.
bool same_course(const engine::state& a, const engine::state& b) {
  return a.phase == b.phase && a.step == b.step && a.decider() == b.decider() && a.priority == b.priority &&
         a.turn_number == b.turn_number;
}

std::vector<std::unique_ptr<agent>> people() {
  std::vector<std::unique_ptr<agent>> out;
  out.resize(2);
  return out;
}

// One window: from `start`, the recorded actions from `k0` on.
void window(const engine::state& start, const std::vector<engine::action>& actions, std::size_t k0, player_id viewer,
            engine::rng& r, const extra_message& extra, tally& t) {
  engine::state real = start, other = redraw(start, viewer, r);
  game_session a(real, {"A", "B"}, people()), b(other, {"A", "B"}, people());
  ++t.windows;
  auto compare = [&](std::size_t k, bool probe) {
    ++t.compared;
    const std::string ma = messages(a, viewer, 0, probe, extra), mb = messages(b, viewer, 0, probe, extra);
    if (ma == mb) return true;
    if (t.differences++ == 0) {
      const auto at = std::mismatch(ma.begin(), ma.end(), mb.begin(), mb.end()).first - ma.begin();
      t.first_difference = fmt::format("from action {}, after {} more: ...{}... against ...{}...", k0, k - k0,
                                       ma.substr(at > 80 ? at - 80 : 0, 200), mb.substr(at > 80 ? at - 80 : 0, 200));
    }
    return false;
  };
  if (!compare(k0, true)) return;
  for (std::size_t k = k0; k < actions.size() && !a.over(); ++k) {
    const engine::action& act = actions[k];
    engine::event_log ea, eb;
    engine::state real_after = real, other_after = other;
    engine::apply(real_after, act, &ea);
    if (!engine::is_legal(other, act)) {
      ++t.refused_in_redraw;
      return;
    }
    engine::apply(other_after, act, &eb);
    if (reveals(real, real_after, ea, viewer) || reveals(other, other_after, eb, viewer)) return;
    if (!same_course(real_after, other_after)) {
      if (t.course_differs++ == 0)
        t.first_course = fmt::format("from action {}, at action {} (`{}`): phase {} against {}, decider {} against {}", k0,
                                     k, engine::to_text(act), engine::to_string(real_after.phase),
                                     engine::to_string(other_after.phase), real_after.decider() + 1,
                                     other_after.decider() + 1);
      return;
    }
    REQUIRE(a.act_text(act.player, engine::to_text(act)).ok);
    REQUIRE(b.act_text(act.player, engine::to_text(act)).ok);
    real = std::move(real_after), other = std::move(other_after);
    if (!compare(k + 1, false)) return;
  }
}

struct recorded_game {
  engine::state start;
  std::vector<engine::action> actions;
};

recorded_game record(const char* deck_a, const char* deck_b, const char* agent_a, const char* agent_b,
                     std::uint64_t seed, int max_turns) {
  const library& lib = bundled_library();
  auto g = new_deck_game(make_card_db(lib), make_text_behaviour(lib), {lib.find_deck(deck_a), lib.find_deck(deck_b)},
                         seed);
  REQUIRE(g.game);
  std::vector<std::unique_ptr<agent>> agents;
  agents.push_back(make_agent(agent_a, seed));
  agents.push_back(make_agent(agent_b, seed));
  play_limits limits;
  limits.max_turns = max_turns;
  game_session played(*g.game, {deck_a, deck_b}, std::move(agents), limits);
  played.advance();
  REQUIRE(played.over());
  recorded_game out{*g.game, {}};
  for (const std::string& line : played.history()) out.actions.push_back(*engine::parse_action(line, nullptr));
  return out;
}

// Every position of the game (but those in the middle of a question: the redrawn world's
// question would replay from the real world's position) starts a window, for both viewers.
tally run_windows(const recorded_game& game, const extra_message& extra = {}) {
  tally t;
  engine::rng r(99);
  engine::state s = game.start;
  for (std::size_t k = 0; k <= game.actions.size(); ++k) {
    for (player_id viewer : {player_id{0}, player_id{1}}) {
      if (s.pending) ++t.skipped_pending;
      else window(s, game.actions, k, viewer, r, extra, t);
    }
    if (k < game.actions.size()) engine::apply(s, game.actions[k]);
  }
  return t;
}

void report(const char* what, const tally& t) {
  INFO(what << ": " << t.windows << " windows, " << t.compared << " comparisons, " << t.skipped_pending
            << " positions mid-question skipped, " << t.refused_in_redraw << " windows ended by a refused action");
  INFO("first difference: " << t.first_difference);
  CHECK(t.differences == 0);
  // Known: the engine's course reveals whether a player holds something to play
  // (docs/play.md). Reported, not failed: the session cannot hide whom the engine asks.
  WARN(what << ": " << t.windows << " windows, " << t.compared << " comparisons, " << t.refused_in_redraw
             << " ended by an action the redrawn world refuses, " << t.skipped_pending << " positions mid-question skipped");
  if (t.course_differs) WARN(what << ": the engine's course differed in " << t.course_differs << " of " << t.windows
                                  << " windows; first " << t.first_course);
  CHECK(t.compared > 2 * t.windows);  // windows are not all cut at their first action
}

// Turns a recorded game may last: fewer under the sanitizers, whose run is some ten times slower.
#ifdef MEGACORP_TEST_SANITIZED
constexpr int game_turns = 12;
#else
constexpr int game_turns = 40;
#endif

}  // namespace

TEST_CASE("a seat receives the same bytes whatever the other seat holds, until a card is revealed",
          "[session][hidden]") {
  struct game {
    const char *deck_a, *deck_b, *agent_a, *agent_b;
    std::uint64_t seed;
  };
  const game games[] = {{"Corp Starter", "Gnost Starter", "random", "random", 1},
                        {"Incarnate Starter", "Corp Starter", "greedy", "random", 2},
                        {"Gnost Starter", "Incarnate Starter", "greedy", "greedy", 3},
                        {"Incarnate Starter", "Gnost Starter", "random", "mcts", 4}};
  for (const game& g : games) {
    const std::string what = fmt::format("{} against {}, {} and {}, seed {}", g.deck_a, g.deck_b, g.agent_a,
                                         g.agent_b, g.seed);
    report(what.c_str(), run_windows(record(g.deck_a, g.deck_b, g.agent_a, g.agent_b, g.seed, game_turns)));
  }
}

TEST_CASE("the comparison finds a planted leak: the other seat's hand added to what a seat receives",
          "[session][hidden]") {
  const recorded_game game = record("Corp Starter", "Gnost Starter", "random", "random", 1, 6);
  const extra_message leak = [](const game_session& g, player_id seat) {
    std::string names;
    for (card_id c : g.game().player(static_cast<player_id>(1 - seat)).hand) names += g.game().def(c).name + ";";
    return names;
  };
  const tally t = run_windows(game, leak);
  INFO(t.windows << " windows, first difference: " << t.first_difference);
  CHECK(t.differences > 0);
  CHECK(t.differences >= t.windows / 2);  // a redrawn hand shows in most windows
}

}  // namespace megacorp::test
