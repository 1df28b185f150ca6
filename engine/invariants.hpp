// Engine invariants; a violation is an engine bug and throws invariant_violation.
#pragma once

#include "engine/state.hpp"

#include <stdexcept>
#include <string>

namespace engine {

struct invariant_violation : std::logic_error {
  using std::logic_error::logic_error;
};

// Each card is in exactly one place (no card in two networks, grids and card records
// agree), piles hang under network cards, money and pools are non-negative and only the
// turn player has a pool, and money adds up with the bank's flow.
void check_invariants(const state& s);

// A precondition the engine itself broke (never the players' input): throws
// std::logic_error "engine bug: WHAT".
[[noreturn]] void engine_bug(const std::string& what);

}  // namespace engine
