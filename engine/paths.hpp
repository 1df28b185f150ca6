// Path ids: each place in the engine (and in the runner's statements) that records an
// event or asks a rule question names the path by which that event or question arises,
// so that a trigger or rule honoured on one path and forgotten on another shows (docs/
// engine.md, "Path ids"). An id is a small number kept in the event (event::at) or passed
// to ask(); ops::record and ask() take it as a required argument. Each id is written at
// exactly one site (scripts/check_path_ids.sh). The names below are for messages and the
// paths report only: no rule reads them.
//
// Three sorts of id:
//   SITE(name, kind, section)   a call site: the event kind it records first, its rule
//   SHARED(name, kind, section) one primitive of ops for every caller: allowed only while
//                               no trigger phrase answers its kind (the paths test fails
//                               otherwise: then each caller names its own path)
//   ASK(name, query, section)   a rule question asked at one site
#pragma once

#include <cstdint>
#include <string_view>

#define MEGACORP_EVENT_PATHS(SITE, SHARED)                                                                   \
  /* ops primitives, for every caller (no phrase answers these kinds) */                                   \
  SHARED(deck_shuffled, deck_shuffled, "001 Beginning of the game")                                          \
  SHARED(swapped_in_network, cards_swapped, "001 Glossary: swap")                                            \
  SHARED(trait_modified, trait_modified, "001 Traits")                                                       \
  SHARED(keyword_granted, keyword_granted, "001 Glossary CARD KEYWORDS")                                     \
  SHARED(keyword_taken, keyword_lost, "001 Glossary CARD KEYWORDS")                                          \
  SHARED(keyword_not_gained, keyword_not_gained, "001 Glossary CARD KEYWORDS")                               \
  SHARED(valuation_modified, valuation_modified, "001 Buy Phase")                                            \
  SHARED(change_ended, change_ended, "docs/rulings.md, Durations")                                           \
  SHARED(card_copied, card_copied, "docs/rulings.md, Copies")                                                \
  SHARED(player_rule_given, player_rule_given, "docs/rulings.md, Rules given to players")                    \
  SHARED(copy_ended, card_copied, "docs/rulings.md, Copies")                                                 \
  SHARED(card_reset, card_reset, "001 Glossary (traits reset to printed)")                                   \
  SHARED(card_arrives_anew, card_reset, "001 Card States (a bought card comes into play)")                   \
  SHARED(damage_removed, damage_removed, "001 Challenge Phase, Damage")                                      \
  SHARED(revealed, card_revealed, "001 Glossary REVEAL")                                                     \
  SHARED(looked_at, card_looked_at, "docs/rulings.md, Looking at cards")                                     \
  SHARED(stack_item_removed, effect_cancelled, "001 Advanced Rules")                                         \
  SHARED(first_player_chosen, first_player_chosen, "001 Beginning of the game")                              \
  SHARED(bid_placed, bid_placed, "001 Beginning of the game")                                                \
  SHARED(phase_set, phase_changed, "001 Turn Structure")                                                     \
  SHARED(turn_started, turn_started, "001 Turn Structure")                                                   \
  SHARED(turn_phase_accounting, phase_changed, "001 Accounting Phase")                                       \
  SHARED(player_lost, player_lost, "001 Winning the Game")                                                   \
  SHARED(game_won, game_won, "001 Winning the Game")                                                         \
  SHARED(game_drawn, game_drawn, "001 End Phase")                                                            \
  SHARED(founder_gone, founder_gone, "001 Founders")                                                         \
  SHARED(pools_emptied, pools_emptied, "001 Accounting Phase; 001 End Phase")                                \
  /* a loss or a gain card text forbids (docs/rulings.md, Players who cannot lose or gain) */            \
  SHARED(loss_prevented, nothing_happened, "001 Winning the Game; card text: cannot lose the game")          \
  SHARED(gain_prevented, nothing_happened, "001 Resources; card text: cannot gain money")                    \
  /* ops bookkeeping (event_log.hpp is_bookkeeping), one site each in ops */                            \
  SHARED(bids_tied, bids_tied, "001 Beginning of the game")                                                  \
  SHARED(mulligan_counted, mulligan_counted, "001 Beginning of the game")                                    \
  SHARED(hand_kept, hand_kept, "001 Beginning of the game")                                                  \
  SHARED(accounting_step_set, accounting_step_set, "001 Accounting Phase")                                   \
  SHARED(upkeep_decided, upkeep_decided, "001 Accounting Phase")                                             \
  SHARED(sale_counted, sale_counted, "001 Divest Phase")                                                     \
  SHARED(buy_counted, buy_counted, "001 Buy Phase")                                                          \
  SHARED(orphan_flag_set, orphan_flag_set, "001 Deploying and Docking")                                      \
  SHARED(turn_completed, turn_completed, "001 End Phase")                                                    \
  SHARED(end_process_began, end_process_began, "001 End Phase")                                            \
  SHARED(random_drawn, random_drawn, "docs/rulings.md, At random")                                         \
  SHARED(changes_ended_with_time, changes_ended, "001 End Phase; docs/rulings.md, Durations")                \
  SHARED(control_change_handed_on, changes_ended, "docs/rulings.md, Control changes")                        \
  SHARED(copy_handed_on, changes_ended, "docs/rulings.md, Copies")                                           \
  SHARED(combat_step_set, combat_step_set, "001 Challenge Phase")                                            \
  SHARED(attack_begun, combat_step_set, "001 Challenge Phase: Attacking")                                    \
  SHARED(retaliation_decider_set, retaliation_decider_set, "001 Challenge Phase: Damage")                    \
  SHARED(card_felled, card_felled, "001 Challenge Phase: Damage")                                            \
  SHARED(damage_split, damage_split, "001 Challenge Phase: Damage")                                          \
  SHARED(blocker_left, blocker_left, "001 Challenge Phase: Damage")                                          \
  SHARED(item_stacked, item_stacked, "001 Advanced Rules")                                                   \
  SHARED(priority_opened, priority_opened, "001 Advanced Rules")                                             \
  SHARED(priority_moved, priority_moved, "001 Advanced Rules")                                               \
  SHARED(priority_closed, priority_closed, "001 Advanced Rules")                                             \
  SHARED(owner_changed, owner_changed, "001 Buy Phase")                                                      \
  SHARED(prevention_counted, prevention_counted, "docs/rulings.md, Damage prevented or redirected")          \
  SHARED(card_still_known, card_still_known, "docs/rulings.md, Looking at cards")                            \
  SHARED(trigger_counted, trigger_counted, "docs/rulings.md, The first time each turn")                     \
  SHARED(effect_delayed, effect_delayed, "docs/rulings.md, Delayed effects")                                 \
  SHARED(shield_made, shield_made, "docs/rulings.md, The next time")                                         \
  SHARED(shield_used, shield_used, "docs/rulings.md, The next time")                                         \
  /* money gained, paid, lost and moved (001 Resources; docs/rulings.md, Money gained and lost) */      \
  SITE(text_gained, money_changed, "001 Resources; card text: gain (CASHFLOW's income, 001 Accounting Phase)") \
  SITE(sale_received, money_changed, "001 Divest Phase")                                                       \
  SITE(text_sale_received, money_changed, "001 Divest Phase; docs/rulings.md, Sold by card text")              \
  SITE(hand_sale_received, money_changed, "001 Glossary UNIQUE")                                               \
  SITE(hand_sale_forced_received, money_changed, "000 Glossaire UNIQUE (copies in hand sold)")              \
  SITE(text_lost, money_changed, "001 Resources; card text: lose")                                             \
  SITE(text_paid, money_changed, "001 Resources; card text: pay")                                              \
  SITE(ability_cost_paid, money_changed, "001 Advanced Rules (an ability's costs)")                            \
  SITE(ability_cost_raised_paid, money_changed, "001 Advanced Rules (an ability's costs; card text: cost more to activate)") \
  SITE(text_activated_cost_raised_paid, money_changed, "001 Advanced Rules; docs/rulings.md, Activating an ability")   \
  SITE(additional_cost_paid, money_changed, "001 Advanced Rules (an event's additional cost)")                 \
  SITE(event_cost_paid, money_changed, "001 Advanced Rules (an event paid for its cost)")                      \
  SITE(buy_paid, money_changed, "001 Buy Phase; How to Buy a Card")                                            \
  SITE(buy_paid_to_owner, money_transferred, "001 Buy Phase (a card bought out of a network)")                 \
  SITE(buy_discount_made_up, money_changed, "001 Buy Phase (a network buy's price lowered below its worth)")   \
  SITE(revealed_bought_paid, money_changed, "001 Accounting Phase (the revealed resource)")                    \
  SITE(upkeep_paid, money_changed, "001 Accounting Phase")                                                     \
  SITE(bid_paid, money_changed, "001 Beginning of the game")                                                   \
  SITE(market_bid_paid, money_changed, "002 Layout Functions: Bidding")                                        \
  SITE(text_deploy_paid, money_changed, "001 Glossary DEPLOY")                                                 \
  SITE(text_unbond_paid, money_changed, "001 Bonding (Unbond)")                                                \
  SITE(text_taken, money_transferred, "001 Resources; card text: take")                                        \
  SITE(text_given, money_transferred, "001 Resources; card text: give")                                        \
  /* ops primitives: what follows from a caller's change, one site each */                                 \
  SITE(pile_follows_top_out_of_play, card_moved, "docs/rulings.md, Piles that leave play")                   \
  SITE(pile_follows_top_to_market, card_moved, "docs/rulings.md, Piles that leave play")                     \
  SITE(pile_follows_annihilated_top, card_moved, "docs/rulings.md, Piles that leave play")                   \
  SITE(bonded_under_deployed, card_bonded, "001 Deploying and Docking")                                      \
  SITE(bonded_deployed_under, card_bonded, "001 Bonding")                                                    \
  SITE(destroyed_under_top, card_destroyed, "001 Bonding")                                                   \
  SITE(destroyed_under_top_to_market, card_moved, "001 Bonding; 001 Damage")                                 \
  SITE(kept_under_top_whole, card_bonded, "docs/rulings.md, Piles destroyed")                                \
  SITE(kept_under_top_takes_space, card_moved, "docs/rulings.md, Piles destroyed")                           \
  SITE(kept_under_new_top, card_bonded, "docs/rulings.md, Piles destroyed")                                  \
  SITE(cancelled_event_destroyed, card_destroyed, "001 Glossary: CANCEL")                                    \
  SITE(target_gone_event_destroyed, card_destroyed, "001 Glossary: CANCEL (its target gone at resolution)")   \
  SITE(left_game_revealed_back, card_moved, "001 Winning the Game")                                          \
  SITE(left_game_pile_out, card_moved, "001 Winning the Game")                                               \
  SITE(left_game_pile_to_market, card_moved, "001 Winning the Game")                                         \
  SITE(left_game_top_out, card_moved, "001 Winning the Game")                                                \
  SITE(left_game_top_to_market, card_moved, "001 Winning the Game")                                          \
  SITE(combat_ended_after_nullified, step_ended, "001 Challenge Phase: Attacking")                           \
  SITE(combat_ended_attacker_left, step_ended, "001 Challenge Phase: Damage")                                \
  SITE(target_back_in_challenge, blockers_declared, "002 C - Challenge Phase; docs/rulings.md, Every blocker gone") \
  /* a card no longer bonded to its pile top (001 Bonding; docs/rulings.md, Unbonded) */                \
  SITE(unbonded_left_pile, card_unbonded, "001 Bonding; docs/rulings.md, Unbonded")                      \
  SITE(unbonded_deployed, card_unbonded, "001 Bonding (Unbond)")                                          \
  SITE(unbonded_bonded_elsewhere, card_unbonded, "001 Bonding; docs/rulings.md, Unbonded")               \
  SITE(unbonded_top_destroyed, card_unbonded, "docs/rulings.md, Piles destroyed")                         \
  /* the beginning of the game (engine/flow.cpp, engine/apply.cpp) */                                      \
  SITE(opening_hand_drawn, card_moved, "001 Beginning of the game")                                          \
  SITE(business_placed, card_deployed, "001 Beginning of the game; 001 Founders")                            \
  SITE(founder_placed, card_deployed, "001 Beginning of the game; 001 Founders")                             \
  SITE(mulligan_hand_back, card_moved, "001 Beginning of the game")                                          \
  SITE(mulligan_drawn, card_moved, "001 Beginning of the game")                                              \
  /* the turn (engine/flow.cpp) */                                                                         \
  SITE(end_phase_step_ended, step_ended, "001 End Phase")                                                    \
  SITE(game_step_began, step_began, "001 Turn Structure")                                                    \
  SITE(turn_step_began, step_began, "001 Turn Structure")                                                    \
  SITE(accounting_step_began, step_began, "001 Accounting Phase")                                            \
  SITE(cashflow_step_began, step_began, "001 Accounting Phase")                                              \
  SITE(cashflow_step_ended, step_ended, "001 Accounting Phase")                                              \
  SITE(upkeep_step_began, step_began, "001 Accounting Phase")                                                \
  SITE(upkeep_step_ended, step_ended, "001 Accounting Phase")                                                \
  SITE(turn_draw, card_moved, "001 Accounting Phase; 001 Hand")                                              \
  SITE(resource_revealed, card_moved, "001 Accounting Phase")                                                \
  SITE(resource_deck_empty, nothing_happened, "001 Accounting Phase; docs/rulings.md, Blind rules batch 12")  \
  SITE(phase_step_ended, step_ended, "001 Turn Structure")                                                   \
  SITE(phase_step_began, step_began, "001 Turn Structure")                                                   \
  SITE(turn_step_ended, step_ended, "001 End Phase")                                                         \
  SITE(orphaned, card_orphaned, "001 Deploying and Docking; 001 Glossary: ORPHANED")                         \
  SITE(newest_copy_stays, card_moved, "rule query can_be_controlled_twice")                                  \
  SITE(newest_copy_leaves_at_deploy, card_moved, "001 Glossary UNIQUE; variant unique-copy-leaves-before-triggers") \
  SITE(engaged_by_obligation, card_engaged, "docs/rulings.md, Must")                                         \
  SITE(engaged_by_bonded_character, card_engaged, "000 Glossaire BOND; 002 Bond")                            \
  SITE(engaged_by_character_deployed_onto, card_engaged, "000 Glossaire BOND; 002 Bond")                     \
  SITE(destroyed_trait_at_zero, card_destroyed, "003 Traits; rules option trait_at_zero_destroys")           \
  SITE(destroyed_damage_reaches_trait, card_destroyed, "001 Traits; rules option lethal_damage_any_time")     \
  SITE(orphan_discarded, card_moved, "002 Network; rules option orphans_discarded")                          \
  SITE(orphan_destroyed, card_destroyed, "001 Deploying and Docking; 001 End Phase; 001 Glossary: ORPHANED")  \
  SITE(event_discarded_at_end, card_moved, "001 End Phase; 001 Events")                                      \
  SITE(event_kept_at_end, card_kept, "001 End Phase; 001 Glossary PERMANENT")                                \
  /* actions (engine/apply.cpp) */                                                                         \
  SITE(bought_deployed, card_deployed, "001 Buy Phase; 001 Deploying and Docking")                           \
  SITE(bought_control_changed, control_changed, "001 Buy Phase; docs/rulings.md, Bought from a network")       \
  SITE(bid_won_deployed, card_deployed, "002 Layout Functions: Bidding; 001 Deploying and Docking")          \
  SITE(destroyed_upkeep_unpaid, card_destroyed, "001 Accounting Phase")                                      \
  SITE(revealed_resource_bought, card_deployed, "001 Accounting Phase")                                      \
  SITE(revealed_resource_to_bottom, card_moved, "001 Accounting Phase")                                      \
  SITE(engaged_to_produce, card_engaged, "001 Buy Phase")                                                    \
  SITE(disengaged_all, card_disengaged, "001 Accounting Phase")                                                \
  SITE(trait_produced, pool_changed, "001 Buy Phase")                                                          \
  SITE(sold_from_hand, card_moved, "001 Glossary UNIQUE")                                                    \
  SITE(sold_from_hand_forced, card_moved, "000 Glossaire UNIQUE")                                            \
  SITE(sold_from_network, card_moved, "001 Divest Phase")                                                    \
  SITE(sale_replaced, card_sold, "001 Divest Phase; docs/rulings.md, A sale replaced")                         \
  /* combat (engine/combat*.cpp) */                                                                        \
  SITE(attack_declared, attack_declared, "001 Challenge Phase: Attacking")                                   \
  SITE(area_defender_attacked, defender_attacked, "001 Glossary: attacks on an area")                        \
  SITE(combat_step_began, step_began, "001 Challenge Phase")                                                 \
  SITE(engaged_to_attack, card_engaged, "001 Challenge Phase: Attacking")                                    \
  SITE(blockers_declared, blockers_declared, "001 Challenge Phase: Blocking")                                \
  SITE(target_blocks, blockers_declared, "001 Challenge Phase: Blocking")                                    \
  SITE(retaliation_declared, retaliation_declared, "001 Challenge Phase: Damage")                            \
  SITE(no_retaliation_declared, retaliation_declared, "001 Challenge Phase: Damage")                         \
  SITE(damage_assigned, damage_assigned, "001 Challenge Phase: Damage")                                      \
  SITE(combat_ended_moot, step_ended, "001 Challenge Phase")                                                 \
  SITE(attack_nullified_moot, attack_nullified, "001 Challenge Phase: Attacking")                            \
  SITE(attack_nullified_blockers_gone, attack_nullified, "docs/rulings.md, Every blocker gone")             \
  SITE(printed_zero_spared, card_spared, "001 Traits: Important Note")                                       \
  SITE(text_printed_zero_spared, card_spared, "001 Traits: Important Note")                                  \
  SITE(destroyed_in_combat, card_destroyed, "001 Challenge Phase: Damage")                                   \
  SITE(combat_ended_after_damage, step_ended, "001 Challenge Phase: Damage")                                 \
  SITE(combat_damage_to_blocker, damage_dealt, "001 Challenge Phase: Damage")                                \
  SITE(retaliation_withheld, retaliation_withheld, "docs/rulings.md, Keyword variants")                      \
  SITE(retaliation_ruled_out, retaliation_withheld, "001 Challenge Phase: Damage")                           \
  SITE(bonded_retaliation_ruled_out, retaliation_withheld, "001 Bonding")                                    \
  SITE(retaliation_used_up, retaliation_withheld, "001 Challenge Phase: Damage")                             \
  SITE(non_character_no_retaliation, retaliation_withheld, "001 Challenge Phase: Damage")                    \
  SITE(retaliator_gone, retaliation_withheld, "001 Challenge Phase: Damage")                                 \
  SITE(retaliation_dealt_nothing, nothing_happened, "001 Challenge Phase: Damage")                           \
  SITE(retaliation_damage, damage_dealt, "001 Challenge Phase: Damage")                                      \
  SITE(attack_nullified_in_advance, attack_nullified, "001 Challenge Phase: Attacking")                      \
  SITE(attack_nullified_attacker_undocked, attack_nullified, "001 Challenge Phase: Attacking")               \
  SITE(attack_nullified_attacker_engaged, attack_nullified, "001 Challenge Phase: Attacking")                \
  SITE(engaged_as_attack_nullified, card_engaged, "001 Challenge Phase: Attacking")                          \
  SITE(first_blocker_blocks, blockers_declared, "001 Challenge Phase: Blocking")                             \
  /* the stack (engine/stack.cpp) */                                                                       \
  SITE(resolved_event_pile_leaves, card_moved, "001 Advanced Rules")                                         \
  SITE(resolved_event_leaves, card_moved, "001 Advanced Rules")                                              \
  SITE(effect_cancelled_target_gone, effect_cancelled, "001 Advanced Rules")                                 \
  SITE(effect_resolved_target_gone, effect_resolved, "001 Advanced Rules; variant target-gone-event-stays")  \
  SITE(event_target_gone_nothing, nothing_happened, "001 Advanced Rules; variant target-gone-event-stays")   \
  SITE(source_left_item_stays, nothing_happened, "001 Advanced Rules; variant only-destroyed-source-cancels") \
  SITE(counted_target_chosen, choice_made, "001 Advanced Rules: pay the costs, choose a target")              \
  SITE(effect_resolved, effect_resolved, "001 Advanced Rules")                                               \
  SITE(event_deployed, card_deployed, "001 Advanced Rules")                                                  \
  SITE(event_played, event_played, "001 Advanced Rules")                                                     \
  SITE(event_cancelled_no_target, effect_cancelled, "001 Advanced Rules")                                    \
  SITE(ability_activated, ability_activated, "001 Advanced Rules")                                           \
  SITE(mode_chosen_on_play, choice_made, "docs/rulings.md, Modes: chosen as it is played")                   \
  SITE(event_targets, card_targeted, "001 Advanced Rules; 001 Glossary TARGET")                             \
  SITE(ability_targets, card_targeted, "001 Advanced Rules; 001 Glossary TARGET")                           \
  SITE(copy_targets, card_targeted, "docs/rulings.md, Copies on the stack; 001 Glossary TARGET")            \
  SITE(priority_passed, priority_passed, "001 Advanced Rules")                                               \
  SITE(phase_passed, priority_passed, "001 Advanced Rules; 001 End Phase")                                   \
  /* card text (run/): statements and triggers */                                                          \
  SITE(text_deployed, card_deployed, "001 Glossary: deploy")                                                 \
  SITE(text_annihilated, card_moved, "001 Glossary: ANNIHILATE")                                             \
  SITE(text_to_open_market, card_moved, "001 Glossary: DISCARD")                                             \
  SITE(text_put, card_moved, "card text: put, return")                                                       \
  SITE(text_counters_added, counters_changed, "003 Glossary DEVELOPMENT")                                     \
  SITE(text_shuffled_into, card_moved, "001 Beginning of the game (a deck shuffled)")                         \
  SITE(text_counters_removed, counters_changed, "003 Glossary DEVELOPMENT")                                   \
  SITE(text_discarded, card_moved, "001 Glossary: DISCARD")                                                  \
  SITE(text_deploy_not_paid, deploy_not_paid, "001 Glossary: deploy")                                        \
  SITE(text_deployed_at_choice, card_deployed, "001 Glossary: deploy")                                       \
  SITE(text_redeployed, card_deployed, "001 Glossary: REDEPLOY")                                             \
  SITE(text_deployed_under, card_deployed, "001 Bonding; card text: deploy under")                             \
  SITE(text_deploy_one_not_paid, deploy_not_paid, "001 Glossary: deploy")                                    \
  SITE(text_deployed_one, card_deployed, "001 Glossary: deploy")                                             \
  SITE(text_engaged_each, card_engaged, "001 Glossary: ENGAGE")                                              \
  SITE(text_annihilated_card, card_moved, "001 Glossary: ANNIHILATE")                                        \
  SITE(text_sold, card_moved, "001 Divest Phase; docs/rulings.md, Sold by card text")                         \
  SITE(text_destroyed, card_destroyed, "001 Advanced Rules")                                                 \
  SITE(text_engaged, card_engaged, "001 Glossary: ENGAGE")                                                   \
  SITE(text_disengaged, card_disengaged, "001 Glossary: DISENGAGE")                                            \
  SITE(text_disengaged_each, card_disengaged, "001 Glossary: DISENGAGE")                                       \
  SITE(text_produced, pool_changed, "001 Buy Phase")                                                           \
  SITE(text_traits_taken, pool_changed, "001 Buy Phase")                                                       \
  SITE(text_traits_received, pool_changed, "001 Buy Phase")                                                    \
  SITE(text_direct_damage, damage_dealt, "001 Advanced Rules; 001 Glossary CARD RADIUS")                     \
  SITE(text_destroyed_by_damage, card_destroyed, "001 Challenge Phase: Damage; 001 Advanced Rules")          \
  SITE(text_cancelled, effect_cancelled, "001 Glossary: CANCEL")                                             \
  SITE(text_copied, effect_copied, "docs/rulings.md, Copies on the stack")                                   \
  SITE(copy_target_chosen, choice_made, "docs/rulings.md, Copies on the stack")                             \
  SITE(trigger_targets, card_targeted, "001 Glossary TARGET: a triggered ability's targets")                 \
  SITE(text_drawn, card_moved, "001 Hand")                                                                   \
  SITE(text_bonded, card_bonded, "001 Bonding")                                                              \
  SITE(text_may_chosen, choice_made, "card text: may")                                                       \
  SITE(text_activated, ability_activated, "001 Advanced Rules; docs/rulings.md, Activating an ability")      \
  SITE(text_player_chosen, choice_made, "card text: choose a player")                                        \
  SITE(text_player_named, choice_made, "card text: choose a player")                                         \
  SITE(text_card_chosen, choice_made, "001 Glossary: TARGET")                                                \
  SITE(text_cards_chosen, choice_made, "001 Glossary: TARGET")                                               \
  SITE(text_chosen_kept, choice_made, "docs/rulings.md, The chosen card")                                     \
  SITE(text_resource_chosen, choice_made, "card text: choose")                                               \
  SITE(text_cards_ordered, choice_made, "card text: choose")                                                 \
  SITE(text_player_picked, choice_made, "card text: choose a player")                                        \
  SITE(text_mode_chosen, choice_made, "card text: choose one (docs/rulings.md, Modes)")                      \
  /* card text that does nothing because a rule forbids it (event_kind::nothing_happened) */               \
  SITE(text_swap_refused, nothing_happened, "001 Glossary: swap")                                            \
  SITE(text_take_refused, nothing_happened, "001 Resources; docs/rulings.md, No money")                      \
  SITE(text_give_refused, nothing_happened, "001 Resources; docs/rulings.md, No money")                      \
  SITE(text_engage_refused, nothing_happened, "001 Card States; the text that forbids it")                    \
  SITE(text_move_refused, nothing_happened, "001 Glossary: move")                                            \
  SITE(text_moved, card_moved_in_network, "001 Glossary: move")                                              \
  SITE(text_swap_out_of_network, nothing_happened, "001 Glossary: swap")                                     \
  SITE(text_swap_no_card, nothing_happened, "docs/rulings.md, Another player's choice: Nothing to choose")   \
  SITE(text_engage_no_card, nothing_happened, "docs/rulings.md, Another player's choice: Nothing to choose") \
  SITE(text_disengage_no_card, nothing_happened, "docs/rulings.md, Another player's choice: Nothing to choose") \
  SITE(text_bond_no_host, nothing_happened, "001 Bonding")                                                   \
  SITE(text_put_business_stays, nothing_happened, "001 Network; docs/rulings.md, Control changes")             \
  SITE(text_search_found_nothing, nothing_happened, "001 The Zones of the Game")                             \
  SITE(text_deploy_no_space, nothing_happened, "001 Deploying and Docking")                                    \
  SITE(text_exchange_not_two, nothing_happened, "docs/rulings.md, Control changes")                           \
  SITE(text_exchange_one_controller, nothing_happened, "docs/rulings.md, Control changes")                    \
  SITE(text_gain_control, control_changed, "001 Card States; docs/rulings.md, Control changes")              \
  SITE(text_exchange_control, control_changed, "docs/rulings.md, Control changes")                           \
  SITE(text_put_into_network_control, control_changed, "docs/rulings.md, Control changes")                   \
  SITE(text_put_owner_kept, control_changed, "docs/rulings.md, Control changes (under your control)")          \
  SITE(text_put_into_network_moved, card_moved_in_network, "docs/rulings.md, Control changes")              \
  SITE(control_change_ended, control_changed, "docs/rulings.md, Control changes")                            \
  SITE(text_copy_model_gone, nothing_happened, "docs/rulings.md, Copies")                                     \
  SITE(text_copy_other_types, nothing_happened, "docs/rulings.md, Copies")                                    \
  SITE(text_keywords_of_model_gone, nothing_happened, "docs/rulings.md, Copies")                              \
  SITE(text_damage_null_trait, nothing_happened, "001 Traits: Important Note")                                \
  SITE(text_divided_null_trait, nothing_happened, "001 Traits: Important Note")                               \
  SITE(text_choice_no_card, nothing_happened, "docs/rulings.md, Another player's choice: Nothing to choose")  \
  SITE(text_no_combat_to_end, nothing_happened, "001 Challenge Phase; docs/rulings.md, Durations")            \
  SITE(replacement_fired, trigger_fired, "001 Challenge Phase, Damage (replaced)")                           \
  SITE(trigger_acts, trigger_fired, "docs/rulings.md, Triggers")                                            \
  /* a delayed effect's moment (engine/flow.cpp; docs/rulings.md, Delayed effects) */                      \
  SITE(delayed_effect_acts, trigger_fired, "docs/rulings.md, Delayed effects")                              \
  SITE(delayed_effect_named_gone, nothing_happened, "docs/rulings.md, Delayed effects")                     \
  /* a trigger whose event's card changed zone before it acts (run/text_behaviour.cpp, stacked_triggers.cpp) */ \
  SITE(trigger_named_gone, nothing_happened, "docs/rulings.md, A card a waiting trigger named that changed zone") \
  SITE(annihilated_card_stays, nothing_happened, "001 The Zones of the Game")                               \
  /* a next-time replacement that ends unused (engine/ops.cpp, ops_turn.cpp; docs/rulings.md, The next time) */ \
  SITE(shield_gone_with_card, shield_ended, "docs/rulings.md, The next time")                                \
  SITE(shield_ended_with_turn, shield_ended, "docs/rulings.md, The next time")

