// Every public method of engine::ops that changes the game records an event with its cause
// (engine/ops.hpp; issue 28). The table has one row for each public method of ops, read from
// engine/ops.hpp itself, so a method added without a row fails; each row drives its method
// on a small board built by hand and requires the event and its cause, or, for a method
// that changes nothing, that the state and the log are as they were.
#include "support.hpp"

#include "engine/network.hpp"
#include "engine/invariants.hpp"
#include "engine/observed_event.hpp"
#include "engine/state_hash.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

using namespace engine;

namespace {

// The board every row starts from: turn 1's Buy Phase, player 1's Incarnate Neonate and
// player 2's Gnost Cleric in their networks, a Gnost Cleric in player 1's hand.
struct board {
  state s;
  card_id mine = no_card, theirs = no_card, in_hand = no_card, founder = no_card;
};

cell free_cell(const state& s, player_id p) { return dockable_cells(s.player(p).network).front(); }

board make_board() {
  board b{test::started_game()};
  test::advance_to(b.s, phase::buy);
  b.mine = test::place(b.s, "Incarnate Neonate", 0, 0, free_cell(b.s, 0));
  b.theirs = test::place(b.s, "Gnost Cleric", 1, 1, free_cell(b.s, 1));
  b.in_hand = test::to_hand(b.s, "Gnost Cleric", 0);
  for (card_id c : b.s.in_play)
    if (b.s.card(c).zone == zone::network && b.s.card(c).zone_player == 0 && b.s.def(c).is(card_type::founder)) b.founder = c;
  REQUIRE(b.founder != no_card);
  return b;
}

// What a row's method is, and so how it is checked.
enum class sort {
  records,    // changes the game (or records only): the event of `kind`, with a cause
  reads,      // changes nothing: the state and the log stay as they were
  replacing,  // works on the event being replaced (ops::replacing_), only while replacement text runs
  runs_text,  // offers events to card text, whose changes record themselves
};

using setup = void (*)(board&);
using drive = void (*)(ops&, const board&);

struct row {
  std::string_view method;
  sort what;
  event_kind kind{};
  drive run = nullptr;
  setup before = nullptr;  // writes the board directly before the method runs
  std::string_view why{};  // replacing and runs_text: why it is not driven here
};

// Boards for the rows that need more than the board: a combat, a stack item, a round of
// priority, changes that last.
void attacking(board& b) {
  combat_state& c = b.s.combat;
  c.step = combat_step::blocks;
  c.attacker = b.mine;
  c.defender = 1;
  c.network = 1;
  c.target = b.s.cell_of(b.theirs);
}
void blocked(board& b) {
  attacking(b);
  b.s.combat.blockers[0] = b.theirs;
  b.s.combat.blocker_count = 1;
  b.s.combat.step = combat_step::retaliation;
}
stack_item item_of(const board& b) {
  stack_item i;
  i.source = b.mine;
  i.controller = 0;
  i.ability = 0;
  i.targets[0] = target::of_card(b.theirs);
  return i;
}
void stacked(board& b) { b.s.stack.push_back(item_of(b)); }
void priority_open(board& b) { b.s.priority = {.holder = 0}; }
void modified(board& b) { b.s.modifiers.push_back({b.mine, trait::iq, 1, false, {}}); }
// With no card text to ask, a change while a condition holds has lapsed.
void modified_while(board& b) {
  b.s.modifiers.push_back({b.mine, trait::iq, 1, false, {.source = b.theirs, .ends = lasts_until::condition_fails}});
  b.s.behaviour = nullptr;
}
void pooled(board& b) { b.s.player(0).pool[static_cast<int>(trait::iq)] = 2; }
void controlled_for_a_time(board& b) { b.s.control_changes.push_back({b.mine, 1, {.source = b.theirs}}); }
void copied_for_a_time(board& b) { b.s.copies.push_back({b.mine, b.s.card(b.theirs).def, false, {.source = b.theirs}}); }

// A card with a printed 0 (Selfish Consumers, IQ 0) in player 1's network: what a printed
// 0 keeps from damage, the log says (ops::note_printed_zero).
void zero_in_play(board& b) { test::place(b.s, "Selfish Consumers", 0, 0, free_cell(b.s, 0)); }
card_id zero_card(const state& s) {
  for (card_id c : s.in_play)
    if (s.def(c).name == "Selfish Consumers") return c;
  return no_card;
}

const cause by_test = rule::card_text;

// clang-format off
const std::vector<row> rows = {
  {"st", sort::reads, {}, [](ops& o, const board&) { (void)o.st(); }},
  {"record", sort::records, event_kind::trigger_fired, [](ops& o, const board& b) { o.record(path::none, {.kind = event_kind::trigger_fired, .card = b.mine, .why = by_test}); }},
  {"combat_of", sort::reads, {}, [](ops& o, const board&) { (void)o.combat_of(event{}); }},
  {"ask_may", sort::reads, {}, [](ops& o, const board&) { try { (void)o.ask_may({}); } catch (const decision_needed&) {} }},
  {"ask_cards", sort::reads, {}, [](ops& o, const board& b) { choice_request r; r.options = {b.mine}; r.at_most = 1; try { (void)o.ask_cards(r); } catch (const decision_needed&) {} }},
  {"ask_cell", sort::reads, {}, [](ops& o, const board&) { try { (void)o.ask_cell({}); } catch (const decision_needed&) {} }},
  {"ask_player", sort::reads, {}, [](ops& o, const board&) { try { (void)o.ask_player({}); } catch (const decision_needed&) {} }},
  {"ask_amount", sort::reads, {}, [](ops& o, const board&) { choice_request r; r.up_to = 3; try { (void)o.ask_amount(r); } catch (const decision_needed&) {} }},
  {"ask_mode", sort::reads, {}, [](ops& o, const board&) { choice_request r; r.modes = {"a", "b"}; r.open_modes = {0, 1}; try { (void)o.ask_mode(r); } catch (const decision_needed&) {} }},
  {"need", sort::reads, {}, [](ops& o, const board&) { try { o.need({}, {}); } catch (const decision_needed&) {} }},
  {"hold_questions", sort::reads, {}, [](ops& o, const board&) { o.hold_questions(); }},
  {"asked", sort::reads, {}, [](ops& o, const board&) { o.hold_questions(); (void)o.ask_may({}); CHECK(o.asked()); }},
  {"take_question", sort::reads, {}, [](ops& o, const board&) { o.hold_questions(); (void)o.ask_may({}); (void)o.take_question(); }},
  {"name_question", sort::reads, {}, [](ops& o, const board&) { o.hold_questions(); (void)o.ask_may({}); o.name_question("x"); }},
  {"end_combat_as_scope_ends", sort::records, event_kind::step_ended, [](ops& o, const board&) { o.end_combat_as_scope_ends(false, path::none, by_test); }, attacking},
  {"take_chosen_amount", sort::reads, {}, [](ops& o, const board&) { (void)o.take_chosen_amount(); }},
  {"name_cost_card", sort::reads, {}, [](ops& o, const board& b) { o.name_cost_card(b.mine); }},
  {"take_counters_removed", sort::reads, {}, [](ops& o, const board&) { (void)o.take_counters_removed(); }},
  {"done", sort::reads, {}, [](ops& o, const board&) { (void)o.done(); }},
  {"random_below", sort::records, event_kind::random_drawn, [](ops& o, const board& b) { (void)o.random_below(3, b.mine, by_test); }},
  {"take_cost_card", sort::reads, {}, [](ops& o, const board&) { (void)o.take_cost_card(); }},
  {"last_known_place", sort::reads, {}, [](ops& o, const board& b) { (void)o.last_known_place(b.mine); }},
  {"last_known_controller", sort::reads, {}, [](ops& o, const board& b) { (void)o.last_known_controller(b.mine); }},
  {"as_it_left", sort::reads, {}, [](ops& o, const board& b) { state scratch; (void)o.as_it_left(b.mine, scratch); }},
  {"last_known_numbers", sort::reads, {}, [](ops& o, const board& b) { (void)o.last_known_numbers(b.mine); }},
  {"give_player_rule", sort::records, event_kind::player_rule_given, [](ops& o, const board& b) { o.give_player_rule(1, 1, by_test, b.mine, duration{.source = b.mine, .player = 0}); }},
  // Money and trait pools
  {"gain_money", sort::records, event_kind::money_changed, [](ops& o, const board&) { o.gain_money(path::none, path::none, 0, 3, by_test); }},
  {"pay_money", sort::records, event_kind::money_changed, [](ops& o, const board&) { o.pay_money(path::none, 0, 1, by_test); }},
  {"lose_money", sort::records, event_kind::money_changed, [](ops& o, const board&) { o.lose_money(path::none, 0, 1, by_test); }},
  {"transfer_money", sort::records, event_kind::money_transferred, [](ops& o, const board&) { o.transfer_money(path::none, path::none, 0, 1, 1, by_test); }},
  {"add_to_pool", sort::records, event_kind::pool_changed, [](ops& o, const board&) { o.add_to_pool(path::trait_produced, 0, trait::iq, 2, by_test); }},
  {"spend_pool", sort::records, event_kind::pool_changed, [](ops& o, const board&) { o.spend_pool(path::text_traits_taken, 0, trait::iq, 1, by_test); }, pooled},
  {"pay_cost", sort::records, event_kind::money_changed, [](ops& o, const board&) { o.pay_cost(path::none, 0, cost{.money = 1}, by_test); }},
  {"empty_pools", sort::records, event_kind::pools_emptied, [](ops& o, const board&) { o.empty_pools(by_test); }, pooled},
  // Card state and counters
  {"activated", sort::records, event_kind::ability_activated, [](ops& o, const board& b) { o.activated(path::none, 0, b.mine, 0, by_test); }},
  {"engage", sort::records, event_kind::card_engaged, [](ops& o, const board& b) { o.engage(path::none, b.mine, by_test); }},
  {"disengage", sort::records, event_kind::card_disengaged, [](ops& o, const board& b) { o.disengage(path::disengaged_all, b.mine, by_test); }, [](board& b) { b.s.card(b.mine).engaged = true; }},
  {"add_counters", sort::records, event_kind::counters_changed, [](ops& o, const board& b) { o.add_counters(path::none, b.mine, 2, by_test); }},
  {"remove_counters", sort::records, event_kind::counters_changed, [](ops& o, const board& b) { o.remove_counters(path::none, b.mine, 1, by_test); }, [](board& b) { b.s.card(b.mine).counters = 2; }},
  {"deal_damage", sort::records, event_kind::damage_dealt, [](ops& o, const board& b) { o.deal_damage(path::none, b.mine, trait::iq, 1, by_test, b.theirs); }},
  {"replacement_depth", sort::reads, {}, [](ops& o, const board&) { (void)o.replacement_depth(); }},
  // Driven by replacement text in the test case on replacements below.
  {"damage_replaced", sort::replacing, {}, nullptr, nullptr, "reads the damage a replacement's text is replacing"},
  {"prevent_damage", sort::replacing, {}, nullptr, nullptr, "lowers the damage being replaced; deal_damage records what is dealt"},
  {"redirect_damage", sort::replacing, {}, nullptr, nullptr, "sends the damage being replaced on; deal_damage records where it is dealt"},
  {"replacement_applies", sort::replacing, {}, nullptr, nullptr, "marks a replacement applied to the event being replaced, once"},
  {"prevented_this_turn", sort::reads, {}, [](ops& o, const board& b) { (void)o.prevented_this_turn(b.mine, 0); }},
  {"fired_this_turn", sort::reads, {}, [](ops& o, const board& b) { (void)o.fired_this_turn(b.mine, 0); }},
  {"delay", sort::records, event_kind::effect_delayed, [](ops& o, const board& b) { o.delay({.at = {.source = b.mine, .player = 0, .ends = lasts_until::next_turn}}); }},
  {"make_shield", sort::records, event_kind::shield_made, [](ops& o, const board& b) { o.make_shield({.card = b.mine, .left = 2, .made = {.source = b.theirs, .player = 0}}); }},
  {"use_shield", sort::records, event_kind::shield_used, [](ops& o, const board&) { o.use_shield(0, 1); }, [](board& b) { b.s.shields.push_back({.card = b.mine, .left = 2, .made = {.source = b.theirs, .player = 0}}); }},
  {"count_trigger", sort::records, event_kind::trigger_counted, [](ops& o, const board& b) { o.count_trigger(b.mine, 0, by_test); }},
  {"add_prevented", sort::records, event_kind::prevention_counted, [](ops& o, const board& b) { o.add_prevented(b.mine, 0, 2); }},
  {"modify_trait_until_end_of_turn", sort::records, event_kind::trait_modified, [](ops& o, const board& b) { o.modify_trait_until_end_of_turn(b.mine, trait::iq, 1, by_test, b.theirs); }},
  {"grant_until_end_of_turn", sort::records, event_kind::keyword_granted, [](ops& o, const board& b) { o.grant_until_end_of_turn(b.mine, 0, by_test, b.theirs); }},
  {"take_until_end_of_turn", sort::records, event_kind::keyword_lost, [](ops& o, const board& b) { o.take_until_end_of_turn(b.mine, 0, by_test, b.theirs); }},
  {"keyword_not_gained", sort::records, event_kind::keyword_not_gained, [](ops& o, const board& b) { o.keyword_not_gained(b.mine, 0, b.theirs); }},
  {"modify_valuation_until_end_of_turn", sort::records, event_kind::valuation_modified, [](ops& o, const board& b) { o.modify_valuation_until_end_of_turn(b.mine, 2, by_test, b.theirs); }},
  {"end_lapsed_changes", sort::records, event_kind::change_ended, [](ops& o, const board&) { o.end_lapsed_changes(); }, modified_while},
  {"arrive_anew", sort::records, event_kind::card_reset, [](ops& o, const board& b) { o.arrive_anew(b.mine, by_test); }, [](board& b) { b.s.card(b.mine).damage[0] = 1; }},
  {"reset", sort::records, event_kind::card_reset, [](ops& o, const board& b) { o.reset(b.mine, by_test); }, [](board& b) { b.s.card(b.mine).damage[0] = 1; }},
  {"remove_damage", sort::records, event_kind::damage_removed, [](ops& o, const board& b) { o.remove_damage(b.mine, trait::iq, 1, by_test, b.theirs); }, [](board& b) { b.s.card(b.mine).damage[0] = 1; }},
  // Zones
  {"put", sort::records, event_kind::card_moved, [](ops& o, const board& b) { o.put(path::none, b.in_hand, zone::open_market, 0, true, by_test); }},
  {"stays_annihilated", sort::records, event_kind::nothing_happened, [](ops& o, const board& b) { o.put(path::none, b.in_hand, zone::annihilated, 0, true, by_test); (void)o.stays_annihilated(b.in_hand, zone::hand); }},
  {"shuffle", sort::records, event_kind::deck_shuffled, [](ops& o, const board&) { o.shuffle(0, zone::main_deck, by_test); }},
  {"reveal", sort::records, event_kind::card_revealed, [](ops& o, const board& b) { o.reveal(b.in_hand, 0, by_test); }},
  {"look", sort::records, event_kind::card_looked_at, [](ops& o, const board& b) { o.look(b.in_hand, 1, by_test); }},
  {"keep_chosen", sort::records, event_kind::choice_made, [](ops& o, const board& b) { o.keep_chosen(path::none, b.mine, b.theirs, 0, by_test); }},
  {"still_known", sort::records, event_kind::card_still_known, [](ops& o, const board& b) { o.still_known(b.in_hand, 2); }},
  {"draw", sort::records, event_kind::card_moved, [](ops& o, const board&) { o.draw(path::none, 0, by_test); }},
  {"event_played", sort::records, event_kind::event_played, [](ops& o, const board& b) { o.event_played(path::none, 0, b.in_hand, by_test); }},
  {"deploy", sort::records, event_kind::card_deployed, [](ops& o, const board& b) { o.deploy(path::none, b.in_hand, 0, free_cell(o.st(), 0), by_test); }},
  {"move_in_network", sort::records, event_kind::card_moved_in_network, [](ops& o, const board& b) { o.move_in_network(path::none, b.mine, free_cell(o.st(), 0), by_test); }},
  {"move_to_network", sort::records, event_kind::card_moved_in_network, [](ops& o, const board& b) { o.move_to_network(path::none, b.mine, 1, free_cell(o.st(), 1), by_test); }},
  {"swap_in_network", sort::records, event_kind::cards_swapped, [](ops& o, const board& b) { o.swap_in_network(b.mine, b.founder, by_test); }},
  {"change_control", sort::records, event_kind::control_changed, [](ops& o, const board& b) { o.change_control(path::none, b.mine, 1, by_test, b.theirs, nullptr); }},
  {"become_copy", sort::records, event_kind::card_copied, [](ops& o, const board& b) { o.become_copy(b.mine, b.theirs, by_test, b.theirs, nullptr); }},
  {"bond", sort::records, event_kind::card_bonded, [](ops& o, const board& b) { o.bond(path::none, b.mine, b.founder, by_test); }},
  {"bonding_engages_host", sort::reads, {}, [](ops& o, const board& b) { (void)o.bonding_engages_host(b.mine, b.founder); }},
  {"deploy_under", sort::records, event_kind::card_deployed, [](ops& o, const board& b) { o.deploy_under(path::none, b.in_hand, b.founder, by_test); }},
  {"destroy", sort::records, event_kind::card_destroyed, [](ops& o, const board& b) { o.destroy(path::none, b.mine, by_test); }},
  {"annihilate", sort::records, event_kind::card_moved, [](ops& o, const board& b) { o.annihilate(path::none, b.mine, by_test); }},
  {"to_open_market", sort::records, event_kind::card_moved, [](ops& o, const board& b) { o.to_open_market(path::none, b.mine, by_test); }},
  {"sell", sort::records, event_kind::card_moved, [](ops& o, const board& b) { o.sell(path::none, path::none, path::none, b.mine, 0, by_test, false); }},
  {"set_owner_and_controller", sort::records, event_kind::owner_changed, [](ops& o, const board& b) { o.set_owner_and_controller(b.in_hand, 1, by_test); }},
  // Setup
  {"choose_first_player", sort::records, event_kind::first_player_chosen, [](ops& o, const board&) { o.choose_first_player(1, by_test); }},
  {"choose_first_player_at_random", sort::records, event_kind::first_player_chosen, [](ops& o, const board&) { o.choose_first_player_at_random({0, 1}, by_test); }},
  {"place_bid", sort::records, event_kind::bid_placed, [](ops& o, const board&) { o.place_bid(0, 3, by_test); }},
  {"count_bid_tie", sort::records, event_kind::bids_tied, [](ops& o, const board&) { o.count_bid_tie(true, by_test); }},
  {"count_mulligan", sort::records, event_kind::mulligan_counted, [](ops& o, const board&) { o.count_mulligan(0, by_test); }},
  {"keep_hand", sort::records, event_kind::hand_kept, [](ops& o, const board&) { o.keep_hand(0, by_test); }, [](board& b) { b.s.player(0).hand_kept = false; }},
  // The turn
  {"new_turn", sort::records, event_kind::turn_started, [](ops& o, const board&) { o.new_turn(1, by_test); }},
  {"set_phase", sort::records, event_kind::phase_changed, [](ops& o, const board&) { o.set_phase(phase::divest, 0, by_test); }},
  {"set_accounting_step", sort::records, event_kind::accounting_step_set, [](ops& o, const board&) { o.set_accounting_step(accounting_step::upkeep, by_test); }},
  {"mark_upkeep_decided", sort::records, event_kind::upkeep_decided, [](ops& o, const board& b) { o.mark_upkeep_decided(b.mine, true, by_test); }},
  {"count_buy", sort::records, event_kind::buy_counted, [](ops& o, const board& b) { o.count_buy(0, b.mine, by_test); }},
  {"count_sale", sort::records, event_kind::sale_counted, [](ops& o, const board& b) { o.count_sale(0, b.mine, by_test, true); }},
  {"set_orphaned", sort::records, event_kind::orphan_flag_set, [](ops& o, const board& b) { o.set_orphaned(b.mine, !o.st().card(b.mine).orphaned); }},
  {"begin_end_process", sort::records, event_kind::end_process_began, [](ops& o, const board&) { o.begin_end_process(by_test); }},
  {"complete_turn", sort::records, event_kind::turn_completed, [](ops& o, const board&) { o.complete_turn(0, by_test); }},
  {"end_changes_until_end_of_turn", sort::records, event_kind::changes_ended, [](ops& o, const board&) { o.end_changes_until_end_of_turn(); }, modified},
  {"end_changes", sort::records, event_kind::changes_ended, [](ops& o, const board&) { o.end_changes({lasts_until::end_of_turn}, no_player, by_test); }, modified},
  // Combat
  {"start_combat", sort::records, event_kind::attack_declared, [](ops& o, const board& b) {
     const combat_state declared{.step = combat_step::blocks, .attacker = b.mine, .defender = 1, .network = 1, .target = o.st().cell_of(b.theirs)};
     o.start_combat(path::none, declared, nullptr, [&](const state&) { return event{.kind = event_kind::attack_declared, .card = b.mine, .card2 = b.theirs, .why = by_test}; });
   }},
  {"add_blocker", sort::records, event_kind::blockers_declared, [](ops& o, const board& b) { o.add_blocker(path::none, b.theirs, {.kind = event_kind::blockers_declared, .card2 = b.theirs, .why = by_test}); }, attacking},
  {"begin_attack", sort::records, event_kind::combat_step_set, [](ops& o, const board&) { o.begin_attack(by_test); }, attacking},
  {"set_combat_step", sort::records, event_kind::combat_step_set, [](ops& o, const board&) { o.set_combat_step(combat_step::retaliation, by_test); }, attacking},
  {"declare_retaliation", sort::records, event_kind::retaliation_declared, [](ops& o, const board& b) { o.declare_retaliation(path::none, b.theirs, 1, by_test); }, blocked},
  {"withhold_retaliation", sort::records, event_kind::retaliation_withheld, [](ops& o, const board& b) {
     o.withhold_retaliation(path::none, {.kind = event_kind::retaliation_withheld, .player = 1, .card = b.theirs, .card2 = b.mine, .why = by_test});
   }, blocked},
  {"retaliation_dealt_nothing", sort::records, event_kind::nothing_happened, [](ops& o, const board& b) { o.retaliation_dealt_nothing(b.theirs); }, blocked},
  {"set_retaliation_decider", sort::records, event_kind::retaliation_decider_set, [](ops& o, const board&) { o.set_retaliation_decider(1, by_test); }, blocked},
  {"fell", sort::records, event_kind::card_felled, [](ops& o, const board& b) { o.fell(b.theirs, by_test); }, blocked},
  {"split_damage", sort::records, event_kind::damage_split, [](ops& o, const board&) { o.split_damage(0, 2, by_test); }, blocked},
  {"keep_blockers", sort::records, event_kind::blocker_left, [](ops& o, const board&) { o.keep_blockers({}, by_test); }, blocked},
  {"nullify_attack", sort::records, event_kind::attack_nullified, [](ops& o, const board&) { o.nullify_attack(path::none, by_test); }, attacking},
  {"end_combat", sort::records, event_kind::step_ended, [](ops& o, const board&) { o.end_combat(path::none, by_test); }, attacking},
  {"leave_combat", sort::records, event_kind::blocker_left, [](ops& o, const board& b) { o.leave_combat(b.theirs); }, blocked},
  {"set_controller", sort::records, event_kind::control_changed, [](ops& o, const board& b) { o.set_controller(path::none, b.mine, 1, by_test, b.theirs, false); }},
  {"note_printed_zero", sort::records, event_kind::card_spared, [](ops& o, const board&) { o.note_printed_zero(path::none, zero_card(o.st())); }, zero_in_play},
  {"end_control_change", sort::records, event_kind::control_changed, [](ops& o, const board&) { o.end_control_change(0); }, controlled_for_a_time},
  {"end_copy", sort::records, event_kind::card_copied, [](ops& o, const board&) { o.end_copy(0, by_test); }, copied_for_a_time},
  // The stack and priority
  {"push_stack", sort::records, event_kind::item_stacked, [](ops& o, const board& b) { o.push_stack(item_of(b), by_test); }},
  {"pop_stack", sort::records, event_kind::effect_resolved, [](ops& o, const board& b) { o.pop_stack(path::none, {.kind = event_kind::effect_resolved, .card = b.mine, .why = by_test}); }, stacked},
  {"open_priority", sort::records, event_kind::priority_opened, [](ops& o, const board&) { o.open_priority(0, 0, false); }},
  {"move_priority", sort::records, event_kind::priority_moved, [](ops& o, const board&) { o.move_priority(1, true); }, priority_open},
  {"close_priority", sort::records, event_kind::priority_closed, [](ops& o, const board&) { o.close_priority(); }, priority_open},
  {"retarget_top", sort::records, event_kind::choice_made, [](ops& o, const board& b) { o.retarget_top(path::none, 0, target::of_card(b.founder), by_test); }, stacked},
  {"push_trigger", sort::records, event_kind::item_stacked, [](ops& o, const board& b) { o.push_trigger(item_of(b)); }},
  {"cancel", sort::records, event_kind::effect_cancelled, [](ops& o, const board& b) { o.cancel(path::none, b.mine, by_test); }, stacked},
  {"copy_item", sort::records, event_kind::effect_copied, [](ops& o, const board& b) { o.copy_item(path::none, b.mine, 1, b.theirs, false); }, stacked},
  {"step_edge", sort::records, event_kind::step_began, [](ops& o, const board&) { o.step_edge(path::none, event_kind::step_began, turn_step::turn, by_test); }},
  // Game end
  {"lose", sort::records, event_kind::player_lost, [](ops& o, const board&) { o.lose(path::none, 1, loss_reason::card_effect, by_test); }},
  {"lose_anyway", sort::records, event_kind::player_lost, [](ops& o, const board&) { o.lose_anyway(1, loss_reason::conceded, by_test); }},
  {"lose_together", sort::records, event_kind::player_lost, [](ops& o, const board&) { o.lose_together(path::none, {0, 1}, loss_reason::card_effect, by_test); }},
  {"win", sort::records, event_kind::game_won, [](ops& o, const board&) { o.win(path::none, 0, by_test); }},
  // Card text and the work it may do
  {"fire", sort::runs_text, {}, nullptr, nullptr, "offers an event to a card's text, whose changes go through the methods above"},
  {"fire_all", sort::runs_text, {}, nullptr, nullptr, "offers events to several cards' text, as fire"},
  {"run_delayed", sort::runs_text, {}, nullptr, nullptr, "runs the delayed effects whose moment it is through card text, recorded as trigger_fired"},
  {"fire_observed", sort::runs_text, {}, nullptr, nullptr, "offers the events recorded so far to the text waiting for them, as fire"},
  {"has_observed", sort::reads, {}, [](ops& o, const board&) { (void)o.has_observed(); }},
  {"recorded", sort::reads, {}, [](ops& o, const board&) { (void)o.recorded(); }},
  {"moved_since_event", sort::reads, {}, [](ops& o, const board& b) { (void)o.moved_since_event(b.mine); }},
  {"spend_text_work", sort::reads, {}, [](ops& o, const board&) { (void)o.spend_text_work(1); }},
};
// clang-format on

// The public methods ops declares (engine/ops.hpp, from `public:` to `private:`): a line at
// the class's indentation that names a function.
std::set<std::string> declared_methods() {
  std::ifstream in("engine/ops.hpp");
  REQUIRE(in);
  std::stringstream text;
  text << in.rdbuf();
  const std::string all = text.str();
  const std::size_t from = all.find("class ops {\n public:");
  const std::size_t to = all.find("\n private:", from);
  REQUIRE(from != std::string::npos);
  REQUIRE(to != std::string::npos);
  std::istringstream lines(all.substr(from, to - from));
  const std::regex declaration(R"(^  (?:static |constexpr |virtual )*[A-Za-z_][\w:<>, *&]*[ *&](\w+)\()");
  std::set<std::string> out;
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (std::regex_search(line, m, declaration) && m[1] != "ops") out.insert(m[1]);
  }
  return out;
}

}  // namespace

