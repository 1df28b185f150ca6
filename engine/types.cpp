// Names of the engine's enums, for messages and the event log.
#include "engine/types.hpp"

#include <iterator>

namespace engine {

std::string_view to_string(trait t) { return trait_names[static_cast<std::size_t>(t)]; }

std::optional<trait> parse_trait(std::string_view name) {
  for (trait t : all_traits)
    if (to_string(t) == name) return t;
  return std::nullopt;
}

std::string_view to_string(card_type t) {
  constexpr std::string_view names[] = {"character", "founder", "business", "event", "equipment", "location"};
  static_assert(std::size(names) == static_cast<std::size_t>(card_type::location) + 1);
  return names[static_cast<int>(t)];
}

std::string_view to_string(faction f) { return faction_names[static_cast<std::size_t>(f)]; }

std::string_view to_string(zone z) {
  constexpr std::string_view names[] = {"main deck", "resource deck", "hand",     "network",  "bonded pile",
                                        "open market", "annihilated zone", "revealed", "set aside", "out of the game"};
  static_assert(std::size(names) == static_cast<std::size_t>(zone::out_of_game) + 1);
  return names[static_cast<int>(z)];
}

std::string_view to_string(phase p) {
  constexpr std::string_view names[] = {"Bidding", "Mulligan", "Accounting Phase", "Buy Phase",
                                        "Challenge Phase", "Divest Phase", "End Phase", "game over"};
  static_assert(std::size(names) == static_cast<std::size_t>(phase::game_over) + 1);
  return names[static_cast<int>(p)];
}

// The phases that are steps of a turn (not bidding, mulligan or the game's end).
std::optional<turn_step> step_of(phase ph) {
  switch (ph) {
    case phase::accounting: return turn_step::accounting_phase;
    case phase::buy: return turn_step::buy_phase;
    case phase::challenge: return turn_step::challenge_phase;
    case phase::divest: return turn_step::divest_phase;
    case phase::end: return turn_step::end_phase;
    default: return std::nullopt;
  }
}

std::string_view to_string(turn_step t) {
  constexpr std::string_view names[] = {"turn", "game", "Accounting Phase", "cashflow step", "upkeep step",
                                        "Buy Phase", "Challenge Phase", "Divest Phase", "End Phase", "combat"};
  static_assert(std::size(names) == static_cast<std::size_t>(turn_step::combat) + 1);
  return names[static_cast<int>(t)];
}

std::string_view to_string(loss_reason r) {
  constexpr std::string_view names[] = {"none",
                                        "ran out of money",
                                        "business orphaned",
                                        "business bought out",
                                        "business destroyed",
                                        "unable to draw",
                                        "a card effect",
                                        "conceded",
                                        "business left play"};
  static_assert(std::size(names) == static_cast<std::size_t>(loss_reason::business_lost) + 1);
  return names[static_cast<int>(r)];
}

}  // namespace engine