#define MEGACORP_QUERY_PATHS(ASK)                                                                           \
  ASK(retaliation_asked_again, can_retaliate, "docs/rulings.md, Keyword variants")                           \
  ASK(buy_onto_card, can_be_deployed_onto, "001 Deploying and Docking")                                      \
  ASK(unique_sale_copies, can_be_controlled_twice, "001 Glossary UNIQUE")                                    \
  ASK(unique_deployed_reveals, can_be_controlled_twice, "000 Glossaire UNIQUE")                              \
  ASK(unique_copy_still_in_play, can_be_controlled_twice, "000 Glossaire UNIQUE")                            \
  ASK(newest_copy_asked, can_be_controlled_twice, "rule query can_be_controlled_twice")                      \
  ASK(newest_copy_asked_at_deploy, can_be_controlled_twice, "001 Glossary UNIQUE; variant unique-copy-leaves-before-triggers") \
  ASK(engaged_by_obligation_asked, must_be_engaged, "docs/rulings.md, Must")                                 \
  ASK(event_discarded_at_end_asked, discarded_at_end, "001 End Phase")                                       \
  ASK(block_eligible, can_block, "001 Challenge Phase: Blocking")                                            \
  ASK(retaliation_eligible, can_retaliate, "001 Challenge Phase: Damage")                                    \
  ASK(retaliation_ruled_out_by_text, can_retaliate, "001 Challenge Phase: Damage")                           \
  ASK(must_block_asked, must_block, "docs/rulings.md, Must")                                                 \
  ASK(must_be_blocked_asked, must_be_blocked, "docs/rulings.md, Must")                                       \
  ASK(must_retaliate_asked, must_retaliate, "docs/rulings.md, Must")                                         \
  ASK(attack_engages_checked, needs_engage_to_attack, "001 Challenge Phase: Attacking")                      \
  ASK(attack_engages, needs_engage_to_attack, "001 Challenge Phase: Attacking")                              \
  ASK(attack_engage_needed_checked, needs_engage_to_attack, "001 Challenge Phase: Attacking")                \
  ASK(attack_engage_allowed_checked, can_engage, "001 Challenge Phase: Attacking; 001 Card States")            \
  ASK(attack_engage_needed_listed, needs_engage_to_attack, "001 Challenge Phase: Attacking")                 \
  ASK(attack_engage_allowed_listed, can_engage, "001 Challenge Phase: Attacking; 001 Card States")             \
  ASK(deploy_onto_checked, can_be_deployed_onto, "001 Deploying and Docking")                                \
  ASK(buy_allowed, can_be_bought, "001 Buy Phase")                                                           \
  ASK(buy_pile_allowed, can_be_bought, "001 Bonding; 001 Buy Phase")                                         \
  ASK(buy_any_time, can_be_played_any_time, "docs/rulings.md, Cards played at any time")                     \
  ASK(buy_for_free, can_be_deployed_free, "docs/rulings.md, Deployed for free")                              \
  ASK(play_for_free, can_be_deployed_free, "docs/rulings.md, Deployed for free")                             \
  ASK(must_sell_asked, must_be_sold, "docs/rulings.md, Must")                                                \
  ASK(must_buy_asked, must_be_bought, "docs/rulings.md, Must")                                               \
  ASK(produce_engage_allowed, can_engage, "001 Card States")                                                 \
  ASK(engage_allowed, can_engage, "001 Card States; every engaging (ops::engage)")                    \
  ASK(sale_allowed, can_be_sold, "001 Divest Phase")                                                         \
  ASK(sale_engaged_allowed, can_be_sold, "001 Divest Phase; card text: an engaged card can be sold")          \
  ASK(hand_sale_allowed, can_be_sold, "001 Glossary: UNIQUE")                                                 \
  ASK(hand_sale_forced_allowed, can_be_sold, "000 Glossaire UNIQUE")                                          \
  ASK(deploy_onto_applied, can_be_deployed_onto, "001 Deploying and Docking")                                \
  ASK(surround_ignored_offered, ignores_surround, "001 Challenge Phase: Attacking")                          \
  ASK(attackable_offered, can_be_attacked, "001 Challenge Phase: Attacking")                                 \
  ASK(can_attack_checked, can_attack, "001 Challenge Phase: Attacking")                                      \
  ASK(attack_bonded_checked, can_attack_bonded, "001 Bonding")                                               \
  ASK(surround_ignored_checked, ignores_surround, "001 Challenge Phase: Attacking")                          \
  ASK(attackable_checked, can_be_attacked, "001 Challenge Phase: Attacking")                                 \
  ASK(can_attack_listed, can_attack, "001 Challenge Phase: Attacking")                                       \
  ASK(attack_bonded_listed, can_attack_bonded, "001 Bonding")                                                \
  ASK(surround_ignored_listed, ignores_surround, "001 Challenge Phase: Attacking")                           \
  ASK(attackable_listed, can_be_attacked, "001 Challenge Phase: Attacking")                                  \
  ASK(must_attack_target_asked, must_attack, "docs/rulings.md, Must")                                        \
  ASK(must_be_attacked_asked, must_be_attacked, "docs/rulings.md, Must")                                     \
  ASK(must_attack_asked, must_attack, "docs/rulings.md, Must")                                               \
  ASK(targetable, can_be_targeted, "001 Glossary TARGET")                                                    \
  ASK(targetable_resolving, can_be_targeted, "001 Glossary TARGET; docs/rulings.md, A target that no longer fits") \
  ASK(target_bonded_reached, can_target_bonded, "001 Bonding; 002 Keywords")                                 \
  ASK(must_be_targeted_chosen, must_be_targeted, "docs/rulings.md, Must")                                    \
  ASK(must_be_targeted_left, must_be_targeted, "docs/rulings.md, Must")                                      \
  ASK(event_any_time, can_be_played_any_time, "001 Advanced Rules; rules option events_in_own_turn")          \
  ASK(text_engage_allowed, can_engage, "001 Card States; card text: engage as a cost")                       \
  ASK(text_targetable, can_be_targeted, "001 Glossary TARGET")                                               \
  ASK(text_deploy_onto_offered, can_be_deployed_onto, "001 Deploying and Docking; card text: deployed onto a space") \
  ASK(disengage_all_allowed, can_disengage, "001 Accounting Phase; 001 Card States")                         \
  ASK(text_disengage_allowed, can_disengage, "001 Card States; card text: disengage")                        \
  ASK(text_disengage_checked, can_disengage, "001 Card States; card text: disengage as a cost or a choice")    \
  ASK(event_play_allowed, can_be_played, "001 Advanced Rules; card text: a player who cannot play events")     \
  ASK(ability_activate_allowed, can_be_activated, "001 Advanced Rules; card text: a player who cannot activate abilities") \
  /* each way a player loses (001 Winning the Game; 001 End Phase), a concession excepted */             \
  ASK(lose_no_money_asked, can_lose_game, "001 End Phase; 001 Winning the Game 1.")                           \
  ASK(lose_orphaned_asked, can_lose_game, "001 End Phase; 001 Winning the Game 2.")                           \
  ASK(lose_without_business_asked, can_lose_game, "002 How to win the game; docs/rulings.md")                 \
  ASK(lose_business_sold_asked, can_lose_game, "001 Divest Phase; docs/rulings.md")                           \
  ASK(lose_business_destroyed_asked, can_lose_game, "001 Winning the Game 4.; 002 How to win")                \
  ASK(lose_business_annihilated_asked, can_lose_game, "001 Glossary ANNIHILATE; docs/rulings.md")             \
  ASK(lose_decked_asked, can_lose_game, "001 Winning the Game 5.")                                            \
  ASK(buy_out_allowed, can_lose_game, "001 Winning the Game 3.")                                              \
  ASK(text_lose_asked, can_lose_game, "001 Winning the Game 6.; card text: loses the game")                   \
  ASK(text_win_asked, can_lose_game, "001 Winning the Game 6.; card text: wins the game")                     \
  /* each way a player gains money (001 Resources; docs/rulings.md, Money gained and lost) */             \
  ASK(text_gain_allowed, can_gain_money, "001 Resources; card text: gain (CASHFLOW's income)")                \
  ASK(sale_gain_allowed, can_gain_money, "001 Divest Phase")                                                  \
  ASK(text_sale_gain_allowed, can_gain_money, "001 Divest Phase; docs/rulings.md, Sold by card text")         \
  ASK(hand_sale_gain_allowed, can_gain_money, "001 Glossary UNIQUE")                                          \
  ASK(hand_sale_forced_gain_allowed, can_gain_money, "000 Glossaire UNIQUE (copies in hand sold)")            \
  ASK(buy_owner_gain_allowed, can_gain_money, "001 Buy Phase (a card bought out of a network)")               \
  ASK(buy_discount_gain_allowed, can_gain_money, "001 Buy Phase (a network buy's price lowered below its worth)") \
  ASK(text_take_gain_allowed, can_gain_money, "001 Resources; card text: take")                               \
  ASK(text_give_gain_allowed, can_gain_money, "001 Resources; card text: give")                               \
  /* 001 Hand: a hand hidden but from its player, unless card text reveals it */                          \
  ASK(hand_revealed_observed, hand_revealed, "001 Hand; card text: play with their hands revealed")

namespace engine {

enum class path : std::uint16_t {
  none,  // only in tests/, for changes made by hand: no site in engine/ or run/ (scripts/check_path_ids.sh)
#define MEGACORP_PATH_ENUM(name, kind, section) name,
  MEGACORP_EVENT_PATHS(MEGACORP_PATH_ENUM, MEGACORP_PATH_ENUM) MEGACORP_QUERY_PATHS(MEGACORP_PATH_ENUM)
#undef MEGACORP_PATH_ENUM
};

enum class path_sort : std::uint8_t { none, site, shared, ask };

// A path's row: its name and rulebook section (for messages), its sort, and the event kind
// it records first (event_kind) or the question it asks (rule_query), as a number.
struct path_row {
  std::string_view name;
  std::string_view section;
  path_sort sort = path_sort::none;
  int what = 0;
};

int path_count();                // including none
const path_row& row_of(path p);  // by id
inline int index_of(path p) { return static_cast<int>(p); }
// Whether money left a player by `loses` rather than by a payment: the log's word only.
bool is_money_lost(path p);

}  // namespace engine