TEST_CASE("Issue 28: every public method of ops has a row in the table of its events") {
  const std::set<std::string> declared = declared_methods();
  REQUIRE(declared.size() > 80);  // the reading of ops.hpp found the methods
  std::set<std::string> in_table;
  for (const row& r : rows) {
    INFO(r.method);
    CHECK(in_table.insert(std::string(r.method)).second);  // one row each
  }
  for (const std::string& m : declared) {
    INFO("engine/ops.hpp declares " << m << ", which has no row in tests/engine/ops_events_tests.cpp");
    CHECK(in_table.count(m) == 1);
  }
  for (const std::string& m : in_table) {
    INFO(m << " has a row but engine/ops.hpp declares no public method of that name");
    CHECK(declared.count(m) == 1);
  }
}

TEST_CASE("Issue 28: every ops method that changes the game records an event with its cause") {
  const board start = make_board();
  for (const row& r : rows) {
    INFO("ops::" << r.method);
    if (r.what == sort::replacing || r.what == sort::runs_text) {
      CHECK(!r.why.empty());
      continue;
    }
    REQUIRE(r.run != nullptr);
    board b = start;
    if (r.before) r.before(b);
    const state before = b.s;
    event_log log;
    {
      ops o(b.s, &log);
      r.run(o, b);
    }
    if (r.what == sort::reads) {
      CHECK(b.s == before);
      CHECK(log.size() == 0);
      continue;
    }
    const auto& events = log.events();
    const auto e = std::find_if(events.begin(), events.end(), [&](const event& x) { return x.kind == r.kind; });
    REQUIRE(e != events.end());
    CHECK(!e->why.rule.empty());
    CHECK(!e->why.section.empty());
    CHECK(!describe(*e, b.s).empty());
  }
}

