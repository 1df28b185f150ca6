// The scenario runner's class and what its parts share (scenario_runner.cpp and the scenario_*.cpp it uses).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/action.hpp"
#include "engine/card_def.hpp"
#include "engine/decision.hpp"
#include "engine/event_log.hpp"
#include "engine/position.hpp"
#include "engine/state.hpp"
#include "library/library.hpp"
#include "ir/scenario.hpp"
#include "scenario/card_match.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp::scenario_run {

// The names every part of the runner uses.
using checked::action_kind;
using checked::expect_kind;
using engine::card_id;
using engine::no_card;
using engine::player_id;
using engine::zone;


// A step failed: the message says what was expected and what was found.
struct step_failed {
  explicit step_failed(std::string m, std::string d = {}, std::optional<span> w = std::nullopt)
      : message(std::move(m)), detail(std::move(d)), where(w) {}
  std::string message;
  std::string detail;  // printed after the step's source line: e.g. the options the game offered
  std::optional<span> where;  // the place in the file at fault, when not the step's (a board's card)
};

// Runs one scenario. A question card text asks mid-action (a "may", a card to choose, a
// place) is the game's pending decision, answered by the script's next step.
class runner {
 public:
  runner(const library& lib, const std::shared_ptr<const engine::card_db>& db, const checked::scenario& sc,
         const switched_off& off)
      : lib_(lib), db_(db), sc_(sc), off_(off) {
    r_.sc = &sc;
  }
  scenario_result run();
  // The game after setup() and the script's steps, nothing passed after the last step
  // (scenario_position); step_failed when a step fails.
  engine::state position_after_script();

 private:
  // The game in play, read-only: it changes only through engine::apply (which runs ops),
  // or is put back whole to a copy of the position taken before a trial (setup() builds the
  // board through position first).
  const engine::state& st() const { return pos_->st(); }
  std::string player_name(int p) const { return sc_.players[static_cast<std::size_t>(p)].name; }
  // `"Gnost Cleric"` or `Nicole's business`, as the script names it.
  std::string ref_text(const checked::card_ref& r) const {
    return r.business ? player_name(r.player) + "'s business" : fmt::format("\"{}\"", r.name);
  }

  // running (scenario_runner.cpp)
  void setup();
  void setup_from_decks();
  void run_script();  // setup(), then every step
  void fail_at(const checked::step* current, const step_failed& f);

  // finding cards (scenario_find_cards.cpp)
  std::string place(card_id c) const;
  card_id resolve(const checked::card_ref& r, zone_mask zones, int zone_player, const char* where_words) const;
  // Whether the cards found are copies in one pile other than a network (one answer: the first).
  bool copies_in_one_pile(const std::vector<card_id>& found) const;
  // The refusal of a name that matches several cards: where each is, and how to say which.
  step_failed ambiguous(const checked::card_ref& r, const std::vector<card_id>& found) const;
  std::vector<card_id> matches(const checked::card_ref& r, zone_mask zones, int zone_player) const;
  std::vector<card_id> pile(int player, zone z) const;  // top first
  std::string names(const std::vector<card_id>& cards) const;
  std::string option_name(card_id c, const std::vector<card_id>& cards) const;

  // actions (scenario_actions.cpp)
  void run_action(const checked::scenario_action& a);
  void advance(const checked::scenario_action& a);
  void refuse_phase_ending_pass(const checked::scenario_action& a);
  void apply(const engine::action& a);
  void pass_priority_until(const engine::action& a);
  void pass_once();  // the player holding priority passes (implicitly)
  void finish_stack();
  int ability_index(card_id source, const std::string& name, bool only) const;
  // The engine action a scripted action stands for; throws step_failed with the reason
  // when it names no card in the game or the engine cannot do it yet (one function per
  // kind, each a static function of the friend `engine_actions`).
  friend struct engine_actions;
  engine::action to_engine(const checked::scenario_action& a) const;
  // Whom the game waits for, and (with_options) the actions it offers them.
  std::string waiting_whom(const engine::state& s) const;  // whom s waits for, where (a game not over)
  std::string waiting_for(bool with_options = true) const;
  std::string how_it_ended() const;
  std::string why_not_asked(const engine::action& a) const;
  std::string priority_rule(const engine::state& s, const engine::action& a) const;
  std::string refused_settled(const engine::state& s, const engine::action& a, const std::string& reason) const;
  std::string retaliation_ruled_out(const engine::action& a) const;
  // An event played, an ability activated or a bid made by a player who does not hold
  // priority: the rule that refuses it anyway, if any (engine::check_whoever_decides), else "".
  static std::string refused_anyway(const engine::state& s, const engine::action& a);

  // expectations (scenario_expectations.cpp: one check per kind, each a static function of
  // the friend `expectations`)
  friend struct expectations;
  void expect(const checked::expectation& e);      // expect_now, saying what the game still waits for
  void expect_now(const checked::expectation& e);
  // decks and views (scenario_decks_views.cpp): what a deck's check and a player's view
  // found, each sentence naming its rule, kept in scenario_result::checks
  static void expect_deck(runner& r, const checked::expectation& e);
  static void expect_view(runner& r, const checked::expectation& e);

  // choices (scenario_choices.cpp)
  // Answers the pending question with a script step (chooses, declines, moves): the
  // engine answers it stands for, applied in turn; step_failed when it does not fit.
  void answer(const checked::scenario_action& a);
  card_id option_named(const engine::choice_request& now, const checked::card_ref& ref, const std::vector<card_id>& chosen) const;
  void answer_amount(const engine::choice_request& q, const checked::scenario_action& a);
  void answer_mode(const engine::choice_request& q, const checked::scenario_action& a);
  void answer_one_mode(const engine::choice_request& q, const checked::scenario_action& a);
  static engine::action stop_or_decline(const engine::choice_request& q, player_id p);
  void answer_with(const engine::action& a);
  std::string question(const engine::choice_request& r) const;
  std::string still_open() const;  // for a failed expectation: what the game still waits for
  // a "may" (`asked`) taken, then no card asked
  step_failed accepted_then(const checked::scenario_action& a, const engine::choice_request& asked) const;
  std::string answer_form(const engine::choice_request& q) const;  // how a script answers q
  // The decision an attack waits for, no window open (blocks, retaliation, the split of its
  // damage): "NAME to ... ('NAME ...' or ...)", or "" (scenario_choices.cpp).
  std::string combat_decision() const;

  const library& lib_;
  std::shared_ptr<const engine::card_db> db_;
  const checked::scenario& sc_;
  const switched_off& off_;  // what the game's runner reads as switched off (run/switched_off.hpp)
  std::optional<engine::position> pos_;
  engine::event_log log_;
  scenario_result r_;
  std::size_t next_ = 0;                       // the next step of the script
  const checked::step* current_ = nullptr;     // the step being run
  std::size_t step_log_start_ = 0;             // the log's size when the previous scripted action began
  std::size_t action_log_start_ = 0;           // ... and when the current one began
};

// What a player may do in a window of priority: respond (play, activate) or pass.
inline bool is_response(engine::action_kind k) {
  return k == engine::action_kind::play || k == engine::action_kind::activate || k == engine::action_kind::pass;
}

// `NAME passes priority` where a pass would end the phase's window (nothing on the stack, no
// attack waiting): why it is refused; empty when it is a pass of priority.
std::string phase_ending_pass(const engine::state& s, const std::string& who, bool emptied = false);

// The script's answers to the game's pending question: chooses, declines, moves.
inline bool is_answer(action_kind k) { return k == action_kind::choose || k == action_kind::decline || k == action_kind::move; }

}  // namespace megacorp::scenario_run
