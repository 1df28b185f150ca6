// Checking a scenario's expectations against the game: money, zones, cards, damage, traits,
// the log. One small function per kind of expectation, through a table.
#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "engine/action.hpp"
#include "engine/behaviour.hpp"
#include "engine/network_graph.hpp"
#include "engine/rules.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/scenario_run_parts.hpp"
#include "scenario/scenario_text.hpp"

namespace megacorp::scenario_run {

namespace {

std::string card_count(std::size_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

[[noreturn]] void fail(std::string m) { throw step_failed{std::move(m)}; }

// Where an answer's refusal lists the options (runner::answer: "... is not WHAT (the
// options are ...)"): the reason ends there.
constexpr std::string_view options_listed = " (the options are ";

// A refusal found: its reason must contain the text the script expects. The reason alone is
// searched, not the options the game offers (`detail`, or listed at the end of an answer's
// refusal), so that a word of an option cannot stand for the reason (blind case c10: "once"
// in "concedes").
void refused_because(const checked::expectation& e, const std::string& reason, std::vector<std::string>& refusals,
                     const char* what, const std::string& detail = {}) {
  if (reason.empty()) fail(fmt::format("expected the {} to be refused, but the rules allow it", what));
  if (std::string_view(reason).substr(0, reason.find(options_listed)).find(e.text) == std::string_view::npos)
    throw step_failed{fmt::format("expected a refusal because \"{}\", but it was refused with: {}", e.text, reason), detail};
  refusals.push_back(reason);
}

// The game where an action would be taken, played on a copy through the engine: after the
// implicit passes that close a window of priority opened by an attack or blocks (nothing
// resolves there: the stack is empty and the window does not close the phase).
engine::state after_window(const engine::state& s, const engine::action& a) {
  engine::state t = s;
  if (is_response(a.kind)) return t;
  for (int guard = 0; guard < 10000 && t.priority.open() && t.stack.empty() && !t.priority.closes_phase && !t.over();
       ++guard) {
    const engine::action pass = engine::act::pass(t.decider());
    if (!engine::is_legal(t, pass)) break;
    engine::apply(t, pass);
  }
  return t;
}

}  // namespace

// The checks, one per expect_kind (the runner's friend: they read its game and script).
struct expectations {
  using check = void (*)(runner&, const checked::expectation&);

  static std::string who(const runner& r, const checked::expectation& e) {
    return e.player >= 0 ? r.player_name(e.player) : "";
  }
  static std::string zone_words(const runner& r, const checked::expectation& e) {
    return e.zone ? fmt::format("{}'s {}", e.zone->player >= 0 ? r.player_name(e.zone->player) : "?",
                                engine::to_string(e.zone->zone))
                  : "";
  }
  static card_id one(const runner& r, const checked::expectation& e, std::size_t i) {
    return r.resolve(e.cards[i], in_play, -1, "in play");
  }