TEST_CASE("Issue 28: the bookkeeping events are left out of explanations and are not progress") {
  board b = make_board();
  event_log log;
  ops o(b.s, &log);
  const std::uint64_t before = o.recorded();
  o.open_priority(0, 0, false);
  o.move_priority(1, true);
  o.close_priority();
  CHECK(o.recorded() == before);  // the rules' checks do not run again for them
  REQUIRE(log.size() == 3);
  for (const event& e : log.events()) {
    CHECK(is_bookkeeping(e.kind));
    CHECK(restates({}, e));
  }
  o.gain_money(path::none, path::none, 0, 1, rule::card_text);
  CHECK(o.recorded() == before + 1);
  CHECK(!restates(log.events(), log.events().back()));
}

TEST_CASE("Issue 28: a bookkeeping event about a hidden card does not name it to the other players") {
  board b = make_board();
  event_log log;
  ops o(b.s, &log);
  o.look(b.in_hand, 1, rule::card_text);  // player 2 looks at a card in player 1's hand
  o.still_known(b.in_hand, static_cast<std::uint8_t>(1u << 1));
  const event& e = log.events().back();
  REQUIRE(e.kind == event_kind::card_still_known);
  CHECK(observe_event(e, b.s, 0).card == b.in_hand);  // its owner's hand
  CHECK(observe_event(e, b.s, 1).card == b.in_hand);  // the player who looked
  b.s.card(b.in_hand).seen = 0;
  CHECK(observe_event(e, b.s, 1).card == no_card);  // hidden again: not named
}

