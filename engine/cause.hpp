// Why something happened or was refused: a rule name and the rulebook section it is from.
#pragma once

#include <string_view>

namespace engine {

struct cause {
  std::string_view rule;     // e.g. "cashflow step"
  std::string_view section;  // e.g. "001 Accounting Phase"
  friend bool operator==(const cause&, const cause&) = default;
};

// The rules this engine applies, by name. Sections refer to rules/books/001_*.txt
// unless another book is named.
namespace rule {
inline constexpr cause bidding{"bidding for the first player", "001 Beginning of the game"};
inline constexpr cause bid_tie_random{"three tied bids: random first player", "001 Beginning of the game"};
inline constexpr cause no_bidding{"random first player without bidding", "001 Beginning of the game"};
inline constexpr cause shuffle_decks{"players shuffle their decks", "001 Beginning of the game"};
inline constexpr cause opening_hand{"draw five cards", "001 Beginning of the game"};
inline constexpr cause mulligan{"mulligan", "001 Beginning of the game"};
// The founder starts next to the business: 001 Founders, The Main Deck (Blue), Network.
inline constexpr cause place_business{"business and founder placed",
                                      "001 Beginning of the game; 001 Founders; 001 The Main Deck Blue; 001 Network"};
inline constexpr cause beginning_of_turn{"beginning of the turn", "001 Accounting Phase"};
inline constexpr cause cashflow_step{"cashflow step", "001 Accounting Phase"};
inline constexpr cause disengage_all{"disengage all cards", "001 Accounting Phase"};
inline constexpr cause upkeep_step{"upkeep step", "001 Accounting Phase"};
inline constexpr cause reveal_resource{"reveal the top resource", "001 Accounting Phase"};
inline constexpr cause turn_draw{"draw a card", "001 Accounting Phase; 001 Hand"};
inline constexpr cause pools_empty_accounting{"trait pools empty", "001 Accounting Phase"};
inline constexpr cause produce_trait{"produce a trait by engaging", "001 Buy Phase"};
// Card text's `produce 1 BQ`: traits into its player's pool, as producing puts them (`produces
// a trait` hears both; a `take` of traits is not this).
inline constexpr cause text_produce{"card text: produce traits", "001 Buy Phase"};
inline constexpr cause buy{"buy a card", "001 Buy Phase"};
// Card text says the card can be played at any time (engine/legality.hpp bought_any_time).
inline constexpr cause buy_any_time{"a card that can be played at any time is bought from the hand whenever its player may act",
                                    "docs/rulings.md, Cards played at any time"};
inline constexpr cause buy_from_network{"buy from an opponent's network", "001 Buy Phase"};
// Variant buy-pays-owner: the price goes to the card's owner.
inline constexpr cause buy_from_network_paid_to_owner{"buy from an opponent's network, its price paid to the card's owner (variant buy-pays-owner)",
                                                      "002 Layout Functions"};
// A price card text lowered below the card's worth: the bank pays the seller the rest.
inline constexpr cause buy_discount_made_up{"the player a card is bought from receives what it is worth, the bank paying what card text took off the price",
                                            "001 Buy Phase"};
// Variant open-market-bidding (engine/market_bidding.hpp).
inline constexpr cause open_market_bid{"the highest bid buys the open market card (variant open-market-bidding)",
                                       "002 Layout Functions: Bidding"};
// Card text lets the card be bought from the hand without paying its cost (engine/legality.hpp deployed_for_free).
inline constexpr cause buy_for_free{"a card bought from the hand for free, as its text allows", "docs/rulings.md, Deployed for free"};
inline constexpr cause play_for_free{"an event played from the hand for free, as its text allows", "docs/rulings.md, Deployed for free"};
inline constexpr cause bonded_bought{"bonded cards are bought with their pile", "001 Bonding"};
inline constexpr cause deploy{"deploy and dock", "001 Deploying and Docking"};
inline constexpr cause divest{"sell one card", "001 Divest Phase"};
// Card text's `sell SEL`: the Divest Phase's sale, made by the text (docs/rulings.md, Sold by card text).
inline constexpr cause text_sale{"sell a card as card text says, as in the Divest Phase", "001 Divest Phase"};
inline constexpr cause unique_hand_sale{"sell all copies of a UNIQUE card in the hand at once", "001 Glossary UNIQUE"};
inline constexpr cause unique_reveals_hand{"a player who deploys a UNIQUE card reveals their hand (variant unique-copies-must-be-sold)",
                                           "000 Glossaire UNIQUE"};
inline constexpr cause unique_copies_sold{"the copies in the hand of a UNIQUE card still in play are sold as the Divest Phase begins (variant unique-copies-must-be-sold)",
                                          "000 Glossaire UNIQUE"};
inline constexpr cause end_of_turn{"end of the turn", "001 End Phase"};
inline constexpr cause end_business_orphaned{"turn player's business orphaned", "001 End Phase; 001 Winning the Game"};
inline constexpr cause end_no_money{"a player with no money loses", "001 End Phase; 001 Winning the Game"};
inline constexpr cause end_no_money_own_turn{"a player with no money at the end of their own turn loses",
                                             "003 Money; rules option no_money_at_own_turn_end"};
inline constexpr cause pools_empty_end{"trait pools empty", "001 End Phase"};
inline constexpr cause damage_wears_off{"the board resets: damage leaves every card (variant damage-wears-off-at-end-of-turn)",
                                        "003 End Phase"};
inline constexpr cause end_process{"once the End Phase process has begun no player may take any actions", "001 End Phase"};
// 001 Deploying and Docking says "destroyed" ("considered Orphaned and destroyed at the end of
// your turn"); 001 End Phase says when ("All Orphaned cards are put into their respective Open
// Market Piles"): the sentence that says destroyed is named first (docs/rulings.md).
inline constexpr cause orphans_destroyed{"orphaned cards are destroyed at the end of the turn",
                                         "001 Deploying and Docking; 001 End Phase; 001 Glossary: ORPHANED"};
inline constexpr cause orphans_discarded{"orphaned cards are discarded to the open market",
                                         "002 Network; rules option orphans_discarded"};
inline constexpr cause orphaned{"a card not docked, through other cards, to its business is orphaned",
                                "001 Deploying and Docking; 001 Glossary: ORPHANED"};
inline constexpr cause events_discarded{"events discarded", "001 End Phase; 001 Events"};
inline constexpr cause next_turn{"the turn passes", "001 End Phase"};
// 001 End Phase: "The End Phase marks the end of a player's turn": `when your turn ends` texts
// act as it begins, before its window and its checks (blind rules batch 110: the line read
// "Ana's turn ends (the turn passes)" there, before the window where players still act).
inline constexpr cause end_of_turn_marked{"the End Phase marks the end of the turn",
                                          "001 End Phase"};
inline constexpr cause first_turn{"the first player takes the first turn", "001 Beginning of the game"};
inline constexpr cause next_phase{"the phases follow in order", "001 Turn Structure"};
inline constexpr cause decked{"unable to draw from the main deck", "001 Winning the Game"};
inline constexpr cause bought_out{"business bought out", "001 Winning the Game"};
inline constexpr cause business_destroyed{"business destroyed", "001 Winning the Game"};
// 001 Winning the Game 4. names combat only ("You defeat your opponent's business in combat
// by destroying it"); a business destroyed otherwise loses by 002's general sentence.
inline constexpr cause business_destroyed_by_other{"business destroyed, not in combat: its player lost it",
                                                  "002 How to win the game"};
inline constexpr cause business_lost{"business left play", "002 How to win the game"};
inline constexpr cause founder_gone{"a founder is a Character: destroyed or annihilated as one, and its loss does not lose the game",
                                    "001 Founders; 001 Winning the Game"};
inline constexpr cause card_effect_win{"a card effect wins the game", "001 Winning the Game"};
inline constexpr cause concede{"concede", "002 How to win the game"};
// The books are silent on what leaves with a player (001 Winning the Game says only who
// loses): a reading, docs/rulings.md.
inline constexpr cause leave_game{"a player who loses leaves the game with the cards they own or control",
                                  "docs/rulings.md, Leaving a multiplayer game"};
inline constexpr cause destroyed_to_market{"destroyed cards go to the owner's open market", "001 Damage"};
inline constexpr cause destroyed_to_payer_market{"a card whose upkeep is declined goes to the open market of the player who declined it",
                                                 "001 Accounting Phase"};
inline constexpr cause bonded_destroyed{"cards under a destroyed card are destroyed", "001 Bonding"};
inline constexpr cause bonded_follow{"cards under a pile top that leaves play go to their open markets",
                                     "docs/rulings.md, Piles that leave play"};
inline constexpr cause bonded_returned{"cards under a pile top returned to a hand go to their owners' hands with it "
                                       "(variant pile-returned-whole)",
                                       "001 Glossary BOND"};
inline constexpr cause bonded_annihilated{"cards under an annihilated pile top are annihilated with it (variant pile-annihilated-whole)",
                                          "001 Glossary BOND"};
inline constexpr cause bonded_kept{"a card under a destroyed top that is not destroyed stays in its space",
                                   "docs/rulings.md, Piles destroyed"};
inline constexpr cause attack{"attack", "001 Challenge Phase: Attacking"};
// 001 Challenge Phase, Damage: "Once damage is done, combat ends." (`until end of combat`)
inline constexpr cause combat_ends{"combat ends", "001 Challenge Phase: Damage"};
// `until end of combat` made with no combat under way (docs/rulings.md, Durations).
inline constexpr cause no_combat_to_end{"no combat under way for a change until end of combat to end with",
                                        "001 Challenge Phase; docs/rulings.md, Durations"};
inline constexpr cause attack_nullified{"an attack on an empty space is nullified", "001 Challenge Phase: Attacking"};
inline constexpr cause attack_on_null_trait{"a card with a null trait may not be attacked with that trait: the attack "
                                            "is nullified as on an empty space",
                                            "001 Traits; docs/rulings.md, A null trait in the target space"};
// Every blocker left the combat after the blocks (docs/rulings.md, Every blocker gone).
inline constexpr cause target_back_in_challenge{"as long as there is a blocker, the blocker replaces the target: with "
                                                "every blocker gone, the target is back in the challenge and blocks",
                                                "002 C - Challenge Phase; 001 Challenge Phase: Blocking"};
inline constexpr cause attack_blockers_gone{"every card the attack would hit has left the combat: the attack is nullified",
                                            "docs/rulings.md, Every blocker gone"};
inline constexpr cause attacker_undocked{"an attacker not legally docked after all declarations does not attack",
                                         "001 Challenge Phase: Attacking"};
inline constexpr cause attacker_engaged{"an attacker engaged after all declarations does not attack",
                                        "001 Challenge Phase: Attacking"};
inline constexpr cause block{"block", "001 Challenge Phase: Blocking"};
inline constexpr cause target_blocks{"with no blocker the target blocks", "001 Challenge Phase: Blocking"};
inline constexpr cause bonded_target_met{"a card under the first card of a pile cannot block: it meets the attack alone",
                                         "001 Bonding"};
inline constexpr cause bonded_no_retaliation{"a card under the first card of a pile cannot attack, so it deals no "
                                             "retaliation", "001 Bonding"};
inline constexpr cause retaliation{"retaliation", "001 Challenge Phase: Damage"};
inline constexpr cause non_character_no_retaliation{
    "Non-Characters, such as the business, do not retaliate and hence do not deal retaliation damage",
    "001 Challenge Phase: Damage"};
inline constexpr cause retaliation_asked_again{"card text is asked again when a retaliation's damage comes",
                                               "docs/rulings.md, Keyword variants"};
// A blocker ruled out of retaliating before it is asked (logged: combat::ruled_out_retaliations).
inline constexpr cause engaged_does_not_retaliate{
    "an engaged card does not retaliate (002: \"Only disengaged (right side up) characters may deal retaliation "
    "damage\"; 001 Glossary: \"will not be able to retailate as it is engaged\")",
    "002 C - Challenge Phase; 001 Glossary"};
inline constexpr cause retaliation_beyond_reach{"a card retaliates only against cards within its reach (rule number "
                                                "attack_reach)", "001 Challenge Phase: Damage"};
inline constexpr cause retaliation_forbidden{"card text forbids it to retaliate", "001 Challenge Phase: Damage"};
inline constexpr cause retaliated_already{"a card deals damage in retaliation once per turn", "001 Challenge Phase: Damage"};
// A retaliation whose damage was 0 or prevented (ops::retaliation_dealt_nothing).
inline constexpr cause retaliation_not_counted{"a card \"can only deal damage in retaliation once per turn\": one "
                                               "that dealt none is not counted", "001 Challenge Phase: Damage"};
// A retaliation declared by a card gone before its damage step (destroyed by INITIATIVE's
// earlier step: 001 Challenge Phase, Damage, "[INITIATIVE] Characters deal damage before").
inline constexpr cause retaliator_gone{"a card gone before its damage step deals no damage", "001 Challenge Phase: Damage"};
inline constexpr cause damage_split{"the attacker assigns its damage", "001 Challenge Phase: Damage"};
inline constexpr cause combat_damage{"combat damage", "001 Challenge Phase: Damage"};
inline constexpr cause destroyed_by_damage{"damage equal to or over a trait destroys", "001 Challenge Phase: Damage"};
inline constexpr cause printed_zero_spared{"a printed 0 in a trait is not destroyed: damage destroys with a minimum of 1",
                                           "001 Traits: Important Note"};
inline constexpr cause bought_anew{"a card bought out of a network comes into play anew (docs/rulings.md, Bought "
                                   "from a network)",
                                   "001 Card States"};
inline constexpr cause printed_zero_never_destroyed{"a printed 0 in a trait is never destroyed by damage in it "
                                                    "(rules option printed_zero_not_destroyed)",
                                                    "001 Traits: Important Note"};
inline constexpr cause deploy_pays_costs{"to deploy a card is to pay all of its costs", "001 Glossary: deploy"};
inline constexpr cause unbond_pays_costs{"to unbond a card, you must pay the costs, if any", "001 Bonding"};
inline constexpr cause trait_at_zero{"a card whose trait is lowered to 0 is destroyed",
                                     "003 Traits; rules option trait_at_zero_destroys"};
inline constexpr cause damage_reaches_trait{"a card whose trait falls to the damage on it is destroyed",
                                            "001 Traits"};
inline constexpr cause move{"move", "001 Glossary: move"};
inline constexpr cause swap{"swap", "001 Glossary: swap"};
// Card text that does nothing because a rule forbids it (event_kind::nothing_happened).
inline constexpr cause swap_one_network{"a swap is an exchange of position between two cards in a Network", "001 Glossary: swap"};
inline constexpr cause no_money_taken{"money is taken only from what a player has; none is below 0",
                                      "001 Resources; docs/rulings.md, Where the books are silent: No money"};
inline constexpr cause no_money_given{"money is given only from what a player has; none is below 0",
                                      "001 Resources; docs/rulings.md, Where the books are silent: No money"};
inline constexpr cause cannot_lose_game{"a player card text says cannot lose the game does not lose it",
                                        "001 Winning the Game; docs/rulings.md, Players who cannot lose or gain"};
inline constexpr cause cannot_gain_money{"a player card text says cannot gain money gains none",
                                         "001 Resources; docs/rulings.md, Players who cannot lose or gain"};
inline constexpr cause cannot_engage{"a card that cannot be engaged is not engaged", "001 Card States; the text that forbids it"};
inline constexpr cause swap_out_of_network{"a swap is an exchange of position between two cards in a Network",
                                           "001 Glossary: swap"};
inline constexpr cause nothing_to_choose{"with no card that fits, a choice chooses nothing",
                                         "docs/rulings.md, Another player's choice: Nothing to choose"};
inline constexpr cause bond_needs_host{"a card is bonded under one card in a Network, the top of its pile", "001 Bonding"};
inline constexpr cause no_space_to_move{"a card moves only to an empty space of its Network where it is legally docked",
                                        "001 Glossary: move"};
inline constexpr cause business_stays{"a business stays in its network, which always holds it",
                                      "001 Network; docs/rulings.md, Control changes"};
inline constexpr cause no_space_to_deploy{"a card deployed docks in an empty space next to another card",
                                          "001 Deploying and Docking"};
inline constexpr cause search_found_nothing{"a search finds no card that fits, and nothing is chosen", "001 The Zones of the Game"};
inline constexpr cause empty_resource_deck{"an empty resource deck reveals nothing, and nobody loses for it",
                                           "docs/rulings.md, Blind rules batch 12"};
inline constexpr cause exchange_needs_two{"control is exchanged between two cards in networks that two players control",
                                          "docs/rulings.md, Control changes"};
inline constexpr cause copy_model_gone{"a copy reads one card in a network; a copied card gone copies nothing",
                                       "docs/rulings.md, Copies"};
inline constexpr cause copy_other_types{"a card becomes a copy only of a card of its own card types, and never of or as a "
                                        "business or founder",
                                        "docs/rulings.md, Copies"};
inline constexpr cause null_trait_no_damage{"a card with a null trait simply doesn't have that trait at all and cannot be "
                                            "interacted with that trait",
                                            "001 Traits: Important Note"};
inline constexpr cause delayed_named_gone{"a delayed effect acts on the card it named only while that card stays "
                                          "where it was (a card that changes zone is a new card)",
                                          "docs/rulings.md, Delayed effects"};
inline constexpr cause trigger_named_gone{"a trigger acts on the card its event named only while that card stays where "
                                          "it was (a card that changes zone is a new card)",
                                          "docs/rulings.md, A card a waiting trigger named that changed zone"};
inline constexpr cause annihilated_stays{"cards in the annihilated zone cannot come back", "001 The Zones of the Game"};
inline constexpr cause delayed_effect{"a delayed effect acts at its moment", "docs/rulings.md, Delayed effects"};
inline constexpr cause shield_made{"card text waits for the next time an event would happen to a card", "docs/rulings.md, The next time"};
inline constexpr cause shield_used{"a next-time replacement applies the first time its event would happen, and is used up",
                                   "docs/rulings.md, The next time"};
inline constexpr cause shield_gone{"a next-time replacement waits on its card while it stays in play (back in play it is a new card)",
                                   "docs/rulings.md, The next time"};
inline constexpr cause control_change_ends{"a change of control for a time ends", "docs/rulings.md, Control changes"};
inline constexpr cause copy_ends{"a copy for a time ends", "docs/rulings.md, Copies"};
inline constexpr cause copy_changes_text{"an ability on the stack whose card became another or itself again is cancelled",
                                         "001 Advanced Rules; docs/rulings.md, Copies"};
inline constexpr cause bond{"bond", "001 Bonding"};
inline constexpr cause bonded_engages_host{"an engaged character bonded to an unengaged card engages it",
                                           "000 Glossaire BOND; 002 Bond"};
inline constexpr cause deployed_onto{"a card deployed onto its space bonds it under", "001 Deploying and Docking; rule query can_be_deployed_onto"};
inline constexpr cause newest_copy_stays{"a player controls one copy: the newest stays, the others go to the open market", "rule query can_be_controlled_twice"};
inline constexpr cause card_text{"card ability", "card text"};
inline constexpr cause replacement{"a replacement, `instead of ...`", "card text"};
// What card text does by a verb the Glossary defines: the verb's entry names the rule
// (as move and swap above), "card text" says who did it.
inline constexpr cause annihilate{"card text: annihilate", "001 Glossary: ANNIHILATE; 001 Annihilated Zone"};
inline constexpr cause discard{"card text: discard", "001 Glossary: DISCARD"};
inline constexpr cause engage{"card text: engage", "001 Glossary: ENGAGE"};
inline constexpr cause disengage{"card text: disengage", "001 Glossary: DISENGAGE"};
inline constexpr cause redeploy{"card text: redeploy", "001 Glossary: REDEPLOY"};
inline constexpr cause draw{"card text: draw", "001 Hand"};
// "If a card would gain more than one of the same keyword, it doesn't gain it."
inline constexpr cause keyword_once{"a card does not gain a keyword it has", "001 Glossary: CARD KEYWORDS"};
inline constexpr cause choose{"card text: a card chosen, not targeted", "001 Glossary: TARGET"};
inline constexpr cause target_chosen{"card text: a target chosen as the ability triggers", "001 Glossary: TARGET"};
inline constexpr cause radius_damage{"direct damage to a card in a card radius, which is not targeted",
                                     "001 Glossary: CARD RADIUS; 001 Advanced Rules"};
inline constexpr cause condition_ended{"a change that lasts while a condition holds ends the first time it does not",
                                     "docs/rulings.md, Durations"};
inline constexpr cause play_event{"play an event: pay, deploy, then its effect goes on the stack", "001 Advanced Rules"};
// docs/rulings.md, An event bought from an open market.
inline constexpr cause event_bought{"buy an event from an open market: pay its cost, deploy it, then its effect goes on the "
                                    "stack",
                                    "001 The Zones of the Game, Open Market; 001 Advanced Rules"};
inline constexpr cause activate{"activate an ability: pay its costs, choose targets, onto the stack", "001 Advanced Rules"};
inline constexpr cause activate_in_text{"card text activates an ability: its costs paid, then its effect, off the stack",
                                        "001 Advanced Rules; docs/rulings.md, Activating an ability"};
inline constexpr cause targeted{"a space chosen as the objective of an ability or event: its card is targeted",
                                "001 Glossary: TARGET"};
inline constexpr cause resolve{"the last in resolves first", "001 Advanced Rules"};
inline constexpr cause priority{"priority passes to the next player", "001 Advanced Rules"};
inline constexpr cause source_destroyed{"an effect whose source is destroyed before it resolves is cancelled",
                                        "001 Advanced Rules"};
inline constexpr cause source_left_play{"an effect whose source leaves play otherwise than destroyed before it resolves "
                                        "is cancelled, as one whose source is destroyed",
                                        "001 Advanced Rules; docs/rulings.md, An effect whose source leaves play"};
inline constexpr cause event_left_play{"an event whose card leaves play during its deploy triggers is cancelled: it never "
                                       "goes on the stack",
                                       "001 Advanced Rules; docs/rulings.md, An effect whose source leaves play"};
inline constexpr cause source_left_stays{"an effect whose source leaves play otherwise than destroyed stays on the stack: "
                                         "only a destroyed source cancels it",
                                         "001 Advanced Rules; variant only-destroyed-source-cancels"};
inline constexpr cause target_gone{"its target has left play", "docs/rulings.md, Targets"};
inline constexpr cause target_gone_event_stays{"an event whose target is gone does nothing and is not cancelled: only a "
                                               "destroyed source or card cancels it",
                                               "001 Advanced Rules; rules option target_gone_event_stays"};
inline constexpr cause target_space_left{"the target is the space: it is empty, or the card now in it cannot be targeted",
                                         "001 Glossary TARGET"};
inline constexpr cause target_no_longer_fits{"its target no longer fits the text, or may no longer be targeted",
                                            "001 Glossary TARGET; docs/rulings.md, A target that no longer fits"};
inline constexpr cause copy{"copy: a copy of an item on the stack goes on it, with the original's choices",
                             "docs/rulings.md, Copies on the stack"};
inline constexpr cause cancel{"cancel: a cancelled event is destroyed, costs are not refunded", "001 Glossary: CANCEL"};
inline constexpr cause direct_damage{"direct damage cannot be blocked", "001 Advanced Rules"};
inline constexpr cause resolved_event_leaves{"a resolved event goes to the bottom of the open market",
                                             "001 Advanced Rules, example; rules option"};
inline constexpr cause start_position{"play starts at a given position", "docs/scenarios.md"};
// The engine's bookkeeping (event_log.hpp is_bookkeeping): why a method of ops changed it.
inline constexpr cause keep_hand{"a player keeps their opening hand", "001 Beginning of the game"};
inline constexpr cause priority_opens{"the turn player has priority first in every phase and action", "001 Advanced Rules"};
inline constexpr cause priority_round_ends{"every player passed in a row, or play cannot go on: the round of priority ends",
                                           "001 Advanced Rules"};
inline constexpr cause trigger_on_stack{"a trigger goes on the stack (variant triggers-use-the-stack)",
                                        "docs/rulings.md, When triggers act"};
inline constexpr cause blocker_left{"a blocker that left the network takes and deals no damage", "001 Challenge Phase: Damage"};
inline constexpr cause defender_left_area{"a defender that left the area before the attack began is not attacked",
                                          "001 Glossary: attacks on an area"};
inline constexpr cause damage_to_one{"the attacker's damage goes to its one blocker, or to each defender of an area",
                                     "001 Challenge Phase: Damage"};
inline constexpr cause still_known{"a card put on top of or under a pile stays known to the players who looked at it",
                                   "docs/rulings.md, Looking at cards"};
inline constexpr cause first_time_each_turn{"an ability that triggers for the first time each turn is counted for the turn",
                                            "docs/rulings.md, The first time each turn"};
inline constexpr cause prevention_budget{"what a replacement prevented counts against its budget for the turn",
                                         "docs/rulings.md, Damage prevented or redirected"};
}  // namespace rule

// Whether a destruction's rule is damage on the card reaching a trait: dealt to it (combat or
// direct damage) or met by the trait lowered to it (001 Traits: "If any card receives damage
// equal or greater than their current trait value it is immediately destroyed"). What
// `destroyed by damage` names; variant regenerate-damage-only (docs/rulings.md).
constexpr bool destroyed_by_damage(const cause& why) {
  return why == rule::destroyed_by_damage || why == rule::damage_reaches_trait;
}

}  // namespace engine