  static void refused(runner& r, const checked::expectation& e) {
    if (is_answer(e.action->kind)) return refused_answer(r, e);
    std::string reason;
    std::string detail;
    try {
      const engine::action a = r.to_engine(*e.action);
      const engine::state judged = after_window(r.st(), a);
      if (std::string ruled_out = r.retaliation_ruled_out(a);
          !ruled_out.empty() && (judged.decider() != a.player || !engine::check(judged, a))) {
        reason = std::move(ruled_out);
      } else if (std::string rule; judged.decider() != a.player && !engine::turn_players_action(judged, a, &rule)) {
        reason = with_player_names(rule, r.sc_);
      } else if (std::string anyway = runner::refused_anyway(judged, a); !anyway.empty()) {
        reason = with_player_names(anyway, r.sc_);  // the rule that refuses it anyway (docs/scenarios.md)
      } else if (judged.decider() != a.player) {
        // The decider of the game as the action would meet it (after the windows that close
        // first), not of the game now (blind rules batch 81: "Nicole cannot act now: the game is
        // waiting for Nicole", who held priority now and would not then).
        // A decision the engine settled on its own names its rule, as a step's refusal does
        // (blind rules batch 92: `expect refused: Nicole blocks ... because "FLYING"` read only
        // whom the game waited for).
        const std::string settled = r.why_not_asked(a);
        reason = !settled.empty()                       ? fmt::format("{} cannot act now{}", r.player_name(a.player), settled)
                 : judged.decider() == engine::no_player ? fmt::format("{} cannot act now: {}", r.player_name(a.player), r.waiting_for(false))
                                                         : fmt::format("{} cannot act now: {}{}", r.player_name(a.player),
                                                                       r.waiting_whom(judged), r.priority_rule(judged, a));
        detail = r.waiting_for();
      } else if (engine::verdict v = engine::check(judged, a); !v) {
        // and, for a decision the engine settled on its own, the rule that settled it
        // (blind rules batch 93: a block against PRECISION read "no attack is waiting for blockers")
        reason = r.refused_settled(judged, a, with_player_names(v.reason, r.sc_));
      } else if (e.action->priority_only) {
        reason = phase_ending_pass(judged, r.player_name(a.player));
      }
    } catch (const step_failed& f) {
      reason = f.message;
      detail = f.detail;
    }
    refused_because(e, reason, r.r_.refusals, "action", detail);
  }
  // An answer is judged against the question (asked once the stack resolves, if need be):
  // it is tried in the game, which is then put back as it was.
  static void refused_answer(runner& r, const checked::expectation& e) {
    std::optional<engine::position> before = r.pos_;
    const engine::event_log log_before = r.log_;
    std::string reason;
    std::string detail;
    try {
      r.answer(*e.action);
    } catch (const step_failed& f) {
      reason = f.message;
      detail = f.detail;
    }
    r.pos_ = std::move(before);
    r.log_ = log_before;
    refused_because(e, reason, r.r_.refusals, "answer", detail);
  }

  // `log: "text"`: some line contains it; `log 2 times: "text"` (value >= 0): exactly that many do.
  static void log(runner& r, const checked::expectation& e) {
    int found = 0;  // each line with the cards as they were when it was recorded
    engine::for_each_as_recorded(r.log_, r.st(), [&](std::size_t, const engine::event& ev, const engine::state& then) {
      if (with_player_names(describe_with_text(ev, then, r.lib_), r.sc_).find(e.text) != std::string::npos) ++found;
    });
    if (e.value < 0 ? found > 0 : found == e.value) return;
    if (e.value < 0) fail(fmt::format("expected an event containing \"{}\" in the log; there is none (the events are below)", e.text));
    fail(fmt::format("expected {} events containing \"{}\" in the log; there are {} (the events are below)", e.value, e.text, found));
  }

  static void turn(runner& r, const checked::expectation& e) {
    const engine::state& s = r.st();
    if (s.active == e.player && s.phase == e.phase && !s.over()) return;
    fail(fmt::format("expected {}'s turn, {}; it is {}'s turn, {}", who(r, e), engine::to_string(e.phase),
                     r.player_name(s.active), engine::to_string(s.phase)));
  }

  static void winner(runner& r, const checked::expectation& e) {
    const engine::state& s = r.st();
    if (s.over() && s.winner == e.player) return;
    fail(fmt::format("expected {} to have won; {}", who(r, e),
                     !s.over()                        ? std::string("the game is not over")
                     : s.winner == engine::no_player ? std::string("the game was drawn")
                                                     : r.player_name(s.winner) + " won"));
  }

  static void lost(runner& r, const checked::expectation& e) {
    if (r.st().player(static_cast<player_id>(e.player)).lost) return;
    fail(fmt::format("expected {} to have lost; {} is still in the game", who(r, e), who(r, e)));
  }

