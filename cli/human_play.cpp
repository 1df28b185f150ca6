// A person plays in the terminal (cli/human_play.hpp).
#include "cli/human_play.hpp"

#include <cstdio>
#include <exception>
#include <string>

#include <fmt/format.h>

#include "agents/self_play.hpp"
#include "cli/board_text.hpp"
#include "cli/export_scenario.hpp"
#include "session/new_session.hpp"

namespace megacorp {

namespace {

using session::game_session;
using session::json;

constexpr std::size_t longest_line = 1000;

const char* help_text =
    "Type the number of an action and Enter. Also:\n"
    "  pass         pass (priority, or the rest of the phase)\n"
    "  board        show the board and the actions again\n"
    "  help         this text\n"
    "  quit         leave the game\n"
    "  KIND FIELDS  an action in its text form, e.g. 'sell card=23' (docs/replays.md):\n"
    "               the engine checks it and says which rule refuses it\n";

std::string trimmed(const std::string& line) {
  const std::size_t a = line.find_first_not_of(" \t\r");
  if (a == std::string::npos) return {};
  return line.substr(a, line.find_last_not_of(" \t\r") - a + 1);
}

// A whole number from 1, or 0 when the line is not one.
std::size_t number_of(const std::string& line) {
  if (line.empty() || line.size() > 9 || line.find_first_not_of("0123456789") != std::string::npos) return 0;
  return std::stoul(line);
}

void show_refusal(const session::act_result& r) {
  fmt::print("refused: {}\n", r.refusal);
  if (!r.rule.empty()) fmt::print("  rule: {}\n", r.rule);
}

class terminal_game {
 public:
  explicit terminal_game(game_session& g) : g_(g) {}

  int play(std::istream& in) {
    advance();
    while (!g_.over()) {
      const engine::player_id seat = g_.decider();
      show(seat);
      fmt::print("player {} [v{}]> ", seat + 1, g_.version());
      std::fflush(stdout);
      std::string line;
      if (!std::getline(in, line)) {
        fmt::print("\n");
        fmt::print(stderr, "error: the input ended before the game did (at version {}); the game is left unfinished\n",
                   g_.version());
        return 1;
      }
      if (!answer(seat, trimmed(line))) {
        fmt::print("You left the game at version {}.\n", g_.version());
        return 0;
      }
      advance();
    }
    const engine::player_id seat = shown_seat_ == engine::no_player ? 0 : shown_seat_;
    fmt::print("{}", log_text(g_.log(seat, printed_[seat])));
    fmt::print("\n{}", final_text(g_.view(seat)));
    return 0;
  }

 private:
  void advance() { g_.advance(); }

  // The log since the seat last looked, the board and the actions (when the game moved).
  void show(engine::player_id seat) {
    if (seat == shown_seat_ && g_.version() == shown_version_) return;
    if (seat != shown_seat_ && shown_seat_ != engine::no_player) fmt::print("\n-- player {} decides --\n", seat + 1);
    fmt::print("{}", log_text(g_.log(seat, printed_[seat])));
    printed_[seat] = g_.log_size();
    fmt::print("\n{}{}", board_text(g_.view(seat)), actions_text(g_.actions(seat)));
    shown_seat_ = seat;
    shown_version_ = g_.version();
  }

  // Carries out one line; false for quit.
  bool answer(engine::player_id seat, const std::string& line) {
    if (line == "quit") return false;
    if (line == "help") {
      fmt::print("{}", help_text);
    } else if (line == "board") {
      fmt::print("{}{}", board_text(g_.view(seat)), actions_text(g_.actions(seat)));
    } else if (line.size() > longest_line) {
      fmt::print("That line is {} characters long; an answer is a number or a short command (help).\n", line.size());
    } else if (const std::size_t n = number_of(line)) {
      const session::act_result r = g_.act(seat, g_.version(), n - 1);
      if (!r.ok) show_refusal(r);
    } else if (line.empty()) {
      fmt::print("Type the number of an action, pass, board, help or quit.\n");
    } else if (line.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == line.find(' ')) {  // a word first: an action's text form
      const session::act_result r = g_.act_text(seat, line);
      if (!r.ok) show_refusal(r);
    } else {
      fmt::print("'{}' is not an action number (1 to {}), pass, board, help or quit.\n", line.substr(0, 40),
                 g_.actions(seat)["actions"].size());
    }
    return true;
  }

  game_session& g_;
  engine::player_id shown_seat_ = engine::no_player;
  std::uint64_t shown_version_ = 0;
  std::size_t printed_[2] = {0, 0};  // log entries each seat has been shown
};

}  // namespace

int run_human_play(const library& lib, const play_request& req, std::istream& in) {
  const std::uint64_t seed = req.seed;
  session::game_request g;
  g.decks = {req.deck_a, req.deck_b};
  g.seats = {req.agent, req.agent_b};
  g.variants = req.variants;
  g.seed = seed;
  g.agents.mcts.iterations = req.mcts_iterations;
  g.limits.max_turns = req.max_turns;
  session::new_session_result made = session::new_session(lib, g);
  if (!made.game) {
    for (const std::string& p : made.problems) fmt::print(stderr, "error: {}\n", p);
    return 2;
  }
  fmt::print("Playing {} (player 1, {}) against {} (player 2, {}), seed {}. Type help for help.\n", req.deck_a,
             req.agent, req.deck_b, req.agent_b, seed);
  try {
    const int status = terminal_game(*made.game).play(in);
    if (status != 0 || req.export_scenario.file.empty()) return status;
    const std::string title = fmt::format("{} against {}, seed {}, after {} actions", req.deck_a, req.deck_b, seed,
                                          made.game->history().size());
    return export_scenario(lib, made.start, made.game->history(), title, req.export_scenario);
  } catch (const std::exception& e) {
    std::fflush(stdout);
    fmt::print(stderr, "error: the game stopped at version {}: {}\n", made.game->version(), e.what());
    return 1;
  }
}

}  // namespace megacorp
