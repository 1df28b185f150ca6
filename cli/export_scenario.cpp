// Writing a game as a scenario from the command line (cli/export_scenario.hpp).
#include "cli/export_scenario.hpp"

#include <fmt/format.h>

#include "engine/action.hpp"
#include "sim/report.hpp"

namespace megacorp {

int export_scenario(const library& lib, const game_start& start, const std::vector<std::string>& actions,
                    const std::string& title, const export_request& req) {
  std::vector<engine::action> parsed;
  for (std::size_t k = 0; k < actions.size(); ++k) {
    std::string error;
    const auto a = engine::parse_action(actions[k], &error);
    if (!a) {
      fmt::print(stderr, "error: --export-scenario: action {} cannot be read: {}\n", k + 1, error);
      return 1;
    }
    parsed.push_back(*a);
  }
  const written_scenario w = req.board ? write_board_scenario(lib, start, parsed, title)
                                       : write_game_scenario(lib, start, parsed, title);
  if (!w.error.empty()) {
    fmt::print(stderr, "error: --export-scenario: the game cannot be written as a scenario: {}\n", w.error);
    return 1;
  }
  std::string why;
  if (!sim::write_report(req.file, w.text, why)) {
    fmt::print(stderr, "error: --export-scenario: cannot write to \"{}\": {}\n", req.file, why);
    return 2;
  }
  return 0;
}

}  // namespace megacorp