  static void money(runner& r, const checked::expectation& e) {
    const engine::amount have = r.st().player(static_cast<player_id>(e.player)).money;
    if (have == e.value) return;
    fail(fmt::format("expected {} to have {}M; {} has {}M", who(r, e), e.value, who(r, e), have));
  }

  static void pool(runner& r, const checked::expectation& e) {
    const engine::amount have = r.st().player(static_cast<player_id>(e.player)).pool[static_cast<int>(e.trait)];
    if (have == e.value) return;
    fail(fmt::format("expected {} {} in {}'s trait pool; there is {}", e.value, engine::to_string(e.trait), who(r, e),
                     have));
  }

  static void zone_is(runner& r, const checked::expectation& e) {
    const std::vector<card_id> cards = r.pile(e.zone->player, e.zone->zone);
    std::vector<std::string> want, have;
    for (const auto& c : e.contents) want.push_back(c.name);
    for (card_id c : cards) have.push_back(r.st().def(c).name);
    // Order matters for piles (decks, open market), not for hand, network, annihilated.
    const bool ordered = e.zone->zone == zone::main_deck || e.zone->zone == zone::resource_deck ||
                         e.zone->zone == zone::open_market;
    auto w = want, h = have;
    if (!ordered) std::sort(w.begin(), w.end()), std::sort(h.begin(), h.end());
    if (w == h) return;
    std::string expected;
    for (const auto& n : want) expected += fmt::format("{}\"{}\"", expected.empty() ? "" : ", ", n);
    fail(fmt::format("expected {} to be {{ {} }}{}; it is {}", zone_words(r, e), expected,
                     ordered ? " (top first)" : "", r.names(cards)));
  }

  static void zone_empty(runner& r, const checked::expectation& e) {
    const std::vector<card_id> cards = r.pile(e.zone->player, e.zone->zone);
    if (cards.empty()) return;
    fail(fmt::format("expected {} to be empty; it holds {}", zone_words(r, e), r.names(cards)));
  }

  static void zone_count(runner& r, const checked::expectation& e) {
    const std::vector<card_id> cards = r.pile(e.zone->player, e.zone->zone);
    if (cards.size() == static_cast<std::size_t>(e.value)) return;
    fail(fmt::format("expected {} in {}; it holds {}: {}", card_count(static_cast<std::size_t>(e.value)),
                     zone_words(r, e), card_count(cards.size()), r.names(cards)));
  }

  // `in_zone` and `on_top`: the card where it is expected, else where it is.
  static void in_zone(runner& r, const checked::expectation& e) {
    const zone_mask zones = e.zone->zone == zone::network ? in_play : bit(e.zone->zone);
    const std::vector<card_id> found = r.matches(e.cards[0], zones, e.zone->player);
    const std::vector<card_id> cards = r.pile(e.zone->player, e.zone->zone);
    if (e.kind == expect_kind::in_zone && !found.empty()) return;
    if (e.kind == expect_kind::on_top && !cards.empty() && std::find(found.begin(), found.end(), cards.front()) != found.end())
      return;
    std::string elsewhere;
    for (card_id c : r.matches(e.cards[0], anywhere, -1))
      elsewhere += fmt::format("{}{}", elsewhere.empty() ? "" : "; ", r.place(c));
    const std::string zw = zone_words(r, e);
    fail(fmt::format("expected {} {} {}; {} holds {}{}", r.ref_text(e.cards[0]),
                     e.kind == expect_kind::on_top ? "on top of" : "in", zw, zw, r.names(cards),
                     elsewhere.empty() ? "" : fmt::format(" (\"{}\" is {})", e.cards[0].name, elsewhere)));
  }

