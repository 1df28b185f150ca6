// Test support: a small card database built in C++, legal decks, a test card behaviour
// that exercises the events offered at once, and helpers to set up and drive games.
#pragma once

#include "engine/behaviour.hpp"
#include "engine/event_log.hpp"
#include "engine/ops.hpp"
#include "engine/rules.hpp"
#include "engine/setup.hpp"
#include "engine/state.hpp"

#include <memory>
#include <string_view>
#include <vector>

namespace test {

// Behaviour handles understood by test_behaviour.
enum handle : std::uint32_t {
  none = 0,
  cashflow_1,          // gains 1 money at the cashflow step
  cashflow_2_keep_1,   // gains 2 at the cashflow step; costs 1 money at the upkeep step
  stays_at_end,        // an event not discarded at End (rule query discarded_at_end)
  worth_15,            // valuation 15 (rule number valuation)
  not_for_sale,        // cannot be sold or bought from a network (rule queries)
  wins_when_deployed,  // its controller wins when it is deployed (card effect)
  echoes_at_end,       // at the end of turn it fires the end of turn again: a loop in card text
};

// The steps of the turn offered at once (engine/behaviour.hpp trigger_timing), for `seen`.
enum class offered : std::uint8_t { other, game_begins, turn_begins, cashflow_step, turn_ends };

// Records every event the engine offers at once to several cards (ops::fire_all asks each
// card whether it has text there) and implements the handles above.
class test_behaviour : public engine::card_behaviour {
 public:
  bool has_event_trigger(const engine::event& e, const engine::state& s, engine::card_id self,
                         engine::trigger_timing when) const override;
  void on_event(const engine::event& e, const engine::state& s, engine::card_id self, engine::ops& api,
                engine::trigger_timing when) const override;
  std::optional<engine::cost> cost_to_keep(const engine::state& s, engine::card_id self) const override;
  bool query(engine::rule_query q, const engine::state& s, engine::card_id self, bool default_answer,
             engine::card_id other) const override;
  int number(engine::rule_number q, const engine::state& s, engine::card_id self, int default_value,
             engine::card_id other) const override;
  mutable std::vector<std::pair<offered, engine::card_id>> seen;
};

std::shared_ptr<const engine::card_db> database();
engine::def_id def(std::string_view name);
engine::deck_list deck_a();  // Genome Holdings / Raamaa
engine::deck_list deck_b();  // Gnost Temple / Illithis

// Applies an action, failing the test with the reason if it is refused, then checks
// the invariants.
void act(engine::state& s, const engine::action& a, engine::event_log* log = nullptr);

// A two-player (or more) game after bidding (player 1 bids 1, others 0) and kept hands:
// turn 1, player 1 in the Accounting Phase.
engine::state started_game(std::uint64_t seed = 1, engine::rules_options rules = {}, int players = 2,
                           std::shared_ptr<const test_behaviour> behaviour = nullptr, engine::event_log* log = nullptr);

// Finds a card by name in a zone of a player (the last one, i.e. the top of a pile).
engine::card_id find(const engine::state& s, std::string_view name, engine::zone z, engine::player_id p);
// Takes a card by name from anywhere outside play (owner's decks first) and deploys it
// directly at a cell, bypassing the rules: for building test positions.
engine::card_id place(engine::state& s, std::string_view name, engine::player_id owner, engine::player_id network,
                      engine::cell at, bool engaged = false);
// Moves a card by name from the owner's decks into their hand (test setup).
engine::card_id to_hand(engine::state& s, std::string_view name, engine::player_id owner);
// Player p (the turn player) passes, and every window that opens as the phase ends is
// passed too (001 Cards and card types, Events: the others may play events then): the
// phase ends.
void pass_phase(engine::state& s, engine::player_id p, engine::event_log* log = nullptr);
// Takes the default decision until the phase is reached: pays upkeep, bottoms the
// revealed resource, passes.
void advance_to(engine::state& s, engine::phase ph, engine::event_log* log = nullptr);
// Plays default decisions until turn number `turn` reaches phase ph.
void advance_to_turn(engine::state& s, int turn, engine::phase ph, engine::event_log* log = nullptr);
// Plays until it is player p's turn in phase ph.
void advance_to_turn_of(engine::state& s, engine::player_id p, engine::phase ph, engine::event_log* log = nullptr);

}  // namespace test