namespace {

// Card text replacing damage dealt (behaviour.hpp replace_destruction), once: it prevents 1
// of it, or sends it on to `to`, through the replacing methods of ops.
struct replacing_text : card_behaviour {
  card_id to = no_card;  // no_card: prevent 1
  bool replace_destruction(const destruction& d, ops& o) const override {
    if (d.what != replaceable::dealt_damage || !d.applied.empty()) return false;
    o.replacement_applies(d.card, 0);
    const int depth = o.replacement_depth();
    REQUIRE(o.damage_replaced(depth).amount == 2);
    if (to == no_card) o.prevent_damage(depth, 1);
    else o.redirect_damage(depth, to);
    return true;
  }
};

// The damage_dealt events of 2 IQ damage dealt to player 1's card under `text`.
std::vector<event> dealt_under(card_id to) {
  board b = make_board();
  auto text = std::make_shared<replacing_text>();
  text->to = to == no_card ? no_card : b.theirs;
  b.s.behaviour = text;
  event_log log;
  ops(b.s, &log).deal_damage(path::none, b.mine, trait::iq, 2, rule::card_text, b.theirs);
  std::vector<event> out;
  for (const event& e : log.events())
    if (e.kind == event_kind::damage_dealt) out.push_back(e);
  return out;
}

}  // namespace

