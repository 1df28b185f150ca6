// What the scenario writer's files share (scenario/scenario_writer.hpp): naming players and
// cards as the runner reads them, the board's text, the expectations and the script.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/action.hpp"
#include "engine/state.hpp"
#include "ir/scenario.hpp"
#include "library/library.hpp"
#include "scenario/card_match.hpp"

namespace megacorp::scenario_write {

using engine::card_id;
using scenario_run::zone_mask;

// Why a game cannot be written: a card the scenario language cannot name apart from
// another, an action it has no step for.
struct cannot_write {
  std::string why;
};

// A card's name as the language writes it: in quotes, with \" and \\ escaped.
std::string quoted(const std::string& name);

// Names for the game's players and cards, as the runner resolves them in `s`.
class namer {
 public:
  namer(const engine::state& s, const std::vector<std::string>& players) : s_(s), players_(players) {}
  const std::string& player(engine::player_id p) const { return players_.at(p); }
  // The shortest reference (`"X"`, `Ana's "X"`, `"X" at 1,0`, `Ana's "X" at 1,0`, `Ana's
  // business`) the runner resolves, among `zones` of `zone_player`'s (-1: anyone's), to `c`
  // or a copy that cannot be told from it; cannot_write when none does.
  std::string card(card_id c, zone_mask zones, int zone_player) const;
  // The reference a `chooses` step picks `c` by: the first card it names among `options`
  // not in `chosen` is `c` or such a copy.
  std::string option(card_id c, const std::vector<card_id>& options, const std::vector<card_id>& chosen) const;

 private:
  std::vector<checked::card_ref> candidates(card_id c) const;
  std::string text(const checked::card_ref& r) const;
  const engine::state& s_;
  const std::vector<std::string>& players_;
};

// The board's lines inside `scenario { ... }`: rules, seed, the decks written in it, each
// player's block and the turn (docs/scenarios.md, Setup).
std::vector<std::string> board_lines(const checked::scenario& board);
// The position of `s` as a board (with `names` for its players); cannot_write when it
// cannot be one (scenario/scenario_writer.hpp, write_board_scenario).
checked::scenario board_at(const engine::state& s, const std::vector<std::string>& names);
// The expectations of every card and player in `s`.
std::vector<std::string> expectation_lines(const engine::state& s, const namer& n);
// The actions as the script's steps, each applied as it is written, from `start`; and the
// game they end in. cannot_write when one is refused or has no step.
struct written_script {
  std::vector<std::string> lines;
  engine::state end;
};
// Action `a` as the script step a scenario writes for it in position `s` (what a refusal's
// `the options are` lists), or nothing: an answer, or a card the script cannot name apart.
std::optional<std::string> step_line(const library& lib, const engine::state& s, const std::vector<std::string>& names,
                                     const engine::action& a);

written_script script_lines(const library& lib, engine::state start, const std::vector<std::string>& names,
                            const std::vector<engine::action>& actions);

}  // namespace megacorp::scenario_write
