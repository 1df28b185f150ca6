// The statements' records (docs/vocabulary.md, sections 4.2 and 6): the words, the
// parameters, what each does in a game (run/effects.cpp carries it out), the
// rulebook section and an example that checks.
#include "docgen/statements.hpp"

namespace megacorp::statements {

using checked::op;

const std::vector<statement_doc>& all() {
  static const std::vector<statement_doc> docs = {
      {op::sequence,
       {"STATEMENT, STATEMENT` / `STATEMENT then STATEMENT` / `STATEMENT; STATEMENT` / `VERB SEL and SEL",
        "statements",
        "runs the statements in order, separated by `,` or `then` (or `, then`); `;` also separates, and closes "
        "every open `may`. `VERB SEL and SEL`, after a verb of one selection (`destroy`, `annihilate`, `engage`, "
        "`disengage`, `reveal`, `redeploy`, `unbond`, `cancel`, `reset`, `sell`): the verb on each in turn, as "
        "`VERB SEL, VERB SEL` (`destroy target equipment and target location`: two targets, chosen in text "
        "order; `it` after it names the second's card, warned; in a cost, a check error: a cost for each; "
        "`examples/designs/targets/demolition_order.mc`, `examples/reference/verb_and_selection_run.mc`)",
        "",
        "on resolve: draw 1 card, then gain 1M"},
       {"gain {MONEY}, then draw 1 card", "money"}},
      {op::deal_damage,
       {"deal N TRAIT damage to SEL [for each SEL]` / `deal N TRAIT damage divided as you choose among SEL` / `deal that damage to SEL",
        "amount, trait, cards",
        "direct damage: cannot be blocked; each card in a network gets N damage in TRAIT and is destroyed if that "
        "is lethal, once the statement has dealt all its damage (the cards destroyed together, docs/rulings.md, "
        "Cards destroyed together); a card whose TRAIT is null (`-`) gets none (001 Traits, Important Note) (\"by\" the card with the text, not in combat). "
        "`for each SEL` after it: N once per card counted, as `gain 1M for each` (read before the cards dealt "
        "damage are named, `examples/reference/deal_for_each_run.mc`). "
        "`divided as you choose among SEL`: N in all, the acting player giving each point to one of the cards, a "
        "pending decision each (one card: all of it), and each card is then dealt its share (docs/rulings.md, Divided damage). "
        "`deal that damage to SEL`, in a `dealt damage` replacement: the damage replaced goes to that one card in a "
        "network instead, the same damage (its amount left, its trait, its source, combat damage or not), offered to "
        "the replacements not applied to it yet; a selection that names several cards is a check error "
        "(docs/rulings.md, Damage prevented or redirected)",
        "001 Advanced Rules (direct damage); 001 Challenge Phase, Damage",
        "on resolve: deal 3 IQ damage to target card"},
       {"deal {N} {TRAIT} damage to {SEL}", "damage|zone", "in ZONE|bonded"}},
      {op::remove_damage,
       {"remove N damage from SEL` / `remove N TRAIT damage from SEL` / `remove all damage from SEL",
        "amount or `all`, trait (optional), cards",
        "takes up to N damage off each card in a network: with TRAIT, from that trait; without, N in all, a point "
        "at a time from the trait with the most damage, the first in the order IQ, EQ, MQ, BQ among equals "
        "(docs/rulings.md, Removing damage). `all` takes all of it (of TRAIT, with one) and nothing else: the "
        "card's changes until end of turn stay, which `reset` would also end. A card whose damage is no longer "
        "lethal stays in play",
        "001 Challenge Phase, Damage",
        "on resolve: remove 2 damage from target character, draw 1 card"},
       {"remove {N} damage from {SEL}", "damage", "in ZONE|bonded"}},
      {op::prevent_damage,
       {"prevent that damage` / `prevent N of that damage` / `prevent the first N of that damage each turn",
        "amount",
        "in a `dealt damage` replacement: N of the damage replaced is not dealt (all of it without N) and the rest "
        "goes on, to the replacements not applied to it yet, then to the card; `the first N ... each turn`: no more "
        "than N in a turn by this ability of this card. Elsewhere `that damage` is a check error (docs/rulings.md, "
        "Damage prevented or redirected)",
        "001 Challenge Phase, Damage; docs/rulings.md, Damage prevented or redirected",
        "instead of this being dealt damage: prevent the first 2 of that damage each turn",
        "examples/designs/replacements/ablative_armor.mc"},
       {""}},
      {op::destroy,
       {"destroy SEL` / `destroy SEL at random",
        "cards",
        "destroys each card in a network (replacements are offered first). `at random` after `a` or `N` cards "
        "(`destroy a character an opponent controls at random`), after this verb and every verb of this section that "
        "acts on cards but `cancel`, and after `gain control of`: the game's seeded generator draws the cards among "
        "those that fit, no player choosing (docs/rulings.md, At random; `examples/reference/at_random_run.mc`); with "
        "a target, `each`, `up to N` or a card named before, a check error",
        "001 Challenge Phase, Damage",
        "on resolve: destroy target card with #BUILDING"},
       {"destroy {SEL}", "zone", "in ZONE|bonded"}},
      {op::annihilate,
       {"annihilate SEL",
        "cards",
        "puts each card in a network into its owner's annihilated zone (what was bonded under it goes to the open "
        "market), a bonded card too where a target or a replacement's `it` names one (`instead of a card being put "
        "into an open market: annihilate it`, `examples/designs/replacements/data_incinerator.mc`); with a zone (`a "
        "card in your open market`), a card there too",
        "Glossary ANNIHILATE",
        "instead of this being destroyed: annihilate this"},
       {"annihilate {SEL}", "zone", "bonded", "in annihilated zone"}},
      {op::engage,
       {"engage SEL",
        "cards",
        "turns the cards (engaged); with `a`/`an` only a card that can turn is offered",
        "Glossary ENGAGE",
        "when this blocks: engage the attacker"},
       {"engage {SEL}", "engaged", "in ZONE|bonded", "engaged"}},
      {op::disengage,
       {"disengage SEL",
        "cards",
        "turns the cards (disengaged); with `a`/`an` only a card that can turn is offered",
        "Glossary DISENGAGE",
        "ability: -> disengage each character you control"},
       {"disengage {SEL}", "engaged", "in ZONE|bonded", "disengaged"}},
      {op::reveal,
       {"reveal SEL` / `reveal ZONE",
        "cards",
        "shows the cards to every player: the log, which every player sees, records it (`Ana reveals \"X\" from "
        "their hand`, `Ana reveals \"X\" from Nicole's hand`); nothing else changes (a player's observation does not keep a revealed card of another's hand). "
        "`reveal ZONE` (`reveal target opponent's hand`) reveals every card in the zone, as `look at ZONE` looks at "
        "them (`examples/reference/reveal_zone_run.mc`); after another verb a zone is a check error that names its "
        "cards (`annihilate each card in your hand`)",
        "",
        "when this is deployed: search your main deck for a card with #GMO, reveal it, put it into your hand",
        "examples/reference/statements_run.mc"},
       {"reveal {SEL}", "log"}},
      {op::move,
       {"move SEL [to a space adjacent to SEL]",
        "cards, anchor",
        "the acting player picks an empty cell of the same network where the card docks legally (beside the "
        "anchor, if given: one card, in the same network; the anchor gone or elsewhere, no cell); nothing if there "
        "is none",
        "Glossary MOVE",
        "ability: -> move this"},
       {"move {SEL}", "place", "in ZONE|bonded"}},
      {op::swap,
       {"swap SEL with SEL",
        "card, card",
        "the first (one card in a network) and a second card of the same network exchange places (not deployed "
        "anew); the acting player chooses the second unless exactly one card fits a selection without a determiner. "
        "A first that names several cards (`swap each character with ...`) is a check error "
        "(`examples/reference/in_play_only.mc`). After it, `them` names both cards and `it` the first "
        "(`examples/reference/them_after_swap_run.mc`)",
        "Glossary SWAP",
        "ability: -> swap this with a card you control"},
       {"swap {SEL} with a character you control", "place", "in ZONE|several|bonded", "opponent's cards"}},
      {op::bond,
       {"bond SEL to SEL` / `bond SEL under SEL",
        "card, card",
        "places the first (with its own pile) under the second, a card in a network; a card from outside play (a "
        "deck, a hand) is deployed under it without paying its costs and its `is deployed` trigger fires. Nothing "
        "happens without a card to bond to",
        "001 Advanced Rules, Bonding; Glossary BOND",
        "when this is deployed: bond this to target card"},
       {"bond {SEL} to a character you control", "zone", "in annihilated zone"}},
      {op::unbond,
       {"unbond SEL [for free]",
        "cards",
        "each card SEL names that is under a pile's top leaves the pile: the acting player pays its costs (unpaid, "
        "it stays) and picks where it docks (a pending decision, answered like MOVE's), in any network (001 "
        "Bonding: \"in any Network\": first which network, then the cell; variant unbond-in-same-network: the "
        "network of its pile only); its \"when deployed\" text runs. A card not bonded is not "
        "unbonded. `a bonded card` chooses among cards under piles (docs/rulings.md, Redeploy and unbond); a noun "
        "phrase without `bonded` (`unbond target card`) names the cards on the spaces, and is a check error. `for "
        "free`: its costs are not paid (`unbond a card bonded to this for free`, "
        "`examples/designs/costs/modular_chassis.mc`); after another verb a check error",
        "001 Advanced Rules, Bonding",
        "on resolve: unbond a bonded card you control",
        "examples/reference/unbond_redeploy_run.mc"},
       {"unbond {SEL}", "zone|place", "in ZONE|not bonded", "this"}},
      {op::redeploy,
       {"redeploy SEL` / `redeploy SEL to a space adjacent to SEL",
        "cards, a place (optional)",
        "each card SEL names in a network is deployed again in that network, disengaged, its pile with it, where "
        "the acting player picks (its own space too; a pending decision), and its \"when deployed\" text runs; its "
        "costs are not paid again. A card not in a network is not redeployed. `to a space adjacent to SEL`: only "
        "where it docks beside that one card, in the same network; none free (or that card not there), it stays "
        "(`examples/designs/movement/rally_beacon.mc`)",
        "Glossary REDEPLOY",
        "ability: -> redeploy this",
        "examples/reference/unbond_redeploy_run.mc"},
       {"redeploy {SEL}", "place|engaged", "in ZONE|bonded"}},
      {op::search,
       {"search ZONE [and ZONE ...] for SEL",
        "zones, cards",
        "the acting player looks through the zones (a network: its cards in play) and picks the cards that fit in one "
        "choice (the scenario answers `Ana chooses \"A\", \"B\"`). How many: `a card` one; `2 cards` and `up to 2 "
        "cards` up to two; `at least 2 cards` and `any number of` no limit. The player searches, so may always "
        "find fewer (a search of a hidden zone may fail to find): a number is a most, never a least. `with "
        "combined valuation N or less` limits the total. What is found is `it`/`them` afterwards, and `the rest` "
        "those of them still where they were found (`..., target opponent chooses one of them, put it into your hand, put "
        "the rest into your open market`); `search ... for target "
        "...` is a check error (a target is in play)",
        "001 The Zones of the Game",
        "on resolve: search your main deck and open market for up to 2 cards with #CRISIS, reveal them, put them "
        "into your hand"},
       {"search {ZONE} for {SEL}, put them into {OTHER ZONE}", "zone", "annihilated zone|target|play filter|bonded", "business|opponent's cards|this in a zone"}},
      {op::put,
       {"put SEL into ZONE` / `put SEL on top of ZONE` / `put SEL on the bottom of ZONE` / `put SEL on top of ZONE in any "
        "order` / `put SEL into a network under your control",
        "cards, zone",
        "moves the cards to the top (`into`, `on top of`, also `on the top of`) or the bottom of the zone. The "
        "cards are picked first; `its owner's ZONE` / `its controller's ZONE` is then the zone of each card being "
        "put. Into a network (`put a card in your hand into your network`): deployed there for free at a "
        "dockable cell the acting player picks, a pending decision (`Ana moves \"X\" to 1,0`; one cell is not "
        "asked; variant `effect-deploys-clockwise`: the first), as `deploy` without a place "
        "(`examples/reference/checks_run.mc`); it becomes that network's player's card, owner and controller, "
        "wherever it came from (another player's deck or hand included: destroyed, it goes to its new owner's open "
        "market; docs/rulings.md, Control changes; variant `put-card-keeps-owner`: that player controls it and it "
        "stays its owner's). `... into a network under your control`: the acting player controls the cards put "
        "there, and their owner stays (Magic's Bribery; `examples/reference/put_under_your_control_run.mc`); a card "
        "already in that network stays where it is and changes control; after another zone, a check error. A card in "
        "play (not a "
        "business) put into another player's network moves there with its pile, to a dockable cell the acting player "
        "picks, not deployed anew, and that player controls it for good (docs/rulings.md, Control changes; "
        "`examples/reference/control_run.mc`); into its own network it stays; a bonded card is a check error. `... "
        "in any order` after `on top of` or `on the bottom of` a deck or an open market: the acting player orders the "
        "cards, the one to lie highest first, one pending decision per card but the last (docs/rulings.md, Looking at "
        "cards; after `into`, or of another zone, a check error). A network has no top nor bottom: `on top of` or `on "
        "the bottom of` a network is a check error (write `into`)",
        "001 The Zones of the Game",
        "on resolve: put target character on the bottom of its owner's main deck"},
       {"put {SEL} into {OTHER ZONE}|put {SEL} on top of {OTHER ZONE}", "zone", "in annihilated zone|bonded into network|network top",
        "own cards into network"}},
      {op::look,
       {"look at SEL` / `look at ZONE",
        "cards or a zone",
        "the acting player sees the cards (`the top 3 cards of your main deck`: fewer when the deck has fewer; a "
        "zone, `target opponent's hand`: every card in it); no "
        "other player does, and the log tells them only that cards were looked at. A card looked at stays known to "
        "its looker until it changes zone (a `put ... on top of` or `on the bottom of` a pile keeps it known) or its "
        "deck is shuffled. The cards are `them` afterwards (`one of them`), and `the rest` those still where they "
        "were; a card put into a hand is not revealed. Naming players is a check error",
        "002 Layout Functions (the main deck hidden, its order kept); docs/rulings.md, Looking at cards",
        "ability \"Foresee\": engage this -> look at the top 3 cards of your main deck, put them on top of your main "
        "deck in any order",
        "examples/designs/decks/precognition.mc"},
       {"look at the top {N} cards of {ZONE}|look at the top {N} cards of {ZONE}, put one of them into {OTHER ZONE}, put the "
        "rest on the bottom of their owner's main deck",
        "seen|zone", "network top|annihilated zone moved", "known zone"}},
      {op::shuffle,
       {"shuffle SEL into ZONE` / `shuffle ZONE into ZONE` / `shuffle ZONE` / `PLAYERS shuffles ...",
        "cards or a zone, a deck",
        "puts each card on top of the deck (`its owner's main deck`: each card's own), then shuffles each deck that "
        "took one, so its order is hidden from every player; with a zone first (`your open market`), every card "
        "there; with a deck alone, shuffles it. Only a main deck or a resource deck is shuffled (another zone is a "
        "check error). With a subject (`each player shuffles their hand into their main deck, then they draw 3 "
        "cards`), each of those players does it as the acting player, in turn order from the acting player (as "
        "`each player draws`), `their` being that player's, and `they` after it names them all "
        "(`examples/reference/each_player_shuffles_run.mc`)",
        "001 Beginning of the game; 001 The Zones of the Game",
        "on resolve: shuffle target character into its owner's main deck",
        "examples/designs/decks/memory_wipe.mc"},
       {"shuffle {SEL} into your main deck|shuffle {ZONE}", "zone", "in annihilated zone|no deck"}},
      {op::deploy,
       {"deploy SEL [for free|for their trait costs] [adjacent to SEL]",
        "cards, anchor",
        "deploys each card not in play: with an anchor, into a free cell next to it, or nowhere if none is free; "
        "without one, into a dockable cell of your network; the acting player picks the cell when there are several "
        "(a pending decision; variant effect-deploys-clockwise: the first, north then clockwise). Not "
        "`for free`: pays all of its costs, its money and its traits from your trait pool (Glossary DEPLOY: \"by "
        "paying all of its costs\"); a card whose costs you cannot pay is not deployed, and the log says so (\"... "
        "cannot pay the costs of ...: it is not deployed\"). `for their trait costs` (or `for its trait costs`): "
        "as `for free`, but the cards' trait costs are paid from the acting player's trait pool; a card whose "
        "traits the pool cannot pay is not deployed (002 Megacorp Keywords: \"all trait costs associated with the "
        "equipment must still be paid\"). The card becomes yours (owner and controller). A selection of cards in play (`deploy target "
        "character`, `deploy a card in your network`) is a check error: they are deployed already (`examples/reference/in_play_only.mc`)",
        "Glossary DEPLOY",
        "when this is deployed from hand: you may search your deck for a card with #GMO with valuation 4 or "
        "less, deploy it for free adjacent to this"},
       {"deploy {SEL} for free", "zone", "in annihilated zone|in play", "this"}},
      {op::draw,
       {"draw N cards",
        "amount",
        "the acting player draws N (running out loses the game, 001 Winning the Game 5.); `draw N cards for each SEL`: N once "
        "per card counted, as `gain 1M for each` (`examples/reference/draw_for_each_run.mc`)",
        "001 Accounting Phase",
        "on resolve: draw 2 cards"},
       {"draw {N} cards", "zone"}},
      {op::discard,
       {"discard SEL` / `discard SEL at random",
        "cards",
        "puts each card that is in a hand on top of its owner's open market; a card elsewhere "
        "(`search your main deck for a card, discard it`) is not discarded. A card named before in another "
        "player's hand leaves that hand (`look at target opponent's hand, discard one of them`: the acting player "
        "chooses, `examples/designs/zones/mind_theft.mc`). A selection without a zone means `in your hand` "
        "(`discard a card` is `discard a card in your hand`); `discard target ...` is an error (a target is in "
        "play), and so is a selection `in ZONE` of a zone that is no hand. `at random` (`target opponent discards "
        "a card at random`, `discard 2 cards at random`): the game's seeded generator draws the cards among those "
        "that fit, one after the other, no player choosing; the same seed draws the same cards, and a scenario "
        "expects the seed's outcome (docs/rulings.md, At random; `examples/designs/zones/brain_drain.mc`); with "
        "`each`, `up to N` or a card named before, a check error",
        "Glossary DISCARD (\"put a card from your hand onto the top of the open market pile\")",
        "on resolve: discard a card in your hand, draw 1 card"},
       {"discard {SEL}", "zone", "target|in ZONE but hand|play filter", "business|this"}},
      {op::gain_money,
       {"gain MONEY",
        "money",
        "money to the acting player",
        "001 Resources",
        "on resolve: gain 3M"},
       {"gain {MONEY}", "money"}},
      {op::lose_money,
       {"lose MONEY",
        "money",
        "money from the acting player; losing more than you have takes what there is",
        "001 Resources",
        "on resolve: each player loses 2 M"},
       {"lose {MONEY}", "money"}},
      {op::take_money,
       {"take [up to] MONEY [for each SEL] from PLAYERS",
        "money, players",
        "from each player named, what they have up to MONEY, to the acting player (nothing from themselves: "
        "`take 2M from you`, or from a `that player` that can only be the acting player, is a check warning); `up "
        "to` only reads better, both are capped. `for each SEL`: MONEY once per card counted, as `gain 1M for "
        "each`; `they` in it, with no players named before, is the one target player it takes from (`take 1M for "
        "each location they control from target opponent`; docs/rulings.md, They after a target player; "
        "`examples/reference/take_for_each_run.mc`)",
        "001 Resources",
        "on resolve: take up to 2M from an opponent",
        "examples/reference/take_money.mc"},
       {"take {MONEY} from {PLAYERS}", "money", "", "acting player"}},
      {op::take_traits,
       {"take [up to] N TRAIT [for each SEL] from PLAYERS",
        "amount, trait, players",
        "from each player named, what their trait pool holds of TRAIT up to N, into the acting player's trait "
        "pool (nothing from themselves); `up to` only reads better, both are capped. `for each SEL`: N once per card "
        "counted, as `produce 1 BQ for each`. Traits leave a pool in no other way but a payment (`pay 2 IQ`, the "
        "player's own) and the End Phase (blind design batches 27 and 38: a trait siphon; "
        "`examples/reference/take_traits_run.mc`)",
        "001 Buy Phase (trait pools)",
        "on resolve: take up to 2 BQ from target opponent",
        "examples/reference/take_traits_run.mc"},
       {"take {N} {TRAIT}{EACH} from {PLAYERS}", "pool", "", "acting player"}},
      {op::pay_money,
       {"pay MONEY` / `pay COST",
        "money",
        "pays if the player can; if not, nothing is paid and a `may` before it counts as not taken. A COST with "
        "trait costs (`pay 1M + 1BQ`, `pay 2 IQ`) takes its traits from the acting player's trait pool too, all or "
        "nothing; only `pay` takes one",
        "001 Accounting Phase (UPKEEP)",
        "when this is deployed: you may pay 1M; if you did not { destroy this }"},
       {"pay {MONEY}", "money"}},
      {op::produce,
       {"produce N TRAIT [for each SEL]",
        "amount, trait",
        "adds N of TRAIT to the acting player's trait pool, in another player's turn too (every pool empties at "
        "the End Phase; docs/rulings.md; `examples/reference/checks_run.mc`). `for each SEL`: N once per card "
        "counted, as `gain 1M for each` (`examples/reference/produce_for_each_run.mc`)",
        "001 Buy Phase (trait pools)",
        "on resolve: produce 2 BQ"},
       {"produce {N} {TRAIT}{EACH}", "pool"}},
      {op::modify_trait,
       {"SEL gets +N TRAIT until end of turn` / `SEL gets -N TRAIT until end of turn` / `SEL gets +N TRAIT and +N "
        "TRAIT until end of turn",
        "cards, amount, trait",
        "modifies the trait of each card in a network until end of turn, or with `while CONDITION` as long as the "
        "condition holds (past the end of the turn; it ends for good the first time it does not hold, and is not "
        "made if it does not hold as the effect runs: docs/rulings.md, Durations; "
        "`examples/reference/while_effects_run.mc`). `+N TRAIT for each SEL2`: N once per card that fits SEL2, "
        "also in a `rule:` (`examples/reference/for_each_amounts.mc`). `gets +1 BQ and +1 IQ` (or `and +1 "
        "valuation`), or a list `+1 BQ, +2 IQ and +1 MQ`: one statement, each change made to the same cards (a "
        "target chosen once) for the one duration (`examples/reference/conjoined_changes_run.mc`); a `rule:` line "
        "gives one change",
        "001 Traits",
        "on resolve: target character with #GMO you control gets +3 BQ until end of turn"},
       {"{SEL} {gets} +{N} {TRAIT}{EACH} {DUR}", "traits", "in ZONE|bonded"}},
      {op::modify_valuation,
       {"SEL gets +N valuation until end of turn` / `SEL gets -N valuation until end of turn",
        "cards, amount",
        "changes the valuation of each card in a network until end of turn (buying and selling use it), or `while "
        "CONDITION` holds (as `gets +N TRAIT`)",
        "001 Divest Phase",
        "on resolve: target card gets +2 valuation until end of turn",
        "examples/reference/durations_run.mc"},
       {"{SEL} {gets} +{N} valuation {DUR}", "traits", "in ZONE|bonded"}},
      {op::grant_keyword,
       {"SEL gains KEYWORD until end of turn` / `SEL gains KEYWORD and KEYWORD until end of turn",
        "cards, keyword",
        "gives each card in a network the keyword (and its abilities) until end of turn, or `while CONDITION` "
        "holds (as `gets +N TRAIT`). A keyword with arguments is gained with them (`gains KEYWORD ARGUMENTS until "
        "end of turn`). A card that has the keyword already does not gain it again, and the log says so (Glossary "
        "CARD KEYWORDS: \"If a card would gain more than one of the same keyword, it doesn't gain it\"; "
        "`examples/rulebook/coverage/glossary-card-keywords.mc`). `gains KEYWORD and KEYWORD` (or a list, "
        "`gains A, B and C`): one statement, each keyword to the same cards (a target chosen once) for the one duration; a keyword with arguments "
        "only first (`examples/reference/conjoined_changes_run.mc`); a `rule:` line gives one",
        "001 Keywords; Glossary CARD KEYWORDS",
        "keyword \"REFERENCE HASTE\" { ability: engage this -> target character you control gains REFERENCE HASTE until "
        "end of turn }",
        "examples/reference/keyword_arguments_run.mc"},
       {"{SEL} {gains} {KEYWORD} {DUR}", "keywords", "in ZONE|bonded", "has the keyword"}},
      {op::remove_keyword,
       {"SEL loses KEYWORD until end of turn` / `SEL loses KEYWORD and KEYWORD until end of turn` / `SEL loses all "
        "keywords until end of turn",
        "cards, keyword",
        "each card in a network loses the keyword (and its abilities) until end of turn, or `while CONDITION` "
        "holds (as `gets +N TRAIT`); `loses KEYWORD and KEYWORD` (or `A, B and C`): each of them, as `gains A and B`; `loses all "
        "keywords`: each keyword the card has as the effect runs (printed, gained, given by a rule; not a rule an "
        "effect gave it), as if named (`examples/keywords/loses_all_keywords.mc`). In a `rule:`, `all keywords` is a "
        "check error: a rule names the keywords it takes",
        "",
        "keyword \"REFERENCE WINGS\" { ability: engage this -> target character loses REFERENCE WINGS until end of "
        "turn }",
        "examples/reference/durations_run.mc"},
       {"{SEL} {loses} {KEYWORD} {DUR}", "keywords", "in ZONE|bonded"}},
      {op::grant_rule,
       {"SEL cannot PHRASE until end of turn` / `SEL must PHRASE until end of turn` / `SEL can PHRASE until end of turn",
        "cards, rule",
        "gives each card in a network the rule `this MODAL PHRASE` (any modal, `can only` too, with a phrase of section "
        "4 written with one: not a phrase with none, such as `deals damage first`, which only a `rule:` line holds; for "
        "a while, give a keyword whose rule it is, `gains KEYWORD until end of turn`: a parse error says so) until end of "
        "turn, or for another duration (section 9): every question the phrase answers asks it of that card as of a "
        "printed `rule:` line, until the duration ends or the card leaves play. The cards are those the selection "
        "names as the effect runs; a target in the phrase is a check error, and so are players as the subject of a phrase about cards "
        "(docs/rulings.md, Restrictions given by an effect). A rule about players (`each opponent cannot play events "
        "until end of turn`, `PLAYERS cannot buy SEL`, `PLAYERS cannot lose the game`, `PLAYERS cannot gain money`: 4.1) is theirs until end of turn, of phase, their "
        "next turn or the end of your next turn; `while` and `until its controller's next accounting phase ends` are a "
        "check error (docs/rulings.md, Rules given to players). A cost change of 4.2, with no "
        "modal and its duration (`cards you buy cost 1M less until end of turn`, `events you play cost 1 IQ less this "
        "turn`), is the rule of the player whose effect gives it, `you` in it, read whenever any card is paid for, "
        "until end of turn, of phase or that player's next turn; without a duration, with `this` as its subject, a "
        "target or another duration, a check error (docs/rulings.md, Cost changes for a while; "
        "`examples/reference/cost_change_for_a_while_run.mc`)",
        "001 Advanced Rules; 001 Challenge Phase, Attacking",
        "on resolve: target character cannot attack until end of turn",
        "examples/designs/restrictions/disarm.mc"},
       {"{SEL} cannot be disengaged {DUR}|{PLAYERS} cannot play events {DUR}|{PLAYERS} cannot buy characters {DUR}|{PLAYERS} cannot lose the game {DUR}|{PLAYERS} cannot gain money {DUR}",
        "keywords|rules", "in ZONE|bonded|player rule duration"}},
      {op::add_counters,
       {"add N development counters to SEL` / `add a development counter to SEL` / `put N development counters on SEL` "
        "/ `put a development counter on SEL",
        "amount, counter kind, cards",
        "adds counters to each card in a network that SEL names (`a card ...`: one the player chooses; `a "
        "development counter`: one; `put ... on` says the same); `development` is the only kind",
        "003 DEVELOPMENT; 001 #Projects",
        "ability: engage a character you control -> add a development counter to this"},
       {"add {N} development counters to {SEL}", "counters", "in ZONE|bonded"}},
      {op::remove_counters,
       {"remove N development counters from SEL` / `remove a development counter from SEL` / `remove all development "
        "counters from SEL",
        "amount, `a` (one) or `all`, counter kind, cards",
        "takes up to N counters (`all`: every one) off each card in a network that SEL names; a card chosen (`a card "
        "...`) is one that has them. As a cost (section 10), paid when the card has them",
        "003 Glossary DEVELOPMENT",
        "on resolve: remove all development counters from target card an opponent controls",
        "examples/designs/counters/industrial_sabotage.mc"},
       {"remove all development counters from {SEL}", "counters", "in ZONE|bonded"}},
      {op::win_game,
       {"PLAYERS win the game",
        "players",
        "ends the game: they win",
        "001 Winning the Game 6.",
        "on resolve: if you control at least 5 characters { you win the game }"},
       {"{PLAYERS} {win} the game", "game"}},
      {op::lose_game,
       {"PLAYERS lose the game",
        "players",
        "ends the game for them: they lose",
        "001 Winning the Game 6.",
        "when this is destroyed: you lose the game",
        "examples/reference/statements_run.mc"},
       {"{PLAYERS} {lose} the game", "game"}},
      {op::gain_control,
       {"gain control of SEL [at random] [until end of turn | while CONDITION]",
        "cards, duration",
        "the acting player controls each card in a network that SEL names, and its pile; it stays where it is "
        "(001 Card States: \"cards that you control played on an opponent's network\"), keeps its damage and "
        "state, and leaves the attack it is in. Without a duration, for good; with one, it goes back to its "
        "controller before when the turn ends or the condition fails; out of play its owner controls it "
        "(docs/rulings.md, Control changes). `PLAYERS gain control of SEL`: those players do",
        "001 Card States; docs/rulings.md, Control changes",
        "on resolve: gain control of target character an opponent controls until end of turn",
        "examples/reference/control_run.mc"},
       {"gain control of {SEL} {DUR}", "zone", "in ZONE|bonded", "own cards"}},
      {op::exchange_control,
       {"exchange control of SEL and SEL` / `exchange control of SEL",
        "card, card",
        "each of two cards in networks, of different controllers, comes under the other's controller for good, "
        "staying where it is (as `gain control of`); nothing happens when one is gone or both have one "
        "controller. A selection that names several cards is a check error. One selection names two: `2 target "
        "characters`, or `them` after two choices or more (`choose a location you control, target opponent chooses a "
        "location they control, exchange control of them`), or `them` after a swap or another exchange, and nothing happens unless two "
        "cards were chosen. After it, `them` names both cards and `it` the first, and a delayed effect made just "
        "after keeps them (`..., then at the start of your next turn, exchange control of them`: "
        "`examples/reference/them_after_exchange_run.mc`)",
        "001 Card States; docs/rulings.md, Control changes",
        "on resolve: exchange control of target character you control and target character an opponent controls",
        "examples/reference/control_run.mc"},
       {"exchange control of {SEL} and a character an opponent controls", "zone", "in ZONE|several|bonded",
        "opponent's cards"}},
      {op::cancel,
       {"cancel SEL",
        "effects, abilities or events on the stack",
        "removes the topmost stack item of each source; a cancelled event is destroyed, an ability's source is "
        "not; costs are not refunded. Only an event, ability or effect can be cancelled",
        "Glossary CANCEL",
        "on resolve: cancel target effect"}},
      {op::copy,
       {"copy SEL[, you may choose new targets for the copy]",
        "events, abilities or effects on the stack",
        "puts a copy of the topmost stack item of each source on the stack, above everything, controlled by the "
        "acting player, with the original's targets and amounts; with the words after it, that player may change "
        "each single target, a decision each. The copy is no card: not played or deployed (no trigger waits for "
        "it), it just ceases when it resolves or is cancelled, and its source leaving play does not cancel it. "
        "Only an event, ability or effect (or `it` naming one) can be copied",
        "docs/rulings.md, Copies on the stack",
        "on resolve: copy target event, you may choose new targets for the copy",
        "examples/reference/copy_run.mc"}},
      {op::reset,
       {"reset SEL",
        "cards",
        "removes the damage and the until-end-of-turn trait changes of each card in a network",
        "001 Challenge Phase, Damage",
        "instead of this being destroyed: reset this"},
       {"reset {SEL}", "damage", "in ZONE|bonded"}},
      {op::choose,
       {"choose SEL` / `PLAYERS chooses SEL",
        "cards",
        "the acting player picks a card that fits as it runs, without targeting it (a rule against being targeted does not stop it; "
        "`choose target ...`, `choose each ...` and a pronoun, `choose this`, are check errors); `it` names it after. With a subject (`target opponent "
        "chooses a location they control`, `each opponent chooses ...`) that player chooses, a pending decision of theirs, "
        "`they` being the chooser and `you` the card's controller (`target opponent chooses a character you control`: "
        "one of the controller's); a player with nothing that fits is asked nothing. Choices in a row add up: `them` after "
        "them names every card chosen (`exchange control of them`; docs/rulings.md, Another player's choice; "
        "`examples/reference/player_choices_run.mc`)",
        "Glossary TARGET",
        "on resolve: choose a card you control, destroy it"},
       {"choose {SEL}, destroy them", "zone", "target|every|in ZONE|bonded|this"}},
      {op::nothing,
       {"do nothing",
        "",
        "nothing",
        "",
        "instead of this being destroyed: do nothing"}},
      {op::do_parameter,
       {"do PARAM",
        "an `effect` parameter",
        "runs the keyword argument as the card's own text (docs/reference.md, Keyword parameters)",
        "",
        "keyword \"REFERENCE FEE\" (fee: effect) { instead of this being destroyed: you may do fee; if you did not "
        "{ destroy this } }"}},
      {op::if_then,
       {"if CONDITION { EFFECT } [else { EFFECT }]",
        "condition, effects",
        "runs the first EFFECT when CONDITION holds, else the second",
        "",
        "on resolve: if the number of characters you control >= 2 { gain 3M } else { lose 1 M }"},
       {"if {N} >= 1 { gain 2M }", "money"}},
      {op::for_each,
       {"for each SEL { EFFECT }",
        "cards or players",
        "runs EFFECT once per card in play that fits (`it` = that card), or once per player (as \"you\")",
        "Glossary CARD RADIUS",
        "on resolve: for each card in card radius 1 of target card { deal 1 BQ damage to it }"},
       {"for each {SEL} { gain 1M }", "money"}},
      {op::may,
       {"PLAYERS may STATEMENT` / `PLAYERS may have SEL STATEMENT",
        "players, statement",
        "each player named decides through a pending decision; a yes runs the statement and every statement after "
        "it in the same sequence up to the next `;` (docs/reference.md, Statements: `may`). `have` before a statement "
        "with its own subject, a card's or another player's, its verb bare: `you may have this become a copy of "
        "target character`, `you may have target opponent draw 1 card` (`examples/reference/may_have_run.mc`)",
        "",
        "when this is deployed: each other player may draw 1 card"},
       {"{PLAYERS} may draw {N} cards", "zone"}},
      // Rows added after the generative test's count was committed go last: the test's covering
      // set is drawn in table order (tests/lang/generative_test.cpp).
      {op::give_money,
       {"give MONEY [for each SEL] to PLAYERS",
        "money, players",
        "from the acting player to each player named in turn, MONEY while the acting player has it (nothing to "
        "themselves: `give 2M to you` is a check warning). `for each SEL` as in `take`. In a statement other "
        "players do, `you` is the card's controller (`they may give 1M to you`, `that player gives 1M for each "
        "location they control to you`: examples/designs/transfers/tax_collector.mc; docs/language.md, `you` in an "
        "amount)",
        "001 Resources",
        "on resolve: give 2M to target opponent, draw 2 cards",
        "examples/reference/give_money.mc"},
       {"give {MONEY} to {PLAYERS}", "money", "", "acting player"}},
      {op::become_copy,
       {"SEL becomes a copy of SEL [DURATION]",
        "cards, card, duration",
        "each card in a network that the first SEL names takes the printed values of the one card in a network the "
        "second names: name, types, faction, cost, traits, tags, keywords, abilities and triggers; it keeps its "
        "owner, controller, place, damage, engaged state, pile and counters, and the effects already on it apply on "
        "top. It copies what that card reads now (a copy of a copy copies what that one copies), and only a card of "
        "its own card types, never a business or founder; the copied card gone, nothing happens. When the duration "
        "ends, or without one when it leaves play, it is itself again (docs/rulings.md, Copies)",
        "docs/rulings.md, Copies",
        "when this is deployed: this becomes a copy of target character until end of turn",
        "examples/designs/copies/mimic_pod.mc"},
       {"{SEL} {becomes} a copy of a character an opponent controls {DUR}", "copy", "in ZONE|bonded", "other types"}},
      {op::grant_keywords_of,
       {"SEL gains the keywords of SEL DURATION",
        "cards, card, duration",
        "each card in a network that the first SEL names gains, for the duration, each keyword the one card the "
        "second names has as the effect runs (printed or gained, not lost; with its arguments), as `gains KEYWORD` "
        "gives one; a rule an effect gave is no keyword (docs/rulings.md, Copies)",
        "001 Glossary CARD KEYWORDS; docs/rulings.md, Copies",
        "on resolve: target character you control gains the keywords of target character until end of turn",
        "examples/reference/copies_run.mc"},
       {"{SEL} {gains} the keywords of a character with {KEYWORD} {DUR}", "keywords", "in ZONE|bonded",
        "has the keyword"}},
      {op::activate,
       {"activate: COSTS -> EFFECT",
        "costs, effects",
        "an ability of the card activated as the text runs, not put on the stack: when every cost can be paid, the "
        "acting player pays them, the activation is heard (`PLAYER activates an ability`, path `text_activated`) "
        "and EFFECT runs; when one cannot, nothing happens and `you did not` holds. COSTS and EFFECT each reach the "
        "next `;`; as the first statement after `may`, the player is asked only when the costs can be paid. A "
        "keyword's replacement written so is an activation (docs/rulings.md, Activating an ability)",
        "001 Advanced Rules; docs/rulings.md, Activating an ability",
        "keyword \"REFERENCE MENDING\" (fee: effect) { instead of this being destroyed: you may activate: do fee -> "
        "reset this; if you did not { destroy this } }",
        "examples/triggers/activated_replacement.mc"},
       {"activate: pay 1M -> gain 3M", "money"}},
      {op::sell,
       {"sell SEL",
        "cards",
        "sells each card in a network as the Divest Phase does: its controller gains its sale value (its valuation, "
        "and by default those of the cards bonded under it), then it goes to its owner's open market, and `is sold` "
        "hears it; a business sold loses its player the game. Not the phase's limits: in any phase, engaged or not, "
        "and not the turn's one sale. A card that cannot be sold (`cannot be sold`, not in its controller's own "
        "network, a rules variant's) is left where it is",
        "001 Divest Phase; docs/rulings.md, Sold by card text",
        "on resolve: sell target card you control, gain 2M",
        "examples/reference/sell_run.mc"},
       {"sell {SEL}", "zone|money", "in ZONE|bonded"}},
      {op::choose_mode,
       {"choose one: EFFECT; or EFFECT[; or EFFECT]` / `PLAYERS chooses one: EFFECT; or EFFECT[; or EFFECT]` / `choose two: "
        "EFFECT; or EFFECT; or EFFECT[; or EFFECT]` / `choose one or both: EFFECT; or EFFECT` / `choose one or more: "
        "EFFECT; or EFFECT[; or EFFECT]",
        "players, effects",
        "a modal statement (Magic's \"Choose one\"): the card's controller, or each player named in turn order, "
        "chooses one mode as the effect runs (a pending decision, `choose_mode`; a scenario's `NAME chooses mode "
        "\"TEXT\"`) and it runs. A mode whose first statement cannot be carried out (a payment that cannot be "
        "made, as after `may`; the chooser's `they discard a card` with an empty hand, `they choose a character they "
        "control` with none) cannot be chosen; one mode left is taken without a question, none does nothing. "
        "`you` in a mode is the card's controller, `they` the chooser, also after `you ...` (`you gain control of a "
        "character they control`: one of the chooser's). Modes are separated by `; or`, and the last "
        "reaches the end of the effect. Targets in its modes (`choose one: destroy target character; or draw 2 "
        "cards`): the controller chooses the mode as the event is played or the ability activated, then that "
        "mode's targets (`play ... mode=N`; a scenario's `plays \"X\" choosing mode N on ...`), and a mode whose "
        "targets cannot be chosen is not offered; refused where another player chooses, in a trigger or a "
        "replacement (docs/rulings.md, Modes). `two` picks two different modes, `one or both` one or both of two, "
        "`one or more` at least one: each pick a question of its own (after the first of `one or both` / `one or "
        "more`, with \"no other mode\" too; a scenario's `NAME chooses modes 1 and 3`, `NAME declines`), the modes "
        "picked done in the card's order; with as few modes open as are still to pick, those are done without a "
        "question; no mode of these targets (docs/language.md, Modes picked more than once)",
        "docs/rulings.md, Modes",
        "on resolve: target opponent chooses one: they lose 3M; or you draw 2 cards",
        "examples/reference/modes_run.mc"},
       {""}},
      {op::delayed,
       {"at the start of your next turn, EFFECT` / `at the beginning of the end phase, EFFECT` / `at end of turn, EFFECT",
        "effects",
        "a delayed effect (Magic's \"at the beginning of the next end step\"): EFFECT runs once, at the moment named: "
        "as the acting player's next turn begins (after the text that waits for `your turn begins`), or as the next "
        "End Phase begins, whoever's turn (after the text that acts at the end of the turn; `at end of turn` is the "
        "same). It runs as a trigger of its own (`trigger_fired`, path `delayed_effect_acts`), though the card that "
        "made it has left play or changed controller: `this` is that card as it was made, `you` who made it, `it` / "
        "`them` the cards they named as it was made; a card named (`this` too) that has changed zone since is a new "
        "card, which the effect does not act on, and when none is left "
        "the effect does nothing (logged, path `delayed_effect_named_gone`). Made during its own moment, it waits "
        "for the next one; made by a player who leaves the game, it never runs. EFFECT reaches the end of the "
        "effect and may not `target`, nor say `they` after a statement naming players, which are not kept (check errors)",
        "docs/rulings.md, Delayed effects",
        "on resolve: search your open market for a character, put it into your network, then at the beginning of the "
        "end phase, put it into its owner's hand",
        "examples/reference/delayed_run.mc"},
       {""}},
      {op::next_time,
       {"the next time SEL would be EVENT [this turn], instead EFFECT` / `prevent the next [N] damage that would be dealt to SEL [this turn]",
        "cards, event, duration, effects or amount",
        "a one-shot replacement (a shield; Magic's \"prevent the next 3 damage\"): on each card in play SEL names as "
        "the effect runs (a target is chosen then), used up the first time EVENT (a replacement's, section 5) would "
        "happen to it: EFFECT runs instead, as a replacement's text (`it` the card, `that damage` the damage, `you` who "
        "made it). EFFECT reaches a `;` or the end of the effect: after `;` the statements run as the effect "
        "resolves, and `it` names SEL's card (`..., instead annihilate it; destroy it`). `prevent the next damage`: all of the next damage to the card; `prevent the next N damage`: N "
        "points of damage, over as many events as it takes. After the cards' own replacements, in the order made: a "
        "second shield waits for the next event, or takes what a damage shield let go on. `this turn` / `until end of "
        "turn`: it ends unused with the turn; none: until used. It goes when its card leaves play. Kept in the state, "
        "public, logged as made, used and ended (docs/rulings.md, The next time). A target in EFFECT, or another "
        "duration, is a check error",
        "docs/rulings.md, The next time",
        "on resolve: prevent the next damage that would be dealt to target character you control this turn",
        "examples/reference/next_time_run.mc"},
       {""}},
  };
  return docs;
}

const doc_record* doc_of(op o) {
  for (const statement_doc& s : all())
    if (s.o == o) return &s.doc;
  return nullptr;
}

// 001 Traits, Divest Phase; Glossary FLYING ("loses"); 001 Bonding (gains); docs/rulings.md, Copies
// (the keywords and the traits of another card).
const std::vector<statement_doc>& rule_changes() {
  static const std::vector<statement_doc> docs = {
      {op::modify_trait,
       {"gets +N TRAIT` / `gets -N TRAIT",
        "`iq`, `eq`, `mq`, `bq` (printed)",
        "adds N to the trait of every card that fits SUBJECT, while the condition holds; a null trait stays null",
        "001 Traits",
        "rule: characters with #HUMAN you control adjacent to this get +1 MQ"}},
      {op::modify_valuation,
       {"gets +N valuation",
        "`valuation` (printed: cost, or a business's valuation)",
        "adds N to what the card sells and is bought for",
        "001 Buy Phase, Divest Phase",
        "rule: this gets +5 valuation while you control at least 3 cards with #INFRASTRUCTURE"}},
      {op::remove_keyword,
       {"loses KEYWORD",
        "whether a card has KEYWORD",
        "every card that fits SUBJECT loses the keyword and its abilities while the condition holds, whichever "
        "card has the rule (`rule: characters an opponent controls lose KEYWORD`)",
        "",
        "keyword \"REFERENCE WINGS\" { rule: this loses REFERENCE WINGS while this is engaged }",
        "examples/keywords/loses_from_another_card.mc"}},
      {op::grant_keyword,
       {"gains KEYWORD",
        "whether a card has KEYWORD",
        "every card that fits SUBJECT has the keyword (and its abilities) while the condition holds; a card never "
        "has the same keyword twice (Glossary CARD KEYWORDS). Rules of bonded cards apply (001 Bonding: \"their "
        "continuous abilities are still active\"). A keyword with arguments (`gain CASHFLOW 2`) is gained with "
        "them, as if printed",
        "001 Advanced Rules, Bonding",
        "keyword \"REFERENCE WARD\" { rule: the card this is bonded to gains REFERENCE WARD }",
        "examples/reference/keyword_arguments_run.mc"}},
      {op::grant_keywords_of,
       {"gains the keywords of SEL",
        "whether a card has a keyword",
        "every card that fits SUBJECT has, while the condition holds, each keyword the one card in a network SEL "
        "names has now (printed or gained, not lost; with its arguments), read again at every question, as `gains "
        "KEYWORD` gives one; none when SEL names no such card or the card itself. SEL is one card, never a player "
        "(`the chosen card`); the keywords that card has through such a rule of its own are not read (no chain: two "
        "cards that read each other do not loop; docs/rulings.md, Copies)",
        "001 Glossary CARD KEYWORDS; docs/rulings.md, Copies",
        "rule: this gains the keywords of the card this is bonded to",
        "examples/reference/traits_and_keywords_of_run.mc"}},
      {op::copy_traits,
       {"has the traits of SEL",
        "`traits_of` (none: its own), then `iq`, `eq`, `mq`, `bq`",
        "every card that fits SUBJECT has, while the condition holds, the four traits of the one card in a network SEL "
        "names as they are now: its current values (its own rules and effects on it included) and its null traits "
        "(`-`: none), instead of its printed ones; its own changes (`gets +1 BQ`) apply on top, and what 001 Traits "
        "says of a printed 0 still reads its printed traits. None when SEL names no such card or the card itself; of "
        "two cards that have each other's traits, the one read through the other has its own (docs/rulings.md, Copies)",
        "001 Traits; docs/rulings.md, Copies",
        "rule: this has the traits of the card this is bonded to",
        "examples/reference/traits_and_keywords_of_run.mc"}},
  };
  return docs;
}

}  // namespace megacorp::statements
