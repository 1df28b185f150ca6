// What an event or ability targets (001 Glossary TARGET): a card in play or a player.
// Chosen when it is played or activated, or as a triggered ability triggers; kept on the
// stack with the effect. A value of four bytes: the state stays small and copyable.
#pragma once

#include "engine/types.hpp"

#include <array>
#include <cstdint>

namespace engine {

// At most one of `card` and `player` is set; neither: no target.
struct target {
  card_id card = no_card;
  player_id player = no_player;

  static constexpr target of_card(card_id c) { return {.card = c}; }
  static constexpr target of_player(player_id p) { return {.player = p}; }
  constexpr bool is_card() const { return card != no_card; }
  constexpr bool is_player() const { return player != no_player; }
  constexpr bool none() const { return !is_card() && !is_player(); }
  friend bool operator==(const target&, const target&) = default;
};

// An effect names at most this many targets (a play or activation lists them in order);
// a counted target (`3 target characters`) is one. The books set no limit; the checker
// refuses a text naming more (check_abilities.cpp), so every text that checks can be played.
inline constexpr int max_targets = 4;
using target_list = std::array<target, max_targets>;

// 001 Glossary TARGET: "To Target means to choose a space": where a card target was when
// the item went on the stack (a network and its cell). No network: not a card in a network.
struct target_space {
  player_id network = no_player;
  std::int8_t x = 0;
  std::int8_t y = 0;
  friend bool operator==(const target_space&, const target_space&) = default;
};
using target_spaces = std::array<target_space, max_targets>;

// How many cards the i-th target of an effect takes: one, chosen with the play or the
// activation (`target card`), or, for a counted target (`2 target characters`, `up to 3
// target ...`, `any number of target ...`), `least` to `most` cards chosen by the player
// after the costs, one pending decision each (docs/rulings.md, Several targets).
struct target_range {
  int least = 1;
  int most = 1;
  bool counted = false;
  // An item on the stack, named by its source card (`target ability`, `target effect`), not
  // the card in a space (001 Glossary TARGET): choosing it does not target that card.
  bool item = false;
  // A target in a mode of `choose one` whose mode is chosen with the play or activation
  // (docs/rulings.md, Modes): which mode (from 0) and how many modes the statement has;
  // chosen only when that mode is. -1 and 0: a target of every play.
  std::int8_t mode = -1;
  std::int8_t modes = 0;
};

// A card chosen for a counted target: its slot (the i-th target of the effect) and the
// space it was in as the item went on the stack (ops::push_stack).
struct counted_target {
  std::int8_t slot = 0;
  card_id card = no_card;
  target_space at{};
  friend bool operator==(const counted_target&, const counted_target&) = default;
};

}  // namespace engine
