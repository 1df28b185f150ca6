// The records of conditions, amounts and durations (docs/vocabulary.md, sections 8 and 9):
// the words, what they mean in a game (run/ reads them), the rulebook section and an
// example that checks. The wording is docs/reference.md's.
#include "docgen/construct_docs.hpp"

#include <utility>
#include <vector>

namespace megacorp::constructs {

using checked::op;

namespace {
// The players' numbers compared (section 8), apart to keep conditions() short.
op_doc has_amount_doc() {
  return {op::has_amount,
       {"PLAYER has CMP N M` / `PLAYER has CMP N TRAIT [in their trait pool]` / `PLAYER has N M or more` / "
        "`PLAYER has more money than PLAYER` / `PLAYER has fewer TRAIT than PLAYER` / "
        "`PLAYER played CMP N events this turn` / `PLAYER played an event this turn` / "
        "`PLAYER bought CMP N cards this turn` / `PLAYER bought a card this turn` / "
        "`PLAYER sold CMP N cards this turn` / `PLAYER sold a card this turn` / "
        "`PLAYER has CMP N cards in hand` / `PLAYER has no cards in hand` / `PLAYER has CMP N cards in their open "
        "market` / `... in their main deck` / `... in their resource deck` / `PLAYER has more cards in hand than PLAYER",
        "",
        "the player's money, or the traits of that kind in their trait pool, or the cards in their hand (`in hand`, "
        "`in their hand`), their open market or one of their decks (`an opponent has 3 or more cards in their open "
        "market`: one opponent's own, where `the number of cards in an opponent's open market` adds up every "
        "opponent's; `examples/reference/cards_in_zone_have_run.mc`), compared with an amount (section 9) or with another player's (their total, of several); CMP "
        "is `at least`, `at most`, `more than`, `less than`, `exactly` before it or `or more`, `or less`, `or fewer` "
        "after it (none: at least; none with 0, or `no cards`: exactly 0). `an opponent has ...`: some opponent "
        "does; `each opponent has ...`: every one does. `you have` / `they have` read the same as `has`. `played`: "
        "the events the player played this turn, compared the same way (`an event`: at least 1; docs/rulings.md, "
        "Counts of the turn); `bought`: the cards the player bought this turn (a pile is one buy), the same way; "
        "`sold`: the cards the player sold this turn, in the Divest Phase or by card text (each card). "
        "The comparison with another player is also a qualifier of players, `each opponent with more money than "
        "you` (`with fewer cards in hand than you`, `with more BQ than you`): the players it names whose own quantity "
        "fits, read once as the selection is, before any of them acts (`each opponent with more money than you "
        "gives 2M to you`: every opponent richer as it resolves pays; "
        "`examples/reference/players_with_more_run.mc`); so are the money and hand against an amount, `each "
        "player with no cards in hand`, `each opponent with 3 or more cards in hand`, `each player with at least 5M` "
        "(`examples/reference/players_with_have_run.mc`); of cards, or a target player, a check error",
        "001 Resources; 001 Buy Phase; 001 Advanced Rules", "when your turn begins: if you have at most 5M { gain 2M }",
        "examples/designs/conditions/hedge_fund.mc"}};
}

// 001 Deploying and Docking: a card deployed this turn.
op_doc deployed_doc() {
  return {op::deployed_this_turn,
          {"SEL was deployed this turn", "",
           "the card is in play and was deployed (bought, played, put into play by text) since the turn began; a card "
           "in play at the start of the turn was not. Of several cards as `is STATE` reads them",
           "001 Deploying and Docking (\"attack on the turn that they are deployed\")",
           "rule: this cannot attack while this was deployed this turn", "examples/designs/restrictions/rookie.mc"}};
}

// Counts of the turn (docs/rulings.md): a card destroyed this turn.
op_doc was_destroyed_doc() {
  return {op::was_destroyed,
       {"SEL was destroyed this turn", "",
        "some card that fits SEL as it was just before it was destroyed (its controller, place, traits then) was "
        "destroyed since the turn began, any turn and any way: combat, card text, a cost, a rule (docs/rulings.md, "
        "Counts of the turn). SEL names cards, not a target",
        "docs/rulings.md, Counts of the turn",
        "on resolve: if a character an opponent controls was destroyed this turn { draw 2 cards }",
        "examples/designs/conditions/vultures_due.mc"}};
}

// Counts of the turn (docs/rulings.md): a card that left play this turn, any way.
op_doc left_play_doc() {
  return {op::left_play,
       {"SEL left play this turn", "",
        "some card that fits SEL as it was just before it left play (its controller, place, traits then) left play "
        "since the turn began, any turn and any way: destroyed, sold, annihilated, returned to a hand, put into a "
        "deck or an open market, a pile's cards following their top (docs/rulings.md, Counts of the turn). SEL "
        "names cards, not a target",
        "docs/rulings.md, Counts of the turn",
        "when your turn ends: if a character you control left play this turn { gain 2M }",
        "examples/reference/left_play_this_turn_run.mc"}};
}

// Counts of the turn (docs/rulings.md): a card that attacked this turn.
op_doc attacked_turn_doc() {
  return {op::attacked_turn,
       {"SEL attacked this turn", "",
        "some card that fits SEL attacked since the turn began: in play now, or as it was just before it left play "
        "(a card back in play is a new object that has not attacked); as many as a number counts (`2 characters you "
        "control attacked this turn`); `this` out of play as it last was in play (docs/rulings.md, Counts of the turn). "
        "Not of `each` cards (count them: `the number of SEL that attacked this turn`) nor of players",
        "001 Challenge Phase, Attacking; docs/rulings.md, Counts of the turn",
        "when your end phase begins: if a character you control attacked this turn { gain 2M }",
        "examples/reference/attacked_this_turn_condition_run.mc"}};
}

// 001 Advanced Rules: the stack as a condition (`if`, `while`).
op_doc adjacent_doc() {
  return {op::adjacent,
          {"SEL is adjacent to SEL", "",
           "orthogonally next to a card that fits; to as many as the second SEL counts (`adjacent to at least 2 "
           "cards`, `up to 1 card`: `examples/reference/adjacent_counts_run.mc`)",
           "001 Deploying and Docking", "rule: this gets +2 IQ while this is adjacent to a card with #PSIONIC"}};
}

op_doc stack_empty_doc() {
  return {op::stack_empty,
       {"the stack is empty` / `the stack is not empty", "",
        "nothing waits on the stack: no event, ability or effect (an item resolving has left it, so its own text "
        "reads what is under it)",
        "001 Advanced Rules", "on resolve: if the stack is empty { draw 1 card }",
        "examples/reference/stack_conditions_run.mc"}};
}

// 001 Advanced Rules: the stack as a condition (`if`, `while`).
op_doc on_stack_doc() {
  return {op::on_stack,
       {"SEL is on the stack` / `SEL is not on the stack", "",
        "some item on the stack has a source that fits SEL (7.3): `an event`, an event's effect; `an ability`, an "
        "ability's; `an effect`, either (`an event an opponent controls is on the stack`: one an opponent played, "
        "its card theirs). SEL names events, abilities or effects, not a target; in a `while`, read as it is asked",
        "001 Advanced Rules", "rule: this gets +2 BQ while an event is on the stack",
        "examples/designs/conditions/answer_desk.mc"}};
}

op_doc has_most_doc() {
  return {op::has_most,
       {"PLAYER has the most QUANTITY` / `PLAYER has the fewest QUANTITY` / `PLAYER has the least QUANTITY", "",
        "the player is among those with the most (the fewest) of every player still in the game, tied ones too "
        "(none on a tie under variant most-tie-chooses-nobody) (QUANTITY as in 7.4, `with the most`): `you have the most money`, `an opponent has the fewest cards in hand` "
        "(some opponent is), `each opponent has ...` (every one is). In an effect, decided as it starts; in a rule or "
        "a `while`, as it is read (docs/rulings.md, The player with the most)",
        "docs/rulings.md, The player with the most", "when your turn begins: if you have the least money { gain 2M }",
        "examples/designs/transfers/alms.mc"}};
}

}  // namespace

// Used by `if`, `while` and `rule: ... while`.
const std::vector<op_doc>& conditions() {
  static const std::vector<op_doc> docs = {
      {op::has_state,
       {"SEL is STATE` / `SEL is not STATE", "",
        "whether the card is in the state: `engaged`, `disengaged`, `damaged`, `orphaned`, `bonded`, `surrounded`, "
        "`attacking`, `blocking`, `deployed`, `reset`, `felled`, `charging` (the states of 7.3)",
        "001 Card States", "rule: this gets +1 BQ while this is attacking"}},
      {op::is_kind, {"SEL is a NOUN", "", "card type (the nouns of 7.3)", "001 Cards and Card Types",
                     "on resolve: if target card is a character { draw 1 card }"}},
      adjacent_doc(),
      {op::has_keyword,
       {"SEL has KEYWORD` / `SEL does not have KEYWORD", "", "has the keyword now (printed, gained, not lost)", "",
        "keyword \"REFERENCE WINGS\" { rule: this gets +1 BQ while the card this is bonded to has REFERENCE WINGS }"}},
      {op::has_tag,
       {"SEL has #TAG` / `SEL does not have #TAG", "", "has the card keyword", "001 Keywords",
        "on resolve: if target card has #GMO { draw 1 card }"}},
      {op::controls,
       {"you control SEL` / `you do not control SEL", "",
        "how many cards you control fit: `at least N`, `up to N`, exactly `N`, or at least one (`a`). The subject is "
        "a player: `an opponent controls` holds when some opponent does, `each opponent controls` when every one "
        "does. A card under a pile's top counts, as in a count (`you control a bonded card`, `you control an "
        "equipment`: `examples/reference/controls_bonded_run.mc`; variant `bonded-cards-not-counted`: if SEL names bonded cards). `you do not control SEL`: its negation, `not (you control SEL)` (`examples/reference/do_not_control_run.mc`)",
        "001 Card States", "rule: this gets +1 BQ while you control at least 3 cards with #GMO"}},
      {op::compare,
       {"AMOUNT CMP AMOUNT", "", "compares two amounts (section 9); CMP is one of the table below", "",
        "rule: this gets +1 valuation while the number of cards you control with #INFRASTRUCTURE >= 3"}},
      {op::did,
       {"you did` / `you did not` / `they did` / `you do` / `you do not", "",
        "whether the last `may` of this effect was taken (`you do`: the same); with no `may` before it in the effect, whether "
        "the statement just before it was carried out, one that moves cards, money or development counters: at least one "
        "card, 1M or counter (`discard a card, if you did { draw 2 cards }`: an empty hand discards nothing; `remove a "
        "development counter from target card`: one with none loses none; `examples/reference/if_you_did_statement_run.mc`), "
        "a check error after any other. `you did` is what you, the card's controller, did: after a statement other players do "
        "(`each opponent discards a card, if you did`) a check error; `they did` after one player's statement asks what that "
        "player did (`target opponent discards a card, if they did { draw 2 cards }`). In a rule or a `while` condition a check error",
        "", "when this is deployed: you may pay 1M; if you did not { destroy this }"}},
      has_amount_doc(),
      has_most_doc(),
      {op::pool_empty,
       {"OWNER trait pool is empty` / `OWNER ZONE is empty` / `... is not empty", "",
        "no trait of any kind in the player's trait pool (OWNER as in 7.5: `your`, `their`, `its owner's`, `its "
        "controller's`); a zone (7.5) is empty when `the number of cards in ZONE = 0`",
        "001 Buy Phase; 001 The Zones of the Game", "rule: this gets +2 BQ while your trait pool is empty",
        "examples/designs/conditions/idle_hands.mc"}},
      {op::is_period,
       {"it is your turn` / `it is an opponent's turn` / `it is your PHASE` / `it is an opponent's PHASE` / "
        "`it is the PHASE` / `it is not ...",
        "",
        "whose turn it is (`your`: the card's controller's; `an opponent's`: another player's), and which phase "
        "(PHASE: `accounting phase`, `buy phase`, `challenge phase`, `divest phase`, `end phase`; `the`: anyone's)",
        "001 Turn Structure", "rule: this gets +2 BQ while it is an opponent's turn",
        "examples/designs/conditions/night_raider.mc"}},
      {op::rules_are,
       {"the rules are \"NAME\"", "",
        "the named rules variant is on: for one declared in card text (`variant \"NAME\": \"SOURCE\"`, a top-level "
        "form), its bit is set; for a built-in one, selecting it again would change nothing. An unknown name is an "
        "error with a suggestion, naming the variants near it",
        "docs/rulings.md, Variant names",
        "when this is deployed: if the rules are \"single-mulligan\" { draw 1 card }"}},
      deployed_doc(),
      was_destroyed_doc(),
      left_play_doc(),
      attacked_turn_doc(),
      stack_empty_doc(),
      on_stack_doc(),
      {op::negate,
       {"not C` / `SEL is not ...` / `SEL does not have ...", "", "holds when C does not", "",
        "rule: this gets +1 BQ while not (this is engaged or this is damaged)"}},
      {op::all_of,
       {"C and C", "", "holds when both do; `and` binds tighter than `or`, parentheses `(C)` group", "",
        "rule: this gets +1 BQ while this is engaged and this is damaged"}},
      {op::any_of,
       {"C or C", "", "holds when either does", "", "rule: this gets +1 BQ while this is engaged or this is damaged"}},
  };
  return docs;
}

namespace {
// The amounts of section 9, in their order: those of cards and keywords, then of players and cards.
std::vector<op_doc> amounts_first() {
  return {
      {op::number, {"3", "", "a number, 0..999999", "", "on resolve: draw 3 cards"}, {"2"}},
      {op::parameter,
       {"x", "",
        "a `number` or `cost` parameter of the keyword (section 11); a `cost` parameter used as an amount is its money part",
        "", "keyword \"REFERENCE TITHE\" (x: number) { when this is deployed: draw x cards }"}},
      {op::count_of,
       {"the number of SEL", "",
        "how many cards fit: in play (under a pile's top too, docs/rulings.md, Control of cards out of play; variant "
        "`bonded-cards-not-counted`: if SEL names bonded cards), or in the zone SEL names (`the number of cards in your hand`); "
        "of players, how many players fit, those still in the game (`the number of opponents`, `for each other player`; "
        "`examples/reference/counts_of_players_run.mc`)", "",
        "on resolve: gain the number of characters you control M"}, {"the number of characters you control"}},
      {op::trait_of,
       {"the TRAIT of SEL", "", "the current value of one card's trait, or as it last was in play when it has left play since the "
        "event (`when this is destroyed: gain the BQ of this M` reads the BQ it died with; docs/rulings.md, A card "
        "that left play); of several, their total. Of players, a check error (a player has a trait pool: `the BQ in "
        "your trait pool`). A card with a null trait adds "
        "nothing, and a comparison of a trait no card named has does not hold (001 Traits, Important Note)",
        "001 Traits",
        "on resolve: gain the BQ of target character M"}, {"the BQ of each character you control"}},
      {op::damage_dealt,
       {"the damage dealt", "", "in a `when ... deals damage` or `when ... is dealt damage` trigger, the damage dealt; in a `dealt "
        "damage` replacement, the damage replaced, as it was offered; elsewhere a check error", "",
        "when this deals damage to a business: gain the damage dealt M"}, {"the damage dealt", "", "*"}},
      {op::replaced_damage,
       {"that damage", "",
        "in a `dealt damage` replacement, the damage it replaces: what is left of it (after a `prevent`), in its "
        "trait; only in `prevent N of that damage` and `deal that damage to SEL` (section 6); elsewhere a check error",
        "docs/rulings.md, Damage prevented or redirected",
        "instead of a card you control adjacent to this being dealt damage: deal that damage to this",
        "examples/designs/replacements/decoy_drone.mc"}},
      {op::per_each,
       {"gets +N TRAIT for each SEL` / `gets +N TRAIT for each development counter on SEL", "",
        "in `gets`, the amount once per card or player that fits, or once per development counter on the cards (003 Glossary "
        "DEVELOPMENT; `examples/designs/counters/maturing_hatchling.mc`); valuation as a trait (`rule: this gets +2 "
        "valuation for each development counter on this`). In a `rule:` whose subject is a filter, `it` in the amount "
        "is each card the rule changes: `rule: characters you control get +1 BQ for each development counter on it`, "
        "each its own (`itself` stays this card; docs/rulings.md, Each its own; "
        "`examples/designs/counters/drill_yard.mc`)", "",
        "rule: this gets +1 BQ for each character you control"}, {"for each character you control"}},
  };
}

std::vector<op_doc> amounts_second() {
  return {
      {op::money_of,
       {"the money of PLAYER", "",
        "the player's money now (of several players, `each opponent`, their total; `an opponent` is a check error: "
        "write `an opponent has 10M or more`)",
        "001 Resources", "rule: this gets +2 BQ while the money of you >= 15",
        "examples/designs/conditions/underdog_fund.mc"}, {"the money of you"}},
      {op::hand_of,
       {"cards in hand than PLAYER", "",
        "after `PLAYER has more` / `fewer`: the cards in the other player's hand now (of several, their total), "
        "compared with the cards in the first player's (`your hand` / `their hand` read the same as `hand`)",
        "001 The Zones of the Game", "on resolve: if target opponent has more cards in hand than you { draw 2 cards }",
        "examples/designs/conditions/hand_envy.mc"}, {}},
      {op::pool_of,
       {"the TRAIT in OWNER trait pool", "",
        "the traits of that kind in the player's trait pool now (OWNER as in 7.5: `your`, `their`, `its owner's`, "
        "`its controller's`)",
        "001 Buy Phase", "ability: engage this -> gain the BQ in your trait pool M",
        "examples/designs/conditions/surplus_refinery.mc"}, {"the BQ in your trait pool"}},
      {op::damage_on,
       {"the damage on SEL", "",
        "the damage on the card now, or as it last was in play when it has left play since the event (docs/rulings.md, "
        "A card that left play), of every trait (of several cards, their total; none in play: 0). As a condition, "
        "`SEL has [at least|at most|exactly|more than|fewer than] N damage [or more|or less]` compares it, as "
        "`has N development counters` does (`rule: this gets +2 BQ while this has 3 or more damage`; "
        "`examples/reference/has_damage_run.mc`)",
        "001 Challenge Phase, Damage", "ability: engage this -> gain the damage on this M",
        "examples/designs/conditions/pain_converter.mc"}, {"the damage on each character"}},
      {op::counters_on,
       {"the number of development counters on SEL", "",
        "the development counters on the card now, or as it last was in play when it has left play since the event "
        "(docs/rulings.md, A card that left play; of several cards, their total; none in play: 0). As a condition, "
        "`SEL has [at least|at most|exactly|more than|fewer than] N development counters [or more|or less]` compares "
        "it (none written: at least, as `you have 3M`, but `has 0 development counters` is none; `has a development counter` is "
        "at least one; `examples/designs/counters/doomsday_project.mc`)",
        "003 Glossary DEVELOPMENT", "when your turn begins: if the number of development counters on this >= 2 { gain 3M }",
        "examples/rulebook/coverage/003-glossary-development.mc"}, {"the number of development counters on each card you control"}},
      {op::counters_removed,
       {"the number of development counters removed this way` / `for each development counter removed this way", "",
        "in an activated ability whose costs remove development counters, or an event whose `additional cost:` "
        "does: how many the costs took off, kept while it waits on the stack (costs are paid before the effect "
        "runs, so `the number of development counters on this` after `remove all development counters from this` "
        "counts 0, and the checker warns with this wording as the fix); `for each development counter removed this "
        "way` counts them after an amount (`gain 2M for each ...`; `examples/designs/counters/cash_out_vault.mc`); "
        "elsewhere a check error (docs/rulings.md, Counters removed by a cost)",
        "003 Glossary DEVELOPMENT; 001 Advanced Rules",
        "ability \"Discharge\": remove all development counters from this -> deal the number of development counters "
        "removed this way BQ damage to target character",
        "examples/designs/counters/capacitor_bank.mc"}, {}},
      {op::valuation_of,
       {"the valuation of SEL", "", "the card's valuation now: printed, with its modifiers; or as it last was in play when it has left play since "
        "the event (`when a card an opponent controls is sold: gain the valuation of it M` reads what it sold for; "
        "docs/rulings.md, A card that left play); of several, their total",
        "001 Buy Phase", "on resolve: if the valuation of target card >= 5 { draw 1 card }",
        "examples/designs/conditions/appraiser.mc"}, {"the valuation of each character you control"}},
      {op::drawn_by,
       {"the number of cards PLAYER drew this turn", "",
        "the cards the player drew since the turn began, any turn (at the draw of the turn or by card text; of several "
        "players, their total; `an opponent` is a check error). In a `draws a card` trigger, of the player who drew: "
        "as that draw left it, so that two cards drawn at once count 1 and 2 (docs/reference.md, 9)",
        "001 Hand", "when you draw a card: if the number of cards you drew this turn = 2 { gain 2M }",
        "examples/designs/triggers/second_wind.mc"}, {"the number of cards you drew this turn"}},
      {op::bought_by,
       {"the number of cards PLAYER bought this turn", "",
        "the cards the player bought since the turn began, any turn, from any place (a hand, an open market, a "
        "network, the revealed resource; a pile with the cards bonded under it is one buy), as `PLAYERS cannot buy "
        "more than N cards each turn` counts them (of several players, their total; `an opponent` is a check error)",
        "001 Buy Phase", "on resolve: gain the number of cards you bought this turn M",
        "examples/reference/bought_this_turn_run.mc"}, {"the number of cards you bought this turn"}},
      {op::sold_by,
       {"the number of cards PLAYER sold this turn", "",
        "the cards the player sold since the turn began, any turn: the Divest Phase's sale, card text's `sell`, each "
        "copy of a UNIQUE card sold from the hand (of several players, their total; `an opponent` is a check error)",
        "001 Divest Phase", "on resolve: gain the number of cards you sold this turn M",
        "examples/reference/sold_this_turn_run.mc"}, {"the number of cards you sold this turn"}},
  };
}

// Counts of what happened this turn (docs/rulings.md, Counts of the turn), then the rest of 9
// (in this order: the generative tests' covering set follows it).
std::vector<op_doc> amounts_of_the_turn() {
  return {
      {op::played_by,
       {"the number of events PLAYER played this turn", "",
        "the events the player played since the turn began, any turn: counted as each is announced from the hand "
        "(001 Advanced Rules), cancelled later or not; a copy made by card text is not played (of several players, "
        "their total; `an opponent` is a check error). `for each event you played this turn`: once per event "
        "(docs/rulings.md, Counts of the turn)",
        "001 Advanced Rules", "on resolve: gain 1M for each event you played this turn",
        "examples/designs/conditions/chain_reaction.mc"}, {"the number of events you played this turn"}},
      {op::destroyed_count,
       {"the number of SEL destroyed this turn", "",
        "the cards destroyed since the turn began, any turn and any way (combat, card text, a cost, a rule, under a "
        "destroyed top), that fit SEL as they were just before they were destroyed: their controller, place and "
        "traits then (a card destroyed twice counts twice). `gain 1M for each SEL destroyed this turn`: once per "
        "card, in an amount (a `for each` block cannot act on cards gone; docs/rulings.md, Counts of the turn)",
        "docs/rulings.md, Counts of the turn", "when this is deployed: gain the number of characters destroyed this turn M",
        "examples/designs/conditions/carrion_broker.mc"}, {"the number of characters destroyed this turn"}},
      {op::destroyed_way,
       {"the number of SEL destroyed this way", "",
        "as `the number of SEL destroyed this turn`, the cards the statements before it in the same effect destroyed "
        "(a `destroy`, lethal damage, under a destroyed top), not those destroyed before the effect began nor one "
        "whose destruction a replacement took instead. `lose 1M for each character destroyed this way`: once per "
        "card. With no statement before it that destroys or deals damage, a check error (it would count none)",
        "docs/rulings.md, Counts of the turn",
        "on resolve: deal 2 BQ damage to up to 3 target characters, gain 1M for each character destroyed this way",
        "examples/reference/destroyed_this_way_run.mc"}, {}},
      {op::left_count,
       {"the number of SEL that left play this turn", "",
        "as `the number of SEL destroyed this turn`, the cards that left play since the turn began any way "
        "(destroyed, sold, annihilated, returned to a hand, put into a deck or an open market, a pile's cards "
        "following their top), as they were just before; a card that left play twice counts twice. `gain 1M for "
        "each SEL that left play this turn`: once per card, in an amount (docs/rulings.md, Counts of the turn)",
        "docs/rulings.md, Counts of the turn", "when your turn ends: gain 1M for each character you control that left play this turn",
        "examples/reference/left_play_this_turn_run.mc"}, {"the number of characters that left play this turn"}},
      {op::that_many,
       {"that many` / `that much", "",
        "what the statement just before it in the same effect did, not what it asked: `that many` the cards it put "
        "into a zone (drawn, discarded, destroyed, annihilated, put, shuffled into a zone, sold; the cards under a "
        "pile's top that go with it included), `that much` the money it lost, paid or took. After a statement whose "
        "subject is players (`each player ...`), a statement of those players (`they ...`) reads each one's own "
        "count, any other the total. The first statement of a block reads the statement before the block, and a "
        "statement after a block reads the whole block. In a money trigger (`when an opponent gains money`), before "
        "any statement, `that much` is the money its event gained or lost. Where the statement before counts no cards "
        "(`that many`) or no money (`that much`), a check error; in a target or a cost, too (docs/rulings.md, That many)",
        "docs/rulings.md, That many",
        "on resolve: each player shuffles their hand into their main deck, then they draw that many cards",
        "examples/designs/zones/winds_of_change.mc"}, {}},
      {op::chosen_amount,
       {"pay x -> ... x", "",
        "in an activated ability whose costs pay `x`, or an event whose `additional cost:` before its `on resolve:` "
        "does: the amount its player chose as `pay x` was paid, 0M to what their money pays (at most 100M), kept "
        "while it waits on the stack (`examples/reference/pay_x.mc`); in the costs only as `pay x`; elsewhere a "
        "check error (a keyword's parameter named `x` is that parameter)",
        "docs/reference.md, 10",
        "ability \"Overclock\": pay x -> target character you control gets +x BQ until end of turn",
        "examples/designs/costs/overclock.mc"}, {"x"}},
  };
}

// One value among several, and a half (issue 27: blind design batch 14 d05, p20).
std::vector<op_doc> amounts_among() {
  return {
      {op::extreme_of,
       {"the greatest TRAIT among SEL` / `the least TRAIT among SEL` / `the greatest valuation among SEL` / `the greatest money among PLAYERS", "",
        "the largest (`least`: the smallest) value one card that fits has, of that trait (as `the TRAIT of` reads it of "
        "that card alone) or valuation, not their total; a card with a null trait is left out (001 Traits, Important "
        "Note); of players, `money`, each one's own (`the greatest money among opponents`). 0 when none fits. A trait "
        "or valuation of players, or money of cards, is a check error (`examples/reference/greatest_and_half_run.mc`)",
        "001 Traits",
        "on resolve: deal the greatest BQ among characters you control BQ damage to target character an opponent controls",
        "examples/reference/greatest_and_half_run.mc"}, {"the greatest BQ among characters you control"}},
      {op::half_of,
       {"half AMOUNT` / `half OWNER money", "",
        "half the amount, rounded down (the books never halve: docs/rulings.md, Half): `half 7` is 3. `half your "
        "money`, `half their money` (OWNER as in 7.5, one player's: `their` is each player the statement is about, "
        "`each opponent loses half their money`), as `half the money of you`; `half the money of target opponent` "
        "for another's. Wherever an amount stands (`draw half the number of cards in your hand cards`)",
        "docs/rulings.md, Half", "on resolve: each opponent loses half their money",
        "examples/reference/greatest_and_half_run.mc"}, {"half the number of characters you control"}},
  };
}
}  // namespace

const std::vector<op_doc>& amounts() {
  static const std::vector<op_doc> docs = [] {
    std::vector<op_doc> all = amounts_first();
    for (op_doc& d : amounts_second()) all.push_back(std::move(d));
    for (op_doc& d : amounts_of_the_turn()) all.push_back(std::move(d));
    for (op_doc& d : amounts_among()) all.push_back(std::move(d));
    return all;
  }();
  return docs;
}

// A `gets`/`gains`/`loses` in an effect without a duration is an error: "a lasting change
// belongs in a `rule:`".
const std::vector<op_doc>& durations() {
  static const std::vector<op_doc> docs = {
      {op::until_end_of_turn,
       {"until end of turn` / `this turn", "",
        "the change lasts until the turn ends; in an effect only: a rule holds while its card is in play, and "
        "`until end of turn` in a rule is a check error (write `while CONDITION`). `this turn` is the same "
        "(`target character can attack an additional time this turn`), printed `until end of turn`",
        "",
        "ability: engage this -> target character you control gets +2 BQ until end of turn"}, {"until end of turn"}},
      {op::while_condition,
       {"while CONDITION", "",
        "in a rule, the rule holds while the condition does; in an effect the change lasts until the condition first "
        "fails (docs/rulings.md, Durations); a change `while this is engaged` made by an event or by `when this is "
        "deployed` would end as it is made (the card is disengaged then), and is a check error",
        "", "ability: engage this -> target character gets +2 BQ while this is engaged"}, {"while you control a character"}},
      {op::until_end_of_phase,
       {"until end of phase", "",
        "the change lasts until the phase it was made in ends (a phase ends as the next begins, the End Phase as the "
        "turn does); in an effect only, as `until end of turn` (docs/rulings.md, Durations)",
        "001 Turn Structure",
        "on resolve: each character cannot attack until end of phase",
        "examples/designs/restrictions/ceasefire.mc"}, {"until end of phase"}},
      {op::until_next_turn,
       {"until your next turn", "",
        "the change lasts through the turns of the other players and ends as the next turn of the player who made "
        "it begins (`your`: that player); in an effect only, as `until end of turn` (docs/rulings.md, Durations)",
        "001 Turn Structure",
        "on resolve: target character you control gets +3 BQ until your next turn",
        "examples/designs/restrictions/fortify.mc"}, {"until your next turn"}},
      {op::until_controller_accounting,
       {"until its controller's next accounting phase ends", "",
        "the change lasts until the end of the next Accounting Phase of each changed card's controller (the player "
        "who controls it as that phase begins; made during that player's Accounting Phase, it lasts through their "
        "next one); in an effect only, as `until end of turn` (docs/reference.md, 9)",
        "001 Accounting Phase",
        "on resolve: engage target card, it cannot be disengaged until its controller's next accounting phase ends",
        "examples/designs/restrictions/frozen_assets.mc"}, {"until its controller's next accounting phase ends"}},
      {op::until_end_of_combat,
       {"until end of combat", "",
        "the change lasts until the combat under way ends (001 Challenge Phase, Damage: \"Once damage is done, combat "
        "ends\"; a nullified attack ends it too), through that combat's damage step; made with no combat under way it "
        "makes no change, and the log says so (docs/rulings.md, Durations); in an effect only, as `until end of turn`",
        "001 Challenge Phase",
        "when this blocks: this gets +2 BQ until end of combat",
        "examples/reference/until_end_of_combat_run.mc"}, {""}},  // not generated: no combat in the generated play
      {op::until_end_of_next_turn,
       {"until the end of your next turn", "",
        "the change lasts through the rest of this turn and the turns of the other players, and ends as the next turn "
        "of the player who made it ends (`your`: that player; made in an opponent's turn, the turn that comes next "
        "to them); also `until end of your next turn`; in an effect only, as `until end of turn` (docs/rulings.md, "
        "Durations)",
        "001 Turn Structure",
        "on resolve: each character an opponent controls cannot attack until the end of your next turn",
        "examples/reference/until_end_of_next_turn_run.mc"}, {"until the end of your next turn"}},
  };
  return docs;
}

const doc_record* doc_of(op o) {
  for (const auto* docs : {&selections(), &qualifiers(), &zones(), &conditions(), &amounts(), &durations()})
    for (const op_doc& d : *docs)
      if (d.o == o) return &d.doc;
  return nullptr;
}

}  // namespace megacorp::constructs
