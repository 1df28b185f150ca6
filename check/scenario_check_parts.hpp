// The scenario checker's class, shared by the files that check a scenario's parts (check_scenario*.cpp).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/types.hpp"
#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "ir/definitions.hpp"
#include "ir/scenario.hpp"

namespace megacorp {

// Checks one scenario (docs/scenarios.md): players, cards, cells, phases and variants are
// resolved here, so a scenario that checks cleanly fails at run time only for game reasons.
class scenario_checker {
 public:
  using node = syntax::node;

  scenario_checker(const definitions& lib, const source_file* file, diagnostics& diags)
      : lib_(lib), file_(file), diags_(diags) {}

  void run(const node& n, checked::scenario& s);

 private:
  span at(const node& n) const { return syntax::span_of(file_, n); }
  diagnostic& error(const node& n, std::string message) { return diags_.error(at(n), std::move(message)); }

  // names: players, cards, cells, phases, zones (check_scenario_names.cpp)
  int number(const node& n);
  engine::cell cell(const node& n);
  engine::trait trait(const node& n) const;
  std::optional<engine::phase> phase(const node& n, bool setup = false);
  int player(const node& n);  // player_name or possessive; -1 after an error
  std::string card_name(const node& name_node);  // "" after an error
  checked::setup_card setup_card(const node& name_node) { return {card_name(name_node), at(name_node)}; }
  std::vector<checked::setup_card> card_list(const node& list);
  checked::card_ref card_ref(const node& n);
  checked::zone_ref zone_ref(const node& n, int actor);
  std::vector<checked::card_ref> card_refs(const node& n, std::size_t from);
  std::vector<checked::target_ref> target_refs(const node& n, std::size_t from);

  // the board (check_scenario_board.cpp)
  void declare_players(const node& n, checked::scenario& s);
  void setup_player(const node& n, checked::setup_player& p);
  void setup_cell(const node& n, checked::setup_cell& c);
  void check_board(const checked::scenario& s);
  checked::setup_card setup_deck_name(const node& name);
  void check_deck_game(const checked::scenario& s);

  // decks (check_scenario.cpp): written in the scenario, checked by deck_checker
  void declare_deck(const node& n, checked::scenario& s);
  static const checked::scenario_deck* find_deck(const checked::scenario& s, const std::string& name);
  void only_deck_expectations(const checked::scenario& s);

  // the script (check_scenario_actions.cpp, check_scenario_expectations.cpp): one
  // function per kind of action and of expectation, each in a table
  struct actions;
  struct expectations;
  checked::scenario_action action(const node& n);
  checked::expectation expectation(const node& n);
  const checked::scenario* current_ = nullptr;  // the scenario being checked: its decks, for `expect deck`

  const definitions& lib_;
  const source_file* file_;
  diagnostics& diags_;
  std::vector<std::string> players_;
  std::vector<span> player_where_;
};

}  // namespace megacorp