  // `damage` (of one trait) and `total_damage`.
  static void damage(runner& r, const checked::expectation& e) {
    const engine::card_instance& ci = r.st().card(one(r, e, 0));
    int have = 0;
    for (int t = 0; t < engine::trait_count; ++t)
      if (e.kind == expect_kind::total_damage || t == static_cast<int>(e.trait)) have += ci.damage[t];
    if (have == e.value) return;
    const std::string of = e.kind == expect_kind::damage ? std::string(engine::to_string(e.trait)) + " " : "";
    fail(fmt::format("expected {} to have {} {}damage; it has {}", r.ref_text(e.cards[0]), e.value, of, have));
  }

  static void counters(runner& r, const checked::expectation& e) {
    const int have = r.st().card(one(r, e, 0)).counters;
    if (have == e.value) return;
    fail(fmt::format("expected {} to have {} counters; it has {}", r.ref_text(e.cards[0]), e.value, have));
  }

  // The current value: printed, changed by rules and by effects until end of turn.
  static void trait(runner& r, const checked::expectation& e) {
    const auto now = engine::trait_value(r.st(), one(r, e, 0), e.trait);
    if (now && *now == e.value) return;
    fail(fmt::format("expected {} to have {} {}; it has {}", r.ref_text(e.cards[0]), engine::to_string(e.trait),
                     e.value, now ? std::to_string(*now) : std::string("none (a null trait)")));
  }

  static void valuation(runner& r, const checked::expectation& e) {
    const int have = engine::valuation_of(r.st(), one(r, e, 0));
    if (have == e.value) return;
    fail(fmt::format("expected {} to have valuation {}; it has {}", r.ref_text(e.cards[0]), e.value, have));
  }

  static void at(runner& r, const checked::expectation& e) {
    const engine::state& s = r.st();
    const card_id top = s.player(static_cast<player_id>(e.zone->player)).network.at(*e.at);
    const std::vector<card_id> found = r.matches(e.cards[0], anywhere, -1);
    // `Nicole's business` names one card; a quoted name, any card of that name.
    const bool named = e.cards[0].business ? std::find(found.begin(), found.end(), top) != found.end()
                                           : top != no_card && s.def(top).name == e.cards[0].name;
    if (top != no_card && named) return;
    const std::string what = e.cards[0].business ? r.player_name(e.cards[0].player) + "'s business"
                                                 : fmt::format("\"{}\"", e.cards[0].name);
    std::string elsewhere;
    for (card_id c : found) elsewhere += fmt::format("{}{}", elsewhere.empty() ? "" : "; ", r.place(c));
    fail(fmt::format("expected {} at {},{} in {}; the cell holds {}{}", what, e.at->x, e.at->y, zone_words(r, e),
                     top == no_card ? "nothing" : fmt::format("\"{}\"", s.def(top).name),
                     elsewhere.empty() ? "" : fmt::format(" ({} is {})", what, elsewhere)));
  }

  static void bonded_to(runner& r, const checked::expectation& e) {
    const card_id c = one(r, e, 0);
    const card_id host = one(r, e, 1);
    if (r.st().card(c).zone == zone::bonded && r.st().card(c).host == host) return;
    fail(fmt::format("expected {} to be bonded under \"{}\"; it is {}", r.ref_text(e.cards[0]), e.cards[1].name,
                     r.place(c)));
  }

  // 001 Card States: a card in play is controlled by one player (a bonded card by its pile's
  // top's); out of play nobody controls it.
  static void controlled_by(runner& r, const checked::expectation& e) {
    const card_id c = one(r, e, 0);
    const engine::card_instance& ci = r.st().card(c);
    const bool playing = engine::in_play(ci.zone);
    if (playing && ci.controller == static_cast<player_id>(e.player)) return;
    fail(fmt::format("expected {} to be controlled by {}; {}", r.ref_text(e.cards[0]), r.player_name(e.player),
                     playing ? fmt::format("{} controls it", r.player_name(ci.controller))
                             : fmt::format("it is out of play ({}), where nobody controls it", r.place(c))));
  }

