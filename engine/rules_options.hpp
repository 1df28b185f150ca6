// Rule variants where the rulebooks disagree (docs/rulings.md); defaults follow 001.
#pragma once

#include <cstdint>

#include "engine/book_numbers.hpp"

namespace engine {

// How the first player is chosen (001 / 003 Beginning of the game).
enum class bid_variant : std::uint8_t {
  each_pays_own_bid,   // 001: everybody starts with 10 - own bid
  winner_pays_only,    // 003: "Whoever goes second begins the game with 10M instead"
  no_bidding_random,   // 001/002: random first player, everybody starts with 10
};

// Which deck a search of "your deck" (no deck named) looks through (001/003 Zones, Note).
enum class deck_search : std::uint8_t {
  either_deck,  // 001: "You can choose to search either your Resource Deck or your Main Deck"
  both_decks,   // 003/000: "You can choose to search both your resource deck and your main deck"
  main_deck,    // the main deck only (the engine's earlier reading)
};

struct rules_options {
  bid_variant bidding = bid_variant::each_pays_own_bid;
  // Mulligans allowed per player. 001: "until they aren't able to draw any cards"
  // (so at most 5); 003/000 describe a single mulligan.
  int mulligan_limit = book::max_mulligans;
  // 002 Divest Phase: "Business cannot be sold". 001 allows any controlled card.
  bool business_can_be_sold = true;
  // Card text that says an engaged card can be sold (`rule: engaged cards you control can be
  // sold`) changes 001 Divest Phase's "that is disengaged" for it (true). false (variant
  // engaged-cards-never-sold): the phase's sentence holds over the text, which does nothing.
  bool engaged_sale_by_card_text = true;
  // 001 Buy Phase: "you cannot buy a card from your opponent's network until their second
  // turn has concluded" (000 alike; true). 003's Buy Phase and 002's list of sources drop the
  // sentence: variant network-buys-any-turn (false).
  bool network_buys_after_second_turn = true;
  // Whether the first player of a game with more than two players draws on the first
  // turn. 001 Accounting Phase: "except if you are the player going first and it is the
  // first turn of the game", any player count (false). Variant multiplayer-first-player-draws,
  // 002: "For a multiplayer game of more than 2 players, first player gets to draw".
  bool multiplayer_first_player_draws = false;
  // Whether the first player draws on the game's first turn whatever the player count: 001's
  // example ("Ana begins the game. [...] Finally, Anna draws a card") against the rule it
  // illustrates (false). Variant first-player-draws.
  bool first_player_draws = false;
  // Selling a pile earns the valuations of the cards bonded under it too (000 Divest:
  // "Si vous vendez un paquet de cartes, vous recevez la totalite des valeurs").
  bool sell_pile_earns_all = true;
  // A resolved event goes to the bottom of its owner's open market (001 Advanced Rules,
  // the Tidal Wave example). false: it stays in the network and is discarded at the End
  // Phase (001 End Phase; docs/design.md).
  bool resolved_event_to_open_market_bottom = false;
  // 003/000 Traits: "If any card hits 0 in any trait it is immediately destroyed" (a
  // printed 0 excepted): a trait lowered to 0 destroys the card even without damage.
  // false: only damage of at least 1 that equals or exceeds the trait destroys (001).
  bool trait_at_zero_destroys = false;
  // 001 Traits ("If any card receives damage equal or greater than their current trait
  // value it is immediately destroyed") read as a state, checked after every action
  // (flow::destroy_lowered_to_zero): a card whose damage (at least 1) now reaches a lowered
  // trait is destroyed too (001 Glossary INDESTRUCTIBLE: such cards "can have any of their
  // Traits reduced to zero (0) but still remain in play", which others cannot). false
  // (variant lethal-damage-when-dealt): the test is made only as the card receives damage
  // (docs/rulings.md, The destruction threshold).
  bool lethal_damage_any_time = true;
  // 001 Challenge Phase, Attacking: "the attack is nullified and does not happen": a
  // nullified attack is not counted as its attacker's attack of the turn, nor as an attack
  // on its target, nor are the retaliations declared in it (ops::nullify_attack). true
  // (variant nullified-attack-counts): the declaration counts, as its engaging stays ("The
  // attacker however remains engaged").
  bool nullified_attack_counts = false;
  // 001 Traits: a card with a null trait "may not be attacked with that trait, and it may
  // not block with that trait": a card put into the target space after the declaration
  // (SWAP, a move) with '-' in the attack's trait nullifies the attack, as an empty space
  // does (combat::target_gone). true (variant null-target-meets-attack): the attack goes
  // on against it, which takes no damage in that trait (docs/rulings.md, A null trait in
  // the target space).
  bool null_target_meets_attack = false;
  // 001 Challenge Phase, Damage: "can only deal damage in retaliation once per turn": a
  // declared retaliation that deals no damage after all (INITIATIVE's felled defender kept
  // by INDESTRUCTIBLE, its card gone) is not the card's retaliation of the turn
  // (ops::withhold_retaliation). true (variant withheld-retaliation-counts, 002 C -
  // Challenge Phase: "The defender may only retaliate once per turn"): the declaration counts.
  bool withheld_retaliation_counts = false;
  // A card whose destruction by the damage on it card text replaced stays for that damage
  // (card_instance::kept_from_lethal). true (variant kept-card-rechecked): it is destroyed
  // after any action once no card text would keep it (INDESTRUCTIBLE lost, the card that
  // died in its place gone).
  bool kept_card_rechecked = false;
  // 001 Traits, Important Note: "A card that has a printed value of 0 in any trait is not
  // destroyed due to this rule." false (default): the note explains the "minimum of 1
  // damage", a printed 0 falls to 1 damage as the Kickback example's Tidal Wave (MQ 0) does.
  // true (variant printed-zero-not-destroyed): damage in a printed 0 trait never destroys.
  bool printed_zero_not_destroyed = false;
  // Simultaneous triggers (docs/rulings.md; the books are silent): the turn player's cards
  // act first, then each other player's in turn order (default); with this on, the other
  // players' cards act first, in turn order, and the turn player's last.
  bool turn_player_triggers_last = false;
  // Variant triggers-use-the-stack (docs/rulings.md, When triggers act; the books are
  // silent): a trigger offered after the action goes on the stack as an item of its own,
  // and players may respond before it resolves. Off: it acts at once, off the stack. Read
  // by the runner of card text (run/text_behaviour.cpp); triggers offered at once
  // (a card's own deployment, 001 Advanced Rules) never use the stack.
  bool triggers_use_the_stack = false;
  // Variant latest-rule-decides: among card rules that answer one question, the last in
  // card order decides (docs/rulings.md "Can and cannot"). Read by the runner of card
  // rules (run/text_rules.cpp), never by the engine.
  bool latest_rule_decides = false;
  // Variant events-in-own-turn (docs/rulings.md, Who may play an event when): an event
  // without `can be played at any time` (card text) is played only by the turn player in their
  // own Buy, Challenge, Divest or End Phase, with an empty stack and no attack under way.
  // Off (001 Card types, Events: "they can be played at any time"): whenever its player
  // may act.
  bool events_in_own_turn = false;
  // Variant area-hits-target-controller-only: an area attack hits only the cards the
  // target's controller controls. Off: every card in the area with the trait (001
  // Glossary, attacks on an area: "applied to all cards with the valid trait within a specified area").
  bool area_hits_target_controller_only = false;
  // Variant area-defenders-as-declared: an area attack hits the cards declared its defenders,
  // those moved out of the area since included. Off: those no longer in the area when the
  // attack begins are not attacked (docs/rulings.md, Area attacks have no blocks).
  bool area_defenders_as_declared = false;
  // Variant area-damage-one-step: an area attack's damage is one step, INITIATIVE or not.
  // Off: INITIATIVE gives its earlier step in an area attack too (001 Glossary INITIATIVE:
  // "deals damage in a challenge first unless its defender also has [INITIATIVE]").
  bool area_damage_one_step = false;
  // Which way an area attack's shape faces (docs/rulings.md, Keyword mechanics where the
  // books are silent): 001 gives the shapes ("2x2, 3x3, 3x1"), 002's picture a "Chosen
  // Direction", without saying whose choice. Off: AxB runs A rows southward by B columns
  // eastward from the target (east facing). true (variant area-direction-chosen): the
  // attacker chooses the facing as it declares the attack (the attack action's value).
  bool area_direction_chosen = false;
  // Variant unbond-in-same-network: an unbonded card docks in the network of its pile.
  // Off: in the network the acting player picks (001 Bonding: "redeploy the Unbound card
  // legally in any Network"). Read by the runner of card text (run/effects_moving.cpp).
  bool unbond_in_same_network = false;
  // Where a card under a pile stands for `adjacent to` and `in card radius N of`
  // (docs/rulings.md, Which cards under a pile are next to anything): the books are silent.
  // Off: only the card whose text is read reaches from its pile's space (001 Bonding: "their
  // continuous abilities are still active"); the others are next to nothing. true (variant
  // bonded-cards-at-pile-space): every card under a pile stands at its pile's space (001
  // Glossary BOND: "The Bonded card moves together with the card above it"). Read by the
  // runner of card text (run/board.cpp).
  bool bonded_cards_at_pile_space = false;
  // Variants that only card text reads (`the rules are "NAME"`), declared in card text
  // (`variant "NAME": "SOURCE"`, vocabulary/variants.hpp): bit i is the library's
  // i-th declared variant. The engine carries them and never interprets them.
  std::uint32_t text_variants = 0;
  // "search your deck" (no deck named): 001 The Zones of the Game, Important Note (see deck_search).
  deck_search unnamed_deck_search = deck_search::either_deck;
  // 001 Accounting Phase / Buy Phase: disengaging and upkeep go by "your network", producing
  // needs "a card in your network that's under your control". true (variant
  // your-cards-in-any-network): all three go by the cards the turn player controls, anywhere.
  bool your_cards_in_any_network = false;
  // 002 D - Divest Phase ("any single card in their network") and 003 Buy and Divest Phases
  // ("a card in your network", "any card in your network that is disengaged") leave out 001's
  // "that you control" / "under your control". Off: 001, both (engine/check.cpp,
  // uses_as_its_own). true (variant any-card-in-your-network): a card in a player's network
  // is sold and engaged to produce by that player, whoever controls it; its controller, if
  // another, may not (it is not in their network).
  bool any_card_in_your_network = false;
  // 001 Deploying and Docking ("simply place it next to another card"): a card deployed by
  // card text goes where its player picks. true (variant effect-deploys-clockwise): the
  // first free cell, clockwise from north (the engine's earlier reading).
  bool effect_deploys_clockwise = false;
  // 001 Challenge Phase: "If any card (not just Characters) has 4 cards, adjacent to it, it
  // is considered to be “Surrounded”"; true (variant surrounded-characters-only, 003
  // Attacking: "If a character has 4 cards adjacent to it"): only a Character is.
  bool surrounded_characters_only = false;
  // 001 Deploying and Docking: orphaned cards are "destroyed at the end of your turn" (001
  // End Phase). true (variant orphans-discarded, 002 Network: "will be discarded to the
  // open market at the end of the turn"): put there, not destroyed.
  bool orphans_discarded = false;
  // 001 End Phase: "All Orphaned cards are put into their respective Open Market Piles":
  // every network's, at each End Phase (default). true (variant orphans-of-turn-player,
  // 001 Deploying and Docking: "destroyed at the end of your turn"): only the turn
  // player's network's orphans; the others' wait for their own End Phase.
  bool orphans_of_turn_player = false;
  // 001 Challenge Phase, Damage: "Damage does not lower the trait, it is simple assigned",
  // and no book of the four names a time it leaves a card: it stays (default). true
  // (variant damage-wears-off-at-end-of-turn, 003 End Phase: "the board resets in
  // preparation for the next turn"): every End Phase removes all damage from the cards in play.
  bool damage_wears_off_at_end = false;
  // 001 End Phase: "once it has begun no player may take any actions". Off (default): card
  // text's activations are not offered in the process (an activation is an action: the
  // window before it is "to play Events and Abilities"), its other questions (`you may ...`
  // of a trigger) are. true (variant choices-declined-in-end-process): those are not asked
  // either, and count as declined.
  bool end_process_declines_choices = false;
  // Variant sell-owned-cards (000 Phase de ventes: "n'importe quelle carte de votre réseau
  // qui vous appartient", any card of your network that belongs to you): a player sells
  // only cards they own. Off: 001 Divest Phase, "any card in your network that you control".
  bool sell_owned_cards_only = false;
  // Variant attacker-above-one (002 Challenge Phase: "The attacker must have a value above 1
  // to declare an attack"): the attacker's value in the declared trait must be above 1.
  // Off: 001 sets no minimum (an attack worth 0 or 1 is declared).
  bool attacker_above_one = false;
  // Variant attacker-docked-at-declaration (none of the books): the attacker's docking is
  // checked only when the attack is declared. Off: 001 Challenge Phase, "If your Character
  // is still legally docked after all declarations ... the attack begins", checked again
  // once the responses to the declaration are done (docs/rulings.md, "An attacker undocked
  // in response").
  bool attacker_docked_at_declaration = false;
  // What "legally docked" asks of an attacker (docs/rulings.md, Combat, Legally docked).
  // Default: its network connects it to that network's business (001 Glossary ORPHANED:
  // "cannot trace a connection to your Business through legal dockings"; 002 Docking: "All
  // cards docked must ultimately be docked to business"). true (variant
  // docked-next-to-a-card): a card beside it is enough (001 Deploying and Docking: "In order
  // to dock a card, simply place it next to another card"), so an orphaned pair attacks.
  bool docked_next_to_a_card = false;
  // The value the attacker deals (docs/rulings.md, The damage dealt is the value in its step;
  // 001 Challenge Phase, Damage: "Damage is done by looking at the value of the Trait used to
  // declare combat"): its value as its damage step comes (default). true (variant
  // attack-value-at-assignment): the value when its damage was assigned, a change since aside.
  bool attack_value_at_assignment = false;
  // Variant returned-card-keeps-attacks (none of the books): a card that leaves play and
  // comes back the same turn keeps its count of attacks of the turn (it may not attack
  // again, and `that attacked this turn` still fits it). Off: it comes back a new card that
  // has not attacked (docs/rulings.md, "Attacked this turn"; state::set_zone).
  bool returned_card_keeps_attacks = false;
  // Variant attacked-in-play-only (none of the books): `SEL attacked this turn` counts only
  // the cards in play now that attacked. Off: a card that attacked and left play this turn
  // counts too, as it was (docs/rulings.md, Counts of the turn, Attacked; Magic's Raid).
  bool attacked_in_play_only = false;
  // Variant market-event-play-price (none of the books): an event bought from an open market
  // is priced by the play-cost changes alone. Off: it is a play and a buy, both kinds of
  // change summed (docs/rulings.md, An event bought from an open market; engine::event_price).
  bool market_event_play_price = false;
  // Variant buy-out-disengaged (001 Winning the Game 3. read on its own: "You buy out your
  // opponent's business by paying its Valuation cost"): a business is bought out engaged or
  // not. Off: a buy-out is a buy from a network, so 001 Buy Phase asks it engaged
  // (docs/rulings.md, Buying out a business).
  bool buy_out_disengaged = false;
  // Variant business-and-characters-produce (002 B - Buy Phase: "You may engage your
  // business and characters to produce traits"): only they produce. Off: 001 Buy Phase,
  // "engage ( ) a card in your network", any card with the trait (docs/rulings.md, "Your
  // cards": disengaging, upkeep, producing traits, cashflow).
  bool business_and_characters_produce = false;
  // Variant bonded-host-stays-disengaged (none of the books: 001 Glossary BOND's sentence
  // about an engaged Character bonded to an unengaged mech is unfinished): the card it is
  // bonded to stays disengaged. Off: 000 Glossaire BOND and 002 Bond, "the mech in turn
  // becomes engaged".
  bool bonded_host_stays_disengaged = false;
  // 001 End Phase: "Second if any player has no money, he or she loses the game", at every
  // End Phase (default; 001 Money: "at the end of any turn"). true (variant
  // no-money-at-own-turn-end, 003 Money: "if at the end of your turn you run out of money,
  // you lose the game"): only the turn player is checked; the others at their own End Phase.
  bool no_money_at_own_turn_end = false;
  // 001 Glossary UNIQUE's sale of the copies in hand ("sell them all at once in the Divest
  // Phase") is the Divest Phase's one sale (001 Divest Phase: "only sell ONE card"):
  // default. true (variant unique-hand-sale-apart): it is a sale of its own, neither
  // needing nor using the phase's one sale.
  bool unique_hand_sale_apart = false;
  // 001 Glossary UNIQUE: "A player that plays a card with [UNIQUE] may ... sell them": a
  // player who played a UNIQUE copy, in any earlier turn or this one, wherever it is now
  // (default). true (variant unique-sale-same-turn): only a copy deployed this turn.
  bool unique_sale_same_turn = false;
  // true (variant unique-sale-copy-in-play): only while a copy they played is in their
  // network under their control.
  bool unique_sale_copy_in_play = false;
  // 001 Glossary: "Cards with [the keyword] can be played anytime like an Event": a card that
  // is not an event and can be played at any time is bought from the hand whenever its
  // player may act (default). true (variant only-events-any-time): only events are; other
  // cards are bought in their player's Buy Phase whatever their text.
  bool only_events_any_time = false;
  // 001 Bonding: a bought pile is bought whole, so a card under it that cannot be bought
  // keeps the pile, and each card's buy-cost changes change its part of the price (default).
  // true (variant pile-bought-by-its-top): the top card's text alone decides both.
  bool pile_bought_by_its_top = false;
  // 001 Bonding: "If the first card of a pile is destroyed then all cards under it are
  // destroyed as well": by that rule (default). true (variant pile-destroyed-alike): the
  // same way and by the same card as the top (in combat, by its attacker).
  bool pile_destroyed_alike = false;
  // Several targets (docs/rulings.md): the books are silent on a target gone. A counted
  // target gone is left out and the effect is cancelled only when every one is gone
  // (default). true (variant one-target-gone-cancels): one gone cancels the effect, as an
  // attack on an empty space "is nullified" (001 Challenge Phase, Attacking).
  bool one_target_gone_cancels = false;
  // An event whose target is gone as it resolves (docs/rulings.md, Blind rules batch 7, c29;
  // the books are silent): cancelled, so destroyed at once (001 Glossary CANCEL), by
  // default. true (variant target-gone-event-stays): 001 Advanced Rules cancels only "if the
  // source of the Effect, or the card itself is destroyed": the event resolves, does
  // nothing, and stays as a resolved event does (001 End Phase).
  bool target_gone_event_stays = false;
  // An effect whose source leaves play otherwise than destroyed (docs/rulings.md, An effect
  // whose source leaves play; 001 Advanced Rules speaks only of "destroyed"): cancelled as a
  // destroyed one is (default). true (variant only-destroyed-source-cancels): it stays on the
  // stack and resolves.
  bool only_destroyed_source_cancels = false;
  // 001 Accounting Phase: "'At the beginning of the game' if it is the first turn of the
  // game": in the game's first turn, for every card in play (default; docs/rulings.md,
  // Blind rules batch 9). true (variant game-begins-in-own-first-turn): in each player's
  // own first turn, for the cards they control.
  bool game_begins_in_own_first_turn = false;
  // 001 Advanced Rules: "the turn player will always have priority first in every phase": the
  // Accounting Phase too, a window once its steps are done, before it ends (default;
  // docs/rulings.md, The stack). true (variant accounting-no-window): no window; the other
  // players act in it only in response (the engine's earlier reading).
  bool accounting_no_window = false;
  // 001 Challenge Phase, Damage: a card dealt lethal damage "is immediately destroyed": the
  // source's `when this deals damage` is heard once the damage's destruction is done (default;
  // docs/rulings.md, Heard after the destruction). true (variant
  // damage-heard-before-destruction): heard between the damage and the destruction (the
  // engine's earlier reading).
  bool damage_heard_before_destruction = false;
  // A sale whose card card text sends elsewhere than the open market is still a sale, heard
  // by `when ... is sold` (default; docs/rulings.md, A sale replaced). true (variant
  // sale-replaced-unheard): not heard (the engine's earlier reading).
  bool sale_replaced_unheard = false;
  // A card target that no longer fits its text as the item resolves (its filter, or a rule
  // that it cannot be targeted) is gone (default; docs/rulings.md, A target that no longer
  // fits). true (variant targets-checked-once): only another card now in its space is
  // checked again (the engine's earlier reading).
  bool targets_checked_once = false;
  // Every blocker leaves the combat after the blocks (docs/rulings.md, Every blocker gone):
  // the target is back in the challenge and blocks (default; 002 C - Challenge Phase: "As
  // long as there is a blocker, the blocker replaces the target in the challenge"). true
  // (variant blockers-gone-nullify): the attack is nullified (the engine's earlier reading).
  bool blockers_gone_nullify = false;
  // An event on top of an open market (docs/rulings.md, An event bought from an open market):
  // bought by playing it from there, in its buyer's Buy Phase (default; 001 The Zones of the
  // Game: "Both players can buy the top-most card of ANY open market pile"). true (variant
  // events-not-bought): it is not bought (the engine's earlier reading, 001 Advanced Rules:
  // "the Event is announced from the hand").
  bool events_not_bought = false;
  // A player who leaves a multiplayer game (docs/rulings.md, Leaving a multiplayer game; the
  // books are silent): the cards they own leave with them wherever they are (default).
  // true (variant leaver-cards-stay-with-controller): a card they own that another player
  // controls outside the leaver's network stays with that player.
  bool leaver_cards_stay_with_controller = false;
  // 001 Bonding: "The First (top) card of the pile gains all keywords of the cards bonded
  // to it, such as #GUN": every keyword (default; docs/rulings.md, Bonded cards' keywords).
  // true (variant bonding-passes-tags-only): only the #tags, 001 Glossary CARD KEYWORDS'
  // "Keywords such as #BUILDING, #GMO, #CYBORG" read as what "keywords" means there.
  bool bonding_passes_tags_only = false;
  // 001 Bonding's "all keywords" pass BOND too (default): a top deployed again (bought out of
  // a network, redeployed) bonds to a target card, its pile with it. true (variant
  // bond-stays-with-its-card; no book's sentence): BOND stays with its card, the engine's
  // earlier reading. TERRAIN never passes (001 Glossary TERRAIN, keyword::bonds_under_deployed).
  bool bond_stays_with_its_card = false;
  // A pile top annihilated: 001 Bonding destroys the cards under it only with a destroyed
  // top, so they go to their owners' open markets (default). true (variant
  // pile-annihilated-whole): they are annihilated with it, 001 Glossary BOND's "The
  // Bonded card moves together with the card above it" read of every move.
  bool pile_annihilated_whole = false;
  // A pile top returned to a hand (docs/rulings.md, Blind rules batch 7, c25): the cards
  // under it go to their owners' open markets (default). true (variant pile-returned-whole):
  // to their owners' hands with it, 001 Glossary BOND's "moves together" read of that move.
  bool pile_returned_whole = false;
  // UNIQUE's copies in the hand: 001 Glossary UNIQUE lets their player sell them, a choice
  // (default). true (variant unique-copies-must-be-sold, 000 Glossaire UNIQUE): a player who
  // deploys a UNIQUE card reveals their hand, and as their Divest Phase begins the copies in
  // their hand of a UNIQUE card they played that is still in play are sold.
  bool unique_copies_must_be_sold = false;
  // UNIQUE after the deployment's triggers (docs/rulings.md; the books do not order them):
  // the older copies leave after the action, once the deployment and what it triggers are
  // done (default). true (variant unique-copy-leaves-before-triggers): they leave as the new
  // copy is deployed, before its deployment's triggers act.
  bool unique_copy_leaves_before_triggers = false;
  // A card bought out of a network (docs/rulings.md, Bought from a network; the books do not
  // say whose its trigger is): its trigger that hears the buy is its new controller's text,
  // the buyer's (default). true (variant bought-card-triggers-for-seller): the text of the
  // player whose network it was bought out of. Read by the runner of card text.
  bool bought_card_triggers_for_seller = false;
  // 001 Glossary DISCARD: "put a card from your hand onto the top of the open market pile".
  // A card discarded from another player's hand goes to its owner's open market (default).
  // true (variant discard-to-discarder-market): to the open market of the player who
  // discards it. Read by the runner of card text (run/effects_moving.cpp).
  bool discard_to_discarder_market = false;
  // 001 Accounting Phase: "Then you will receive money from your cards with CASHFLOW": the
  // turn player's cashflow step is offered to the disengaged cards they control, in any
  // network (default). true (variant cashflow-by-network, 002 A - Accounting Phase:
  // "Receive cashflow from cards in your network."): to the disengaged cards in their
  // network, whoever controls them; the runner of card text reads a card's `your cashflow
  // step` as its network's player's, and CASHFLOW pays that player (the prelude's text).
  bool cashflow_by_network = false;
  // 001 Accounting Phase: "Pay any UPKEEP costs of cards with UPKEEP in your network": the
  // turn player is asked the upkeep of the cards in their network, whoever controls them
  // (default). true (variant upkeep-by-controller, the reading of `when your upkeep step
  // begins` as the controller's step): of the cards they control, in any network.
  bool upkeep_by_controller = false;
  // Buying the top card of an open market (001 How to Buy a Card: the buyer pays its
  // valuation). true (variant open-market-bidding, 002 Layout Functions, Open Market Pile:
  // "if more than 1 player wishes to purchase the same card from the open market, they may
  // bid for the card by paying a higher valuation value"): the other players may outbid
  // the buyer, and the highest bidder pays the bid and takes the card (engine/market_bidding.hpp).
  bool open_market_bidding = false;
  // A choice to give money (`you may give 3M to target opponent`; docs/rulings.md, Money
  // gained and lost): offered only to a player who has all of it, for each player it names
  // (default; 001 Advanced Rules: "To play an ability, one must first pay the costs"). true
  // (variant may-give-what-there-is): offered whatever the player has, and gives what there
  // is, as a give that is no choice (001 Resources). Read by the runner of card text
  // (run/costs.cpp, can_pay_one).
  bool may_give_what_there_is = false;
  // Cards one effect destroys together (docs/rulings.md, Cards destroyed together; the books
  // are silent): those whose destruction card text would replace first, while every card
  // whose text may replace it is still in play (default; engine/behaviour.cpp,
  // replaced_first). true (variant destroyed-in-card-order): one at a time in card order, so
  // a card destroyed first no longer replaces the others' destruction.
  bool destroyed_in_card_order = false;
  // Card text waiting for events of the End Phase process (an event discarded, a control
  // change that ended; docs/rulings.md, Triggers in the End Phase process; the books are
  // silent): it acts in the process, before the turn passes (default; engine/flow.cpp,
  // act_on_end_process). true (variant end-triggers-next-turn): after the action, in the
  // next player's turn once their Accounting Phase is done (the engine's order before).
  bool end_triggers_next_turn = false;
  // A condition or a count (`you control`, a condition's subject, `the number of`, `for each`
  // in an amount, `the BQ of each ...`) reads a card under a pile's top as a card its
  // controller controls (default; docs/rulings.md, Control of cards out of play: 001 Bonding,
  // "they become a pile", in play; a condition acts on no card, so 001 Glossary BOND's
  // "impervious to attacks, damage and effects" does not keep it out). true (variant
  // bonded-cards-not-counted, the engine's earlier reading): only where the selection names
  // bonded cards, as a statement reads them. Read by the runner of card text
  // (run/selections.cpp, run/conditions.cpp).
  bool bonded_cards_not_counted = false;
  // Whether a trigger's or a replacement's subject or object hears a card under a pile's top
  // (`when an equipment you control is destroyed`, `instead of a card you control being put
  // into an open market:`) as its controller's card in play (default; docs/rulings.md, Bonded
  // cards: which triggers act: 001 Bonding, "they become a pile"; a trigger acts on no card).
  // true (variant bonded-cards-unheard, the engine's reading before stop 72): only where the
  // selection names bonded cards (001 Glossary BOND: "impervious to attacks, damage and
  // effects"). Read by the runner of card text (run/text_behaviour.cpp).
  bool bonded_cards_unheard = false;
  // Two `target` words of one effect may name one player (default; docs/rulings.md, Targets
  // chosen twice: 001 Glossary TARGET speaks of spaces only, and no book says; Magic's rule).
  // true (variant distinct-player-targets): each names a different player, as card targets
  // are different cards (engine/stack.cpp targets_ok; run/players.cpp choose_targets).
  bool distinct_player_targets = false;
  // A card that left play during the action its text's event happened in (docs/rulings.md,
  // A card that left play; the books are silent): its traits, valuation, damage and counters
  // read as it last was in play, its last known information (default). true (variant
  // left-card-read-now): read where it is now, its effects gone. Read by the runner of card
  // text (run/filters.cpp, card_number).
  bool left_card_read_now = false;
  // A sale by card text (docs/rulings.md, Sold by card text; the books name no such sale):
  // the text is its own permission, so the Divest Phase's limits do not hold: any phase,
  // engaged or not, not the turn's ONE sale (default). true (variant
  // text-sale-keeps-divest-limits): 001 Divest Phase's limits on the sale hold: the card is
  // disengaged, and a sale by the turn player is the turn's ONE sale (refused after one, and
  // none after it). Read by engine::text_can_sell and the runner of card text.
  bool text_sale_keeps_divest_limits = false;
  // A buy out of a network whose price card text raises (docs/rulings.md, Buying from another
  // player's network): the player paid (its controller, or its owner under buy-pays-owner)
  // receives what the card is worth (001 Buy Phase: "pay your opponent the amount of money it
  // is worth"), and the raise goes to the bank (default; a lowered price:
  // buy_discount_from_seller). true (variant buy-raise-to-seller, 002 Layout Functions: "the
  // cash used will be provided to the owner of the card"): that player receives the whole price.
  bool buy_raise_to_seller = false;
  // A buy out of a network whose price card text lowers below what the card is worth
  // (`rule: cards you buy cost 2M less`): the buyer pays the lowered price, and the player
  // paid still receives the worth, the bank paying the difference (default; 001 Buy Phase:
  // "You also have to pay your opponent the amount of money it is worth"). true (variant
  // buy-discount-from-seller; 002 Layout Functions, Network: "the cash used will be provided
  // to the owner of the card"): that player receives only what the buyer paid.
  bool buy_discount_from_seller = false;
  // Who receives the price of a card bought out of a network (docs/rulings.md, Buying from
  // another player's network): its controller, the opponent it is bought from (default; 001
  // Buy Phase: "pay your opponent the amount of money it is worth"). true (variant
  // buy-pays-owner): its owner (002 Layout Functions, Network: "the cash used will be
  // provided to the owner of the card"); an owner who buys it back pays nobody its money.
  bool buy_pays_owner = false;
  // Where a card whose upkeep is declined goes (docs/rulings.md, Blind rules batch 6): the
  // open market of the player who declined it (default; 001 Accounting Phase: "the card is
  // destroyed and is sent to your Open Market Pile"). true (variant upkeep-to-owner-market):
  // its owner's, as a card destroyed by damage (000 and 003 say only "destroyed"; 001
  // Damage: "goes to its owner's Open Market Pile").
  bool upkeep_to_owner_market = false;
  // A rule that reads what it gives (docs/rulings.md): read with the rules before it in card
  // order, its timestamp (default). true (variant rules-read-printed-cards): each such rule
  // reads the cards without any rule that gives or takes keywords or changes a number, as
  // printed (with the effects until end of turn). Read by the runner of card text.
  bool rules_read_printed_cards = false;
  // A card bought out of a network (docs/rulings.md, Bought from a network; the books are
  // silent on damage): deployed anew, it arrives disengaged and without its damage, counters
  // and changes (default, 001 Card States: "All cards come into play (i.e.: deployed) in a
  // disengaged state"). true (variant bought-card-keeps-damage): the same card moving, it
  // keeps them, as a redeployed card does.
  bool bought_card_keeps_damage = false;
  // Whose a card bought out of a network is (docs/rulings.md, Bought from a network; the
  // books say only who is paid): the buyer's, owner and controller (default). true (variant
  // bought-card-keeps-owner): only its control changes, for good; it stays its first owner's.
  bool bought_card_keeps_owner = false;
  // Whose a card put into a network from outside play by card text is (docs/rulings.md,
  // Control changes, "Put into another network"; the books are silent): that network's
  // player's, owner and controller (default). true (variant put-card-keeps-owner): that
  // player controls it; it stays its owner's (Magic's "under your control", as Bribery).
  bool put_card_keeps_owner = false;
  // Who produces traits, and when (docs/rulings.md, Costs paid with traits; engine/check.cpp,
  // produce_time). Default: the turn player in the Buy Phase, and any player who may act, in
  // any player's turn, a trait a cost of theirs lacks (001 Glossary ABRUPT: "such as during
  // another player's turn"). true (variant produce-in-buy-phase): the turn player in the Buy
  // Phase alone (001 Buy Phase, read as the only moment the books describe).
  bool produce_in_buy_phase = false;
  // true (variant produce-in-any-turn): any player who may act, any trait, whether or not a
  // cost of theirs needs it (001 Card States: "generating trait", said without a moment).
  bool produce_in_any_turn = false;
  // The same keyword gained from two sources at once (docs/rulings.md,
  // The same keyword with other arguments; 001 Glossary CARD KEYWORDS: "If a card would gain
  // more than one of the same keyword, it doesn't gain it"): the card has the one given first
  // (default: effects in the order given, then rules in card order). true (variant
  // same-keyword-gained-twice-not-gained): it has neither, with the same arguments too. Read by the runner of card text.
  bool same_keyword_gained_twice_not_gained = false;
  // The same rule given twice by effects (docs/rulings.md, Restrictions given by an effect):
  // each grant counts, as 001 Glossary CARD KEYWORDS speaks of keywords (default). true
  // (variant given-rule-once): it counts once, as a keyword gained twice. Read by the runner
  // of card text.
  bool given_rule_once = false;
  // `the player with the most ...` (docs/rulings.md, The player with the most; no book
  // chooses a player by a quantity): a tie chooses every tied player (default, as Magic's
  // "the player with the most life or tied for most life"). true (variant
  // most-tie-chooses-nobody): `the player` read as one player alone, so a tie chooses nobody.
  // Read by the runner of card text (run/players.cpp, most_among).
  bool most_tie_chooses_nobody = false;
  // Two one-shot shields on one card that fit one event (docs/rulings.md, The next time; no
  // book orders replacements): the first made applies (default). true (variant
  // newest-shield-first): the last made applies first. Read by the runner of card text
  // (run/text_behaviour.cpp, apply_shield).
  bool newest_shield_first = false;
  // `this must be attacked` with three or more players (docs/rulings.md, Must): it binds every
  // opponent's attack, on whichever player's card (default). true (variant
  // must-be-attacked-guards-its-player): only attacks on its controller's cards (the
  // attacks into its player's side), so an attack on a third player's card is free
  // (engine/combat_attacks.cpp, binds_attack).
  bool must_be_attacked_guards_its_player = false;
  // `this must be blocked by at least N cards` when fewer than N cards can block
  // (docs/rulings.md, Must): an obligation binds "when able", so every card that can block
  // must (default). true (variant blocker-count-lapses-when-unable): the count cannot be met,
  // so the obligation lapses and the block is declared freely (engine/combat_blocks.cpp,
  // blockers_owed).
  bool blocker_count_lapses_when_unable = false;
  // An area attack's other defenders (docs/rulings.md, Blind rules batch 5, c23): the cards in
  // the area that could be attacked, so one that card text or being surrounded keeps from
  // being attacked is spared (default; 001 Glossary: "all valid defenders"). true (variant
  // area-hits-unattackable-cards): every card in the area with the trait, 001 Glossary's
  // "applied to all cards with the valid trait within a specified area" read literally; only
  // the card the attack is declared on must be one that may be attacked.
  bool area_hits_unattackable_cards = false;
  // `take` and `give` when the receiver cannot gain money (docs/rulings.md, Players who cannot
  // lose or gain): a transfer is one change, so nothing moves and the giver keeps it
  // (default). true (variant blocked-transfer-still-lost): the giver's loss stands, the money
  // going to the bank. Read by the runner of card text (run/effects_players.cpp).
  bool blocked_transfer_still_lost = false;
  // Producing traits in the Accounting Phase (docs/rulings.md, Blind rules batch 5, c20): 001
  // Accounting Phase's "All Trait Pools empty at the end of the Accounting Phase" gives the
  // phase a pool, so the turn player produces while its decisions wait (a revealed resource's
  // trait cost) (default). true (variant no-producing-in-accounting): traits are produced from
  // the Buy Phase on only, where 001 Buy Phase describes producing (engine/check.cpp).
  bool no_producing_in_accounting = false;
  // A trigger whose `it` changed zone after its event, before the trigger acts (waiting on
  // the stack, or after an earlier trigger of the same action moved it; docs/rulings.md, A
  // card a waiting trigger named that changed zone; the books are silent): a new card, the
  // trigger does nothing, logged (default, as a delayed effect). true (variant
  // trigger-follows-moved-card): it acts on the card wherever it went. Read by the runner
  // of card text (run/text_behaviour.cpp, run/stacked_triggers.cpp).
  bool trigger_follows_moved_card = false;
  // A card that left play in the action whose events its text waits for (docs/rulings.md,
  // Holders that left play in the same action; the books are silent): after the action it
  // hears each event of the action that happened while it was in play, and each event of
  // the one effect that took it out (default). true (variant left-holders-hear-nothing): a
  // card out of play hears only the events about itself (engine/ops_triggers.cpp).
  bool left_holders_hear_nothing = false;
  // A card a player controls in another player's network (docs/rulings.md, Blind rules batch
  // 6, c27): orphaned unless docked through that network to its business (default; 001
  // Glossary ORPHANED: "not connected to your Business through your Network", one player's
  // network and business together). true (variant orphaned-unless-controller-business):
  // orphaned unless connected to its controller's business, so always (the two are in
  // different networks), and destroyed at the End Phase (engine/network_graph.cpp).
  bool orphaned_unless_controller_business = false;
  // Which copies of a UNIQUE card are held together (docs/rulings.md, Blind rules batch 6,
  // c22): two that one player controls, wherever they are (default; 001 Glossary UNIQUE: "a
  // single player may not control two cards with the #UNIQUE keyword of the same name").
  // true (variant unique-per-network): two in one network, whoever controls them (001
  // Glossary UNIQUE: "When two of the same unique cards exist on a player's Network");
  // the newest stays (engine/unique_sale.hpp, held_key).
  bool unique_per_network = false;
  // `the opponent on your left` / `... right` with two players left (docs/rulings.md,
  // Seating; 001 Beginning of the game speaks of seats only as "clockwise"): the one
  // opponent sits on both sides (default). true (variant no-side-opponent-with-two): with
  // two players, nobody sits on either side and the text acts on no player. Read by the
  // runner of card text (run/players.cpp, seat_opponent).
  bool no_side_opponent_with_two = false;
  // An engaged card's retaliation (docs/rulings.md, Blind rules batch 10, r34): none (default;
  // 002 C - Challenge Phase: "Only disengaged (right side up) characters may deal retaliation
  // damage"; 001 Glossary SUPPRESSOR: "will not be able to retailate as it is engaged"). true
  // (variant engaged-cards-retaliate): 001 Challenge Phase, Damage sets no such condition, so
  // an engaged character retaliates (engine/combat_blocks.cpp).
  bool engaged_cards_retaliate = false;
  // Variant event-cost-after-count (docs/rulings.md, Counts of the turn): an event's cost is
  // read once it is counted among the events its player played this turn. Off: as it is
  // announced, before it is counted (engine/stack.cpp, announced_cost).
  bool event_cost_after_count = false;
  friend bool operator==(const rules_options&, const rules_options&) = default;
};

}  // namespace engine
