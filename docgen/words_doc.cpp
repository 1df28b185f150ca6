// The records of the small families of words (docs/vocabulary.md, sections 7-9): for each
// entry of words.hpp, its spellings, what it names in a game, the rulebook section and an
// example that checks. The wording is docs/reference.md's.
#include "docgen/words_doc.hpp"

#include "engine/types.hpp"

namespace megacorp::words {

namespace {

constexpr word_doc<noun> noun_table[] = {
    {noun::card, {"card` / `cards", "", "any card (001 Cards and Card Types)", "001 Cards and Card Types",
                  "on resolve: destroy each card without #GMO"}},
    {noun::character, {"character` / `characters", "", "a character card", "001 Cards and Card Types",
                       "on resolve: destroy each damaged character"}},
    {noun::founder, {"founder` / `founders", "", "a founder card", "001 Cards and Card Types",
                     "on resolve: if target card is a founder { draw 1 card }"}},
    {noun::business, {"business` / `businesses", "", "a business card", "001 Cards and Card Types",
                      "when this deals damage to a business: its controller loses 1 M"}},
    {noun::event, {"event` / `events", "", "an event card; after `cancel`, an event on the stack, named by its source card",
                   "001 Cards and Card Types", "on resolve: cancel target event"}, {"none"}},
    {noun::equipment, {"equipment", "", "an equipment card", "001 Cards and Card Types",
                       "on resolve: destroy each equipment an opponent controls"}},
    {noun::location, {"location` / `locations", "", "a location card", "001 Cards and Card Types",
                      "on resolve: destroy target location"}},
    {noun::resource, {"resource` / `resources", "", "a resource card (a resource-deck card)", "001 Cards and Card Types",
                      "on resolve: if target card is a resource { draw 1 card }"}},
    {noun::ability, {"ability` / `abilities", "", "an item on the stack, named by its source card; with `cancel`",
                     "Glossary CANCEL", "on resolve: cancel target ability"}, {"none"}},
    {noun::effect, {"effect` / `effects", "", "an item on the stack, named by its source card; with `cancel`",
                    "Glossary CANCEL", "on resolve: cancel target effect"}, {"none"}},
    {noun::space, {"space` / `spaces", "",
                   "a check error as a selection (a space is a cell, not a card, so no card fits it); `move X to a "
                   "space adjacent to Y` places a card",
                   "001 Deploying and Docking", "ability: -> move this to a space adjacent to a card you control"}, {"", "", "*"}},
    {noun::player, {"each player` / `all players` / `each other player` / `a player` / `another player` / `N players` / "
                    "`target player",
                    "",
                    "`each player`, `all players`: every player still in the game, in turn order from the acting player; "
                    "`each other player`: the same without the acting player. `a player`, `another player`, `N players`: "
                    "in a statement, the players it acts on: with more players left than it names, the acting player "
                    "chooses which, one at a time (`examples/reference/players_run.mc`). `target player`: a player chosen "
                    "as a target (`target`, 7.3): when the event is played or the ability activated, or by the ability's "
                    "controller as a `when` ability triggers; any player still in the game, the acting one too (no rule "
                    "protects a player from targeting: docs/rulings.md). A target player who has left the game when it "
                    "resolves cancels the effect. Scenarios name the player: `plays \"X\" on Nick`, `chooses Nick` "
                    "(`examples/reference/player_targets_run.mc`)",
                    "Glossary TARGET", "on resolve: each player draws 1 card"}},
    {noun::opponent, {"each opponent` / `an opponent` / `target opponent` / `opponents", "",
                      "the players other than the acting one: `each opponent` (or `opponents`) as `each other player`; "
                      "`an opponent` in a "
                      "statement as `a player`, among them; `target opponent` as `target player`, among them. "
                      "`each other opponent` / `another opponent`: the same but the players the effect targets "
                      "(`target opponent loses 3M, then each other opponent gains 1M`: the target gains nothing; "
                      "with no target player, as `each opponent`); `each other player` keeps the target "
                      "(`examples/reference/other_opponent_run.mc`)",
                      "", "on resolve: target opponent loses 2 M"}},
};

// 001 Card States; as an adjective (`each damaged character`) the cards that are, as a
// condition (`this is damaged`, section 8) whether the card is.
constexpr word_doc<state> state_table[] = {
    {state::engaged, {"engaged", "", "turned", "001 Card States", "rule: this gets +1 BQ while this is engaged"}},
    {state::disengaged, {"disengaged", "", "not turned", "001 Card States",
                         "ability: -> engage each disengaged character you control"}},
    {state::damaged, {"damaged", "", "has damage on it", "001 Card States", "on resolve: destroy each damaged character"}},
    {state::orphaned, {"orphaned", "", "its space (a bonded card: its pile's) is not connected to its network's business",
                       "Glossary ORPHANED", "on resolve: destroy each orphaned card"}},
    {state::bonded, {"bonded", "",
                     "under the top of a pile; a statement that acts on the cards on a network's spaces (`destroy`, "
                     "`engage`, `reset`, `gets`, ...: section 6) about bonded cards is a check error, as it would leave "
                     "them as they are: `unbond` frees them (`examples/reference/in_play_only.mc`)",
                     "001 Advanced Rules, Bonding",
                     "on resolve: unbond a bonded card you control"}},
    {state::surrounded, {"surrounded", "", "4 cards are adjacent to it", "001 Challenge Phase, Surrounded",
                         "rule: this gets +2 BQ while this is surrounded"}},
    {state::attacking, {"attacking", "",
                        "the attacker of the combat under way. A combat is under way from its declaration until its "
                        "damage is dealt; in a trigger, of the combat its event happened in, even once it has ended "
                        "(`when the combat ends: if this is attacking`; `examples/combat/combat_ends_parties.mc`)",
                        "001 Challenge Phase", "rule: this gets +1 BQ while this is attacking"}, {"none"}},
    {state::blocking, {"blocking", "",
                       "one of the blockers of the combat under way (with no blocker declared, the target, which blocks; "
                       "every defender of an attack on an area); in a trigger, of the combat its event happened in, "
                       "even once it has ended, as `attacking`",
                       "001 Challenge Phase", "rule: this gets +1 IQ while this is blocking"}, {"none"}},
    {state::deployed, {"deployed` / `in play", "",
                       "in play, in a network or bonded in a pile there (a condition only; `in play`: the books' words, "
                       "\"while the card is in play\")",
                       "Glossary DEPLOY",
                       "on resolve: if target card is deployed { draw 1 card }"}, {"", "", "*"}},
    {state::reset, {"reset", "",
                    "the card was reset (statement `reset`) since the last attack was declared (a condition only)",
                    "000 Glossaire REGENERER (\"pendant le même combat\")", "rule: this gets +1 BQ while this is reset"}, {"", "", "*"}},
    {state::felled, {"felled", "",
                     "dealt lethal damage (at least 1, and at least its value in the trait) in an earlier damage step "
                     "of the combat under way, whether or not it was destroyed",
                     "001 Challenge Phase, Damage", "rule: felled cards cannot retaliate against this"}, {"none"}},
    {state::charging, {"charging", "",
                       "the attacker of the combat under way, engaged by its attack (\"engage it and the attack "
                       "begins\") and neither engaged otherwise nor disengaged since; never an attacker that did not "
                       "engage to attack (`can attack without engaging`), even once something else engaged it (a "
                       "condition only; a keyword of the prelude reads it: docs/rulings.md, blind case k13)",
                       "001 Challenge Phase, Attacking", "rule: this gets +1 BQ while this is charging"}, {"", "", "*"}},
    {state::other, {"other` / `another", "",
                    "other than this (the card whose text it is); `each other player`: the players but the acting one",
                    "", "when this is deployed: engage each other character you control"}, {"other"}},
};

// 001 The Zones of the Game.
constexpr word_doc<zone> zone_table[] = {
    {zone::main_deck, {"main deck", "", "the player's main deck", "001 The Zones of the Game",
                       "on resolve: search your main deck for a card with #GMO, put it into your hand"}},
    {zone::deck, {"deck", "",
                  "a deck not named: a `search` of it searches the resource deck or the main deck, as the player "
                  "chooses (variants search-both-decks: both; deck-means-main-deck: the main deck); anywhere else the "
                  "main deck",
                  "001 The Zones of the Game, Important Note",
                  "when this is deployed: you may search your deck for a card with #CONSUMER, put it into your hand"}},
    {zone::resource_deck, {"resource deck", "", "the player's resource deck", "001 The Zones of the Game",
                           "on resolve: put the top card of your resource deck into your hand"}},
    {zone::hand, {"hand", "", "the player's hand", "001 The Zones of the Game",
                  "on resolve: for each card in your hand { gain 1M }"}},
    {zone::open_market, {"open market", "", "the player's open market pile", "001 The Zones of the Game",
                         "on resolve: search your open market for a card with #CRISIS, put it into your hand"}},
    {zone::annihilated, {"annihilated zone", "",
                         "the player's annihilated zone; its cards cannot come back: text that moves one out (`put`, "
                         "`deploy`, `bond`, a `search` of it followed by `put`) is a check error; it may count, search "
                         "or reveal them (001 The Zones of the Game: \"Cards in the annihilated zone cannot come back "
                         "or be bought.\")",
                         "001 The Zones of the Game",
                         "on resolve: gain the number of cards in your annihilated zone M"}},
    {zone::network, {"network", "",
                     "the player's network: `search` a network looks through its cards in play; `put` into a network "
                     "deploys the card there for free; a network has no top (`the top card of your network` is a check "
                     "error)",
                     "001 The Zones of the Game", "on resolve: put a card in your hand into your network"}},
};

// Whose zone; without an owner, the acting player's.
constexpr word_doc<owner> owner_table[] = {
    {owner::acting, {"your", "", "the acting player's", "", "on resolve: put a card in your hand into your network"}},
    {owner::named, {"their` / `that player's", "", "the player's `they` names (7.2): the one a statement's subject named before, else "
                    "the last target player named before it (`search target opponent's main deck ..., then they "
                    "shuffle their main deck`), else the acting player (`examples/reference/that_players_zone_run.mc`)",
                    "", "on resolve: each player may search their main deck for a card with #GMO, put it into their hand"}},
    {owner::card_owner, {"its owner's` / `their owner's", "",
                         "of the card named before, or with none of the card whose text it is; in a `rule:`, of the "
                         "rule's card; `their owner's` after several cards (`put them into their owner's hand`): each card's",
                         "", "on resolve: put target character on the bottom of its owner's main deck"}},
    {owner::opponents, {"an opponent's` / `each opponent's", "",
                        "every opponent's zone of that kind, in a filter only (`in ZONE`: choices, `the number of`, "
                        "`for each`), and `the top N cards of each opponent's ZONE`: the top N of every opponent's "
                        "pile, in turn order from the acting player (`examples/reference/top_of_each_opponent_run.mc`); "
                        "elsewhere (a search, `put`, `shuffle`, `an opponent's` top cards) a check error", "",
                        "rule: this gets +1 BQ for each card in an opponent's open market",
                        "examples/designs/conditions/scavenger_king.mc"}},
    {owner::card_controller, {"its controller's` / `their controller's", "", "the same, of its controller", "",
                              "on resolve: put target character into its controller's hand"}},
    {owner::target, {"target player's", "",
                     "the zone of a player chosen as a target with the effect's other targets (Glossary TARGET); in a "
                     "filter too, that player's zone only (`the number of cards in target opponent's hand`, where `an "
                     "opponent's hand` is every opponent's: `examples/designs/conditions/hand_envy.mc`); in a rule, a "
                     "trigger or a `while` a check error, as any target", "",
                     "on resolve: look at target player's hand"}},
    {owner::target_opponent, {"target opponent's", "", "the same, the player chosen among opponents (vocabulary 7.2)", "",
                              "on resolve: put a character in your hand into target opponent's network",
                              "examples/designs/control/sleeper_agent.mc"}},
};

constexpr word_doc<pronoun> pronoun_table[] = {
    {pronoun::acting, {"they` / `that player", "",
                       "after a statement whose subject is players (`target player draws 2 cards, then they lose 2M`, "
                       "`examples/designs/decks/leaked_memo.mc`; `target opponent may pay 2M; if they did not { destroy a "
                       "character they control }`, `examples/reference/its_and_they_run.mc`), the players it named; in a step trigger (`when each "
                       "divest phase begins`), the player whose step it is; in the block of a condition on some player "
                       "(`if an opponent has more money than you { take 2M from that player }`), the one who fits it, "
                       "the first in seat order (`examples/reference/if_some_player_run.mc`); in the block of a "
                       "condition on one player a pronoun names (`if its controller controls no other characters { "
                       "that player loses 3M }`), that player (`examples/reference/if_named_player_run.mc`); else, with no such "
                       "statement before it, the "
                       "last target player the effect named before it, in a condition or a zone (`if target opponent has "
                       "more money than you { take 2M from that player }`, `look at target opponent's hand, ... that "
                       "player discards a card`, `examples/reference/they_after_target_run.mc`; docs/rulings.md, They "
                       "after a target player); else, and in what each of them does (`each "
                       "player may draw 1 card, then they lose 1 M`), the acting player",
                       "", "on resolve: each player may draw 1 card, then they lose 1 M"}},
    {pronoun::its_controller, {"its controller", "",
                               "the controller of the card named before (`it`); after `when this PHRASE` with no "
                               "object, where `it` is the event's other party (the destroyer, the attacker), of the card "
                               "whose text it is, the one card the trigger names (`when this is destroyed: its controller "
                               "gains 3M`, `examples/reference/its_and_they_run.mc`); with none named (a rule), of the card "
                               "whose text it is. Of a card that left play, the controller it had as it last was in play, "
                               "as `the controller of SEL` (`examples/reference/its_controller_left_play_run.mc`)",
                               "", "when this deals damage to a business: its controller loses 1 M"}},
    {pronoun::its_owner, {"its owner", "", "the same, its owner", "",
                          "on resolve: destroy target character, then its owner draws 1 card"}},
    {pronoun::attacker, {"the attacker", "",
                         "during combat: the attacking card, or (as a player) its controller; in a trigger, of the "
                         "combat its event happened in, even once that combat has ended "
                         "(`examples/designs/triggers/spiteful_guard.mc`). Outside combat: no card, "
                         "and as a player nobody (the text acts on no player; "
                         "`examples/reference/its_and_attacker_run.mc`)",
                         "001 Challenge Phase", "when this blocks: engage the attacker"}},
    {pronoun::defender, {"the defender", "",
                         "during combat: the card defending the target space, or (as a player) the defending player. "
                         "Outside combat as for `the attacker`",
                         "001 Challenge Phase", "when this attacks: engage the defender"}},
    {pronoun::blocker, {"the blocker", "",
                        "during combat, once blocks are declared: the first blocker (the target when it blocks for want "
                        "of blockers), or (as a player) its controller; before blocks and outside combat no card "
                        "(`examples/reference/selections_run.mc`)",
                        "001 Challenge Phase", "when this is blocked: destroy the blocker"}},
    {pronoun::host, {"the card this is bonded to", "", "the top of the pile this card is under (none when it is not bonded)",
                     "001 Advanced Rules, Bonding", "rule: the card this is bonded to gets +2 BQ"}},
    {pronoun::destroyer, {"the card that destroyed it", "",
                          "after `when ... is destroyed` (also `in combat`, `by an effect`, `by SEL`): the card whose "
                          "combat damage or text destroyed the trigger's card, wherever it is now; the card itself "
                          "when its own text did (`destroy this`, an UPKEEP cost not paid: docs/rulings.md, The card "
                          "that destroyed it); none when a rule did (a trait lowered to 0, an orphan at the End "
                          "Phase); as a player, its controller. Elsewhere a check error "
                          "(`examples/designs/triggers/vendetta.mc`)",
                          "001 Challenge Phase, Damage", "when this is destroyed: destroy the card that destroyed it"}},
    {pronoun::damage_source, {"the card that dealt it", "",
                              "after `when ... is dealt damage`: the card that dealt the damage, combat or direct (an "
                              "event, the card whose ability it is); as a player, its controller. Elsewhere a check "
                              "error (`examples/designs/triggers/thorn_hide.mc`)",
                              "001 Challenge Phase, Damage",
                              "when this is dealt damage: deal 1 BQ damage to the card that dealt it"}},
    {pronoun::former_host, {"the card it was bonded to", "",
                            "after `when ... is unbonded`: the pile top the card was bonded to as it stopped being "
                            "(its last known host), wherever that card is now (gone with a destroyed pile: damage to "
                            "it does nothing); as a player, its controller. Elsewhere a check error "
                            "(`examples/designs/triggers/rejection_syndrome.mc`)",
                            "001 Bonding", "when this is unbonded: deal 2 BQ damage to the card it was bonded to"}},
    {pronoun::buyer, {"the buyer", "",
                       "after `when ... is bought` (and `from an opponent's network`, `from your network`, `from your "
                       "open market`, `from an open market`): the player who bought the card, its controller as it "
                       "was deployed, whoever's text the trigger is. Elsewhere a check error "
                       "(`examples/designs/triggers/repo_office.mc`)",
                       "001 Buy Phase", "when a card an opponent controls is bought from your network: the buyer loses 2M"}},
    {pronoun::seller, {"the seller", "",
                        "after `when ... is bought from an opponent's network` and `when ... is bought from your "
                        "network`: the player whose network the bought card left, whoever's text the trigger is. "
                        "After `is bought` and the open-market buys (a buy from a hand or an open market has no "
                        "seller), and elsewhere, a check error (`examples/triggers/bought_seller.mc`)",
                        "001 Buy Phase", "when this is bought from an opponent's network: the seller gains 2M"}},
    {pronoun::chosen, {"the chosen card", "",
                       "the card in play that this card's `choose` of one card in play last chose while this was in "
                       "play, until either leaves play (none before, and none after: back in play it is another "
                       "card); as a player, its controller. A card without such a `choose` gets a check error "
                       "(`examples/reference/chosen_card_run.mc`)",
                       "docs/rulings.md, The chosen card",
                       "ability: engage this -> choose a character an opponent controls, the chosen card gets -1 BQ "
                       "until end of turn"}},
    {pronoun::network_of_it, {"the player whose network it is in", "",
                              "the player whose network holds the card named before (`it`; with none named, the card "
                              "whose text it is), or the pile it is under: not always its controller, as a card "
                              "deployed into an opponent's network stays its player's; out of play, nobody "
                              "(`examples/designs/triggers/trojan_horse.mc`)",
                              "001 Buy Phase", "when a card is deployed: the player whose network it is in draws 1 card"}},
    {pronoun::network_of_this, {"the player whose network this is in", "", "the same, of this card",
                                "001 Buy Phase",
                                "when this is deployed: if this is in an opponent's network { the player whose network "
                                "this is in loses 2 M }"}},
    {pronoun::party_controller, {"the attacker's controller` / `the defender's controller` / `the blocker's controller", "",
                                 "the controller of that combat party's card (`the attacker`, ... above), also in a "
                                 "trigger once its combat has ended; with no such card, nobody (the text acts on no "
                                 "player; `examples/designs/triggers/scorched_earth.mc`)",
                                 "001 Challenge Phase; 001 Card States",
                                 "when a card you control is destroyed in combat: the attacker's controller loses 1M"}},
    {pronoun::party_owner, {"the attacker's owner` / `the defender's owner` / `the blocker's owner", "",
                            "the same, the owner of that card (who may not control it: docs/rulings.md, Control changes)",
                            "001 Card States", "when this is blocked: the blocker's owner draws 1 card"}},
    {pronoun::controller_of, {"the controller of SEL` / `SEL's controller", "",
                              "the player who controls the cards SEL names (of several, each of them once), wherever a "
                              "player stands: the subject of `gains`, `loses`, `draws`, `discards`, `may`, ..., the "
                              "object of `to`; read as the statement runs, and of a card that left play since the "
                              "event, the controller it had as it last was in play (docs/rulings.md, A card that left "
                              "play). Unlike `its controller` it names its card itself: `the controller of target "
                              "ability may pay 2M; if they did not { cancel it }` asks the ability's player, and `it` "
                              "after it is the target (`examples/designs/costs/injunction.mc`, "
                              "`examples/reference/controller_of_run.mc`). `SEL's controller` is the same player, "
                              "after a noun or a card's pronoun with no qualifier between (`target character's "
                              "controller`, `that card's controller`; `its controller` for `it`), and `show` prints it "
                              "`the controller of SEL` (`examples/reference/possessive_player_run.mc`)",
                              "001 Card States", "on resolve: destroy target character, then the controller of it gains 3M"}},
    {pronoun::left_opponent, {"the opponent on your left", "",
                              "the next opponent still in the game in turn order from the acting player (`left`), or "
                              "the one before (`right`): play passes clockwise, and clockwise the next seat is on your "
                              "left. With two players the one opponent is on both sides (variant "
                              "`no-side-opponent-with-two`: on neither, and the text acts on no player); with every "
                              "opponent gone, nobody. Wherever a player stands, in a condition (`if the opponent on your "
                              "left has more money than you`) and before `controls` (`examples/reference/seating_run.mc`; "
                              "docs/rulings.md, Seating)",
                              "001 Beginning of the game",
                              "on resolve: the opponent on your left loses 2M"}},
    {pronoun::right_opponent, {"the opponent on your right", "",
                               "the opponent before the acting player in turn order, as `the opponent on your left` "
                               "reads the one after (`examples/reference/seating_run.mc`; docs/rulings.md, Seating)",
                               "001 Beginning of the game", "on resolve: the opponent on your right draws 1 card"}},
    {pronoun::owner_of, {"the owner of SEL` / `SEL's owner", "",
                         "the same, the owner of the cards (docs/rulings.md, Control changes); `target character's "
                         "owner` as `the owner of target character`",
                         "001 Card States", "on resolve: give 2M to the owner of target character"}},
};

// `cards PLAYER controls` (001 Card States).
constexpr word_doc<controller> controller_table[] = {
    {controller::you, {"you control", "", "the cards in play the acting player controls", "001 Card States",
                       "on resolve: disengage each character you control"}},
    {controller::opponent, {"an opponent controls` / `another player controls", "",
                            "the cards in play controlled by any player but the acting one "
                            "(`examples/reference/selections_run.mc`)",
                            "001 Card States", "on resolve: destroy each equipment an opponent controls"}},
    {controller::its_controller, {"its controller controls", "",
                                  "the cards in play controlled by the controller of the card named before (`it`: the "
                                  "last target, choice, ...; with none named, as in a rule, the card whose text it is: "
                                  "`examples/reference/its_and_attacker_run.mc`)",
                                  "001 Card States",
                                  "on resolve: destroy target character, destroy each character its controller controls"}},
    {controller::target_player, {"target player controls", "",
                                 "the cards in play controlled by a player chosen as a target, with the effect's other "
                                 "targets (`examples/reference/player_targets_run.mc`); in a `rule:` a check error, as "
                                 "any `target` there (a rule chooses no target)",
                                 "001 Card States", "on resolve: destroy each character target player controls"}},
    {controller::target_opponent, {"target opponent controls", "",
                                   "the same among opponents (vocabulary 7.2; "
                                   "`examples/reference/target_opponent_controls_run.mc`)",
                                   "001 Card States", "on resolve: destroy each character target opponent controls"}},
    {controller::they, {"they control", "",
                        "the cards in play controlled by the players `they` names (7.2): in what a subject does, that "
                        "player (`target opponent chooses a location they control`: the chooser); after a statement "
                        "whose subject is players, those players (`examples/reference/player_choices_run.mc`); with none, "
                        "the last target player named before it (`look at target opponent's hand, engage target "
                        "character they control`: one of that player's)",
                        "001 Card States", "on resolve: each opponent chooses a character they control, engage them"}},
    {controller::left_opponent, {"the opponent on your left controls", "",
                                 "the cards in play controlled by that player (7.2), read as the text runs; with "
                                 "nobody on that side, no card (`examples/reference/seating_run.mc`)",
                                 "001 Beginning of the game; docs/rulings.md, Seating",
                                 "on resolve: destroy target character the opponent on your left controls"}},
    {controller::right_opponent, {"the opponent on your right controls", "",
                                  "the same, of the opponent on your right (`examples/reference/seating_run.mc`)",
                                  "001 Beginning of the game; docs/rulings.md, Seating",
                                  "on resolve: gain control of target character the opponent on your right controls"}},
};

// How many a selection names (docs/rulings.md, Choosing several cards; Choices in counts).
constexpr word_doc<determiner> determiner_table[] = {
    {determiner::target, {"target", "",
                          "chosen when played (events, activated abilities); in a `when` ability chosen by its "
                          "controller as it triggers, among the cards in play that fit, may be targeted, and are not "
                          "the card itself, or among the players that fit (`target player`, `target opponent`, 7.2) "
                          "(none fits: it acts on nothing). Two `target` words in one effect take two different "
                          "cards (with one that fits, an event or ability cannot be played, a `when` ability's second "
                          "acts on nothing), and may take one player twice (`target opponent loses 1M, target "
                          "opponent loses 2M`; docs/rulings.md, Targets chosen twice; variant `distinct-player-targets`: "
                          "a different player each); in a `rule:`, in a trigger's or a replacement's selections "
                          "(`when target card is destroyed`) and in a `while` condition it is a check error (none of "
                          "them is played); so is `in ZONE` of a zone that is no network (`target card in your hand`: "
                          "none could ever be chosen), a bonded card (`target bonded card`: a target is a pile's top card, 001 "
                          "Advanced Rules, Bonding), not supported yet `target ... target player controls`, and `target "
                          "... they control` after a statement whose subject is players other than one target player "
                          "(`each opponent may ...`: a target is chosen as the card is played, and they are named only as "
                          "it runs). Targets are chosen in text order: after `target opponent may pay 2M; if they did not "
                          "{ destroy target character they control }` the character is one of that player's "
                          "(docs/rulings.md, Targets in text order; `examples/reference/target_they_control_run.mc`). "
                          "Rechecked as it resolves: a card target that no longer fits the text or may no longer be "
                          "targeted is gone, as an empty space is (docs/rulings.md, A target that no longer fits; "
                          "`examples/reference/target_no_longer_fits_run.mc`; variant `targets-checked-once`)",
                          "Glossary TARGET", "on resolve: destroy target character an opponent controls"}, {"", "", "in ZONE|bonded|target player"}},
    {determiner::each, {"each` / `all", "", "every card that fits; also with no determiner (`characters`)", "",
                        "ability: -> engage all characters you control"}},
    {determiner::one, {"a` / `an", "",
                       "one card the acting player chooses when the statement runs (nothing happens if none fits). As "
                       "the subject of a condition it means \"some card\" (`if a character you control is engaged`: "
                       "some one is; `examples/reference/conditions_run.mc`), as it does as an object (`adjacent to a "
                       "card`, `you control a card`), and in `the number of` and `for each` (each card that fits "
                       "counts; `examples/reference/choices_in_counts_run.mc`)",
                       "", "on resolve: destroy a character you control"}, {"a"}},
    {determiner::another, {"another", "", "as `a`, among the cards other than this", "",
                           "when this is deployed: destroy another character you control"}},
    {determiner::exactly, {"N` / `no` / `N target", "",
                           "how many a `search` may find (at most N: section 6), or how many `you control` must count "
                           "(exactly N, section 8). In a statement that acts on cards (`destroy 2 cards you control`, "
                           "also as a cost) the acting player chooses N different cards, one pending decision each "
                           "(all, if fewer fit; `examples/reference/counted_choices_run.mc`). In `the number of` it "
                           "counts at most N; `for each N ...` has the player choose them first. `no` is `0`: `you control no "
                           "other characters`, `if no character you control is damaged` (none that fits is), `if this has no "
                           "development counters` (none on it). "
                           "`N target` (a counted target): N different cards chosen as targets as it is played, after "
                           "its costs (001 Advanced Rules: \"pay the costs, if any, and choose a target\"), one pending "
                           "decision each, among the cards it may target (as `target`) that no other target of the "
                           "effect took; it cannot be played with fewer to choose from; in a `when` ability chosen as "
                           "it triggers (all, if fewer fit). Rechecked as it resolves: a card gone or no longer fitting is left out, and "
                           "the effect is cancelled only when every target is gone. Cards only (`2 target players` is "
                           "a check error), and what `target` refuses it refuses (`examples/designs/targets/twin_strike.mc`)",
                           "docs/rulings.md, Choosing several cards; Choices in counts; Several targets",
                           "on resolve: destroy 2 cards you control"}, {"2"}},

    {determiner::up_to, {"up to N` / `at most N` / `up to N target` / `at most N target", "",
                         "`at most N` is the same (`you control at most 2 characters`, "
                         "`examples/reference/at_most_run.mc`). A `search` finds at most N; `you control` counts at "
                         "most N, none included; a statement "
                         "that acts on cards has the acting player choose none to N; `the number of` counts at most N. "
                         "`up to N target`: as `N target`, none to N of them, and it is played with none to choose "
                         "(`examples/designs/targets/crowd_control.mc`)",
                         "docs/rulings.md, Choosing several cards; Several targets",
                         "on resolve: search your main deck for up to 2 cards with #GMO, put them into your hand"}, {"up to 2"}},
    {determiner::at_least, {"at least N", "",
                            "a `search` finds any number; `you control` counts N or more; a statement that acts on "
                            "cards has the acting player choose N or more",
                            "docs/rulings.md, Choosing several cards",
                            "rule: this gets +1 BQ while you control at least 3 cards with #GMO"}, {"at least 1"}},
    {determiner::any_number, {"any number of` / `any number of target", "",
                              "a `search` finds any number; a statement that acts on cards has the acting player "
                              "choose any number. `any number of target`: as `up to N target`, with no most "
                              "(`examples/designs/targets/mass_sedation.mc`)",
                              "docs/rulings.md, Choosing several cards; Several targets",
                              "on resolve: search your main deck for any number of cards with #GMO, put them into "
                              "your hand"}, {"any number of"}},
};

// `AMOUNT CMP AMOUNT` (section 8).
constexpr word_doc<comparison> comparison_table[] = {
    {comparison::equal, {"=` / `exactly", "", "equal (`exactly` after `has`, section 8)", "", "on resolve: if the number of cards in your hand = 0 { draw 2 cards }"}},
    {comparison::less, {"<` / `less than` / `fewer than` / `less` / `fewer", "",
                        "less (the words after `has`: `has less than 3M`, `has fewer BQ than you`)", "", "on resolve: if the number of cards in your hand < 3 { draw 1 card }"}},
    {comparison::greater, {">` / `more than` / `more", "",
                           "greater (the words after `has`: `has more than 3M`, `has more money than you`)", "",
                           "rule: this gets +1 BQ while the number of characters you control > 2"}},
    {comparison::at_most, {"<=` / `at most` / `or less` / `or fewer", "",
                           "less or equal (`or less`, `or fewer` after the amount: `has 5M or less`, `has 2 or fewer "
                           "cards in hand`, `with BQ 1 or less`)", "",
                           "on resolve: if you have 2 or fewer cards in hand { draw 1 card }"}},
    {comparison::at_least, {">=` / `at least` / `or more", "",
                            "greater or equal (`or more` after the amount: `has 15M or more`, `with 3 or more damage`)",
                            "",
                            "rule: this gets +1 valuation while the number of cards you control with #INFRASTRUCTURE >= 3"}},
};

// 001 Traits: dealt as damage, modified by rules, read by `the TRAIT of`, produced by
// engaging cards (001 Buy Phase).
// The spellings are the family's one table's (engine::trait_names).
constexpr const char* const* trait_name = engine::trait_names.data();
constexpr word_doc<trait> trait_table[] = {
    {trait::iq, {trait_name[0], "", "the IQ trait", "001 Traits", "on resolve: deal 3 IQ damage to target card"}},
    {trait::eq, {trait_name[1], "", "the EQ trait", "001 Traits", "rule: this gets +1 EQ while this is engaged"}},
    {trait::mq, {trait_name[2], "", "the MQ trait", "001 Traits", "on resolve: gain the MQ of target character M"}},
    {trait::bq, {trait_name[3], "", "the BQ trait", "001 Traits", "rule: this gets +2 BQ while this is attacking"}},
};

}  // namespace

std::span<const word_doc<noun>> noun_docs() { return noun_table; }
std::span<const word_doc<state>> state_docs() { return state_table; }
std::span<const word_doc<zone>> zone_docs() { return zone_table; }
std::span<const word_doc<owner>> owner_docs() { return owner_table; }
std::span<const word_doc<pronoun>> pronoun_docs() { return pronoun_table; }
std::span<const word_doc<controller>> controller_docs() { return controller_table; }
std::span<const word_doc<determiner>> determiner_docs() { return determiner_table; }
std::span<const word_doc<comparison>> comparison_docs() { return comparison_table; }
std::span<const word_doc<trait>> trait_docs() { return trait_table; }

}  // namespace megacorp::words