  // `engaged` and `disengaged`.
  static void engaged(runner& r, const checked::expectation& e) {
    const bool is_engaged = r.st().card(one(r, e, 0)).engaged;
    if (is_engaged == (e.kind == expect_kind::engaged)) return;
    fail(fmt::format("expected {} to be {}; it is {}", r.ref_text(e.cards[0]), is_engaged ? "disengaged" : "engaged",
                     is_engaged ? "engaged" : "disengaged"));
  }

  static void orphaned(runner& r, const checked::expectation& e) {
    const card_id c = one(r, e, 0);
    if (engine::is_orphaned(r.st(), c)) return;
    const engine::player_id p = r.st().card(c).zone_player;
    if (r.st().player(p).business == c)  // 001 Deploying and Docking: "no cards docked onto it"
      fail(fmt::format("expected {} to be orphaned; cards are docked onto it", r.ref_text(e.cards[0])));
    fail(fmt::format("expected {} to be orphaned; it is docked to {}'s business", r.ref_text(e.cards[0]), r.player_name(p)));
  }

  static void not_orphaned(runner& r, const checked::expectation& e) {
    if (!engine::is_orphaned(r.st(), one(r, e, 0))) return;
    fail(fmt::format("expected {} not to be orphaned; it is (001 Deploying and Docking)", r.ref_text(e.cards[0])));
  }

  // By expect_kind (ir/scenario.hpp); every kind has its check (static_assert below).
  static constexpr std::size_t kinds = static_cast<std::size_t>(expect_kind::controlled_by) + 1;
  static constexpr std::array<check, kinds> checks() {
    std::array<check, kinds> t{};
    auto set = [&t](expect_kind k, check c) { t[static_cast<std::size_t>(k)] = c; };
    set(expect_kind::refused, refused);
    set(expect_kind::log, log);
    set(expect_kind::turn, turn);
    set(expect_kind::winner, winner);
    set(expect_kind::lost, lost);
    set(expect_kind::money, money);
    set(expect_kind::pool, pool);
    set(expect_kind::zone_is, zone_is);
    set(expect_kind::zone_empty, zone_empty);
    set(expect_kind::zone_count, zone_count);
    set(expect_kind::in_zone, in_zone);
    set(expect_kind::on_top, in_zone);
    set(expect_kind::damage, damage);
    set(expect_kind::total_damage, damage);
    set(expect_kind::counters, counters);
    set(expect_kind::trait, trait);
    set(expect_kind::valuation, valuation);
    set(expect_kind::at, at);
    set(expect_kind::bonded_to, bonded_to);
    set(expect_kind::engaged, engaged);
    set(expect_kind::disengaged, engaged);
    set(expect_kind::orphaned, orphaned);
    set(expect_kind::not_orphaned, not_orphaned);
    set(expect_kind::controlled_by, controlled_by);
    set(expect_kind::deck_legal, runner::expect_deck);
    set(expect_kind::deck_refused, runner::expect_deck);
    set(expect_kind::sees, runner::expect_view);
    set(expect_kind::does_not_see, runner::expect_view);
    return t;
  }
  static constexpr bool all_set(const std::array<check, kinds>& t) {
    for (check c : t)
      if (!c) return false;
    return true;
  }
};

constexpr std::array<expectations::check, expectations::kinds> expectation_checks = expectations::checks();
static_assert(expectations::all_set(expectation_checks), "every expect_kind has its check");

void runner::expect_now(const checked::expectation& e) {
  const auto i = static_cast<std::size_t>(e.kind);
  if (i >= expectation_checks.size()) throw std::logic_error("scenario runner bug: an expectation of no known kind");
  expectation_checks[i](*this, e);
}

void runner::expect(const checked::expectation& e) {
  try {
    expect_now(e);
  } catch (step_failed& f) {
    if (e.kind != expect_kind::refused && pos_) f.message += still_open();
    throw;
  }
}

}  // namespace megacorp::scenario_run
