// Hints for a designer's everyday phrasings the language writes another way
// (phrasing_hints.cpp); syntax_hints.cpp tries them with its own. Each reads the text
// around the error at `at` and gives the clearer message, or nothing.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "grammar/syntax_hints.hpp"

namespace megacorp {

std::optional<refined_error> kind_in_past(std::string_view text, std::size_t at);            // `if it was an event`
std::optional<refined_error> zone_count(std::string_view text, std::size_t at);              // `there are 5 or more cards in ...`
std::optional<refined_error> the_bonded_card(std::string_view text, std::size_t at);         // `the bonded character`
std::optional<refined_error> first_each_turn(std::string_view text, std::size_t at);         // `the first event you play each turn`
std::optional<refined_error> money_cost_without_pay(std::string_view text, std::size_t at);  // `ability: 2M, engage this ->`
std::optional<refined_error> comma_before_first_time(std::string_view text, std::size_t at); // `draws a card, for the first time`
std::optional<refined_error> and_between_statements(std::string_view text, std::size_t at);  // `gets +1 BQ and gains FLYING`
std::optional<refined_error> keyword_to_target(std::string_view text, std::size_t at);
std::optional<refined_error> open_market_pile(std::string_view text, std::size_t at);         // `its owner's open market pile`        // `keywords: BOND to target character`

}  // namespace megacorp
