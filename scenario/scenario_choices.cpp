// Answering the questions card text asks mid-action (a "may", a card or player, a place) from the script.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "engine/action.hpp"
#include "engine/invariants.hpp"
#include "engine/network.hpp"
#include "engine/rules.hpp"
#include "scenario/combat_wait.hpp"
#include "scenario/scenario_run_parts.hpp"
#include "scenario/scenario_text.hpp"

namespace megacorp::scenario_run {

namespace {
// `1 "they lose 3M", 2 "you draw 2 cards" (cannot be chosen now)`: the modes as a scenario names them.
std::string mode_list(const engine::choice_request& r) {
  std::string out;
  for (std::size_t i = 0; i < r.modes.size(); ++i) {
    const bool open = std::find(r.open_modes.begin(), r.open_modes.end(), static_cast<int>(i)) != r.open_modes.end();
    out += fmt::format("{}{} \"{}\"{}", i ? ", " : "", i + 1, r.modes[i], open ? "" : " (cannot be chosen now)");
  }
  return out;
}

// The sentence a place refused for a card rests on: a card in play moves (001 Glossary, the
// moving keyword's entry; its name is the prelude's, not C++'s), any other is deployed (001
// Deploying and Docking).
std::string_view docking_rule(const engine::state& s, card_id c) {
  const engine::zone z = s.card(c).zone;
  if (z == engine::zone::network || z == engine::zone::bonded)
    return "001 Glossary: \"The card being moved must be legally docked\"";
  return "001 Deploying and Docking: \"In order to deploy a card, it must “dock” onto another card in a network\"";
}

// Why a place was not offered: a card in play moved onto an occupied cell is told so (blind
// rules batch 117: it was given the docking sentence); any other place, the sentence the
// text's places rest on.
std::string place_refusal(const engine::state& s, card_id c, engine::cell at) {
  const player_id p = s.card(c).zone_player;
  const bool in_play = s.card(c).zone == engine::zone::network || s.card(c).zone == engine::zone::bonded;
  if (in_play && p != engine::no_player && engine::network_grid::in_bounds(at)) {
    const card_id here = s.player(p).network.at(at);
    if (here != engine::no_card && here != c) return std::string(engine::deploy_refusal(s.player(p).network, at, c));
  }
  return std::string(docking_rule(s, c));
}
}  // namespace

namespace {
// The question's text said of the player asked, as the runner's messages speak of players:
// `your` there is theirs (card text asks the player it calls `you`: `search your deck`; blind
// rules batch 97 read "asks Ana whether to search your deck").
std::string third_person(std::string what) {
  for (std::size_t at = what.find("your "); at != std::string::npos; at = what.find("your ", at + 6))
    if (at == 0 || what[at - 1] == ' ' || what[at - 1] == '(') what.replace(at, 4, "their");
  return what;
}
}  // namespace

std::string runner::question(const engine::choice_request& r) const {
  const std::string source = r.source == no_card ? "card text" : fmt::format("\"{}\"", st().def(r.source).name);
  const std::string what = third_person(r.what);
  if (r.may) return fmt::format("{} whether to {} ({})", player_name(r.player), what, source);
  if (r.asks_cell()) {
    std::string cells;
    for (engine::cell c : r.cells) cells += fmt::format("{}{},{}", cells.empty() ? "" : " ", c.x, c.y);
    // A card in play moves (001 Glossary MOVE); one from another zone is deployed.
    const engine::zone z = st().card(r.card).zone;
    const bool moves = z == engine::zone::network || z == engine::zone::bonded;
    return fmt::format("{} where \"{}\" {} in {}'s network (the free cells where it docks: {})", player_name(r.player),
                       st().def(r.card).name, moves ? "moves" : "is deployed", player_name(r.network), cells);
  }
  if (r.asks_mode()) return fmt::format("{} to choose {} ({}); the modes are {}", player_name(r.player), what, source, mode_list(r));
  if (r.asks_amount())
    return r.amounts.empty() ? fmt::format("{} to choose {} ({}); 0M to {}M", player_name(r.player), what, source, r.up_to)
                             : fmt::format("{} to choose {} ({}); {}M", player_name(r.player), what, source, fmt::join(r.amounts, "M, "));
  if (r.asks_player()) {
    std::string who;
    for (player_id p : r.players) who += fmt::format("{}{}", who.empty() ? "" : ", ", player_name(p));
    return fmt::format("{} to choose {} ({}); the options are {}", player_name(r.player), what, source, who);
  }
  return fmt::format("{} to choose {} ({}); the options are {}", player_name(r.player), what, source, names(r.options));
}

void runner::answer_with(const engine::action& a) {
  const engine::state& s = st();
  if (engine::verdict v = engine::check(s, a); !v)
    throw step_failed{"refused: " + with_player_names(v.reason, sc_), "the game asks " + question(s.pending->question)};
  engine::apply(pos_->st(), a, &log_);
  engine::check_invariants(s);
}

// Strict choices: `NAME chooses X, Y` picks those options in turn (and ends a choice that
// allows more); `NAME chooses` alone, or naming the cards of the question after it,
// accepts a "may"; `NAME declines` says no (or none); `NAME moves "C" to X,Y` gives a place.
// An answer written while the question is still to come (when the stack resolves) passes
// priority (implicitly) until it is asked. With none asked, the refusal says what the game
// waits for instead (blind rules batch 112, CT6: an upkeep decision read "asks nothing").
void runner::answer(const checked::scenario_action& a) {
  const auto p = static_cast<player_id>(a.player);
  for (int guard = 0; guard < 10000 && !st().pending && st().priority.open() && !st().stack.empty() && !st().over(); ++guard)
    pass_once();
  if (!st().pending)
    throw step_failed{fmt::format("no question of card text is asked of {} now ('accepts', 'chooses', 'declines' and "
                                  "'moves' answer one: a 'may', a card to choose, a place to move to); {}",
                                  player_name(a.player), waiting_for(false)), waiting_for()};
  const engine::choice_request q = st().pending->question;
  if (q.player != p)
    throw step_failed{fmt::format("{} cannot answer: the game asks {}", player_name(a.player), question(q))};
  if (q.asks_amount() || !a.amounts.empty()) return answer_amount(q, a);
  if (q.asks_mode() && a.kind == action_kind::decline) return answer_with(stop_or_decline(q, p));
  if (q.asks_mode() || a.mode_number > 0 || !a.mode.empty()) return answer_mode(q, a);
  if (a.kind == action_kind::decline) return answer_with(engine::act::decline(p));
  if (a.kind == action_kind::move) {
    if (!q.asks_cell())
      throw step_failed{fmt::format("refused: the game asks {}, not a place", question(q))};
    // The card moves (MOVE) or is deployed (a place for `deploy`): in play or not yet.
    const std::vector<card_id> named = matches(a.cards[0], anywhere, -1);
    if (std::find(named.begin(), named.end(), q.card) == named.end())
      throw step_failed{fmt::format("refused: the card that moves is \"{}\"", st().def(q.card).name), "the game asks " + question(q)};
    // The places the text offers, listed: a free cell that docks may still not be one (blind
    // design batch 25: `to a space adjacent to ...` refused a free cell as "not free").
    if (std::find(q.cells.begin(), q.cells.end(), *a.at) == q.cells.end()) {
      std::string offered;
      for (const engine::cell& c : q.cells) offered += fmt::format("{}{},{}", offered.empty() ? "" : " ", c.x, c.y);
      throw step_failed{fmt::format("refused: {},{} is not one of the places offered ({}; {})", a.at->x, a.at->y,
                                    offered.empty() ? std::string("none") : offered, place_refusal(st(), q.card, *a.at)),
                        "the game asks " + question(q)};
    }
    return answer_with(engine::act::choose_cell(p, *a.at));
  }
  // `accepts` (a choose naming nothing) names no card: on a question of cards it is no answer (blind design batch 50,
  // a copy's new targets: "a choice must be made: { } chosen").
  if (!q.may && a.kind == action_kind::choose && a.cards.empty() && a.whom < 0)
    throw step_failed{fmt::format("refused: 'accepts' answers a \"may\", and the game asks {}: write '{} chooses' and {}{}",
                                  question(q), player_name(a.player), q.asks_player() ? "a player's name" : "the cards",
                                  q.optional ? fmt::format(" (or '{} declines' for none)", player_name(a.player)) : "")};
  if (q.may) {
    answer_with(engine::act::accept(p));
    if (a.cards.empty() && a.whom < 0) return;
    const engine::state& s = st();
    if (!s.pending || s.pending->question.player != p || s.pending->question.may || s.pending->question.asks_cell() ||
        s.pending->question.asks_mode())
      throw accepted_then(a, q);
  } else if (q.asks_cell()) {
    throw step_failed{fmt::format("refused: the game asks {}; write '{} moves \"{}\" to X,Y'", question(q),
                                  player_name(a.player), st().def(q.card).name)};
  }
  // The cards named, each an option not named before; all of them within the limits; or
  // the player named (`Ana chooses Nick`).
  const engine::choice_request now = st().pending->question;
  if (now.asks_player() != (a.whom >= 0)) {
    if (a.whom >= 0) throw step_failed{fmt::format("refused: the game asks {}, not a player", question(now))};
    throw step_failed{fmt::format("refused: the game asks {}; write '{} chooses' and a player's name", question(now),
                                  player_name(a.player))};
  }
  if (a.whom >= 0) return answer_with(engine::act::choose_player(p, static_cast<player_id>(a.whom)));
  std::vector<card_id> chosen = st().pending->picked;
  const std::size_t first = chosen.size();
  for (const checked::card_ref& ref : a.cards) chosen.push_back(option_named(now, ref, chosen));
  if (const std::string r = now.refusal(chosen); !r.empty())
    throw step_failed{fmt::format("refused: {}: {} chosen, among {} ({})", r, names(chosen), names(now.options), now.what),
                      "the game asks " + question(now)};
  for (std::size_t i = first; i < chosen.size(); ++i) answer_with(engine::act::choose(p, chosen[i]));
  // The named cards are all there is: a choice that allows more ends here.
  if (st().pending && st().pending->question.player == p && !st().pending->picked.empty())
    answer_with(engine::act::decline(p));
}

// The option an answer names, not chosen before: one card, or copies in one pile (the first);
// two in different places are ambiguous (blind rules batch 115: one was taken silently).
card_id runner::option_named(const engine::choice_request& now, const checked::card_ref& ref,
                             const std::vector<card_id>& chosen) const {
  std::vector<card_id> found = matches(ref, anywhere, -1);
  std::erase_if(found, [&](card_id c) { return std::find(now.options.begin(), now.options.end(), c) == now.options.end(); });
  const bool offered = !found.empty();
  std::erase_if(found, [&](card_id c) { return std::find(chosen.begin(), chosen.end(), c) != chosen.end(); });
  // Named twice (blind design batch 63: "is not one of the targets", the card listed as an option).
  if (found.empty() && offered)
    throw step_failed{fmt::format("refused: \"{}\" is named twice, and the cards chosen are different cards: {} (the "
                                  "options are {})",
                                  ref.name, now.what, names(now.options)),
                      "the game asks " + question(now)};
  if (found.empty())
    throw step_failed{fmt::format("refused: \"{}\" is not {} (the options are {})", ref.name, now.what, names(now.options)),
                      "the game asks " + question(now)};
  if (found.size() > 1 && !copies_in_one_pile(found)) throw ambiguous(ref, found);
  return found.front();
}

// `NAME chooses 3M`: the amount of a cost's `pay x`, as the question allows.
void runner::answer_amount(const engine::choice_request& q, const checked::scenario_action& a) {
  if (!q.asks_amount()) throw step_failed{fmt::format("refused: the game asks {}, not an amount", question(q))};
  if (a.amounts.empty())
    throw step_failed{fmt::format("refused: the game asks {}; write '{} chooses 3M'", question(q), player_name(a.player))};
  if (a.amounts[0] > q.up_to)
    throw step_failed{fmt::format("refused: {}M is more than {}M", a.amounts[0], q.up_to), "the game asks " + question(q)};
  if (!q.amount_allowed(a.amounts[0]))
    if (engine::verdict v = engine::check(st(), engine::act::choose_amount(static_cast<player_id>(a.player), a.amounts[0])); !v)
      throw step_failed{"refused: " + with_player_names(v.reason, sc_), "the game asks " + question(q)};
  answer_with(engine::act::choose_amount(static_cast<player_id>(a.player), a.amounts[0]));
}

// `NAME chooses mode "TEXT"` or `NAME chooses mode 2`: a mode of `choose one`, by the text
// `show` prints for it or by its place from 1 (docs/scenarios.md); `NAME chooses modes 1 and
// 3`: each in turn, then no other (`choose one or more`).
void runner::answer_mode(const engine::choice_request& q, const checked::scenario_action& a) {
  answer_one_mode(q, a);
  const auto p = static_cast<player_id>(a.player);
  for (const auto& [text, number] : a.more_modes) {
    if (!st().pending || st().pending->question.player != p || !st().pending->question.asks_mode())
      throw step_failed{fmt::format("refused: no other mode is asked of {} now", player_name(a.player)), waiting_for()};
    checked::scenario_action next = a;
    next.mode = text, next.mode_number = number, next.more_modes.clear();
    answer_one_mode(st().pending->question, next);
  }
  if (a.more_modes.empty() || !st().pending || st().pending->question.player != p) return;
  const engine::choice_request& after = st().pending->question;
  if (after.asks_mode() && after.modes.back() == engine::no_other_mode) answer_with(stop_or_decline(after, p));
}

// `NAME declines` a mode question: its last option, no other mode, where it offers one;
// else a decline, which the engine refuses (a mode question is never declined).
engine::action runner::stop_or_decline(const engine::choice_request& q, player_id p) {
  if (!q.modes.empty() && q.modes.back() == engine::no_other_mode)
    return engine::act::choose_mode(p, static_cast<int>(q.modes.size()) - 1);
  return engine::act::decline(p);
}

void runner::answer_one_mode(const engine::choice_request& q, const checked::scenario_action& a) {
  if (!q.asks_mode()) throw step_failed{fmt::format("refused: the game asks {}, not a mode", question(q))};
  const auto p = static_cast<player_id>(a.player);
  if (a.mode_number > 0) return answer_with(engine::act::choose_mode(p, a.mode_number - 1));
  const auto named = std::find(q.modes.begin(), q.modes.end(), a.mode);
  if (a.mode.empty() || named == q.modes.end())
    throw step_failed{fmt::format("refused: {} names no mode: the game asks {}; write '{} chooses mode \"TEXT\"' or 'mode N'",
                                  !a.mode.empty()    ? fmt::format("\"{}\"", a.mode)
                                  : !a.cards.empty() ? fmt::format("the card \"{}\"", a.cards[0].name)
                                                     : std::string("the answer"),
                                  question(q),
                                  player_name(a.player))};
  answer_with(engine::act::choose_mode(p, static_cast<int>(named - q.modes.begin())));
}

// `NAME chooses "X"` took a "may": the refusal says what the game asks next when it is not a
// card and how a script answers it; what was asked and taken as yes is its detail, so that a
// word of that question does not stand for the reason (blind rules batch 111: "valuation" in
// "search ... with valuation 3 or less" passed an `expect refused`).
step_failed runner::accepted_then(const checked::scenario_action& a, const engine::choice_request& asked) const {
  const engine::state& s = st();
  const std::string who = player_name(a.player);
  const std::string named = a.cards.empty() ? player_name(a.whom) : fmt::format("\"{}\"", a.cards[0].name);
  const std::string taken =
      fmt::format("the game asked {}, and '{} chooses {}' was read as yes ('{} accepts')", question(asked), who, named, who);
  if (!s.pending) return step_failed{fmt::format("refused: '{} chooses {}' answered a \"may\", and no card is asked for after it", who, named), taken};
  const engine::choice_request& q = s.pending->question;
  return step_failed{fmt::format("refused: '{} chooses {}' answered a \"may\" with yes, and the game now asks {}, not a card: "
                                 "write {} first",
                                 who, named, question(q), answer_form(q)),
                     taken};
}

// How a script answers the question: `'Ana chooses mode "TEXT"' or 'Ana chooses mode N'`.
std::string runner::answer_form(const engine::choice_request& q) const {
  const std::string who = player_name(q.player);
  if (q.asks_mode()) return fmt::format("'{} chooses mode \"TEXT\"' or '{} chooses mode N'", who, who);
  if (q.asks_cell()) return fmt::format("'{} moves \"{}\" to X,Y'", who, st().def(q.card).name);
  if (q.may) return fmt::format("'{} accepts' or '{} declines'", who, who);  // a "may": yes or no
  return fmt::format("'{} chooses ...' or '{} declines'", who, who);
}

// What a failed expectation should know: the game is waiting in the middle of something.
std::string runner::still_open() const {
  const engine::state& s = st();
  if (s.pending) return "; the game still asks " + question(s.pending->question);
  if (s.priority.open() && !s.stack.empty())
    return fmt::format(" (the {} is still on the stack; {} may respond)",
                       s.stack.back().is_event() ? "event" : "ability", player_name(s.priority.holder));
  if (s.priority.open() && s.combat.active())
    return fmt::format(" (the attack waits for responses; {} may respond)", player_name(s.priority.holder));
  if (const std::string d = combat_decision(); !d.empty()) return " (the attack waits for " + d + ")";
  return "";
}

std::string runner::combat_decision() const {
  const scenario_run::combat_wait w = scenario_run::combat_decision(st());
  if (w.what.empty()) return "";
  const std::string who = player_name(st().decider());
  std::string lines = fmt::format("'{} {}'", who, w.yes);
  if (!w.no.empty()) lines += fmt::format(" or '{} {}'", who, w.no);
  return fmt::format("{} to {}: write {}", who, w.what, lines);
}

}  // namespace megacorp::scenario_run
