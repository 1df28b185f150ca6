// Writing a game as a scenario (scenario/scenario_writer.hpp): the start, the steps, the
// expectations, put together.
#include "scenario/scenario_writer.hpp"

#include <exception>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/combat_wait.hpp"
#include "scenario/scenario_runner.hpp"
#include "scenario/write_parts.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

namespace {

using scenario_write::cannot_write;

// The players' names: the board's, or these by seat.
std::vector<std::string> player_names(const game_start& start, int players) {
  if (start.board) {
    std::vector<std::string> out;
    for (const checked::setup_player& p : start.board->players) out.push_back(p.name);
    return out;
  }
  const std::vector<std::string> seats = {"Ana", "Nicole", "Omar", "Pia"};
  return {seats.begin(), seats.begin() + std::min<std::ptrdiff_t>(players, 4)};
}

// Every card a board names must be in the library the game is played with.
std::string unknown_card(const library& lib, const checked::scenario& b) {
  std::vector<const checked::setup_card*> named;
  for (const checked::setup_player& p : b.players) {
    for (const auto* pile : {&p.hand, &p.main_deck, &p.resource_deck, &p.open_market, &p.annihilated})
      for (const checked::setup_card& c : *pile) named.push_back(&c);
    for (const checked::setup_cell& c : p.network) {
      named.push_back(&c.card);
      for (const checked::setup_card& u : c.bonded) named.push_back(&u);
    }
  }
  for (const checked::setup_card* c : named)
    if (!lib.find_card(c->name)) return fmt::format("no card named {} in the library", scenario_write::quoted(c->name));
  return {};
}

// The start as a board: the sandbox's, or players playing the decks from the bids.
checked::scenario start_board(const game_start& start, const std::vector<std::string>& names) {
  checked::scenario b;
  if (start.board) b = *start.board;
  for (std::size_t i = 0; !start.board && i < start.decks.size(); ++i) {
    const checked::deck& d = start.decks[i];
    const bool written = std::any_of(b.decks.begin(), b.decks.end(), [&](const checked::scenario_deck& w) { return w.contents.name == d.name; });
    if (!written) b.decks.push_back({d, {}, {}});
    checked::setup_player& p = b.players.emplace_back();
    p.name = names.at(i);
    p.deck = checked::setup_card{d.name, {}};
    b.phase = engine::phase::bidding;
  }
  b.variants = start.variants;
  b.seed = start.seed;
  return b;
}

// Passes as the runner does once the script ends (scenario_runner.cpp, finish_stack): a
// question asked then would fail the scenario.
void check_script_end(engine::state s) {
  if (s.pending) throw cannot_write{"card text asks a question that is not answered yet; answer it, then export"};
  for (int guard = 0; guard < 10000 && !s.stack.empty() && s.priority.open() && !s.over() && !s.pending; ++guard)
    engine::apply(s, engine::act::pass(s.decider()));
  if (s.pending) throw cannot_write{"the effects on the stack ask a question once they resolve; export after they do"};
  if (const std::string_view what = scenario_run::combat_decision(s).what; !what.empty())
    throw cannot_write{fmt::format("the attack waits for player {} to {}; decide, then export", s.decider() + 1, what)};
}

void indented(const std::vector<std::string>& lines, std::string& out) {
  for (const std::string& l : lines) {
    std::string line = "  ";
    for (char ch : l) line += ch == '\n' ? std::string("\n  ") : std::string(1, ch);
    out += line + "\n";
  }
}

std::string scenario_text(const std::string& title, const std::string& about, const std::vector<std::string>& board,
                          const std::vector<std::string>& steps, const std::vector<std::string>& expectations) {
  std::string out = fmt::format("# {}\n# Written by megacorp (docs/scenarios.md, \"Exported scenarios\"); `megacorp test` "
                                "runs it.\nscenario {} {{\n", about, scenario_write::quoted(title));
  indented(board, out);
  if (!steps.empty()) out += "\n";
  indented(steps, out);
  out += "\n";
  indented(expectations, out);
  return out + "}\n";
}

}  // namespace

