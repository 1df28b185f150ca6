// The records of selections, qualifiers, zones and destinations (docs/vocabulary.md,
// section 7): the words, what they name in a game (run/ reads them), the rulebook
// section and an example that checks. The wording is docs/reference.md's.
#include "docgen/construct_docs.hpp"

namespace megacorp::constructs {

using checked::op;

namespace {
// Changes of one subject joined by `and` (7.8).
op_doc joined_record() {
  return {op::joined_cards,
   {"SEL CHANGE and CHANGE", "",
    "after a change of cards (`gets`, `gains`, `loses`, a rule: `cannot block`), `and` and the next change's "
    "verb: the same cards, picked once as the statement's subject (a target chosen once, `each ...` read once, "
    "before any change), each change made to them in order; a duration written last is that of each change "
    "written without one, and `show` prints it on each (docs/language.md, Effects; "
    "`examples/reference/joined_changes_run.mc`). After another statement, or with players as the subject, a "
    "check error; in a `rule:` line, one change a line",
    "docs/language.md, Effects", "on resolve: target character gets +2 BQ and cannot block until end of turn"}};
}
}  // namespace

const std::vector<op_doc>& selections() {
  static const std::vector<op_doc> docs = {
      {op::this_card, {"this` / `itself", "", "the card whose text it is", "", "ability: -> move this"}},
      {op::bound,
       {"it` / `them` / `that card` / `each of them` / `those cards", "",
        "what was named before (section 2): the trigger's other card, the replaced card, the `for each` card, the last "
        "target, choice or search, the top cards a statement acted on (`reveal the top card of your main deck, you "
        "may put it on the bottom of your main deck`); a target a statement acted on (`deal 1 BQ damage to target character, destroy it`, "
        "`examples/reference/target_then_it.mc`), or the one card its player chose as it ran (`deal 3 BQ damage to a "
        "character, then deal 1 BQ damage to each character adjacent to it`, `examples/reference/chosen_then_it_run.mc`), "
        "and so a card of the trigger's event a statement acted on "
        "(`deal 2 BQ damage to the card that destroyed it, its controller loses 1M`: the destroyer's controller; "
        "`examples/reference/event_card_named_after_run.mc`), or, with no target as its object, a target read in its amount "
        "(`this gets +the BQ of target character BQ until end of turn, it gets -2 BQ until end of turn`, "
        "`examples/designs/transfers/essence_drain.mc`), in a `deal` already in its object (`deal the number of cards "
        "adjacent to target character BQ damage to it`, `examples/reference/it_in_own_amount_run.mc`); with nothing named before it, in a statement's own amount, "
        "the statement's one target card (`target character gets +the MQ of it BQ until end of turn`, `deal the MQ of "
        "it BQ damage to target character`, `the controller of target character loses the MQ of it M`: `deal`, `remove "
        "damage`, `gets`, `add` / `remove` counters, a subject's player; a check error elsewhere, "
        "`examples/reference/it_names_own_target_run.mc`); a target, or the cards `it` / `them` named, moved by `put` or "
        "`shuffle`, where they went (`put target character into its owner's hand, discard it`, "
        "`examples/reference/moved_cards_named_run.mc`); after `bond SEL to SEL`, its object's target, the card bonded and "
        "now under the pile's top (a statement that acts on the cards on the spaces is a check error there), or with the "
        "object not a target, the target bonded to (`bond this to target character you control, then it gets +2 BQ until "
        "end of turn`, `examples/reference/bond_it_run.mc`); the cards a verb (`engage`, `disengage`, `destroy`, `annihilate`, "
        "`reset`, `reveal`, `redeploy`, `unbond`) acted on, every card a noun phrase named too (`engage each "
        "disengaged character, then add 1 development counter to them`, `examples/reference/in_play_only.mc`); in an "
        "effect, the one card its costs chose (`destroy another character you control -> gain the valuation of it M`, "
        "read as it last was in play; `examples/reference/cost_card_named_run.mc`). With qualifiers after it (7.4: `them "
        "with #GMO`, `them that are characters`), only the cards it names that fit them "
        "(`examples/reference/type_and_counter_qualifiers_run.mc`). `each of them`, `all of them`, `those cards` and "
        "`each of those cards` are `them`, qualifiers too (`each of them that is a character`), after `for` as well (`gain 1M for each of them that is a "
        "character`: `for each them ...`); `they each` is `they` "
        "(`examples/reference/each_of_them_run.mc`)",
        "", "when this deals damage to a card with #BUILDING: destroy it"}},
      {op::player_ref,
       {"PRONOUN", "",
        "a card or a player already known: the pronouns of the tables below (`the attacker`, `they`, `its "
        "controller`, ...), and a zone's owner (7.5)",
        "", "when this is blocked: destroy the blocker"}},
      {op::you, {"you", "", "the acting player", "", "on resolve: you win the game"}, {"you"}},
      {op::select,
       {"[DETERMINER] [ADJECTIVE ...] NOUN [QUALIFIER ...]", "",
        "the cards (or players) that fit: the determiner says how many and whether they are targets, the adjectives "
        "their states, the noun their type (7.3), the qualifiers narrow them (7.4). Without a zone, the cards in play "
        "(in any network); with `in ZONE` the cards there",
        "", "on resolve: destroy target character an opponent controls"}},
      {op::top_of_zone,
       {"the top card of ZONE` / `the top N cards of ZONE", "",
        "the pile's top N cards, top first (fewer when the pile has fewer); ZONE's player as for `in ZONE` "
        "(`examples/reference/selections_run.mc`); a network has no top (a check error)",
        "001 The Zones of the Game", "on resolve: put the top card of your resource deck into your hand"}},
      joined_record(),
      {op::among_named,
       {"one of them [QUALIFIER ...]` / `N of them [QUALIFIER ...]` / `up to N of them [QUALIFIER ...]` / `any "
        "number of them [QUALIFIER ...]", "",
        "some of the cards `them` names (a `look at`, a search, a choice), chosen by the acting player (a pending "
        "decision; never a target: they are named already); `any number of them`: none, some or all "
        "(`examples/reference/each_of_them_run.mc`); `of those cards` is `of them`. Afterwards `it`/`them` are the cards chosen. The "
        "qualifiers (7.4) narrow the choice: `one of them with #CYBORG` is chosen among the matching ones only, and "
        "with none matching nothing is chosen (`examples/reference/of_them_filter_run.mc`). With nothing named "
        "before, a check error",
        "docs/rulings.md, Looking at cards",
        "on resolve: look at the top 3 cards of your main deck, put one of them into your hand",
        "examples/designs/decks/insider_trading.mc"}},
      {op::rest_looked,
       {"the rest", "",
        "the cards the last `look at` of the effect named that are still where they were looked at (those the "
        "statements after it did not move), top first; a `reveal` of cards not named before (`reveal the top 3 cards "
        "of your main deck`, not `reveal them`) and a `search` name them as a `look at` does "
        "(`examples/reference/each_of_them_run.mc`); with no `look at` or such `reveal` before it in the effect, a "
        "check error",
        "docs/rulings.md, Looking at cards",
        "on resolve: look at the top 3 cards of your main deck, put one of them into your hand, put the rest on the "
        "bottom of your main deck in any order",
        "examples/designs/decks/insider_trading.mc"}},
  };
  return docs;
}

// Any number, after the noun (or a pronoun, or `one of them`).
const std::vector<op_doc>& qualifiers() {
  static const std::vector<op_doc> docs = {
      {op::with_tag,
       {"with #TAG", "",
        "has the card keyword; the tag must be printed on some card of the library (a warning inside a keyword "
        "definition)",
        "001 Keywords", "on resolve: destroy each card with #GMO"}, {"character with #GMO"}},
      {op::without_tag, {"without #TAG", "", "has not the card keyword (as `with #TAG`)", "001 Keywords",
                         "on resolve: destroy each card without #GMO"}, {"character without #GMO"}},
      {op::with_keyword,
       {"with KEYWORD", "", "has the keyword now (printed, gained, not lost); the keyword must exist", "",
        "keyword \"REFERENCE WINGS\" { rule: this cannot be blocked by cards with REFERENCE WINGS while this is "
        "engaged }"}, {"character with {KEYWORD}"}},
      {op::without_keyword,
       {"without KEYWORD", "", "has not the keyword now (as `with KEYWORD`)", "",
        "keyword \"REFERENCE WINGS\" { rule: this cannot be blocked by cards without REFERENCE WINGS }"}, {"character without {KEYWORD}"}},
      {op::with_state,
       {"ADJECTIVE NOUN", "", "an adjective before the noun: the cards in that state (the states of 7.3)",
        "001 Card States", "on resolve: destroy each damaged character"}},
      {op::controlled_by,
       {"PLAYER controls", "", "the cards in play the player controls; the players are those of the table below. Where a "
        "selection reads cards out of play (a trigger's card that is discarded, annihilated from a zone, sold from a "
        "hand or revealed; the cards a cost rule's subject reads as they are bought or played), a card out of play is "
        "its owner's: `when a card an opponent controls is annihilated` hears one annihilated from their open market "
        "too. For cards in play only, name the zone: `a card in an opponent's network` (docs/rulings.md, Control of "
        "cards out of play)",
        "001 Card States", "on resolve: disengage each character you control"}},
      {op::in_radius,
       {"in card radius N [of SEL]", "",
        "within N spaces (diagonals too) of the card (`this` when not given), in the same network, not the card "
        "itself; not targeted; of as many as SEL counts (`in card radius 1 of at least 3 cards`)",
        "Glossary CARD RADIUS", "rule: this can only attack cards in card radius 1 of this"}, {"card in card radius 1 of a business"}},
      {op::in_area,
       {"in an area SHAPE [of SEL]", "",
        "the cards in the area anchored at the card, facing east. SHAPE is ACROSSxALONG, each side 1 to 21 (wider is "
        "a check error): ALONG cells in the direction, ACROSS side by side; an odd side is centred on the anchor, an "
        "even one starts at it and runs east (along) or south (across). So 2x2 is the anchor and the cells east, "
        "south and south-east; 3x3 the square around it; 1x4 four cells east; 3x1 the anchor and the cells north and "
        "south (`examples/keywords/area_shapes.mc`)",
        "Glossary, areas (\"2x2, 3x3, 3x1 etc.\"); in effects and rules (`examples/keywords/area_in_a_rule.mc`)",
        "on resolve: destroy each card in an area 2x2 of target card"}, {"card in an area 3x3 of a business"}},
      {op::adjacent_to,
       {"adjacent to SEL", "",
        "orthogonally next to a card that fits, in the same network; to as many as SEL counts (`characters "
        "adjacent to at least 2 cards`); as a place (`deploy it adjacent to this`), next to one card: a count there "
        "is a check error",
        "001 Deploying and Docking",
        "rule: characters with #GMO you control adjacent to this get +1 BQ"}, {"card adjacent to a business"}},
      {op::valuation_at_most,
       {"with valuation N or less", "", "current valuation at most N", "",
        "on resolve: destroy each character with valuation 2 or less"}, {"character with valuation 3 or less"}},
      {op::combined_valuation_at_most,
       {"with combined valuation N or less", "", "the total of what a `search` finds", "in `search`",
        "when this is deployed: you may search your main deck for any number of equipment with combined valuation 7 "
        "or less, deploy them for free adjacent to this"}, {"card with combined valuation 5 or less"}},
      {op::chosen_at_random,
       {"at random", "", "after `a` or `N` cards a statement acts on (the verbs but `cancel`, `discard`, `gain control "
        "of`): the game's seeded generator draws them among those that fit, no player choosing; with a target, "
        "`each`, `up to N` or a card named before, a check error", "docs/rulings.md, At random",
        "on resolve: destroy a character an opponent controls at random"}, {}},
      {op::bonded_to,
       {"bonded to SEL", "", "under the top of a pile that SEL names (`bonded to this`: the cards under this); like "
        "`bonded`, what acts on the cards on the spaces refuses it, `unbond` frees them; about cards in a zone (`discard`, "
        "a search of a zone that is no network) a check error, as `bonded`", "001 Advanced Rules, Bonding",
        "ability: -> unbond a card bonded to this for free"}, {"card bonded to a character you control"}},
      {op::other_than,
       {"other than SEL", "", "not that card (`this`, `it` or a target), nor any card `them` names (`choose a character you control, choose "
        "a character you control, destroy each character you control other than them`: both spared). After the "
        "selection a qualifier names (`with the same name as`, `adjacent to`, `bonded to`, `in card radius N of`, `in "
        "an area ... of`) it ends the outer selection, as do the qualifiers after `this` there: `choose a card you "
        "control with the same name as this, then destroy each card you control with the same name as this other than "
        "it` spares the card chosen (`examples/reference/other_than_nested_run.mc`)", "Glossary UNIQUE",
        "on resolve: engage each character other than target character"}, {"character other than this"}},
      {op::in_zone,
       {"in ZONE", "",
        "the cards in that zone instead of in play: in choices, statements, `the number of`, `for each` and "
        "conditions; as a condition, `SEL is in ZONE` or `SEL is in an open market` (any player's: `rule: this "
        "costs 2M less to buy while this is in an open market`, examples/designs/costs/clearance_item.mc). In a "
        "trigger's subject, of a card the trigger heard move or deployed, the zone it left as well as the one it is in "
        "(`when a card in an opponent's hand is discarded`, `examples/reference/zone_left_run.mc`; `when a card in "
        "your hand is deployed`: bought from it or played, `examples/reference/zone_left_deployed_run.mc`). In an effect, a statement that acts on cards in play only (`destroy`, `engage`, `disengage`, "
        "`redeploy`, `unbond`, `reset`, `deal ... damage to`, `move`, `swap`, `bond ... to`, `gets`, `gains`, "
        "`loses`, `add ... counters to`) about cards in a zone other than a network, or the top cards of one, is a "
        "check error: it would leave them as they are, and as a cost it could never be paid "
        "(`examples/reference/in_play_only.mc`); `annihilate`, `reveal`, `put`, `discard` and `deploy` take them there. "
        "A filter that fits cards in play only (a card state but `other`, `PLAYER controls`, `in card radius`, `in an "
        "area`, `adjacent to`, `bonded to`) about cards in a zone (`in ZONE`, a `search` of a zone that is no network, `discard`) "
        "is a check error: none could ever fit",
        "001 The Zones of the Game; in a `rule:`, `its owner's` is of the rule's card",
        "on resolve: for each card in your hand { gain 1M }"}, {"card in {ZONE}"}},
      {op::same_name_as,
       {"with the same name as SEL", "", "a copy of that card (the same card definition), that card included",
        "Glossary UNIQUE",
        "when this is deployed: if you control at least 2 cards with the same name as this { destroy a card you "
        "control with the same name as this }"}, {"character with the same name as a character you control"}},
      {op::named,
       {"named \"CARD\"", "",
        "a copy of the library's card of that name (the same card definition), in any zone; a name no card of the "
        "library has is a check error naming the nearest (`examples/reference/named_card_run.mc`)",
        "Glossary UNIQUE",
        "when this is deployed: search your main deck for a card named \"Gnost Acolyte\", put it into your hand"},
       {"card named \"Gen Ally\""}},
      {op::most_of,
       {"the player with the most QUANTITY` / `each player with the fewest QUANTITY` / `each opponent with the most "
        "QUANTITY` / `... with the least QUANTITY",
        "",
        "after a player noun only (7.2): of the players it names, those whose QUANTITY is the greatest (`most`) or the "
        "smallest (`fewest`, `least`), every tied one (the books do not say; under variant most-tie-chooses-nobody "
        "a tie chooses nobody); decided as the "
        "effect starts and the same all through it, and `they` after its statement names them (docs/rulings.md, The "
        "player with the most). QUANTITY is `money`, or cards as `the number of SEL` counts them, each player's own: "
        "`cards in hand` (their hand), `cards in their open market`, `characters` (with no controller written, those "
        "they control). Wherever a player stands: a subject (`the player with the most money loses 3M`), an object "
        "(`give 2M to the player with the fewest cards in hand`). On cards, after `target`, `a` or `an`, a check error "
        "(`examples/reference/most_run.mc`)",
        "docs/rulings.md, The player with the most", "on resolve: the player with the most money loses 3M",
        "examples/designs/transfers/wealth_levy.mc"}},
      {op::with_number,
       {"with TRAIT N or less` / `with TRAIT N or more` / `with N or more TRAIT` / `with damage N or more` / "
        "`with N or more damage` / `with valuation N or more` / `with N or more development counters [on it]` / "
        "`with a development counter [on it]` / `with TRAIT less than N` / `with damage more than N",
        "",
        "a number of the card's now (of a card that has left play since the event, as it last was in play: "
        "docs/rulings.md, A card that left play), compared with N (any amount of section 9): a trait (a card with a null trait "
        "fits neither `or less` nor `or more`: 001 Traits, Important Note), the damage on it (of every trait), its valuation, "
        "the development counters on it (`with a development counter on it`: 1 or more; printed `with development "
        "counters 1 or more`; `examples/designs/counters/project_purge.mc`). `with valuation N or less` is the row above. "
        "`less than N` (`fewer than`) and `more than N` compare strictly: `target character with BQ less than the BQ of "
        "this` (`examples/reference/number_less_than_run.mc`)",
        "001 Traits; 001 Challenge Phase, Damage; 001 Buy Phase; 003 Glossary DEVELOPMENT",
        "on resolve: destroy target character with BQ 1 or less", "examples/designs/targets/cull_the_weak.mc"}, {"character with BQ 1 or more"}},
      {op::of_faction,
       {"corp NOUN` / `incarnate NOUN` / `gnost NOUN", "",
        "a faction before the noun (after any state): the cards whose `faction:` is that one", "001 Cards and Card Types",
        "on resolve: destroy target gnost character", "examples/designs/targets/purge_the_faithful.mc"}, {"corp character"}},
      {op::of_type,
       {"that is a NOUN` / `that are NOUNs", "",
        "the cards of that card type (the nouns of 7.3 that name cards; a space, an ability, an effect or a player is a "
        "check error), wherever a qualifier stands: `up to 3 of them that are characters`, `each card in your hand "
        "that is a location`, and after a pronoun, `them that are characters` (the cards it names that fit; "
        "`examples/reference/type_and_counter_qualifiers_run.mc`)",
        "001 Cards and Card Types",
        "on resolve: look at the top 3 cards of your main deck, reveal them, put them that are characters into your "
        "hand, put the rest into your open market",
        "examples/designs/decks/talent_pipeline.mc"}, {"card that is a character"}},
      {op::attacked_this_turn,
       {"that attacked this turn", "",
        "the cards in play that attacked since the turn began: an attack that happened counts, whatever came of "
        "it; one nullified did not happen (001 Challenge Phase, Attacking: \"the attack is nullified and does not "
        "happen\"; docs/rulings.md, Attacks that do not happen; variant `nullified-attack-counts`: it counts); a "
        "card that left play since is a new object that has not "
        "(001 Card States). A filter of cards in play: about cards in a zone, a check error "
        "(`examples/combat/attacked_this_turn.mc`)",
        "001 Challenge Phase, Attacking",
        "on resolve: destroy target character that attacked this turn", "examples/combat/attacked_this_turn.mc"},
       {""}},  // not generated: nothing attacked in the generated play's buy phase
  };
  return docs;
}

// `[OWNER] ZONE` (001 The Zones of the Game), and where `put` puts cards.
const std::vector<op_doc>& zones() {
  static const std::vector<op_doc> docs = {
      {op::zone,
       {"[OWNER] ZONE", "", "a zone of the tables below; without an owner, the acting player's",
        "001 The Zones of the Game", "on resolve: gain the number of cards in your hand M"}},
      {op::into,
       {"into ZONE", "", "`put`: on top of the zone's pile; into a network, deployed there for free",
        "001 The Zones of the Game", "on resolve: put target character into its owner's hand"}},
      {op::top_of,
       {"on top of ZONE` / `on the top of ZONE", "", "`put`: on top of the zone's pile", "001 The Zones of the Game",
        "on resolve: put target character on top of its owner's main deck"}},
      {op::bottom_of,
       {"on the bottom of ZONE", "", "`put`: at the bottom of the zone's pile", "001 The Zones of the Game",
        "on resolve: put target character on the bottom of its owner's main deck"}},
  };
  return docs;
}

}  // namespace megacorp::constructs
