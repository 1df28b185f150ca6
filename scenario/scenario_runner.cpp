// Running a scenario (docs/scenarios.md): the board set up, the script's steps in order, the result.
#include "scenario/scenario_runner.hpp"

#include <algorithm>
#include <exception>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "engine/ops.hpp"
#include "library/game_decks.hpp"
#include "run/evaluator.hpp"
#include "run/text_behaviour.hpp"
#include "scenario/scenario_run_parts.hpp"
#include "scenario/scenario_text.hpp"

namespace megacorp {

namespace scenario_run {

namespace {

engine::def_id def_of(const engine::card_db& db, const std::string& name) { return *db.find(name); }

// 001 Traits, read as a state (the default, docs/rulings.md, The destruction threshold): a
// card whose damage reaches a trait is destroyed, so a board cannot hold one, unless card
// text would keep it (INDESTRUCTIBLE: it starts kept, card_instance::kept_from_lethal).
void check_damage_on_board(engine::position& pos, card_id c, const checked::setup_cell& at) {
  const engine::state& s = pos.st();
  if (!s.rules.lethal_damage_any_time || !engine::has_lethal_damage(s, c)) return;
  if (s.behaviour && s.behaviour->would_replace_destruction({.card = c}, s)) {
    pos.card(c).kept_from_lethal = true;
    return;
  }
  std::string held;
  for (engine::trait t : engine::all_traits)
    if (const int d = s.card(c).damage[static_cast<int>(t)]; d > 0 && engine::trait_value(s, c, t))
      held += fmt::format("{}{} {} damage against {} {}", held.empty() ? "" : ", ", d, to_string(t), to_string(t),
                          *engine::trait_value(s, c, t));
  throw step_failed{fmt::format("\"{}\" cannot start with that damage ({}): a card whose damage reaches a trait is "
                                "destroyed (001 Traits); give it less, or use variant lethal-damage-when-dealt",
                                at.card.name, held),
                    {}, at.card.where};
}

}  // namespace

// Players who play decks: a new game from them, shuffled, at the bids (001 Beginning of the game).
void runner::setup_from_decks() {
  std::vector<const checked::deck*> decks;
  for (const checked::setup_player& p : sc_.players) {
    const checked::deck* d = lib_.find_deck(p.deck->name);
    for (const checked::scenario_deck& written : sc_.decks)
      if (written.contents.name == p.deck->name) d = &written.contents;
    decks.push_back(d);
  }
  const auto behaviour = make_text_behaviour(lib_, off_);
  engine::new_game_result made = new_deck_game(db_, behaviour, decks, sc_.seed, sc_.rules, &log_);
  if (!made.game) throw step_failed{fmt::format("the decks cannot start a game: {}", fmt::join(made.problems, "; "))};
  pos_.emplace(db_, behaviour, static_cast<int>(sc_.players.size()), sc_.rules, sc_.seed);
  pos_->st() = std::move(*made.game);
}

void runner::setup() {
  if (sc_.players.front().deck) return setup_from_decks();
  pos_.emplace(db_, make_text_behaviour(lib_, off_), static_cast<int>(sc_.players.size()), sc_.rules, sc_.seed);
  auto ids = [&](const std::vector<checked::setup_card>& cards) {
    std::vector<engine::def_id> out;
    for (const auto& c : cards) out.push_back(def_of(*db_, c.name));
    return out;
  };
  std::vector<std::pair<card_id, const checked::setup_cell*>> placed;
  for (std::size_t i = 0; i < sc_.players.size(); ++i) {
    const checked::setup_player& p = sc_.players[i];
    const auto pid = static_cast<player_id>(i);
    pos_->player(pid).money = p.money;
    for (int t = 0; t < engine::trait_count; ++t) pos_->player(pid).pool[t] = p.pool[static_cast<std::size_t>(t)];
    pos_->add_pile(pid, zone::main_deck, ids(p.main_deck));
    pos_->add_pile(pid, zone::resource_deck, ids(p.resource_deck));
    pos_->add_pile(pid, zone::hand, ids(p.hand));
    pos_->add_pile(pid, zone::open_market, ids(p.open_market));
    pos_->add_pile(pid, zone::annihilated, ids(p.annihilated));
    for (const checked::setup_cell& c : p.network) {
      const auto owner = static_cast<player_id>(c.owner < 0 ? pid : c.owner);
      const card_id top = pos_->add_to_network(def_of(*db_, c.card.name), owner, pid, c.at);
      pos_->card(top).engaged = c.engaged;
      for (int t = 0; t < engine::trait_count; ++t)
        pos_->card(top).damage[t] = static_cast<std::int16_t>(c.damage[static_cast<std::size_t>(t)]);
      pos_->card(top).counters = static_cast<std::int16_t>(c.counters);
      for (const auto& b : c.bonded) pos_->add_bonded(def_of(*db_, b.name), owner, top);
      placed.emplace_back(top, &c);
    }
  }
  for (const auto& [top, cell] : placed) check_damage_on_board(*pos_, top, *cell);
  // Say which cards in the game have text the engine does not run yet (the stack,
  // activated abilities, replacement effects), so a report never hides it.
  for (const auto& card : st().cards) {
    const checked::card& c = *lib_.cards()[card.def];
    const std::string& n = c.name;
    if (!text_not_run(c).empty() && std::find(r_.text_not_run.begin(), r_.text_not_run.end(), n) == r_.text_not_run.end())
      r_.text_not_run.push_back(n);
  }
  auto problems = pos_->start(static_cast<player_id>(sc_.turn_player), sc_.phase, sc_.turn_number, &log_);
  if (!problems.empty()) throw step_failed{"the board is not a legal position: " + problems.front()};
}

// A scenario marked pending passes as pending only when it fails for its stated reason:
// the mark's text is part of the failure message (docs/scenarios.md).
void runner::fail_at(const checked::step* current, const step_failed& f) {
  const bool as_marked = sc_.pending && f.message.find(*sc_.pending) != std::string::npos;
  r_.status = as_marked ? scenario_status::pending : scenario_status::failed;
  r_.message = f.message;
  if (sc_.pending && !as_marked)
    r_.message = fmt::format("marked pending (\"{}\"), but fails for another reason: {}", *sc_.pending, f.message);
  r_.detail = f.detail;
  r_.where = f.where ? *f.where : current ? (current->action ? current->action->where : current->expect->where) : sc_.where;
}

scenario_result runner::run() {
  try {
    run_script();
    current_ = nullptr;
    if (pos_) finish_stack();
    r_.status = sc_.pending ? scenario_status::pending_passed : scenario_status::passed;
    if (sc_.pending) r_.message = fmt::format("passes, but is marked pending (\"{}\"): remove the mark", *sc_.pending);
  } catch (const step_failed& f) {
    fail_at(current_, f);
  } catch (const text_not_supported& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const engine::rules_loop& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const engine::amount_limit& e) {
    fail_at(current_, step_failed{e.what()});
  } catch (const std::exception& e) {
    // An engine error (a broken invariant, a bug): this scenario fails, the run goes on.
    fail_at(current_, step_failed{fmt::format("the engine stopped with an error: {}", e.what())});
  }
  if (pos_) {
    const std::vector<engine::event>& all = log_.events();
    // each line with the cards as they were when it was recorded (a copy made later)
    engine::for_each_as_recorded(log_, st(), [&](std::size_t i, const engine::event& e, const engine::state& then) {
      if (!engine::restates(std::span(all).first(i), e))
        r_.events.push_back(with_player_names(describe_with_text(e, then, lib_), sc_));
    });
    for (std::size_t p = 0; p < sc_.players.size(); ++p) r_.networks.push_back(draw_network(st(), static_cast<int>(p), sc_));
  }
  return r_;
}

// Sets the board up and runs each step in order: an action, or an expectation checked now.
void runner::run_script() {
  if (!sc_.players.empty()) setup();  // a scenario of decks alone has no game (docs/scenarios.md, Decks)
  while (next_ < sc_.steps.size()) {
    const checked::step& step = sc_.steps[next_++];
    current_ = &step;
    if (step.action) {
      step_log_start_ = std::exchange(action_log_start_, log_.size());
      run_action(*step.action);
    }
    else expect(*step.expect);
    ++r_.steps_run;
  }
}

engine::state runner::position_after_script() {
  run_script();
  return st();
}

}  // namespace scenario_run

engine::state scenario_position(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                                const checked::scenario& sc) {
  try {
    return scenario_run::runner(lib, db, sc, switched_off{}).position_after_script();
  } catch (const scenario_run::step_failed& f) {
    throw std::runtime_error(fmt::format("scenario \"{}\": {}", sc.name, f.message));
  }
}

scenario_result run_scenario(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                             const checked::scenario& sc, const switched_off& off) {
  return scenario_run::runner(lib, db, sc, off).run();
}

}  // namespace megacorp