TEST_CASE("Issue 28: what the replacing methods of ops change is recorded by the damage dealt") {
  const board b = make_board();
  const std::vector<event> prevented = dealt_under(no_card);  // replacement_applies keeps it to once
  REQUIRE(prevented.size() == 1);
  CHECK(prevented[0].card == b.mine);
  CHECK(prevented[0].amount == 1);
  const std::vector<event> redirected = dealt_under(b.theirs);
  REQUIRE(redirected.size() == 1);
  CHECK(redirected[0].card == b.theirs);
  CHECK(redirected[0].amount == 2);
}

// `for the first time each turn` (docs/rulings.md, The first time each turn): the count is
// the state's, hashed, kept through a change of control, cleared when its card leaves play
// and when a turn starts; a count for a card out of play breaks an invariant.
TEST_CASE("Issue 27: an ability triggered for the first time this turn is counted in the state") {
  board b = make_board();
  event_log log;
  ops o(b.s, &log);
  const std::uint64_t before = state_hash(b.s);
  o.count_trigger(b.mine, 1, rule::first_time_each_turn);
  CHECK(o.fired_this_turn(b.mine, 1));
  CHECK(!o.fired_this_turn(b.mine, 0));
  CHECK(!o.fired_this_turn(b.theirs, 1));
  CHECK(state_hash(b.s) != before);
  CHECK_NOTHROW(check_invariants(b.s));
  state broken = b.s;
  broken.fired_once.push_back({b.in_hand, 0});  // a card in a hand
  CHECK_THROWS_WITH(check_invariants(broken), Catch::Contains("triggered for the first time this turn"));
  o.put(path::none, b.mine, zone::hand, 0, true, by_test);  // leaves play: a new card
  CHECK(!o.fired_this_turn(b.mine, 1));
  o.count_trigger(b.theirs, 0, rule::first_time_each_turn);
  o.count_trigger(b.in_hand, 0, rule::first_time_each_turn);  // out of play: not counted
  CHECK(!o.fired_this_turn(b.in_hand, 0));
  o.new_turn(1, by_test);
  CHECK(!o.fired_this_turn(b.theirs, 0));
  CHECK(b.s.fired_once.empty());
}