checked::scenario board_of(const checked::scenario& sc) {
  checked::scenario b;
  b.name = sc.name;
  b.rules = sc.rules;
  b.variants = sc.variants;
  b.seed = sc.seed;
  b.players = sc.players;
  b.turn_player = sc.turn_player;
  b.phase = sc.phase;
  b.turn_number = sc.turn_number;
  for (const checked::scenario_deck& d : sc.decks) b.decks.push_back({d.contents, {}, {}});
  // No position into the text it was read from: the text may be gone.
  for (checked::setup_player& p : b.players) {
    p.where = {};
    for (auto* pile : {&p.hand, &p.main_deck, &p.resource_deck, &p.open_market, &p.annihilated})
      for (checked::setup_card& c : *pile) c.where = {};
    for (checked::setup_cell& c : p.network) {
      c.card.where = {};
      for (checked::setup_card& u : c.bonded) u.where = {};
    }
    if (p.deck) p.deck->where = {};
  }
  for (checked::scenario_deck& d : b.decks) {
    d.contents.where = {};
    for (auto* list : {&d.contents.resources, &d.contents.main})
      for (checked::deck_entry& e : *list) e.where = {};
  }
  return b;
}

std::optional<engine::state> start_state(const library& lib, const game_start& start, std::string& error) {
  engine::rules_options rules;
  for (const std::string& v : start.variants)
    if (!apply_variant(v, rules, lib.variants())) {
      error = unknown_variant(v, lib.variants());
      return std::nullopt;
    }
  const auto db = make_card_db(lib);
  if (start.board) {
    checked::scenario b = *start.board;
    b.rules = rules, b.seed = start.seed, b.variants = start.variants, b.steps.clear();
    if (error = unknown_card(lib, b); !error.empty()) return std::nullopt;
    try {
      return scenario_position(lib, db, b);
    } catch (const std::exception& e) {
      error = e.what();
      return std::nullopt;
    }
  }
  std::vector<const checked::deck*> decks;
  for (const checked::deck& d : start.decks) decks.push_back(&d);
  engine::new_game_result made = new_deck_game(db, make_text_behaviour(lib), decks, start.seed, rules);
  if (!made.game) {
    error = fmt::format("{}", fmt::join(made.problems, "; "));
    return std::nullopt;
  }
  return std::move(*made.game);
}

namespace {

// The game's start state and its players' names given to `write`, which answers the text;
// a refusal (cannot_write) or an engine error while it replays becomes the result's error.
template <class Write>
written_scenario written_from_start(const library& lib, const game_start& start, Write write) {
  written_scenario out;
  std::optional<engine::state> s = start_state(lib, start, out.error);
  if (!s) return out;
  const std::vector<std::string> names = player_names(start, s->player_count());
  try {
    out.text = write(std::move(*s), names);
  } catch (const cannot_write& w) {
    out.error = w.why;
  } catch (const std::exception& e) {  // card text that cannot run, a rules loop: the game cannot be replayed
    out.error = fmt::format("the game stopped while it was written: {}", e.what());
  }
  return out;
}

std::string actions_text(std::size_t n) { return fmt::format("{} action{}", n, n == 1 ? "" : "s"); }

}  // namespace

written_scenario write_game_scenario(const library& lib, const game_start& start,
                                     const std::vector<engine::action>& actions, const std::string& title) {
  return written_from_start(lib, start, [&](engine::state s, const std::vector<std::string>& names) {
    scenario_write::written_script steps = scenario_write::script_lines(lib, std::move(s), names, actions);
    check_script_end(steps.end);
    const std::string about =
        fmt::format("The game's start and its {}, then where every card and player stands.", actions_text(actions.size()));
    return scenario_text(title, about, scenario_write::board_lines(start_board(start, names)), steps.lines,
                         scenario_write::expectation_lines(steps.end, scenario_write::namer(steps.end, names)));
  });
}

written_scenario write_board_scenario(const library& lib, const game_start& start,
                                      const std::vector<engine::action>& actions, const std::string& title) {
  return written_from_start(lib, start, [&](engine::state s, const std::vector<std::string>& names) {
    for (std::size_t k = 0; k < actions.size(); ++k) {
      if (const engine::verdict v = engine::check(s, actions[k]); !v)
        throw cannot_write{fmt::format("action {} (`{}`) is refused where it stands: {}", k + 1, engine::to_text(actions[k]), v.reason)};
      engine::apply(s, actions[k]);
    }
    checked::scenario b = scenario_write::board_at(s, names);
    b.variants = start.variants;
    b.seed = start.seed;
    const std::string about = fmt::format("The position after {} as a board, and where every card and player stands.",
                                          actions_text(actions.size()));
    return scenario_text(title, about, scenario_write::board_lines(b), {},
                         scenario_write::expectation_lines(s, scenario_write::namer(s, names)));
  });
}

}  // namespace megacorp
