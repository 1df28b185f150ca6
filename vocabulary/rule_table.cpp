// The table of rule phrases (docs/language.md, section Rules; docs/reference.md).
#include "vocabulary/rule_table.hpp"

#include <array>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace megacorp::rule_table {

using engine::rule_number;
using engine::rule_query;
using nc = number_change;

namespace {

// 001 Challenge Phase (attacks, blocks, retaliation, damage), Card States, Buy and Divest
// Phases, End Phase, Advanced Rules (the stack, targets), Bonding, Deploying and Docking.
// A function's static: other files' statics read it while they start.
const std::vector<entry>& table() {
  // Each entry: its spelling, its row of docs/vocabulary.md (words, engine question or
  // number and its default, what it changes, rule, example), then what it asks.
  static std::vector<entry> t = {
    {"be blocked by _",
     {"cannot be blocked by SEL", "`can_block` (yes)", "SUBJECT attacking cannot be blocked by a card that fits SEL",
      "", "rule: this cannot be blocked by cards without #GMO"},
     rule_query::can_block, {}, nc::none, side::other, side::self, true},
    {"be blocked",
     {"cannot be blocked", "`can_block` (yes)", "SUBJECT attacking cannot be blocked by any card", "",
      "rule: this cannot be blocked"},
     rule_query::can_block, {}, nc::none, side::other, side::none, true},
    {"block _",
     {"cannot block SEL", "`can_block` (yes)", "SUBJECT cannot block an attacker that fits SEL",
      "001 Challenge Phase, Blocking", "rule: this cannot block cards with #GMO"},
     rule_query::can_block, {}, nc::none, side::self, side::other, true},
    {"retaliate against _",
     {"cannot retaliate against SEL` / `can only retaliate against SEL", "`can_retaliate` (yes)",
      "`cannot`: SUBJECT cannot retaliate against an attacker that fits SEL; `can only`: SUBJECT retaliates only "
      "against attackers that fit SEL",
      "001 Challenge Phase, Damage", "rule: cards without #GMO cannot retaliate against this"},
     rule_query::can_retaliate, {}, nc::none, side::self, side::other, true},
    {"retaliate",
     {"cannot retaliate", "`can_retaliate` (yes)", "SUBJECT never retaliates", "001 Challenge Phase, Damage",
      "rule: this cannot retaliate while this is damaged"},
     rule_query::can_retaliate, {}, nc::none, side::self, side::none, true},
    {"be attacked",
     {"cannot be attacked", "`can_be_attacked` (yes)", "SUBJECT cannot be the target of an attack",
      "001 Challenge Phase, Attacking", "rule: this cannot be attacked while this is adjacent to a card with #BUILDING"},
     rule_query::can_be_attacked, {}, nc::none, side::self, side::none, true},
    {"be attacked by _",
     {"cannot be attacked by SEL", "`can_be_attacked` (yes)", "attackers that fit SEL cannot attack SUBJECT",
      "", "rule: this cannot be attacked by cards without #GMO while this is disengaged"},
     rule_query::can_be_attacked, {}, nc::none, side::self, side::other, true},
    {"be targeted",
     {"cannot be targeted", "`can_be_targeted` (yes)", "no effect may target SUBJECT", "Glossary TARGET",
      "rule: this cannot be targeted while this is adjacent to a card with #NATURE"},
     rule_query::can_be_targeted, {}, nc::none, side::self, side::none, true},
    {"be targeted by _",
     {"cannot be targeted by SEL", "`can_be_targeted` (yes)", "effects whose source fits SEL may not target SUBJECT",
      "Glossary TARGET", "rule: this cannot be targeted by events"},
     rule_query::can_be_targeted, {}, nc::none, side::self, side::other, true},
    {"attack _",
     {"cannot attack SEL` / `can only attack SEL", "`can_be_attacked` (yes), asked of the target",
      "`cannot`: SUBJECT may not attack targets that fit SEL; `can only`: SUBJECT may attack only targets that fit SEL",
      "001 Challenge Phase, Attacking", "rule: this can only attack cards in card radius 1 of this"},
     rule_query::can_be_attacked, {}, nc::none, side::other, side::self, true},
    {"attack",
     {"cannot attack", "`can_attack` (a character: yes)", "SUBJECT never attacks", "001 Challenge Phase, Attacking",
      "rule: this cannot attack while this is damaged"},
     rule_query::can_attack, {}, nc::none, side::self, side::none, true},
    {"attack without engaging",
     {"can attack without engaging", "`needs_engage_to_attack` (yes)",
      "SUBJECT does not engage to attack (still one attack a turn)", "001 Challenge Phase, Attacking",
      "rule: this can attack without engaging"},
     rule_query::needs_engage_to_attack, {}, nc::none, side::self, side::none, false},
    {"retaliate unlimited times",
     {"can retaliate unlimited times", "`retaliations_allowed` (1 a turn)", "unlimited retaliations",
      "001 Challenge Phase, Damage", "rule: this can retaliate unlimited times"},
     {}, rule_number::retaliations_allowed, nc::unlimited, side::self, side::none, true},
    {"retaliate # times per turn",
     {"can retaliate # times per turn", "`retaliations_allowed` (1)", "SUBJECT may retaliate that many times a turn",
      "001 Challenge Phase, Damage", "rule: this can retaliate 2 times per turn", "examples/combat/retaliate_times.mc"},
     {}, rule_number::retaliations_allowed, nc::times, side::self, side::none, true},
    {"be blocked by at least # cards",
     {"must be blocked by at least # cards", "`blockers_required` (0)",
      "a block of an attack by SUBJECT must declare at least that many blockers (the target's own block when none "
      "is declared is no declared blocker); when fewer cards can block, each that can must (docs/rulings.md, Must; "
      "variant `blocker-count-lapses-when-unable`: none need). Only with `must`",
      "001 Challenge Phase, Blocking (\"You can block with more than one card\")",
      "rule: this must be blocked by at least 2 cards", "examples/reference/blocked_by_at_least_run.mc"},
     {}, rule_number::blockers_required, nc::at_least, side::self, side::none, true},
    {"attack an additional time",
     {"can attack an additional time [each turn]", "`attacks_allowed` (1 a turn)",
      "SUBJECT may attack once more each turn (each such rule: once more); the attack still needs a disengaged card "
      "(001 Challenge Phase), so the second attack needs `can attack without engaging` or a disengage. From an "
      "effect: `target character can attack an additional time this turn`",
      "001 Challenge Phase, Attacking",
      "rule: this can attack an additional time each turn", "examples/combat/additional_attacks.mc"},
     {}, rule_number::attacks_allowed, nc::additional, side::self, side::none, true},
    {"be attacked more than once per turn",
     {"cannot be attacked more than once per turn", "`can_be_attacked` (yes)",
      "no when SUBJECT was already attacked this turn", "001 Challenge Phase, Attacking",
      "rule: this cannot be attacked more than once per turn"},
     rule_query::can_be_attacked, {}, nc::none, side::self, side::none, true, true},
    {"attack surrounded _",
     {"can attack surrounded SEL", "`ignores_surround` (no)",
      "SUBJECT may attack Surrounded cards. The object is not consulted: any Surrounded card",
      "001 Challenge Phase (\"Surrounded cards cannot be attacked\")",
      "rule: this can attack surrounded cards"},
     rule_query::ignores_surround, {}, nc::none, side::self, side::other, true},
    {"attack bonded _",
     {"can attack bonded SEL", "`can_attack_bonded` (no)",
      "SUBJECT may attack a card bonded under a pile's top (the scenario names the bonded card: `Ana attacks "
      "\"Bonded Card\" with \"X\" using BQ`); that card takes the damage and cannot retaliate. The object is not "
      "consulted",
      "001 Bonding", "rule: this can attack bonded cards"},
     rule_query::can_attack_bonded, {}, nc::none, side::self, side::other, true},
    {"target bonded _",
     {"can target bonded SEL", "`can_target_bonded` (no)",
      "SUBJECT's effects may target a card bonded under a pile's top, as its first card may be targeted. The object "
      "is not consulted",
      "001 Bonding (\"Only the first card of a pile can be targeted, except ...\")", "rule: this can target bonded cards"},
     rule_query::can_target_bonded, {}, nc::none, side::self, side::other, true},
    {"be sold",
     {"cannot be sold", "`can_be_sold` (yes)", "SUBJECT cannot be sold", "001 Divest Phase",
      "rule: this cannot be sold"},
     rule_query::can_be_sold, {}, nc::none, side::self, side::none, true},
    {"be bought by _",
     {"cannot be bought by SEL", "`can_be_bought` (yes)",
      "a player who fits SEL cannot buy SUBJECT, whether from a hand, an open market or a network",
      "001 Buy Phase", "rule: this cannot be bought by an opponent", "examples/designs/restrictions/market_freeze.mc"},
     rule_query::can_be_bought, {}, nc::none, side::self, side::payer, true},
    {"be played at any time",
     {"can be played at any time", "`can_be_played_any_time` (no)",
      "SUBJECT is played like an event, whenever its player may act: an event outside its player's turn and in "
      "response (which every event may, unless variant events-in-own-turn); any other card is bought from its "
      "player's hand in any phase and in response",
      "001 Advanced Rules",
      "rule: this can be played at any time"},
     rule_query::can_be_played_any_time, {}, nc::none, side::self, side::none, true},
    {"is not discarded at end of turn",
     {"is not discarded at end of turn", "`discarded_at_end` (an event: yes)",
      "the event SUBJECT stays in the network at the End Phase", "001 End Phase",
      "rule: this is not discarded at end of turn"},
     rule_query::discarded_at_end, {}, nc::none, side::self, side::none, false},
    {"deals damage first",
     {"deals damage first", "`damage_step` (1)",
      "step 0: deals combat damage before cards without it; two such cards deal damage together",
      "001 Challenge Phase, Damage", "rule: this deals damage first"},
     {}, rule_number::damage_step, nc::first, side::self, side::none, true},
    {"be engaged",
     {"cannot be engaged", "`can_engage` (yes)",
      "SUBJECT is never engaged: not to produce a trait, nor by a cost, card text, an attack or any other rule; it "
      "cannot attack unless it can attack without engaging (docs/rulings.md)",
      "001 Card States", "rule: this cannot be engaged"},
     rule_query::can_engage, {}, nc::none, side::self, side::none, true},
    {"be deployed onto",
     {"can be deployed onto", "`can_be_deployed_onto` (no)",
      "a card may be deployed onto SUBJECT's space; SUBJECT and its pile then bond under it", "001 Bonding",
      "rule: this can be deployed onto"},
     rule_query::can_be_deployed_onto, {}, nc::none, side::self, side::none, true},
    {"be deployed onto by _",
     {"can be deployed onto by SEL", "`can_be_deployed_onto` (no)",
      "a card that fits SEL may be deployed onto SUBJECT's space; SUBJECT and its pile then bond under it",
      "001 Bonding", "rule: this can be deployed onto by characters with #GMO"},
     rule_query::can_be_deployed_onto, {}, nc::none, side::self, side::other, true},
    {"be controlled twice by _",
     {"cannot be controlled twice by SEL", "`can_be_controlled_twice` (yes)",
      "after every action, a player who controls two copies of SUBJECT keeps the newest; the others go to their "
      "owners' open market. The object is not consulted",
      "001 Card States", "rule: this cannot be controlled twice by a player"},
     rule_query::can_be_controlled_twice, {}, nc::none, side::self, side::controller, true},
    {"attack areas of % using %",
     {"can attack areas of SHAPE-PARAM using TRAIT-PARAM", "`attack_area` (none), `attack_trait` (any)",
      "in a keyword, with its shape and trait parameters: SUBJECT's attacks hit every card in the area anchored at "
      "the target space that could be attacked, whoever controls it (001: \"all cards with the valid trait\"; variant "
      "`area-hits-target-controller-only`: the defender's only), with only that trait; no blocks, "
      "each defender may retaliate, each takes the full value, one damage step for all",
      "001 Challenge Phase, Attacking",
      "keyword \"REFERENCE AREA\" (t: trait, area: shape) { rule: this can attack areas of area using t }"},
     {}, rule_number::attack_area, nc::area, side::self, side::none, true},
    {"_ buy cost # less",
     {"PLAYERS buy cost MONEY less", "`buy_cost_change` (0)",
      "when the buyer is among PLAYERS (`you`, `an opponent`, `each player`), buying a card that fits SUBJECT "
      "costs that much less money, never below nothing; a buy from a network too, whose seller is still paid what "
      "the card is worth, the bank paying the difference (001 Buy Phase; variant buy-discount-from-seller: only what "
      "the buyer paid). The buyer is the turn player, or "
      "the player who buys a card from their hand at any time (`can be played at any time`). MONEY in any cost "
      "change may be counted: `the number of SEL M`, or `1M less for each SEL` (`cards you buy cost 1M less for "
      "each card with #BUILDING you control`); in a keyword, a number or cost parameter (`cost x M less`, `cost x "
      "less`, `cost p more`)",
      "001 Buy Phase", "rule: cards with #GMO you buy cost 1M less", "examples/reference/cost_changes.mc"},
     {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buy cost # more",
     {"PLAYERS buy cost MONEY more", "`buy_cost_change` (0)",
      "when the buyer is among PLAYERS, buying a card that fits SUBJECT costs that much more money; a buy from a "
      "network too",
      "001 Buy Phase", "rule: cards you buy cost 1M more", "examples/reference/cost_changes.mc"},
     {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ buys cost # less",
     {"PLAYERS buys cost MONEY less", "`buy_cost_change` (0)",
      "as `buy cost MONEY less`, read after a single player (`an opponent buys`)", "001 Buy Phase",
      "rule: cards with #GMO an opponent buys cost 1M less"},
     {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buys cost # more",
     {"PLAYERS buys cost MONEY more", "`buy_cost_change` (0)",
      "as `buy cost MONEY more`, read after a single player (`an opponent buys`)", "001 Buy Phase",
      "rule: characters an opponent buys cost 2M more"},
     {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ buy cost $ less",
     {"PLAYERS buy cost N TRAIT less", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `buy cost MONEY less`, of one trait of the price: the buyer spends that many fewer of the trait from their "
      "trait pool (001 Buy Phase, How to Buy a Card), never below none; a pile bought from a network, each card's "
      "own trait cost",
      "001 Buy Phase", "rule: cards with #GMO you buy cost 1 BQ less", "examples/reference/trait_cost_changes.mc"},
     {}, rule_number::buy_iq_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buy cost $ more",
     {"PLAYERS buy cost N TRAIT more", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `buy cost N TRAIT less`, that many more of the trait (a card that cost none of it now costs some)",
      "001 Buy Phase", "rule: characters you buy cost 1 IQ more", "examples/reference/trait_cost_changes.mc"},
     {}, rule_number::buy_iq_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ buys cost $ less",
     {"PLAYERS buys cost N TRAIT less", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `buy cost N TRAIT less`, read after a single player (`an opponent buys`)", "001 Buy Phase",
      "rule: cards an opponent buys cost 1 EQ less"},
     {}, rule_number::buy_iq_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buys cost $ more",
     {"PLAYERS buys cost N TRAIT more", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `buy cost N TRAIT more`, read after a single player (`an opponent buys`)", "001 Buy Phase",
      "rule: characters an opponent buys cost 1 IQ more", "examples/reference/trait_cost_changes.mc"},
     {}, rule_number::buy_iq_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ buy from an open market cost # less",
     {"PLAYERS buy from an open market cost MONEY less", "`buy_cost_change` (0)",
      "as `buy cost MONEY less`, for a card bought from the top of an open market only (not from a hand, a network, "
      "nor the revealed resource)",
      "001 Buy Phase", "rule: cards you buy from an open market cost 1M less", "examples/designs/costs/flea_market.mc"},
     {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buy from an open market cost # more",
     {"PLAYERS buy from an open market cost MONEY more", "`buy_cost_change` (0)",
      "as `buy cost MONEY more`, for a card bought from the top of an open market only", "001 Buy Phase",
      "rule: characters you buy from an open market cost 1M more", "examples/reference/cost_changes.mc"},
     {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"costs # less to buy",
     {"costs MONEY less to buy", "`buy_cost_change` (0)",
      "SUBJECT costs that much less money to buy, whoever buys it and from where (a hand, an open market, a network, "
      "the revealed resource), never below nothing. Read while the card is out of play too; `you` in the rule is "
      "the buyer",
      "001 Buy Phase", "rule: this costs 2M less to buy while you control a card with #HUMAN",
      "examples/designs/costs/grassroots_organizer.mc"},
     {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::none, true},
    {"costs # more to buy",
     {"costs MONEY more to buy", "`buy_cost_change` (0)",
      "as `costs MONEY less to buy`, that much more money", "001 Buy Phase",
      "rule: this costs 2M more to buy while an opponent controls a card with #GMO", "examples/reference/cost_changes.mc"},
     {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::none, true},
    {"costs $ less to buy",
     {"costs N TRAIT less to buy", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `costs MONEY less to buy`, that many fewer of the trait (never below none), whoever buys it and from where",
      "001 Buy Phase", "rule: this costs 1 BQ less to buy while you control a card with #GMO",
      "examples/reference/trait_cost_changes.mc"},
     {}, rule_number::buy_iq_cost_change, nc::cost_less, side::self, side::none, true},
    {"costs $ more to buy",
     {"costs N TRAIT more to buy", "`buy_iq_cost_change` ... `buy_bq_cost_change` (0)",
      "as `costs N TRAIT less to buy`, that many more of the trait", "001 Buy Phase",
      "rule: this costs 1 IQ more to buy while an opponent controls a card with #GMO"},
     {}, rule_number::buy_iq_cost_change, nc::cost_more, side::self, side::none, true},
    {"_ play cost # less",
     {"PLAYERS play cost MONEY less", "`play_cost_change` (0)",
      "when the player who plays it is among PLAYERS, an event that fits SUBJECT costs that much less money to play, "
      "never below nothing; its trait costs are paid in full",
      "001 Advanced Rules", "rule: events you play cost 1M less", "examples/designs/costs/think_tank.mc"},
     {}, rule_number::play_cost_change, nc::cost_less, side::self, side::controller, true},
    {"_ play cost # more",
     {"PLAYERS play cost MONEY more", "`play_cost_change` (0)",
      "when the player who plays it is among PLAYERS, an event that fits SUBJECT costs that much more money to play",
      "001 Advanced Rules", "rule: events you play cost 1M more", "examples/reference/cost_changes.mc"},
     {}, rule_number::play_cost_change, nc::cost_more, side::self, side::controller, true},
    {"_ plays cost # less",
     {"PLAYERS plays cost MONEY less", "`play_cost_change` (0)",
      "as `play cost MONEY less`, read after a single player (`an opponent plays`)", "001 Advanced Rules",
      "rule: events an opponent plays cost 1M less", "examples/reference/cost_changes.mc"},
     {}, rule_number::play_cost_change, nc::cost_less, side::self, side::controller, true},
    {"_ plays cost # more",
     {"PLAYERS plays cost MONEY more", "`play_cost_change` (0)",
      "as `play cost MONEY more`, read after a single player (`an opponent plays`)", "001 Advanced Rules",
      "rule: events an opponent plays cost 2M more", "examples/designs/costs/red_tape.mc"},
     {}, rule_number::play_cost_change, nc::cost_more, side::self, side::controller, true},
    {"costs # less to play",
     {"costs MONEY less to play", "`play_cost_change` (0)",
      "the event SUBJECT costs that much less money to play, never below nothing; read while it is in a hand, and "
      "`you` in the rule is the player who plays it",
      "001 Advanced Rules", "rule: this costs 1M less to play for each card with #PSIONIC you control",
      "examples/designs/costs/psionic_focus.mc"},
     {}, rule_number::play_cost_change, nc::cost_less, side::self, side::none, true},
    {"_ play cost $ less",
     {"PLAYERS play cost N TRAIT less", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `play cost MONEY less`, of one trait of the event's cost: its player spends that many fewer of the trait "
      "from their trait pool, never below none",
      "001 Advanced Rules", "rule: events you play cost 1 IQ less", "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_less, side::self, side::controller, true},
    {"_ play cost $ more",
     {"PLAYERS play cost N TRAIT more", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `play cost N TRAIT less`, that many more of the trait (an event that cost none of it now costs some)",
      "001 Advanced Rules", "rule: events you play cost 1 MQ more", "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_more, side::self, side::controller, true},
    {"_ plays cost $ less",
     {"PLAYERS plays cost N TRAIT less", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `play cost N TRAIT less`, read after a single player (`an opponent plays`)", "001 Advanced Rules",
      "rule: events an opponent plays cost 1 EQ less", "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_less, side::self, side::controller, true},
    {"_ plays cost $ more",
     {"PLAYERS plays cost N TRAIT more", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `play cost N TRAIT more`, read after a single player (`an opponent plays`)", "001 Advanced Rules",
      "rule: events an opponent plays cost 1 MQ more", "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_more, side::self, side::controller, true},
    {"costs $ less to play",
     {"costs N TRAIT less to play", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `costs MONEY less to play`, that many fewer of the trait (never below none)", "001 Advanced Rules",
      "rule: this costs 1 IQ less to play while you control a card with #PSIONIC",
      "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_less, side::self, side::none, true},
    {"costs $ more to play",
     {"costs N TRAIT more to play", "`play_iq_cost_change` ... `play_bq_cost_change` (0)",
      "as `costs N TRAIT less to play`, that many more of the trait", "001 Advanced Rules",
      "rule: this costs 1 IQ more to play while an opponent controls a card with #PSIONIC",
      "examples/reference/play_trait_cost_changes_run.mc"},
     {}, rule_number::play_iq_cost_change, nc::cost_more, side::self, side::none, true},
    {"of _ cost # less to activate",
     {"of SEL cost MONEY less to activate", "`activate_cost_change` (0)",
      "an activated ability of a card that fits SEL costs that much less money to activate, once: its first money "
      "payment (`pay 2M`) is lowered, never below nothing; other costs are paid as written. The subject is "
      "`abilities`",
      "001 Advanced Rules", "rule: abilities of cards you control cost 1M less to activate",
      "examples/designs/costs/training_grounds.mc"},
     {}, rule_number::activate_cost_change, nc::cost_less, side::none, side::self, true},
    {"of _ cost # more to activate",
     {"of SEL cost MONEY more to activate", "`activate_cost_change` (0)",
      "an activated ability of a card that fits SEL costs that much more money to activate, once: added to its first "
      "money payment, or paid with its costs when they pay no money (`engage this`)",
      "001 Advanced Rules", "rule: abilities of cards an opponent controls cost 1M more to activate",
      "examples/reference/cost_changes.mc"},
     {}, rule_number::activate_cost_change, nc::cost_more, side::none, side::self, true},
    {"costs # more to play",
     {"costs MONEY more to play", "`play_cost_change` (0)", "as `costs MONEY less to play`, that much more money",
      "001 Advanced Rules", "rule: this costs 1M more to play while an opponent controls a card with #PSIONIC",
      "examples/reference/cost_changes.mc"},
     {}, rule_number::play_cost_change, nc::cost_more, side::self, side::none, true},
    {"costs # less upkeep",
     {"costs MONEY less upkeep", "`upkeep_cost_change` (0)",
      "the UPKEEP cost of a card that fits SUBJECT, paid at the upkeep step of the player whose network it is in "
      "(001 Accounting Phase: \"in your network\", whoever controls it; variant upkeep-by-controller: its "
      "controller's), is that much less money, never below nothing (a card whose UPKEEP costs nothing is still kept "
      "only if that player pays: 0); its trait costs are paid in full. `you` in a rule about the card itself is its "
      "controller",
      "001 Accounting Phase", "rule: cards you control cost 1M less upkeep",
      "examples/designs/costs/union_steward.mc"},
     {}, rule_number::upkeep_cost_change, nc::cost_less, side::self, side::none, true},
    {"costs # more upkeep",
     {"costs MONEY more upkeep", "`upkeep_cost_change` (0)",
      "as `costs MONEY less upkeep`, that much more money; a card without UPKEEP has none to raise", "001 Accounting Phase",
      "rule: characters an opponent controls cost 1M more upkeep for each card with #BUILDING you control",
      "examples/designs/costs/picket_line.mc"},
     {}, rule_number::upkeep_cost_change, nc::cost_more, side::self, side::none, true},
    {"_ unbond cost # less",
     {"PLAYERS unbond cost MONEY less", "`unbond_cost_change` (0)",
      "when the player whose effect unbonds it (who pays its costs: the controller of the card whose text says "
      "`unbond`) is among PLAYERS, unbonding a card that fits SUBJECT costs that much less money, never below "
      "nothing; its trait costs are paid in full. `unbond ... for free` pays nothing whatever the rules",
      "001 Bonding", "rule: cards you unbond cost 2M less", "examples/designs/costs/quick_release_rig.mc"},
     {}, rule_number::unbond_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ unbond cost # more",
     {"PLAYERS unbond cost MONEY more", "`unbond_cost_change` (0)",
      "as `unbond cost MONEY less`, that much more money", "001 Bonding", "rule: cards you unbond cost 1M more",
      "examples/reference/unbond_cost_changes.mc"},
     {}, rule_number::unbond_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ unbonds cost # less",
     {"PLAYERS unbonds cost MONEY less", "`unbond_cost_change` (0)",
      "as `unbond cost MONEY less`, read after a single player (`an opponent unbonds`)", "001 Bonding",
      "rule: equipment an opponent unbonds cost 1M less", "examples/reference/unbond_cost_changes.mc"},
     {}, rule_number::unbond_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ unbonds cost # more",
     {"PLAYERS unbonds cost MONEY more", "`unbond_cost_change` (0)",
      "as `unbond cost MONEY more`, read after a single player (`an opponent unbonds`)", "001 Bonding",
      "rule: cards an opponent unbonds cost 1M more for each card with #BUILDING you control",
      "examples/designs/costs/tamper_seal.mc"},
     {}, rule_number::unbond_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"be disengaged",
     {"cannot be disengaged", "`can_disengage` (yes)",
      "SUBJECT stays engaged: the Accounting Phase's \"disengage all\" passes it by, and neither a `disengage` "
      "statement nor a `disengage` cost disengages it",
      "001 Card States; 001 Accounting Phase", "rule: this cannot be disengaged while this is damaged",
      "examples/designs/restrictions/frozen_assets.mc"},
     rule_query::can_disengage, {}, nc::none, side::self, side::none, true},
    // Rules about players: the subject is the player who would act, the object the card.
    {"play _",
     {"PLAYERS cannot play SEL", "`can_be_played` (yes), asked of the event",
      "a player who fits PLAYERS cannot play an event that fits SEL, in their own turn or another's, in response or "
      "not; from an effect (`each opponent cannot play events until end of turn`) the rule is the player's for the "
      "duration",
      "001 Advanced Rules", "rule: each opponent cannot play events while you control a card with #PSIONIC",
      "examples/designs/restrictions/silence_order.mc"},
     rule_query::can_be_played, {}, nc::none, side::payer, side::self, true},
    {"buy _",
     {"PLAYERS cannot buy SEL", "`can_be_bought` (yes)",
      "a player who fits PLAYERS cannot buy a card that fits SEL, whether from a hand, an open market, a network or "
      "the revealed resource",
      "001 Buy Phase", "rule: each opponent cannot buy cards in your network",
      "examples/designs/restrictions/tax_audit.mc"},
     rule_query::can_be_bought, {}, nc::none, side::payer, side::self, true},
    // Where the card is bought from (001 Buy Phase: "from the top of any player's Open Market"),
    // as the cost change `cards you buy from an open market cost 1M less` names it.
    {"buy _ from an open market",
     {"PLAYERS cannot buy SEL from an open market", "`can_be_bought` (yes)",
      "as `PLAYERS cannot buy SEL`, of a card bought from the top of any player's open market (not from a hand, a "
      "network or the revealed resource)",
      "001 Buy Phase", "rule: each opponent cannot buy cards from an open market",
      "examples/reference/buy_from_open_market_run.mc"},
     rule_query::can_be_bought, {}, nc::none, side::payer, side::self, true},
    // A play restriction on the event itself, read in its player's hand (issue 27): `this can
    // only be played while the stack is empty`.
    {"be played",
     {"cannot be played` / `can only be played while CONDITION", "`can_be_played` (yes), asked of the event",
      "the event SUBJECT cannot be played, by any player; `can only ... while CONDITION`: only while the condition "
      "holds (`while the stack is empty`: when nothing is on the stack). Read while it is in its player's hand, `you` "
      "that player. Of a card that is no event a check error: it is bought, not played (001 Buy Phase)",
      "001 Advanced Rules", "rule: this can only be played while the stack is empty",
      "examples/reference/play_only_empty_stack_run.mc"},
     rule_query::can_be_played, {}, nc::none, side::self, side::none, true},
    // A count per player per turn (issue 27, p32): the books set no number of buys (001 Buy
    // Phase) nor of events (001 Advanced Rules); card text may.
    {"buy more than # cards each turn",
     {"PLAYERS cannot buy more than N cards each turn", "`can_be_bought` (yes)",
      "a player who fits PLAYERS and has bought N cards this turn (any player's turn; from a hand, an open market, a "
      "network or the revealed resource; a pile with the cards bonded under it is one buy) cannot buy another that "
      "turn; `card` after 1, `one` for 1 (`you cannot buy more than one card each turn`)",
      "001 Buy Phase", "rule: each opponent cannot buy more than 1 card each turn",
      "examples/reference/player_count_rules_run.mc"},
     rule_query::can_be_bought, {}, nc::none, side::payer, side::none, true, false, false, {}, side::none, side::none,
     std::nullopt, per_turn::buys},
    {"play more than # events each turn",
     {"PLAYERS cannot play more than N events each turn", "`can_be_played` (yes), asked of the event",
      "a player who fits PLAYERS and has played N events this turn (any player's turn, counted as each is announced, "
      "cancelled later or not) cannot play another that turn; `event` after 1, `one` for 1",
      "001 Advanced Rules", "rule: you cannot play more than one event each turn",
      "examples/reference/player_count_rules_run.mc"},
     rule_query::can_be_played, {}, nc::none, side::payer, side::none, true, false, false, {}, side::none, side::none,
     std::nullopt, per_turn::plays},
    // 001 Glossary: "its controller may activate"; the activator is the card's controller (issue 27, p47).
    // Magic's "creatures target opponent controls can't attack this turn": the player's rule, so
    // it reaches characters deployed after it was given (blind design batch 41, d14: `each
    // character target opponent controls cannot attack` names the cards as the effect runs).
    {"attack with _",
     {"PLAYERS cannot attack with SEL", "`can_attack` (a character: yes), asked of the attacker",
      "a player who fits PLAYERS cannot attack with a card they control that fits SEL, one deployed after the rule "
      "was given too; from an effect (`target opponent cannot attack with characters until your next turn`) the "
      "rule is the player's for the duration",
      "001 Challenge Phase, Attacking", "rule: each opponent cannot attack with characters with BQ 2 or less",
      "examples/reference/player_attack_rule_run.mc"},
     rule_query::can_attack, {}, nc::none, side::activator, side::self, true},
    {"activate abilities",
     {"PLAYERS cannot activate abilities", "`can_be_activated` (yes), asked of the card",
      "a player who fits PLAYERS cannot activate an activated ability of any card they control, in their own turn or "
      "another's, in response or not (keyword abilities too); from an effect (`target opponent cannot activate "
      "abilities until end of turn`) the rule is the player's for the duration. Triggered abilities still trigger",
      "001 Advanced Rules", "rule: each opponent cannot activate abilities",
      "examples/reference/player_activation_rules_run.mc"},
     rule_query::can_be_activated, {}, nc::none, side::activator, side::none, true},
    {"activate abilities of _",
     {"PLAYERS cannot activate abilities of SEL", "`can_be_activated` (yes), asked of the card",
      "as `cannot activate abilities`, for the abilities of a card that fits SEL only",
      "001 Advanced Rules", "rule: each opponent cannot activate abilities of characters",
      "examples/reference/player_activation_rules_run.mc"},
     rule_query::can_be_activated, {}, nc::none, side::activator, side::self, true},
    // Rules about a player (docs/rulings.md, Players who cannot lose or gain), asked of their business.
    {"lose the game",
     {"PLAYERS cannot lose the game", "`can_lose_game` (yes)",
      "a player who fits PLAYERS does not lose the game: not with no money or an orphaned business at the End Phase, "
      "nor with their business gone (sold, destroyed, annihilated), an empty main deck, card text (`loses the game`, "
      "another's `wins the game`); buying them out is refused. A concession is never prevented. A condition still "
      "true when the rule ends makes them lose at its next check (docs/rulings.md, Players who cannot lose or gain)",
      "001 Winning the Game", "rule: you cannot lose the game while you control a card with #BUILDING",
      "examples/designs/restrictions/golden_handshake.mc"},
     rule_query::can_lose_game, {}, nc::none, side::player, side::none, true},
    {"gain money",
     {"PLAYERS cannot gain money", "`can_gain_money` (yes)",
      "a player who fits PLAYERS gains no money: not by card text (`gain`, CASHFLOW's income), a sale (the card goes, "
      "the money does not), nor money moved to them (`take`, `give`: nothing moves; a card of theirs bought out of "
      "their network: its price goes to the bank); the log says so (docs/rulings.md, Players who cannot lose or gain)",
      "001 Resources", "rule: each opponent cannot gain money while you control a card with #BUILDING",
      "examples/designs/restrictions/capital_controls.mc"},
     rule_query::can_gain_money, {}, nc::none, side::player, side::none, true},
    // 001 Hand: "Your hand is hidden"; revealed, it is shown to every player (issue 27, e17).
    {"play with their hands revealed",
     {"PLAYERS play with their hands revealed", "`hand_revealed` (no)",
      "the hand of a player who fits PLAYERS is shown to every player, as cards revealed are (engine::observe: "
      "`expect Ana sees Nick's hand`; the searches of the agents draw only what stays hidden), while the rule holds; "
      "the hand's own player sees it anyway",
      "001 Hand", "rule: opponents play with their hands revealed", "examples/designs/zones/glass_walls.mc"},
     rule_query::hand_revealed, {}, nc::none, side::player, side::none, true},
    {"plays with their hand revealed",
     {"PLAYER plays with their hand revealed", "`hand_revealed` (no)",
      "the same, with one player or `each` as the subject (`each opponent plays with their hand revealed`)",
      "001 Hand", "rule: each opponent plays with their hand revealed while this is engaged",
      "examples/reference/revealed_hands_run.mc"},
     rule_query::hand_revealed, {}, nc::none, side::player, side::none, true},
    {"be deployed from your hand for free",
     {"can be deployed from your hand for free", "`can_be_deployed_free` (no)",
      "SUBJECT, in its player's hand, may be bought without paying its cost, money or traits (an alternative cost: "
      "`Ana buys \"X\" at 1,0 for free`); every other rule of the buy holds (the Buy Phase, UNIQUE, where it "
      "deploys), and its player may still pay instead; an event, deployed as it is played (001 Advanced Rules), is "
      "played without paying its cost (`Ana plays \"X\" for free`; its additional costs are paid) "
      "(docs/rulings.md, Deployed for free)",
      "001 Buy Phase, How to Buy a Card", "rule: this can be deployed from your hand for free while you control a card with #GMO",
      "examples/designs/costs/free_agent.mc"},
     rule_query::can_be_deployed_free, {}, nc::none, side::self, side::none, true},
    // Last, so the list of phrases a message quotes keeps its beginning.
    {"block",
     {"cannot block", "`can_block` (yes)", "SUBJECT blocks no attacker", "001 Challenge Phase, Blocking",
      "rule: this cannot block while this is damaged", "examples/designs/restrictions/stonewall.mc"},
     rule_query::can_block, {}, nc::none, side::self, side::none, true},
  };
  // 001 Buy Phase names where a card is bought from: a cost change may name one. Once.
  static const bool places_set = [] {
    for (entry& e : t)
      if (std::string_view(e.text).find(" from an open market") != std::string_view::npos)
        e.bought_from = engine::zone::open_market;
    for (entry& e : t) e.per_trait = std::string_view(e.text).find('$') != std::string_view::npos;
    return true;
  }();
  (void)places_set;
  // The obligations `must` names: 001 Challenge Phase (attacks, blocks, retaliation),
  // Divest and Buy Phases, Glossary TARGET, Card States.
  struct obligation {
    const char* text;
    rule_query q;
    side subject, object;
  };
  static const bool obligations_set = [] {
    const obligation list[] = {
        {"attack", rule_query::must_attack, side::self, side::none},
        {"attack _", rule_query::must_attack, side::self, side::other},
        {"be attacked", rule_query::must_be_attacked, side::self, side::none},
        {"be attacked by _", rule_query::must_be_attacked, side::self, side::other},
        {"block", rule_query::must_block, side::self, side::none},
        {"block _", rule_query::must_block, side::self, side::other},
        {"be blocked", rule_query::must_be_blocked, side::self, side::none},
        {"be blocked by _", rule_query::must_be_blocked, side::self, side::other},
        {"retaliate", rule_query::must_retaliate, side::self, side::none},
        {"retaliate against _", rule_query::must_retaliate, side::self, side::other},
        {"be sold", rule_query::must_be_sold, side::self, side::none},
        {"be bought by _", rule_query::must_be_bought, side::self, side::turn_player},
        {"be targeted", rule_query::must_be_targeted, side::self, side::none},
        {"be targeted by _", rule_query::must_be_targeted, side::self, side::other},
        {"be engaged", rule_query::must_be_engaged, side::self, side::none},
    };
    // Each obligation names one phrase of the table, and every `must_` question has one:
    // a phrase misspelled here, or a question without its phrase, fails every use of the
    // table instead of reading `must` as `can`.
    std::array<bool, engine::rule_query_count> asked{};
    for (const obligation& o : list) {
      int found = 0;
      for (entry& e : t)
        if (std::string_view(e.text) == o.text) {
          e.obliges = true;
          e.must = o.q;
          e.must_subject = o.subject;
          e.must_object = o.object;
          ++found;
        }
      if (found != 1) throw std::logic_error("rule_table: the obligation '" + std::string(o.text) + "' names no single rule phrase");
      asked[static_cast<std::size_t>(o.q)] = true;
    }
    for (int q = static_cast<int>(rule_query::must_attack); q < engine::rule_query_count; ++q)
      if (!asked[static_cast<std::size_t>(q)])
        throw std::logic_error("rule_table: rule_query " + std::to_string(q) + " (a must_ question) has no obligation phrase");
    return true;
  }();
  (void)obligations_set;
  return t;
}

constexpr std::array<const char*, 5> modal_words = {"", "can", "cannot", "can only", "must"};
static_assert(modal_words.size() == std::size(all_modals) && all_modals[4] == modal::must);

}  // namespace

const char* modal_text(modal m) { return modal_words[static_cast<std::size_t>(m)]; }

// docs/rulings.md "Can and cannot", "Must": how each modal reads a phrase.
const doc_record& modal_doc(modal m) {
  static const std::array<doc_record, 5> docs = {{
      {"", "",
       "the answer the phrase gives, as `can`: the phrases that say it all (`is not discarded at end of turn`, "
       "`deals damage first`)",
       "docs/rulings.md \"Can and cannot\"", "rule: this deals damage first"},
      {"can", "",
       "a permission: the answer the phrase gives, which lifts a book's \"no\" (an engaged card sold, a card played "
       "at any time). A restriction outweighs it whatever the order of the cards (variant `latest-rule-decides`: "
       "the last rule decides); where the rules say yes already (`can block`, `can be attacked`, `can be "
       "targeted`, `can retaliate`, `can be bought`, `can be played`, `can be activated`, `can engage`), it "
       "changes nothing and is warned",
       "docs/rulings.md \"Can and cannot\"", "rule: engaged cards you control can be sold"},
      {"cannot", "",
       "a restriction: the answer is no when SUBJECT (and the object) fit; a number is held below what the phrase "
       "allows",
       "docs/rulings.md \"Can and cannot\"", "rule: this cannot be played at any time"},
      {"can only", "", "a restriction: no when the object does **not** fit; with no object it reads as `can`",
       "docs/rulings.md \"Can and cannot\"", "rule: this can only block characters with #GMO"},
      {"must", "",
       "an obligation when able: attack (and which targets), be attacked, block, be blocked, retaliate, be sold, be "
       "bought, be targeted, be engaged; with other phrases it reads as `can`",
       "docs/rulings.md \"Must\"", "rule: this must attack", "examples/reference/obligations_run.mc"},
  }};
  return docs[static_cast<std::size_t>(m)];
}

const std::vector<entry>& all() { return table(); }

// Each rule's phrase is looked up once per rule of every card checked: by a hash of the
// phrase, not by comparing it with every entry's text in turn (docs/benchmarks.md, stop 44).
std::optional<std::uint8_t> find(std::string_view text) {
  static const std::unordered_map<std::string_view, std::uint8_t> index = [] {
    std::unordered_map<std::string_view, std::uint8_t> m;
    for (std::size_t i = 0; i < table().size(); ++i) m.emplace(table()[i].text, static_cast<std::uint8_t>(i));
    return m;
  }();
  const auto found = index.find(text);
  return found != index.end() ? std::optional<std::uint8_t>(found->second) : std::nullopt;
}

modal modal_of(std::string_view words) {
  for (std::size_t i = 1; i < modal_words.size(); ++i)
    if (words == modal_words[i]) return static_cast<modal>(i);
  return modal::none;
}

checked::rule_row row_of(std::uint8_t e, modal m) { return {e, static_cast<std::uint8_t>(m)}; }

bool permission_changes_nothing(const entry& e, modal m) {
  if (m != modal::can || e.change != number_change::none || !e.yes) return false;
  switch (e.query) {  // the questions engine/ asks with the default yes only
    case rule_query::can_block: case rule_query::can_be_attacked: case rule_query::can_be_targeted:
    case rule_query::can_retaliate: case rule_query::can_be_bought: case rule_query::can_be_played:
    case rule_query::can_be_activated: case rule_query::can_engage: case rule_query::can_disengage:
      return true;
    default: return false;
  }
}

form decode(const checked::ref& r) {
  const checked::rule_row* row = std::get_if<checked::rule_row>(&r);
  if (!row || row->entry >= table().size()) return {};
  return {&table()[row->entry], static_cast<modal>(row->modal)};
}

std::vector<std::string> texts() {
  std::vector<std::string> out;
  for (const entry& e : table()) out.emplace_back(e.text);
  return out;
}

}  // namespace megacorp::rule_table