// Questions held (engine/ops.hpp hold_questions; docs/benchmarks.md, stop 46): the ask returns
// a placeholder answer and keeps the first question; from then on every method that would
// touch the game throws that question, so the game stays as it was when it was put. Without
// holding, the question is thrown as before.
TEST_CASE("Stop 46: a question held freezes the game at the question") {
  board b = make_board();
  event_log log;
  ops o(b.s, &log);
  o.hold_questions();
  o.gain_money(path::none, path::none, 0, 2, by_test);  // before the question: changes as ever
  const state at_question = b.s;
  choice_request first;
  first.what = "first";
  first.players = {1, 0};
  CHECK(o.ask_player(first) == 1);  // a placeholder: the first option
  REQUIRE(o.asked());
  choice_request second;
  second.what = "second";
  CHECK(!o.ask_may(second));  // a later question is not kept
  CHECK_THROWS_AS(o.gain_money(path::none, path::none, 0, 3, by_test), decision_needed);
  CHECK_THROWS_AS(o.record(path::none, {.kind = event_kind::trigger_fired, .card = b.mine, .why = by_test}), decision_needed);
  CHECK(b.s == at_question);
  CHECK(o.take_question().question.what == "first");

  board c = make_board();
  ops thrown(c.s, nullptr);
  CHECK_THROWS_AS(thrown.ask_player(first), decision_needed);
}

// A combat's end as its scope ends (engine/combat_damage.cpp): past the freeze for a question
// put inside the scope, as the thrown question's unwinding ended it; nothing for one put
// before the scope began.
TEST_CASE("Stop 46: the combat ends past a held question put during its damage") {
  board b = make_board();
  attacking(b);
  ops o(b.s, nullptr);
  o.hold_questions();
  (void)o.ask_may({});
  const state frozen = b.s;
  o.end_combat_as_scope_ends(true, path::none, by_test);
  CHECK(b.s == frozen);
  o.end_combat_as_scope_ends(false, path::none, by_test);
  CHECK(!b.s.combat.active());
  CHECK_THROWS_AS(o.gain_money(path::none, path::none, 0, 1, by_test), decision_needed);  // frozen again after it
}
