// The one interface through which card text asks a player to decide in the middle of an
// effect ("you may ...", "choose a card ...", a cost's card). Scenarios answer from the
// script, agents and a human answer their own way (issue 5: one chooser for all).
#pragma once

#include "engine/types.hpp"

#include <string>
#include <vector>

namespace engine {

struct state;

// A question for one player. `may`: yes or no (options empty). Otherwise pick one of
// `options` (up to `at_most` different ones, e.g. a search for "up to 2 cards"), or none
// when `optional`. With a `limit`, the chosen options' `weights` (same order as options)
// add up to at most `limit` (001 Glossary DEAD DROP: "a combined valuation of 7 or lower").
struct choice_request {
  player_id player = no_player;
  card_id source = no_card;       // whose text asks
  std::string what;               // the text being decided, e.g. `annihilate a card with #CONSUMER you control`
  bool may = false;
  bool optional = false;
  std::vector<card_id> options;
  int at_most = 1;
  std::vector<int> weights;
  int limit = -1;                 // -1: no limit on the weights
  // Why a set of chosen options breaks the request's limits, or empty when it keeps them.
  std::string refusal(const std::vector<card_id>& chosen) const;
  // A place instead (001 Glossary MOVE): where `card` goes in `network`, among `cells`.
  card_id card = no_card;
  player_id network = no_player;
  std::vector<cell> cells;
};

class chooser {
 public:
  virtual ~chooser();
  // `may`: true for yes. Otherwise the chosen cards (at least one and at most `at_most`,
  // or none when optional), each among the options, within `refusal()`'s limits; anything
  // else is a bug in the chooser.
  virtual bool decide(const state& s, const choice_request& r, std::vector<card_id>& chosen) = 0;
  // A place: one of `r.cells` (never empty), or false to decline when `r.optional`.
  virtual bool decide_cell(const state& s, const choice_request& r, cell& chosen) = 0;
};

}  // namespace engine
