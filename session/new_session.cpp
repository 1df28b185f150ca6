// A new session from library decks (session/new_session.hpp).
#include "session/new_session.hpp"

#include <fmt/format.h>

#include "library/game_cards.hpp"
#include "library/game_decks.hpp"
#include "run/text_behaviour.hpp"
#include "session/deck_file.hpp"
#include "session/sandbox.hpp"
#include "session/replay_session.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp::session {

namespace {

constexpr std::string_view human = "human";

// The seats' agents (null for a person), or a problem for each unknown name.
std::vector<std::unique_ptr<agent>> make_seats(const game_request& req, std::vector<std::string>& problems) {
  std::vector<std::unique_ptr<agent>> out;
  for (const std::string& name : req.seats) {
    if (name == human) {
      out.push_back(nullptr);
      continue;
    }
    out.push_back(make_agent(name, req.seed, req.agents));
    if (!out.back())
      problems.push_back(fmt::format("unknown agent '{}'; a seat is one of {}", name, fmt::join(seat_kinds(), ", ")));
  }
  return out;
}

// The sandbox: the scenario's board, its empty decks filled from the lobby's decks; the
// players are labelled by the scenario's names.
new_session_result sandbox_session(const library& lib, const game_request& req,
                                   const std::vector<const checked::deck*>& decks,
                                   std::vector<std::unique_ptr<agent>> seats) {
  new_session_result out;
  sandbox_board read = read_sandbox_scenario(lib, req.scenario);
  if (!read.problems.empty()) {
    out.problems = std::move(read.problems);
    return out;
  }
  fill_empty_decks(read.board, decks, req.seed);
  out.start = {{}, std::move(read.board), req.variants, req.seed};
  std::string error;
  std::optional<engine::state> s = start_state(lib, out.start, error);
  if (!s) {
    out.problems.push_back(fmt::format("scenario \"{}\": {}", out.start.board->name, error));
    return out;
  }
  std::vector<std::string> labels;
  for (const checked::setup_player& p : out.start.board->players) labels.push_back(p.name);
  out.game = std::make_unique<game_session>(std::move(*s), labels, std::move(seats), req.limits);
  return out;
}

}  // namespace

std::vector<std::string> seat_kinds() {
  std::vector<std::string> out{std::string(human)};
  for (std::string_view n : agent_names()) out.emplace_back(n);
  return out;
}

new_session_result new_session(const library& lib, const game_request& req) {
  new_session_result out;
  if (req.decks.size() != 2 || req.seats.size() != 2) {
    out.problems.push_back("a game has two seats, each with a deck and a player (a person or an agent)");
    return out;
  }
  const uploaded_decks file = req.deck_file.empty() ? uploaded_decks{} : read_deck_file(lib, req.deck_file);
  out.problems = file.problems;
  std::vector<const checked::deck*> decks;
  for (const std::string& name : req.decks) {
    decks.push_back(find_deck(file, lib, name));
    if (!decks.back() && file.problems.empty()) out.problems.push_back(no_such_deck(file, lib, name));
  }
  engine::rules_options rules;
  for (const std::string& v : req.variants)
    if (!apply_variant(v, rules, lib.variants()))
      out.problems.push_back(unknown_variant(v, lib.variants()));
  std::vector<std::unique_ptr<agent>> seats = make_seats(req, out.problems);
  if (!out.problems.empty()) return out;
  if (!req.scenario.empty()) return sandbox_session(lib, req, decks, std::move(seats));
  auto game = new_deck_game(make_card_db(lib), make_text_behaviour(lib), decks, req.seed, rules);
  if (!game.game) {
    out.problems = game.problems;
    return out;
  }
  out.game = std::make_unique<game_session>(std::move(*game.game), req.decks, std::move(seats), req.limits);
  out.game->set_origin(origin_of(decks, req));
  for (const checked::deck* d : decks) out.start.decks.push_back(*d);
  out.start.variants = req.variants;
  out.start.seed = req.seed;
  return out;
}

}  // namespace megacorp::session
