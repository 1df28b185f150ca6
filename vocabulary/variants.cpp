// The named rules variants (docs/rulings.md): what `rules:` and `--rules` select.
#include "vocabulary/variants.hpp"

#include <algorithm>
#include <cstdint>

#include "ir/names.hpp"  // closest, did_you_mean, nearest_phrases

namespace megacorp {

// Only the variants the engine or the rule runner reads are here; those only card text
// reads are declared by the text (`variant` forms, cards/prelude/keywords.mc).
const std::vector<rules_variant>& rules_variants() {
  using engine::rules_options;
  static const std::vector<rules_variant> all = {
      {"standard", "001 (the default rules)", [](rules_options& r) { r = rules_options{}; }},
      {"winner-pays-bid", "003 Beginning of the game",
       [](rules_options& r) { r.bidding = engine::bid_variant::winner_pays_only; }},
      {"random-first-player", "001/002 Beginning of the game",
       [](rules_options& r) { r.bidding = engine::bid_variant::no_bidding_random; }},
      {"single-mulligan", "003/000 Beginning of the game", [](rules_options& r) { r.mulligan_limit = 1; }},
      {"business-not-sellable", "002 Divest Phase", [](rules_options& r) { r.business_can_be_sold = false; }},
      {"engaged-cards-never-sold", "001 Divest Phase (\"any card in your network that you control that is "
       "disengaged\") read as holding over card text: an engaged card is never sold, whatever card text says (the "
       "default lets card text saying it can be sold change the phase's rule for it)",
       [](rules_options& r) { r.engaged_sale_by_card_text = false; }},
      {"network-buys-any-turn", "003 Buy Phase and 002 B - Buy Phase (they drop 001's \"until their second turn has "
       "concluded\")",
       [](rules_options& r) { r.network_buys_after_second_turn = false; }},
      {"multiplayer-first-player-draws", "002 A - Accounting Phase (\"For a multiplayer game of more than 2 players, "
       "first player gets to draw a card\")",
       [](rules_options& r) { r.multiplayer_first_player_draws = true; }},
      {"first-player-draws", "001 Accounting Phase, its example against its rule (\"Ana begins the game. [...] Finally, "
       "Anna draws a card\"; 003 and 000 alike)",
       [](rules_options& r) { r.first_player_draws = true; }},
      {"resolved-event-to-bottom", "001 Advanced Rules, the Tidal Wave example (\"put on the bottom of the Open Market Pile\")",
       [](rules_options& r) { r.resolved_event_to_open_market_bottom = true; }},
      {"sell-top-card-only", "001 Divest Phase (silent on piles)", [](rules_options& r) { r.sell_pile_earns_all = false; }},
      {"trait-at-zero-destroys", "003/000 Traits (\"If any card hits 0 in any trait it is immediately destroyed\")",
       [](rules_options& r) { r.trait_at_zero_destroys = true; }},
      {"lethal-damage-when-dealt", "001 Traits read with its verb (\"If any card receives damage equal or greater than "
       "their current trait value it is immediately destroyed\", tested only as the damage is received; the default "
       "reads it as a state, checked whenever a trait falls too)",
       [](rules_options& r) { r.lethal_damage_any_time = false; }},
      {"nullified-attack-counts", "001 Challenge Phase, Attacking, its last sentence (\"The attacker however remains "
       "engaged\") read as keeping the declaration's count too: a nullified attack is its attacker's attack of the turn "
       "and an attack on its target (the default: it \"does not happen\")",
       [](rules_options& r) { r.nullified_attack_counts = true; }},
      {"null-target-meets-attack", "none of the books (a card with '-' in the attack's trait put into the target space "
       "after the declaration meets the attack and takes no damage in that trait; the default: 001 Traits, it \"may "
       "not be attacked with that trait\", so the attack is nullified as on an empty space)",
       [](rules_options& r) { r.null_target_meets_attack = true; }},
      {"withheld-retaliation-counts", "002 C - Challenge Phase (\"The defender may only retaliate once per turn\"): a "
       "retaliation declared counts though it dealt no damage (the default follows 001 Damage: \"can only deal damage in "
       "retaliation once per turn\")",
       [](rules_options& r) { r.withheld_retaliation_counts = true; }},
      {"event-cost-after-count", "001 Advanced Rules, Events, Abilities and the Stack (\"the Event is announced from "
       "the hand, paid for its cost\") read with the count taken as it is announced, before the cost is read: an event "
       "costs what it costs once it is among the events played this turn (the default reads the cost first, as the "
       "check that the player can pay it does)",
       [](rules_options& r) { r.event_cost_after_count = true; }},
      {"kept-card-rechecked", "001 Traits read as a state throughout (\"it is immediately destroyed\"): a card whose "
       "destruction card text replaced is destroyed once no card text would keep it (the default destroys it again "
       "only for new damage: the kept card \"still remain[s] in play\", 001 Glossary)",
       [](rules_options& r) { r.kept_card_rechecked = true; }},
      {"printed-zero-not-destroyed", "001/003 Traits, Important Note read alone (\"A card that has a printed value of 0 in "
       "any trait is not destroyed due to this rule\"; the default reads it with the minimum of 1 damage and the "
       "Kickback example)",
       [](rules_options& r) { r.printed_zero_not_destroyed = true; }},
      {"turn-player-triggers-last", "none of the books (they are silent on simultaneous triggers; the default takes the "
       "turn player's cards first)",
       [](rules_options& r) { r.turn_player_triggers_last = true; }},
      // Read by the runner of card text (run/text_behaviour.cpp).
      {"triggers-use-the-stack", "none of the books (they are silent, except that deploy triggers \"resolve "
       "immediately\", 001 Advanced Rules; the default acts at once, off the stack)",
       [](rules_options& r) { r.triggers_use_the_stack = true; }},
      // Read by the runner of rule queries (run/text_rules.cpp).
      {"latest-rule-decides", "none of the books (they are silent; the default lets a restriction outweigh a permission)",
       [](rules_options& r) { r.latest_rule_decides = true; }},
      {"events-in-own-turn", "001 Glossary read as giving only cards whose text says so the right to be played in another "
       "player's turn or in response (the default follows 001 Card types, Events: \"they can be played at any time\")",
       [](rules_options& r) { r.events_in_own_turn = true; }},
      {"search-both-decks", "003/000 Zones, Note (\"You can choose to search both your resource deck and your main deck\")",
       [](rules_options& r) { r.unnamed_deck_search = engine::deck_search::both_decks; }},
      {"deck-means-main-deck", "none of the books (001 The Zones of the Game, Important Note gives the choice; the "
       "engine's earlier reading searched the main deck)",
       [](rules_options& r) { r.unnamed_deck_search = engine::deck_search::main_deck; }},
      {"your-cards-in-any-network", "none of the books (001 Accounting Phase and Buy Phase say \"in your network\"; the "
       "engine's earlier reading: the cards the turn player controls, in any network)",
       [](rules_options& r) { r.your_cards_in_any_network = true; }},
      {"area-hits-target-controller-only", "none of the books (they say \"all cards with the valid trait\" in the "
       "area; the engine's earlier reading)",
       [](rules_options& r) { r.area_hits_target_controller_only = true; }},
      {"area-defenders-as-declared", "none of the books (they speak of the cards \"within a specified area\" and "
       "not of a card that moves out of it; the engine's earlier reading: the defenders as declared)",
       [](rules_options& r) { r.area_defenders_as_declared = true; }},
      {"area-damage-one-step", "none of the books (001 Glossary: an area's attacks are \"resolved simultaneously\" "
       "among themselves; the engine's earlier reading made all of an area's combat damage one step, an earlier "
       "step given by card text included)",
       [](rules_options& r) { r.area_damage_one_step = true; }},
      {"area-direction-chosen", "002's picture of an area's shapes (\"Chosen Direction\": the attacker chooses which way "
       "an area's shape faces as it declares the attack; the default: AxB runs A rows southward by B columns "
       "eastward from the target, 001 giving the shapes without a direction)",
       [](rules_options& r) { r.area_direction_chosen = true; }},
      // Read by the runner of card text (run/effects_moving.cpp).
      {"effect-deploys-clockwise", "none of the books (001 Deploying and Docking: \"simply place it next to another "
       "card\", the player's choice; the engine's earlier reading took the first free cell clockwise from north)",
       [](rules_options& r) { r.effect_deploys_clockwise = true; }},
      {"surrounded-characters-only", "003 Attacking (\"If a character has 4 cards adjacent to it, it is considered "
       "to be Surrounded\"; 001: \"any card (not just Characters)\")",
       [](rules_options& r) { r.surrounded_characters_only = true; }},
      {"unbond-in-same-network", "none of the books (001 Bonding says \"in any Network\"; the engine's earlier "
       "reading, the network of the pile)",
       [](rules_options& r) { r.unbond_in_same_network = true; }},
      // Read by the engine's checks of sales and producing (engine/check.cpp, uses_as_its_own).
      {"any-card-in-your-network", "002 D - Divest Phase (\"any single card in their network\") and 003 Buy and "
       "Divest Phases (\"a card in your network\"), read without 001's \"that you control\": a card in a "
       "player's network is sold and engaged to produce by that player, whoever controls it; the default follows "
       "001 Divest Phase and Buy Phase, which name both",
       [](rules_options& r) { r.any_card_in_your_network = true; }},
      // Read by the runner of card text (run/board.cpp).
      {"bonded-cards-at-pile-space", "none of the books (where a card under a pile stands is not said; every card "
       "under a pile read at its pile's space for `adjacent to` and radii, 001 Glossary BOND: \"The Bonded card "
       "moves together with the card above it\"; the default: only the card whose text is read reaches from there)",
       [](rules_options& r) { r.bonded_cards_at_pile_space = true; }},
      {"orphans-discarded", "002 Network (an orphaned card \"will be discarded to the open market at the end of the "
       "turn\"; the default follows 001 Deploying and Docking: \"destroyed at the end of your turn\")",
       [](rules_options& r) { r.orphans_discarded = true; }},
      {"orphans-of-turn-player", "none of the books (001 Deploying and Docking: orphans are destroyed \"at the end "
       "of your turn\", read as the turn player's only; the default follows 001 End Phase: \"All Orphaned cards\")",
       [](rules_options& r) { r.orphans_of_turn_player = true; }},
      {"damage-wears-off-at-end-of-turn", "003 End Phase (\"During the end phase, the board resets in preparation for the "
       "next turn\"; 000 alike; the default: 001 names no time damage leaves a card)",
       [](rules_options& r) { r.damage_wears_off_at_end = true; }},
      // Read by the runner of card text (run/effects.cpp).
      {"choices-declined-in-end-process", "none of the books (001 End Phase: \"once it has begun no player may take "
       "any actions\", read as every choice of card text; the default: only the activations it offers)",
       [](rules_options& r) { r.end_process_declines_choices = true; }},
      {"sell-owned-cards", "000 Phase de ventes (\"n'importe quelle carte de votre réseau qui vous appartient\": a "
       "card you own; the default follows 001 Divest Phase: \"any card in your network that you control\")",
       [](rules_options& r) { r.sell_owned_cards_only = true; }},
      {"attacker-above-one", "002 Challenge Phase (\"The attacker must have a value above 1 to declare an attack\"; "
       "the default follows 001 Challenge Phase, which sets no minimum)",
       [](rules_options& r) { r.attacker_above_one = true; }},
      {"attacker-docked-at-declaration", "none of the books (the engine's earlier reading: the attacker's docking "
       "checked at the declaration only; the default checks 001 Challenge Phase's \"still legally docked after all "
       "declarations\" again once the responses are done, and an attacker undocked by them does not attack)",
       [](rules_options& r) { r.attacker_docked_at_declaration = true; }},
      {"docked-next-to-a-card", "001 Deploying and Docking (\"In order to dock a card, simply place it next to "
       "another card\") read as what 001 Challenge Phase's \"still legally docked\" asks of an attacker: a card "
       "beside it is enough, and an orphaned card next to one attacks; the default: 001 Glossary ORPHANED and 002 "
       "Docking, its network connects it to the business",
       [](rules_options& r) { r.docked_next_to_a_card = true; }},
      {"attack-value-at-assignment", "001 Challenge Phase, Damage (\"Damage is done by looking at the value of the "
       "Trait used to declare combat\") read as the value when the attacker's damage is assigned: a change since "
       "(a reset by an earlier step's regeneration, a trigger) is not dealt; the default reads the value as its damage "
       "step comes",
       [](rules_options& r) { r.attack_value_at_assignment = true; }},
      {"returned-card-keeps-attacks", "none of the books (002 Megacorp Keywords: \"each character may only make one "
       "attack each turn\", read of the card itself: one that left play and came back keeps its attacks of the "
       "turn; the default: it comes back a new card that has not attacked)",
       [](rules_options& r) { r.returned_card_keeps_attacks = true; }},
      {"attacked-in-play-only", "none of the books (`SEL attacked this turn` read of the cards in play only; the "
       "default also counts a card that attacked and left play this turn, as it was, as 001 Challenge Phase declares "
       "each attack with its attacker whatever became of it)",
       [](rules_options& r) { r.attacked_in_play_only = true; }},
      {"market-event-play-price", "none of the books (an event bought from an open market priced by the play-cost "
       "changes alone, an event being played; the default: 001 The Zones of the Game lets it be bought, so the "
       "buy-cost changes apply too, summed)",
       [](rules_options& r) { r.market_event_play_price = true; }},
      {"buy-out-disengaged", "001 Winning the Game 3. read on its own (\"You buy out your opponent's business by "
       "paying its Valuation cost\"): a business is bought out engaged or not; the default reads the buy-out as a buy "
       "from a network, which 001 Buy Phase asks engaged",
       [](rules_options& r) { r.buy_out_disengaged = true; }},
      {"business-and-characters-produce", "002 B - Buy Phase (\"You may engage your business and characters to "
       "produce traits\"): a location or an equipment does not produce; the default follows 001 Buy Phase, \"engage "
       "a card in your network\"",
       [](rules_options& r) { r.business_and_characters_produce = true; }},
      {"bonded-host-stays-disengaged", "none of the books (001 Glossary BOND leaves its sentence unfinished; the "
       "default follows 000 Glossaire BOND and 002 Bond: an engaged character bonded to an unengaged card engages "
       "it)",
       [](rules_options& r) { r.bonded_host_stays_disengaged = true; }},
      {"no-money-at-own-turn-end", "003 Money (\"if at the end of your turn you run out of money, you lose the game\"; "
       "the default follows 001 Money: \"at the end of any turn\", and 001 End Phase: \"if any player has no money\")",
       [](rules_options& r) { r.no_money_at_own_turn_end = true; }},
      {"unique-hand-sale-apart", "none of the books (001 Glossary UNIQUE's sale of the copies in hand read as a sale "
       "apart from the Divest Phase's one; the default counts it as that one, 001 Divest Phase: \"only sell ONE "
       "card\")",
       [](rules_options& r) { r.unique_hand_sale_apart = true; }},
      {"unique-sale-same-turn", "none of the books (001 Glossary UNIQUE's \"A player that plays a card with "
       "[UNIQUE]\" read as one deployed this turn; the default, one the player played, in any turn)",
       [](rules_options& r) { r.unique_sale_same_turn = true; }},
      {"unique-sale-copy-in-play", "none of the books (001 Glossary UNIQUE's \"A player that plays a card with "
       "[UNIQUE]\" read as one the player played and still controls in their network; the default follows the "
       "sentence: one the player played, wherever it is now)",
       [](rules_options& r) { r.unique_sale_copy_in_play = true; }},
      {"only-events-any-time", "none of the books (001 Glossary's \"Cards with [the keyword] can be played anytime "
       "like an Event\" read as events only, the engine's earlier reading; the default follows the sentence: a card "
       "that is not an event is bought from the hand at any time)",
       [](rules_options& r) { r.only_events_any_time = true; }},
      {"pile-bought-by-its-top", "none of the books (a pile bought by its top card's text alone, the engine's earlier "
       "reading: whether it may be bought, and the buy-cost changes, read once for the whole price; the default: 001 "
       "Bonding buys the pile whole, so a card under it that cannot be bought keeps it, and each card's part of the "
       "price is changed by the rules that fit that card)",
       [](rules_options& r) { r.pile_bought_by_its_top = true; }},
      {"pile-destroyed-alike", "none of the books (001 Bonding: the cards under a destroyed top \"are destroyed as "
       "well\"; the default: by that rule, not in combat and by no card)",
       [](rules_options& r) { r.pile_destroyed_alike = true; }},
      {"one-target-gone-cancels", "none of the books (an effect with several targets cancelled when one of them is "
       "gone, as 001 Attacking nullifies an attack on an empty space; the default leaves that one out and cancels "
       "only when every one is gone)",
       [](rules_options& r) { r.one_target_gone_cancels = true; }},
      {"target-gone-event-stays", "001 Advanced Rules read as naming every cancel (\"Cards and Effects can be canceled "
       "if the source of the Effect, or the card itself is destroyed before it can resolve\"): an event whose target "
       "is gone resolves to nothing and stays until the End Phase; the default cancels it, so it is destroyed",
       [](rules_options& r) { r.target_gone_event_stays = true; }},
      {"only-destroyed-source-cancels", "001 Advanced Rules read literally (\"Cards and Effects can be canceled if "
       "the source of the Effect, or the card itself is destroyed before it can resolve\"): an ability or event whose "
       "source leaves play another way (to a hand, a deck, an open market unsold, annihilated) stays on the stack and "
       "resolves; the default cancels it as a destroyed one's",
       [](rules_options& r) { r.only_destroyed_source_cancels = true; }},
      {"game-begins-in-own-first-turn", "none of the books (001 Accounting Phase, \"'At the beginning of the game' "
       "if it is the first turn of the game\", read as each player's own first turn: a card's `when the game begins` "
       "acts in its controller's first Accounting Phase; the default: in the game's first turn, every card in play)",
       [](rules_options& r) { r.game_begins_in_own_first_turn = true; }},
      {"accounting-no-window", "none of the books (001 Advanced Rules, \"the turn player will always have priority "
       "first in every phase\", read with 001 End Phase, the only phase whose window the books describe): the "
       "Accounting Phase ends with no window, the other players act in it only in response; the default opens one, "
       "the turn player first, once its steps are done",
       [](rules_options& r) { r.accounting_no_window = true; }},
      {"damage-heard-before-destruction", "none of the books (001 Challenge Phase, Damage: a card dealt lethal damage "
       "\"is immediately destroyed\"; the default hears a source's `when this deals damage` once that destruction is "
       "done, this between the damage and the destruction, the engine's earlier reading)",
       [](rules_options& r) { r.damage_heard_before_destruction = true; }},
      {"sale-replaced-unheard", "none of the books (a sale whose card card text sends elsewhere than the open "
       "market is not heard by `when ... is sold`, the engine's earlier reading; the default: the sale is made as "
       "the seller is paid, and heard wherever the card goes)",
       [](rules_options& r) { r.sale_replaced_unheard = true; }},
      {"targets-checked-once", "none of the books (a card target is checked against its text when chosen only, "
       "the engine's earlier reading; the default checks it again as the effect resolves, as 001 Glossary TARGET's "
       "space with another card in it is, and a target that no longer fits is gone)",
       [](rules_options& r) { r.targets_checked_once = true; }},
      {"blockers-gone-nullify", "none of the books (an attack whose every blocker has left the combat after the "
       "blocks is nullified, the engine's earlier reading; the default: 002 C - Challenge Phase, \"As long as there is "
       "a blocker, the blocker replaces the target in the challenge\": the target is back in it and blocks)",
       [](rules_options& r) { r.blockers_gone_nullify = true; }},
      {"events-not-bought", "001 Advanced Rules (\"the Event is announced from the hand\": an event on top of an "
       "open market is not bought, the engine's earlier reading; the default: 001 The Zones of the Game, \"Both "
       "players can buy the top-most card of ANY open market pile\", an event bought by playing it from there)",
       [](rules_options& r) { r.events_not_bought = true; }},
      {"leaver-cards-stay-with-controller", "none of the books (they are silent on a leaving player's cards; the "
       "default takes every card the leaver owns or controls out of the game, this keeps with its controller a card "
       "the leaver owns that another player controls outside the leaver's network)",
       [](rules_options& r) { r.leaver_cards_stay_with_controller = true; }},
      {"bonding-passes-tags-only", "001 Glossary CARD KEYWORDS (\"Keywords such as #BUILDING, #GMO, #CYBORG can be "
       "interacted with by other cards that reference them\": the #tags read as the keywords 001 Bonding's top card "
       "\"gains\"; the default passes every keyword but the one whose card others are deployed onto, 001 Glossary: "
       "\"Cards that this card Bonds to do not gain this effect\")",
       [](rules_options& r) { r.bonding_passes_tags_only = true; }},
      {"bond-stays-with-its-card", "none of the books (a keyword whose statement bonds its own card not passed to "
       "its pile's top, the engine's earlier reading; the default follows 001 Bonding's \"gains all keywords\": the "
       "top gains it, and bonds to a target card the next time it is deployed)",
       [](rules_options& r) { r.bond_stays_with_its_card = true; }},
      {"pile-annihilated-whole", "none of the books (the cards under an annihilated pile top annihilated with it, 001 "
       "Glossary BOND: \"The Bonded card moves together with the card above it\"; the default: to their owners' open "
       "markets, 001 Bonding destroying them only with a destroyed top)",
       [](rules_options& r) { r.pile_annihilated_whole = true; }},
      {"pile-returned-whole", "none of the books (the cards under a pile top returned to a hand go to their owners' "
       "hands with it, 001 Glossary BOND: \"The Bonded card moves together with the card above it\"; the default: to "
       "their owners' open markets)",
       [](rules_options& r) { r.pile_returned_whole = true; }},
      {"unique-copies-must-be-sold", "000 Glossaire UNIQUE (\"Lorsque cette carte est déployée, vous devez révéler "
       "votre main\"; \"vous devez vendre toutes les autres copies de votre main\")",
       [](rules_options& r) { r.unique_copies_must_be_sold = true; }},
      // Readings of points the books leave open (issue 26 item 3; docs/rulings.md).
      {"unique-copy-leaves-before-triggers", "none of the books (they do not order UNIQUE's older copy leaving and "
       "the new copy's deployment triggers; the default: the older copy leaves once the deployment and what it "
       "triggers are done)",
       [](rules_options& r) { r.unique_copy_leaves_before_triggers = true; }},
      // Read by the runner of card text (run/text_behaviour.cpp).
      {"bought-card-triggers-for-seller", "none of the books (they do not say whose text a bought card's trigger "
       "is; the default: the buyer's, who controls it as it is deployed)",
       [](rules_options& r) { r.bought_card_triggers_for_seller = true; }},
      // Read by the runner of card text (run/effects_moving.cpp).
      {"discard-to-discarder-market", "none of the books (001 Glossary DISCARD names only a discard from \"your "
       "hand\"; the default puts a card discarded from another player's hand on its owner's open market)",
       [](rules_options& r) { r.discard_to_discarder_market = true; }},
      // Issue 26, the two open statements of 002 (docs/rulings.md, "Your cards" and Buying from
      // another player's network or open market).
      {"cashflow-by-network", "002 A - Accounting Phase (\"Receive cashflow from cards in your network.\"; the "
       "default follows 001 Accounting Phase: \"your cards with CASHFLOW\")",
       [](rules_options& r) { r.cashflow_by_network = true; }},
      {"upkeep-by-controller", "none of the books (001 Accounting Phase: \"Pay any UPKEEP costs of cards with UPKEEP "
       "in your network\", 003 and 000 alike; read as the UPKEEP keyword's `when your upkeep step begins` of its "
       "controller, in any network)",
       [](rules_options& r) { r.upkeep_by_controller = true; }},
      {"open-market-bidding", "002 Layout Functions, Open Market Pile (\"they may bid for the card by paying a higher "
       "valuation value\"; the default follows 001 How to Buy a Card: the buyer pays its valuation)",
       [](rules_options& r) { r.open_market_bidding = true; }},
      {"may-give-what-there-is", "001 Resources (money goes no lower than nothing) read for a choice to give too: "
       "`you may give 3M` is offered whatever the player has and gives what there is (the default offers it only "
       "to a player who has all of it, as a cost, 001 Advanced Rules: \"one must first pay the costs\")",
       [](rules_options& r) { r.may_give_what_there_is = true; }},
      {"destroyed-in-card-order", "none of the books (one effect's cards destroyed one at a time in card order, so "
       "a card destroyed first no longer replaces the others' destruction; the default destroys first those whose "
       "destruction card text would replace, while the cards whose text replaces it are in play)",
       [](rules_options& r) { r.destroyed_in_card_order = true; }},
      {"end-triggers-next-turn", "none of the books (card text waiting for an event of the End Phase process, an "
       "event discarded or a control change that ended, acts after the turn passes, in the next player's Buy Phase; "
       "the default acts in the process, before 001 End Phase's \"the turn passes to the next player\")",
       [](rules_options& r) { r.end_triggers_next_turn = true; }},
      // Readings of points the books leave open (docs/rulings.md, Control of cards out of play;
      // Targets chosen twice). Read by the runner of card text (run/selections.cpp) and by the
      // engine's targets (engine/stack.cpp) and the runner's (run/players.cpp).
      {"bonded-cards-not-counted", "none of the books (a condition or a count reads only the cards a statement "
       "would: a card under a pile's top only where the selection names bonded cards, the engine's earlier "
       "reading; the default reads it as its controller's, 001 Bonding: \"they become a pile\")",
       [](rules_options& r) { r.bonded_cards_not_counted = true; }},
      {"bonded-cards-unheard", "001 Glossary BOND read of triggers (\"impervious to attacks, damage and effects\": a "
       "trigger's or replacement's subject hears a card under a pile's top only where it names bonded cards; the "
       "default hears it as its controller's card in play, 001 Bonding: \"they become a pile\")",
       [](rules_options& r) { r.bonded_cards_unheard = true; }},
      {"distinct-player-targets", "none of the books (each `target` word of an effect names a different player, as "
       "its card targets are different cards; the default lets one player be the target of two, 001 Glossary "
       "TARGET speaking of spaces only)",
       [](rules_options& r) { r.distinct_player_targets = true; }},
      // Read by the runner of card text (run/filters.cpp).
      {"left-card-read-now", "none of the books (they do not say how text reads a card that has just left play; "
       "the default: its numbers as it last was in play, its last known information)",
       [](rules_options& r) { r.left_card_read_now = true; }},
      // Readings of points the books leave open (issue 27 follow-up; docs/rulings.md, Sold by
      // card text; Buying from another player's network; A rule that reads what it gives).
      {"text-sale-keeps-divest-limits", "none of the books (they name no sale by card text; 001 Divest Phase's "
       "limits read as holding for it: the card disengaged, the turn player's sale the turn's ONE; the default: "
       "the text is its own permission, in any phase, engaged or not)",
       [](rules_options& r) { r.text_sale_keeps_divest_limits = true; }},
      {"buy-discount-from-seller", "002 Layout Functions, Network (\"the cash used will be provided to the owner of "
       "the card\": a price card text lowers is all the seller receives; the default follows 001 How to Buy a Card: "
       "\"pay your opponent the amount of money it is worth\", the bank paying the difference)",
       [](rules_options& r) { r.buy_discount_from_seller = true; }},
      {"buy-raise-to-seller", "002 Layout Functions, Network (\"the cash used will be provided to the owner of the "
       "card\": a raised price of a buy out of a network is paid whole to the player paid; the default: 001 Buy "
       "Phase, \"pay your opponent the amount of money it is worth\", the worth to that player and the raise to the bank)",
       [](rules_options& r) { r.buy_raise_to_seller = true; }},
      {"buy-pays-owner", "002 Layout Functions, Network (\"the cash used will be provided to the owner of the "
       "card\"; the default: 001 Buy Phase, \"pay your opponent\", the card's controller)",
       [](rules_options& r) { r.buy_pays_owner = true; }},
      {"upkeep-to-owner-market", "000 and 003 Accounting Phase (\"the card is destroyed\", nothing more: where "
       "destroyed cards go, 001 Damage's \"its owner's Open Market Pile\"; the default: 001 Accounting Phase, \"sent "
       "to your Open Market Pile\", the decliner's)",
       [](rules_options& r) { r.upkeep_to_owner_market = true; }},
      // Read by the runner of card text (run/keywords_in_play.cpp, cut_scope).
      {"rules-read-printed-cards", "none of the books (a rule that gives keywords or changes numbers reads the "
       "cards without any such rule, as printed; the default reads them with the rules before it in card order, "
       "as Magic 613's timestamps)",
       [](rules_options& r) { r.rules_read_printed_cards = true; }},
      {"bought-card-keeps-damage", "none of the books (they are silent on damage; a card bought out of a network keeps "
       "its damage, counters and changes, as a card redeployed does; the default deploys it anew)",
       [](rules_options& r) { r.bought_card_keeps_damage = true; }},
      {"bought-card-keeps-owner", "none of the books (they say who is paid for a card bought out of a network, not "
       "whose it is; only its control changes, and destroyed it goes back to its first owner's open market; the "
       "default: the buyer's, owner and controller)",
       [](rules_options& r) { r.bought_card_keeps_owner = true; }},
      {"put-card-keeps-owner", "none of the books (they are silent on whose a card is that card text puts into a "
       "network from outside play; that network's player controls it, and it stays its owner's: destroyed, it goes "
       "to its owner's open market; the default: the network's player's, owner and controller)",
       [](rules_options& r) { r.put_card_keeps_owner = true; }},
      {"produce-in-buy-phase", "001 Buy Phase read as the only moment to produce (\"In order to produce traits, you "
       "must engage\": the turn player in the Buy Phase, the rest kept for the turn; the default: also any player, "
       "in any turn, a trait a cost of theirs lacks, for the cards 001 lets be played in another player's turn)",
       [](rules_options& r) { r.produce_in_buy_phase = true; }},
      {"produce-in-any-turn", "none of the books (any player who may act produces any trait, in any player's turn, "
       "whether or not a cost of theirs needs it, 001 Card States: \"generating trait\"; the default: outside the "
       "turn player's buying, only a trait a cost of theirs lacks)",
       [](rules_options& r) { r.produce_in_any_turn = true; }},
      // Read by the runner of card text (run/keywords_in_play.cpp, granted_now).
      {"same-keyword-gained-twice-not-gained", "001 Glossary CARD KEYWORDS read literally (\"If a card would gain more "
       "than one of the same keyword, it doesn't gain it\": gained from two sources at once, with the same "
       "arguments or others, neither; the default keeps the one given first)",
       [](rules_options& r) { r.same_keyword_gained_twice_not_gained = true; }},
      {"given-rule-once", "001 Glossary CARD KEYWORDS (\"If a card would gain more than one of the same keyword, it "
       "doesn't gain it\") read as holding for a rule an effect gives too: the same rule given twice counts once; "
       "the default: the sentence speaks of keywords, and each grant counts",
       [](rules_options& r) { r.given_rule_once = true; }},
      // Readings the stop-47 rulings gave without their other reading (issue 27).
      // Read by the runner of card text (run/players.cpp).
      {"most-tie-chooses-nobody", "none of the books (no book chooses a player by a quantity; `the player with the "
       "most` read as one player alone, so a tie chooses nobody; the default chooses every tied player)",
       [](rules_options& r) { r.most_tie_chooses_nobody = true; }},
      // Read by the runner of card text (run/text_behaviour.cpp).
      {"newest-shield-first", "none of the books (no book orders replacements; of two one-shot shields on a card "
       "that fit one event, the last made applies first; the default: the first made)",
       [](rules_options& r) { r.newest_shield_first = true; }},
      {"must-be-attacked-guards-its-player", "none of the books (they have no card that must be attacked; with "
       "three or more players it binds only the attacks on its controller's cards; the default binds every "
       "opponent's attack, whoever it was aimed at)",
       [](rules_options& r) { r.must_be_attacked_guards_its_player = true; }},
      {"blocker-count-lapses-when-unable", "none of the books (they have no card that must be blocked by a count; "
       "when fewer cards can block than `must be blocked by at least N cards` names, the obligation cannot be met and "
       "lapses, so any block may be declared; the default: every card that can block must)",
       [](rules_options& r) { r.blocker_count_lapses_when_unable = true; }},
      {"area-hits-unattackable-cards", "001 Glossary, attacks on an area, read literally (\"applied to all cards with "
       "the valid trait within a specified area\": a card in the area that may not be attacked, by card text or "
       "surrounded, is hit too; the default: only \"valid defenders\", the cards that could be attacked)",
       [](rules_options& r) { r.area_hits_unattackable_cards = true; }},
      // Read by the runner of card text (run/effects_players.cpp).
      {"blocked-transfer-still-lost", "none of the books (they print no card that forbids a player to gain; money "
       "taken or given to a player who cannot gain it is still lost by the giver, to the bank; the default: a "
       "transfer is one change, and nothing moves)",
       [](rules_options& r) { r.blocked_transfer_still_lost = true; }},
      {"no-producing-in-accounting", "none of the books (001 Buy Phase describes producing; the Accounting Phase's "
       "decisions, a revealed resource's trait cost, are paid without it; the default reads 001 Accounting Phase's "
       "\"All Trait Pools empty at the end of the Accounting Phase\" as the phase having a pool to produce into)",
       [](rules_options& r) { r.no_producing_in_accounting = true; }},
      // Read by the runner of card text (run/text_behaviour.cpp, run/stacked_triggers.cpp).
      {"trigger-follows-moved-card", "none of the books (a trigger whose event's card changed zone before it acts, "
       "by a response or an earlier trigger, acts on it where it went; the default: a card that changed zone is a "
       "new card, and the trigger does nothing, as a delayed effect)",
       [](rules_options& r) { r.trigger_follows_moved_card = true; }},
      // Read by the engine as it offers an action's events (engine/ops_triggers.cpp).
      {"left-holders-hear-nothing", "none of the books (they do not say what text hears of the events of the "
       "action that took its card out of play; the default: those that happened while it was in play and those "
       "of the effect that took it out)",
       [](rules_options& r) { r.left_holders_hear_nothing = true; }},
      {"orphaned-unless-controller-business", "001 Glossary ORPHANED read by the controller (\"not connected to your "
       "Business through your Network\": a card another player's network holds is never connected to its "
       "controller's business, so it is orphaned; the default: the network it is in and that network's business)",
       [](rules_options& r) { r.orphaned_unless_controller_business = true; }},
      {"unique-per-network", "001 Glossary UNIQUE's first sentence (\"When two of the same unique cards exist on "
       "a player's Network, the newest copy is deemed to be the only unique copy\": one copy a network, whoever "
       "controls it; the default: its \"This means\", one copy a controller)",
       [](rules_options& r) { r.unique_per_network = true; }},
      // Read by the runner of card text (run/players.cpp, seat_opponent).
      {"no-side-opponent-with-two", "none of the books (001 Beginning of the game seats the players only as play "
       "\"proceed[s] clockwise\"; with two players, one facing the other, nobody sits on either side; the default: "
       "the one opponent is the next player clockwise both ways, on your left and on your right)",
       [](rules_options& r) { r.no_side_opponent_with_two = true; }},
      {"engaged-cards-retaliate", "001 Challenge Phase, Damage (\"the blocker (or the targeted card) can only deal "
       "damage in retaliation once per turn and only if that card is a Character\": no condition on its state; 003, "
       "000 alike): an engaged character retaliates; the default follows 002 (\"Only disengaged (right side up) "
       "characters may deal retaliation damage\") and 001 Glossary (a card a keyword engages \"will not be able to "
       "retailate as it is engaged\")",
       [](rules_options& r) { r.engaged_cards_retaliate = true; }},
  };
  return all;
}

const rules_variant* find_builtin_variant(std::string_view name) {
  for (const rules_variant& v : rules_variants())
    if (name == v.name) return &v;
  return nullptr;
}

void set_declared_variant(engine::rules_options& rules, std::size_t slot) {
  static_assert(max_declared_variants <= 8 * sizeof rules.text_variants);
  rules.text_variants |= std::uint32_t{1} << slot;
}

bool latest_rule_decides(const engine::rules_options& rules) { return rules.latest_rule_decides; }

bool apply_variant(std::string_view name, engine::rules_options& rules, std::span<const checked::variant> declared) {
  if (const rules_variant* v = find_builtin_variant(name)) {
    v->apply(rules);
    return true;
  }
  for (std::size_t i = 0; i < declared.size() && i < max_declared_variants; ++i)
    if (declared[i].name == name) {
      set_declared_variant(rules, i);
      return true;
    }
  return false;
}

std::vector<std::string> variant_names(std::span<const checked::variant> declared) {
  std::vector<std::string> out;
  for (const rules_variant& v : rules_variants()) out.emplace_back(v.name);
  for (const checked::variant& v : declared) out.push_back(v.name);
  return out;
}

std::string unknown_variant(std::string_view name, std::span<const checked::variant> declared) {
  const std::vector<std::string> names = variant_names(declared);
  auto spaced = [](std::string_view hyphened) {  // a name's words, for nearest_phrases
    std::string out(hyphened);
    std::replace(out.begin(), out.end(), '-', ' ');
    return out;
  };
  std::vector<std::string> phrases;
  for (const std::string& n : names) phrases.push_back(spaced(n));
  std::string out = "unknown rules variant '" + std::string(name) + "'" + did_you_mean(closest(name, names));
  const std::vector<std::string_view> near = nearest_phrases(spaced(name), phrases, 6);
  const std::string all = std::to_string(names.size());
  if (near.empty()) return out + "; the " + all + " variants are listed by 'megacorp variants' (docs/rulings.md)";
  out += "; variants near it: ";
  for (std::size_t i = 0; i < near.size(); ++i) {
    const auto at = static_cast<std::size_t>(std::find_if(phrases.begin(), phrases.end(), [&](const std::string& p) {
                                               return p.data() == near[i].data();
                                             }) - phrases.begin());
    out += (i ? ", " : "") + names[at];
  }
  return out + " (" + all + " in all: 'megacorp variants', docs/rulings.md)";
}

std::string closest_variant(std::string_view name, std::span<const checked::variant> declared) {
  return closest(name, variant_names(declared));
}

}  // namespace megacorp
