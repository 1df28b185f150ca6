// The card language as a PEGTL grammar. Heavy: include only from parser.cpp and tests.
//
// Rules whose struct carries `static constexpr kind node` become syntax-tree nodes.
// Every rule used under must<> has its message in grammar/messages.hpp; a missing
// message fails the build. Whitespace and comments are skipped after every token.
#pragma once

#include <string_view>

#include <tao/pegtl.hpp>

#include "grammar/syntax.hpp"
#include "grammar/words.hpp"

namespace megacorp::grammar {

namespace pegtl = tao::pegtl;
using namespace tao::pegtl;
using syntax::kind;

#define MC_NODE(K) static constexpr kind node = kind::K
// The node takes the node finished just before it (a selection) as its first child and
// begins where that one begins: `this gets +1 BQ` reads `this` once, then the rest tells
// which statement it is.
#define MC_ADOPTS static constexpr bool adopts_previous = true
// The rule makes no node: matched, it gives its kind to the node it is read in, whose
// children its nodes become (a shared first word read once: qual_with_word).
#define MC_RETAG(K) static constexpr kind retag = kind::K

// Lexical layer ------------------------------------------------------------------

// Whitespace and comments between tokens: words.hpp, skip.
// A token is a rule followed by whatever whitespace comes after it.
template <typename R> struct tok : seq<R, skip> {};
// A lowercase word of the language, such as `deal` or `card`.
template <typename K> struct w : tok<K> {};
#define MC_KW(s) w<keyword<s>>

struct colon : tok<one<':'>> {};
struct comma : tok<one<','>> {};
struct lbrace : tok<one<'{'>> {};
struct rbrace : tok<one<'}'>> {};
struct lparen : tok<one<'('>> {};
struct rparen : tok<one<')'>> {};
struct arrow : tok<string<'-', '>'>> {};

// A double-quoted string on one line, with \" \\ and \n escapes.
struct escape_char : one<'"', '\\', 'n', 't'> {};
struct string_char : sor<seq<one<'\\'>, must<escape_char>>, not_one<'"', '\r', '\n'>> {};
// The closing quote, expected where the characters of the line run out.
struct string_end : one<'"'> {};
struct string_lit : seq<one<'"'>, star<string_char>, must<string_end>> {};
struct name : tok<string_lit> { MC_NODE(name); };

// Digits; the checker rejects values that do not fit.
struct number_lit : seq<plus<digit>, not_at<identifier_other>> {};
struct number : tok<number_lit> { MC_NODE(number); };

// The four traits.
struct trait_lit : sor_by_word<keyword<"IQ">, keyword<"EQ">, keyword<"MQ">, keyword<"BQ">> {};
struct trait : tok<trait_lit> { MC_NODE(trait); };

// A card keyword (#GMO): '#' directly followed by a word.
struct tag_lit : seq<one<'#'>, alpha, star<identifier_other>> {};
struct tag : tok<tag_lit> { MC_NODE(tag); };

// A game keyword name: uppercase words such as FLYING or DISASTER LEVEL (never a trait).
struct upper_word : seq<not_at<trait_lit>, upper, plus<sor<upper, digit, one<'_'>>>, not_at<identifier_other>> {};
struct upper_name_lit : seq<upper_word, star<seq<plus<blank>, upper_word>>> {};
struct upper_name : tok<upper_name_lit> { MC_NODE(upper_name); };

// Words the grammar gives a meaning to; they never stand for a parameter or a phrase word.
struct reserved : sor_by_word<keyword<"this">, keyword<"it">, keyword<"them">,
                      keyword<"itself">, keyword<"you">, keyword<"they">,
                      keyword<"target">, keyword<"each">, keyword<"all">,
                      keyword<"a">, keyword<"an">, keyword<"the">,
                      keyword<"up">, keyword<"while">, keyword<"until">,
                      keyword<"when">, keyword<"instead">, keyword<"ability">,
                      keyword<"rule">, keyword<"on">, keyword<"then">,
                      keyword<"and">, keyword<"or">, keyword<"by">,
                      keyword<"to">, keyword<"against">, keyword<"its">,
                      keyword<"that">, keyword<"another">, keyword<"with">,
                      keyword<"without">, keyword<"if">, keyword<"else">,
                      keyword<"for">, keyword<"at">, keyword<"in">, keyword<"adjacent">,
                      keyword<"other">, keyword<"your">, keyword<"their">,
                      keyword<"is">, keyword<"has">, keyword<"not">> {};
// A field name followed by ':' starts the next field, so values never swallow it.
struct field_start : seq<identifier, skip, one<':'>> {};
// `additional cost:`, the field of two words, which a keyword's argument must not swallow
// either (after `keywords: ABRUPT` its first word was read as ABRUPT's argument: blind design
// batch 63, d20). Tried only where an argument may stand, so that it is not among the words
// expected elsewhere.
struct additional_cost_head : seq<keyword<"additional">, skip, keyword<"cost">, skip, one<':'>> {};
// A lowercase word used as a value (a card type, a faction, a parameter name).
struct word_lit : seq<not_at<field_start>, not_at<reserved>, lower, star<identifier_other>> {};
struct word : tok<word_lit> { MC_NODE(word); };

// Costs, traits, keyword uses --------------------------------------------------------

// One part of a cost: money (4M) or a trait (3BQ).
struct money_term : seq<plus<digit>, opt<blank>, tok<keyword<"M">>> { MC_NODE(money_term); };
struct trait_term : seq<plus<digit>, opt<blank>, trait> { MC_NODE(trait_term); };
struct cost_term : sor_by_word<money_term, trait_term> {};
// A cost such as `4M + 3BQ`.
struct cost : list_must<cost_term, tok<one<'+'>>> { MC_NODE(cost); };

// `-` is a null trait: the card does not have it at all.
struct null_value : tok<one<'-'>> { MC_NODE(null_value); };
struct trait_value : sor_by_word<number, null_value> {};
// `IQ 2` or `MQ -`: no node of its own, its trait and value are children of the field
// (a card's `traits:` is 8 nodes, not 12; checker::check_traits reads them in pairs).
struct trait_entry : seq<trait, must<trait_value>> {};

// An area such as 1x4 or 3x3.
struct shape : tok<seq<plus<digit>, one<'x'>, plus<digit>, not_at<identifier_other>>> { MC_NODE(shape); };

struct effect;
struct statement;
struct paren_effect : seq<lparen, must<effect>, must<rparen>> {};
struct keyword_arg;
// What may follow a keyword's argument: a word the grammar reserves (`until`, `while`, `and`,
// `rule`), the next field, punctuation, the end, or another argument.
struct keyword_arg_end : sor<reserved, field_start, one<';', '}', ',', ')', '-'>, eof, keyword_arg> {};
// A parameter of the keyword whose text this is, given as an argument (`rule: resources you
// control gain CASHFLOW n`): a word where an argument may end, so that a misspelt word after a
// keyword (`gains FLYING untill end of turn`) stays the parser's error at that word. The
// checker binds it (a parameter of the right kind) or refuses it.
struct keyword_arg_param : seq<not_at<additional_cost_head>, word, at<keyword_arg_end>> { MC_NODE(amount_param); };
// A keyword's arguments: numbers, costs, traits, tags, areas, an effect in parentheses, or
// (in a keyword's text) one of its parameters.
struct keyword_arg : sor_by_word<shape, cost, number, trait, tag, paren_effect, keyword_arg_param> {};
// A keyword on a card, e.g. `MUTATION 4`, `AREA ATTACK BQ 1x4`, `CAMOUFLAGE #WATER`.
struct keyword_use : seq<upper_name, star<keyword_arg>> { MC_NODE(keyword_use); };

// Selections -------------------------------------------------------------------------

struct selection;
struct amount;
struct condition;
struct modal;        // `cannot`, in a rule and in a restriction given by an effect
struct rule_phrase;

// Nouns name what a selection ranges over. The nouns of cards, plural and singular, are those
// a tag may qualify (`character with #CYBORG`; grammar/syntax_hints.cpp reads them).
using card_nouns = word_list<"cards", "card", "characters", "character", "events", "event", "equipment", "locations",
                             "location", "businesses", "business", "founders", "founder", "resources", "resource">;
struct noun_lit : card_nouns::or_more<keyword<"spaces">, keyword<"space">, keyword<"abilities">, keyword<"ability">,
                                      keyword<"effects">, keyword<"effect">, keyword<"players">, keyword<"player">,
                                      keyword<"opponents">, keyword<"opponent">> {};
struct noun : tok<noun_lit> { MC_NODE(noun); };

// Whose network: `it` (the card named before) or `this`.
struct network_card : sor<MC_KW("it"), MC_KW("this")> {};
// A seat at the table: `the opponent on your left` / `... right` (001 Beginning of the game:
// play proceeds clockwise; docs/rulings.md, Seating).
struct seat_side : sor<MC_KW("left"), MC_KW("right")> {};
struct seat_ref : seq<MC_KW("the"), MC_KW("opponent"), MC_KW("on"), must<MC_KW("your")>, must<seat_side>> {};
// Words that stand for one thing already known.
// `each of them`, `all of them`, `those cards`, `each of those cards`: the cards `them` names,
// and `they each`: `they` (docs/language.md, Synonyms, rule 1: the same, `each` and `all`).
struct those_cards : seq<MC_KW("those"), MC_KW("cards")> {};
struct each_of_them : seq<sor<MC_KW("each"), MC_KW("all")>, MC_KW("of"), sor<MC_KW("them"), those_cards>> {};
struct pronoun : sor_by_word<MC_KW("this"), MC_KW("itself"), MC_KW("it"), MC_KW("them"), MC_KW("you"),
                     seq<MC_KW("they"), MC_KW("each")>, MC_KW("they"), each_of_them, those_cards,
                     seq<MC_KW("that"), sor<MC_KW("card"), MC_KW("player")>>,
                     seq<MC_KW("its"), sor<MC_KW("controller"), MC_KW("owner")>>,
                     seq<MC_KW("the"), MC_KW("card"), MC_KW("this"), MC_KW("is"), MC_KW("bonded"), MC_KW("to")>,
                     // the other party of a trigger's event (`when this is dealt damage: ... the card that dealt it`)
                     seq<MC_KW("the"), MC_KW("card"), MC_KW("that"), sor<MC_KW("destroyed"), MC_KW("dealt")>, MC_KW("it")>,
                     seq<MC_KW("the"), MC_KW("card"), MC_KW("it"), MC_KW("was"), MC_KW("bonded"), MC_KW("to")>,
                     seq<MC_KW("the"), MC_KW("chosen"), MC_KW("card")>,
                     // the player who bought the card a `when ... is bought` trigger heard of (001 Buy Phase)
                     seq<MC_KW("the"), MC_KW("buyer")>,
                     // the player whose network that card left (`when ... is bought from your network`)
                     seq<MC_KW("the"), MC_KW("seller")>,
                     // not the start of `the attacker's controller`, the alternative after it
                     seq<MC_KW("the"), sor<MC_KW("attacker"), MC_KW("defender"), MC_KW("blocker")>, not_at<one<'\''>>>,
                     // a combat party's player: `the attacker's controller`, `the blocker's owner`
                     seq<MC_KW("the"), sor<MC_KW("attacker's"), MC_KW("defender's"), MC_KW("blocker's")>,
                         sor<MC_KW("controller"), MC_KW("owner")>>,
                     seat_ref,
                     // the player whose network holds the card (001 Buy Phase: deployed into an opponent's network)
                     seq<MC_KW("the"), MC_KW("player"), MC_KW("whose"), must<MC_KW("network")>, must<network_card>,
                         must<MC_KW("is")>, must<MC_KW("in")>>> {
  MC_NODE(pronoun);
};

// How many, and whether chosen as a target. `no` is `0` (`you control no other characters`);
// `at most N` is `up to N` (`you control at most 2 characters`: blind design batch 45, R1).
// A number, `up to N` and `any number of` may be targets: `2 target characters`, `up to 3
// target characters`, `any number of target characters` (Glossary TARGET; Forge's TargetMin/TargetMax).
struct determiner : sor_by_word<MC_KW("target"), MC_KW("each"), MC_KW("all"), MC_KW("another"), MC_KW("an"), MC_KW("a"), MC_KW("no"),
                        seq<MC_KW("up"), MC_KW("to"), must<amount>, opt<MC_KW("target")>>,
                        seq<MC_KW("at"), MC_KW("least"), must<amount>>,
                        seq<MC_KW("at"), MC_KW("most"), must<amount>, opt<MC_KW("target")>>,
                        seq<MC_KW("any"), MC_KW("number"), must<MC_KW("of")>, opt<MC_KW("target")>>,
                        // a literal number only before `target`: a parameter's name is any word
                        // (`destory target card` stays a misspelt verb)
                        seq<number, MC_KW("target")>, amount> {
  MC_NODE(determiner);
};
struct adjective : sor_by_word<MC_KW("other"), MC_KW("engaged"), MC_KW("disengaged"), MC_KW("damaged"), MC_KW("orphaned"),
                       MC_KW("bonded"), MC_KW("surrounded"), MC_KW("attacking"), MC_KW("blocking"), MC_KW("felled")> {
  MC_NODE(adjective);
};
// A faction before the noun: `target gnost character`, `corp characters you control` (the
// card's `faction:` field, 001 Cards and Card Types).
struct faction_lit : sor_by_word<keyword<"corp">, keyword<"incarnate">, keyword<"gnost">> {};
struct faction_adj : tok<faction_lit> { MC_NODE(faction); };

// Zones: `your main deck`, `their open market`, `its owner's hand`.
// `an opponent's` / `each opponent's`: any opponent's zone, in a filter (`in an opponent's open market`).
struct owner : sor_by_word<MC_KW("your"), seq<sor<MC_KW("its"), MC_KW("their")>, sor<MC_KW("owner's"), MC_KW("controller's")>>, MC_KW("their"),
                   tok<keyword<"owner's">>, seq<sor<MC_KW("an"), MC_KW("each")>, MC_KW("opponent's")>,
                   seq<MC_KW("target"), sor<MC_KW("opponent's"), MC_KW("player's")>>,
                   seq<MC_KW("that"), MC_KW("player's")>> {  // as `their` (blind design batch 29, d03)
  MC_NODE(owner);
};
struct zone_name : sor_by_word<seq<MC_KW("main"), MC_KW("deck")>, seq<MC_KW("resource"), MC_KW("deck")>, MC_KW("deck"),
                       MC_KW("hand"), seq<MC_KW("open"), MC_KW("market")>, MC_KW("network"),
                       seq<MC_KW("annihilated"), MC_KW("zone")>> {
  MC_NODE(zone_name);
};
struct zone : seq<opt<owner>, zone_name> { MC_NODE(zone); };

struct keyword_ref : sor_by_word<tag, upper_name> {};
// Qualifiers narrow a selection.
// After `with` (qual_with_word): `with valuation 3 or less`, `with combined valuation 7 or
// less`, `with #GMO` / `with FLYING`.
struct valuation_tail : seq<MC_KW("valuation"), must<amount>, must<MC_KW("or")>, must<MC_KW("less")>> {
  MC_RETAG(qual_valuation);
};
struct combined_valuation_tail : seq<MC_KW("combined"), must<MC_KW("valuation")>, must<amount>, must<MC_KW("or")>, must<MC_KW("less")>> {
  MC_RETAG(qual_combined_valuation);
};
struct with_tail : keyword_ref { MC_RETAG(qual_with); };
struct qual_without : seq<MC_KW("without"), must<keyword_ref>> { MC_NODE(qual_without); };
struct controller_ref : sor_by_word<MC_KW("you"), seq<MC_KW("an"), MC_KW("opponent")>, seq<MC_KW("another"), MC_KW("player")>,
                            seq<MC_KW("its"), MC_KW("controller")>, seq<MC_KW("target"), MC_KW("player")>,
                            seq<MC_KW("target"), MC_KW("opponent")>, MC_KW("they"), seat_ref> {
  MC_NODE(pronoun);
};
struct qual_control : seq<controller_ref, sor<MC_KW("controls"), MC_KW("control")>> { MC_NODE(qual_control); };
struct qual_radius : seq<MC_KW("in"), MC_KW("card"), must<MC_KW("radius")>, must<amount>, opt<MC_KW("of"), must<selection>>> {
  MC_NODE(qual_radius);
};
struct qual_area : seq<MC_KW("in"), MC_KW("an"), MC_KW("area"), must<shape>, opt<MC_KW("of"), must<selection>>> {
  MC_NODE(qual_area);
};
struct qual_adjacent : seq<MC_KW("adjacent"), must<MC_KW("to")>, must<selection>> { MC_NODE(qual_adjacent); };
struct qual_other_than : seq<MC_KW("other"), MC_KW("than"), must<selection>> { MC_NODE(qual_other_than); };
// `a card bonded to this`: under the top of a pile that fits (001 Advanced Rules, Bonding).
struct qual_bonded_to : seq<MC_KW("bonded"), MC_KW("to"), must<selection>> { MC_NODE(qual_bonded_to); };
// `with the same name as this`: copies of a card (001 Glossary UNIQUE).
struct same_name_tail : seq<MC_KW("the"), must<MC_KW("same")>, must<MC_KW("name")>, must<MC_KW("as")>, must<selection>> {
  MC_RETAG(qual_same_name);
};
// `a card named "Gnost Acolyte"`: the copies of one card of the library, by its name (001
// Glossary UNIQUE speaks of copies by name).
struct qual_named : seq<MC_KW("named"), must<name>> { MC_NODE(qual_named); };
struct qual_in_zone : seq<MC_KW("in"), zone> { MC_NODE(qual_in_zone); };
// A number of the card's compared: `with BQ 1 or less`, `with valuation 5 or more`, `with 3
// or more damage` (001 Traits; damage: 001 Challenge Phase, Damage; valuation: 001 Buy Phase).
struct damage_word : MC_KW("damage") { MC_NODE(word); };
struct valuation_word : MC_KW("valuation") { MC_NODE(word); };
// The development counters on it: `with 2 or more development counters on it`, `with a
// development counter on it` (1 or more; 003 Glossary DEVELOPMENT).
struct development_counters : seq<MC_KW("development"), sor<MC_KW("counters"), MC_KW("counter")>> { MC_NODE(word); };
struct counters_on_it : opt<MC_KW("on"), sor<MC_KW("it"), MC_KW("them")>> {};
struct card_number : sor_by_word<trait, damage_word, valuation_word, development_counters> {};
struct or_more_or_less : seq<MC_KW("or"), sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")>> { MC_NODE(cmp); };
// `with BQ less than the BQ of this`: strictly (blind design batch 33, d20).
struct than_cmp : seq<sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")>, MC_KW("than")> { MC_NODE(cmp); };
// (one card_number for both orders: a node an alternative made stays when it fails)
struct number_tail : sor<seq<card_number, sor<seq<than_cmp, must<amount>>, seq<amount, or_more_or_less>>>,
                         seq<amount, or_more_or_less, must<card_number>, counters_on_it>,
                         seq<MC_KW("a"), development_counters, counters_on_it>> {
  MC_RETAG(qual_number);
};
// `that is a character`, `that are locations`: the card's type, as the noun after a
// determiner says it (001 Cards and Card Types), among the qualifiers (`up to 3 of them that
// are characters`, `each card in your hand that is a location`).
struct qual_type : seq<MC_KW("that"), sor<MC_KW("is"), MC_KW("are")>, opt<sor<MC_KW("an"), MC_KW("a")>>, must<noun>> {
  MC_NODE(qual_type);
};
// `that attacked this turn`: the cards that attacked since the turn began (001 Challenge
// Phase, Attacking), a card that left play since then a new one that has not.
struct qual_attacked : seq<MC_KW("that"), MC_KW("attacked"), must<MC_KW("this")>, must<MC_KW("turn")>> { MC_NODE(qual_attacked); };
// `each player with the most money`, `the opponent with the fewest cards in hand`: the players
// whose quantity is greatest (least) among those the noun names, decided as the effect starts
// (docs/rulings.md, The player with the most). The quantity is a player's money or the cards
// a selection counts, in their zone or under their control (`characters`, `cards in hand`).
struct most_word : sor_by_word<MC_KW("most"), MC_KW("fewest"), MC_KW("least")> { MC_NODE(cmp); };
struct most_money : MC_KW("money") { MC_NODE(word); };
struct most_quantity : sor_by_word<most_money, selection> {};
struct qual_most : seq<MC_KW("with"), MC_KW("the"), most_word, must<most_quantity>> { MC_NODE(qual_most); };
struct most_tail : seq<MC_KW("the"), most_word, must<most_quantity>> { MC_RETAG(qual_most); };
// `each opponent with more money than you`, `... with fewer cards in hand than you`: the players
// whose quantity is more (fewer) than that of the players after `than`, read once, as the
// selection is (blind design batch 29, d16). The words are the condition's (cond_have_than).
struct more_or_less_than;
struct money_word;
struct hand_than;
struct than_tail : seq<more_or_less_than, sor<money_word, trait, hand_than>, MC_KW("than"), must<selection>> {
  MC_RETAG(qual_than);
};
// `each player with no cards in hand`, `each opponent with 3 or more cards in hand`, `... with
// at least 5M`: the players whose hand or money fits, as the condition `they have ...` reads it
// (cond_have; blind design batch 32). A lookahead of words that make no node decides first, so
// that `with 3 or more damage` (a card's number) is not read into nodes here and left behind.
struct have_cmp_ahead : sor<seq<MC_KW("at"), sor<MC_KW("least"), MC_KW("most")>>,
                            seq<sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")>, MC_KW("than")>, MC_KW("exactly")> {};
struct hand_count_ahead : seq<sor<MC_KW("no"), tok<number_lit>>, opt<MC_KW("or"), sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")>>,
                              sor<MC_KW("cards"), MC_KW("card")>, MC_KW("in")> {};
struct money_ahead : seq<plus<digit>, opt<blank>, tok<keyword<"M">>> {};
struct have_cmp;
struct player_quantity;
struct have_tail : seq<at<opt<have_cmp_ahead>, sor<money_ahead, hand_count_ahead>>, opt<have_cmp>, player_quantity, opt<or_more_or_less>> {
  MC_RETAG(qual_have);
};
// The qualifiers that begin with `with`, the word read once: the node opens at `with` and
// its tail, tried in this order, names it (MC_RETAG). Each node begins and ends where it
// did when each qualifier read `with` itself.
struct qual_with_word : seq<MC_KW("with"), sor_by_word<most_tail, have_tail, than_tail, number_tail, valuation_tail, combined_valuation_tail, same_name_tail, with_tail>> {
  MC_NODE(qual_with);
};
struct qualifier : sor_by_word<qual_with_word, qual_named, qual_without, qual_control, qual_radius, qual_area, qual_adjacent,
                               qual_other_than, qual_bonded_to, qual_in_zone, qual_type, qual_attacked> {};

// `the top card of your resource deck`, `the top 3 cards of your main deck`.
struct sel_top : seq<MC_KW("the"), MC_KW("top"), opt<amount>, must<noun>, must<MC_KW("of")>, must<zone>> { MC_NODE(sel_top); };
// `target character's controller`, `that card's owner`: the player of the cards the words
// before name, as `the controller of SEL` (issue 27); after a noun or a pronoun, instead of
// its qualifiers. The apostrophe starts no other word there, so nothing is read twice; it is
// looked at before the node's rule is entered (a node tried costs its hooks: parse_bench).
struct apostrophe_s : seq<one<'\''>, one<'s'>, not_at<identifier_other>> {};
struct possessive_player : seq<tok<apostrophe_s>, sor<MC_KW("controller"), MC_KW("owner")>> { MC_NODE(possessive_player); };
struct qualifiers_or_possessive : sor<seq<at<one<'\''>>, possessive_player>, star<qualifier>> {};
// A noun phrase: `target character with #GMO an opponent controls`, `cards without FLYING`.
struct noun_phrase : seq<opt<determiner>, star<sor_by_word<adjective, faction_adj>>, noun, qualifiers_or_possessive> {};
// `the rest`: the cards the last `look at` named that are still where they were looked at;
// `one of them`, `2 of them`, `up to 2 of them`: some of the cards `them` names, chosen by
// the acting player (docs/rulings.md, Looking at cards), with qualifiers as after a pronoun. `of them` before the noun phrase
// (a failed noun phrase leaves its determiner behind), its count words of its own so that
// only a selection starting with `one`, `up`, `any` or a digit tries it. `of those cards` is `of them`.
struct sel_rest : seq<MC_KW("the"), MC_KW("rest")> { MC_NODE(sel_rest); };
struct one_of : MC_KW("one") { MC_NODE(word); };
struct up_to_of : seq<MC_KW("up"), MC_KW("to"), number> { MC_NODE(determiner); };
// `any number of them`: none, some or all of them (the determiner `any number of`).
struct any_number_of : seq<MC_KW("any"), MC_KW("number")> { MC_NODE(determiner); };
struct of_them_count : sor_by_word<one_of, up_to_of, any_number_of, number> {};
// Its qualifiers narrow the choice (`one of them with #CYBORG`: among the matching ones only).
struct sel_of_them : seq<of_them_count, MC_KW("of"), sor<MC_KW("them"), those_cards>, star<qualifier>> { MC_NODE(sel_of_them); };
// `the controller of target ability`, `the owner of it`: the player of the cards it names.
struct player_of_word : seq<MC_KW("the"), sor<MC_KW("controller"), MC_KW("owner")>, MC_KW("of")> { MC_NODE(pronoun); };
struct sel_player_of : seq<player_of_word, must<selection>> { MC_NODE(sel_player_of); };
// `the player with the most money`: `the` before `player` or `opponent` with the most only
// (tried last, after every other selection that starts with `the`; a card noun after `the`
// keeps its own message).
struct the_most_noun_lit : sor_by_word<keyword<"player">, keyword<"opponent">> {};
struct the_most_noun : tok<the_most_noun_lit> { MC_NODE(noun); };
struct sel_the_most : seq<MC_KW("the"), the_most_noun, qual_most> {};
struct selection : sor_by_word<sel_top, sel_player_of, seq<pronoun, qualifiers_or_possessive>, sel_of_them, noun_phrase, sel_rest,
                               sel_the_most> {
  MC_NODE(selection);
};

// Amounts: 3, x, `the number of cards you control`, `the BQ of this`.
struct adjective_lit : sor_by_word<keyword<"other">, keyword<"engaged">, keyword<"disengaged">,
                          keyword<"damaged">, keyword<"orphaned">, keyword<"bonded">,
                          keyword<"surrounded">, keyword<"attacking">, keyword<"blocking">, keyword<"felled">> {};
// A parameter of a keyword definition; never a noun or an adjective.
struct amount_param : seq<not_at<sor<noun_lit, adjective_lit, faction_lit, keyword<"no">>>, word> {};
// `destroyed this turn` after the cards counted (`the number of characters destroyed this turn`,
// `for each character destroyed this turn`): the cards destroyed since the turn began, as they
// were (docs/rulings.md, Counts of the turn).
struct turn_destroyed : seq<MC_KW("destroyed"), must<MC_KW("this")>, must<MC_KW("turn")>> { MC_NODE(turn_destroyed); };
// `that left play this turn` (`the number of characters that left play this turn`): the cards
// that left play since the turn began, any way (destroyed, sold, returned...), as they were.
struct turn_left : seq<opt<MC_KW("that")>, MC_KW("left"), must<MC_KW("play")>, must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(turn_left);
};
// `destroyed this way` after the cards counted (`lose 1M for each character destroyed this
// way`): the cards the effect's statements before it destroyed, as they were.
struct way_destroyed : seq<MC_KW("destroyed"), MC_KW("this"), MC_KW("way")> { MC_NODE(way_destroyed); };
// Each alternative opens a node: tried only where one of their first words stands (a count's
// selection is followed by other words far more often).
struct turn_gone : seq<at<sor<MC_KW("destroyed"), MC_KW("that"), MC_KW("left")>>, sor<way_destroyed, turn_destroyed, turn_left>> {};
struct amount_count : seq<MC_KW("the"), MC_KW("number"), must<MC_KW("of")>, must<selection>, opt<turn_gone>> {
  MC_NODE(amount_count);
};
struct amount_trait : seq<MC_KW("the"), trait, must<MC_KW("of")>, must<selection>> { MC_NODE(amount_trait); };
struct amount_param_node : amount_param { MC_NODE(amount_param); };
// `the damage dealt`: in a "deals damage" trigger, how much (001 Glossary DISRUPTOR).
struct amount_dealt : seq<MC_KW("the"), MC_KW("damage"), MC_KW("dealt")> { MC_NODE(amount_dealt); };
// A player's money and trait pool, a card's damage and valuation (001 Resources, Buy Phase,
// Traits): `the money of an opponent`, `the BQ in your trait pool`, `the damage on this`,
// `the valuation of target card`.
struct trait_pool : seq<MC_KW("trait"), MC_KW("pool")> {};
struct amount_money : seq<MC_KW("the"), MC_KW("money"), must<MC_KW("of")>, must<selection>> { MC_NODE(amount_money); };
struct amount_pool : seq<MC_KW("the"), trait, MC_KW("in"), must<owner>, must<trait_pool>> { MC_NODE(amount_pool); };
struct amount_damage_on : seq<MC_KW("the"), MC_KW("damage"), MC_KW("on"), must<selection>> { MC_NODE(amount_damage_on); };
struct amount_valuation : seq<MC_KW("the"), MC_KW("valuation"), must<MC_KW("of")>, must<selection>> {
  MC_NODE(amount_valuation);
};
// `the number of development counters on this`: a card's counters (003 Glossary DEVELOPMENT:
// "These counters modify how the card works as written on the card"), before `the number of
// SEL`, which it would otherwise read as a selection.
struct counters_word : sor_by_word<MC_KW("counters"), MC_KW("counter")> {};
struct amount_counters_on : seq<MC_KW("the"), MC_KW("number"), MC_KW("of"), MC_KW("development"), counters_word,
                                must<MC_KW("on")>, must<selection>> {
  MC_NODE(amount_counters_on);
};
// `the number of development counters removed this way`: what the costs of the ability or
// event removed (docs/rulings.md, Counters removed by a cost), before `... counters on SEL`.
struct amount_counters_removed : seq<MC_KW("the"), MC_KW("number"), MC_KW("of"), MC_KW("development"), counters_word,
                                     MC_KW("removed"), must<MC_KW("this")>, must<MC_KW("way")>> {
  MC_NODE(amount_counters_removed);
};
// `the number of cards you drew this turn` (001 Hand): a player's draws since the turn began,
// before `the number of SEL`; no `must`: `the number of cards you control` is a count.
struct amount_drawn : seq<MC_KW("the"), MC_KW("number"), MC_KW("of"), MC_KW("cards"), selection, MC_KW("drew"),
                          must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(amount_drawn);
};
// `bought` or `sold`: a player's buys or sales of the turn (001 Buy Phase; 001 Divest Phase).
struct trade_verb : sor_by_word<MC_KW("bought"), MC_KW("sold")> { MC_NODE(word); };
// `the number of cards you bought this turn` (001 Buy Phase; blind design batch 19, D06): a
// player's buys since the turn began (a pile is one buy), before `the number of SEL`;
// `... you sold this turn` their sales (001 Divest Phase; design batch 51, Fire Sale Office).
struct amount_bought : seq<MC_KW("the"), MC_KW("number"), MC_KW("of"), MC_KW("cards"), selection, trade_verb,
                           must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(amount_bought);
};
// `the number of events you played this turn` (001 Advanced Rules: an event is played as it
// is announced from the hand): a player's events since the turn began, before `the number of
// SEL`; no `must` until `played`: `the number of events you control` is a count.
struct events_word : sor_by_word<MC_KW("events"), MC_KW("event")> {};
struct played_this_turn : seq<MC_KW("played"), must<MC_KW("this")>, must<MC_KW("turn")>> {};
struct amount_played : seq<MC_KW("the"), MC_KW("number"), MC_KW("of"), events_word, selection, played_this_turn> {
  MC_NODE(amount_played);
};
// `that many`, `that much`: what the statement just before did, the cards it moved or the
// money it lost, paid or took (docs/rulings.md, That many); before a parameter, which `that`
// would otherwise be.
struct many_or_much : sor_by_word<MC_KW("many"), MC_KW("much")> {};
struct amount_that_many : seq<MC_KW("that"), many_or_much> { MC_NODE(amount_that_many); };
// `the greatest BQ among characters you control`, `the least money among opponents`: the
// largest (smallest) value one card or player that fits has (issue 27, d05); before `the
// TRAIT of`, `the money of` and `the valuation of`, which start alike.
struct extreme_word : sor_by_word<MC_KW("greatest"), MC_KW("least")> { MC_NODE(cmp); };
struct extreme_quantity : sor_by_word<trait, valuation_word, most_money> {};
// No `must` until `among`: `you have the least money` is a condition (cond_have_most).
struct amount_extreme : seq<MC_KW("the"), extreme_word, extreme_quantity, MC_KW("among"), must<selection>> {
  MC_NODE(amount_extreme);
};
// `half AMOUNT`, rounded down; `half your money`, `half their money` (issue 27, p20): the
// money of one player, as `the money of`.
struct half_money : seq<owner, MC_KW("money")> {};
struct half_what : sor_by_word<half_money, amount> {};
struct amount_half : seq<MC_KW("half"), must<half_what>> { MC_NODE(amount_half); };
struct amount : sor_by_word<number, amount_that_many, amount_dealt, amount_damage_on, amount_counters_removed, amount_counters_on, amount_drawn, amount_bought, amount_played, amount_count, amount_extreme, amount_money, amount_valuation,
                            amount_pool, amount_trait, amount_half, amount_param_node> {};
// Money: `3M`, or a parameter followed by M (`x M`).
struct money : sor_by_word<money_term, seq<amount, opt<tok<keyword<"M">>>>> {};

// Conditions -------------------------------------------------------------------------

struct cmp : sor<tok<string<'>', '='>>, tok<string<'<', '='>>, tok<one<'>', '<', '='>>,
                 seq<MC_KW("at"), sor<MC_KW("least"), MC_KW("most")>>> {
  MC_NODE(cmp);
};
struct cond_compare : seq<amount, cmp, must<amount>> { MC_NODE(cond_compare); };
struct not_word : MC_KW("not") { MC_NODE(modal); };
// `you control SEL`, `you do not control SEL` / `SEL does not control ...` (its negation, as
// `does not have`; issue 27, d16).
struct cond_control : seq<sor<MC_KW("controls"), MC_KW("control"), seq<sor<MC_KW("does"), MC_KW("do")>, not_word, MC_KW("control")>>,
                          must<selection>> {
  MC_NODE(cond_control);
  MC_ADOPTS;
};
struct cond_has : seq<sor<MC_KW("has"), seq<MC_KW("does"), not_word, MC_KW("have")>>, must<keyword_ref>> {
  MC_NODE(cond_has);
  MC_ADOPTS;
};
// `this is in your hand`, `this is in an open market` (any player's): where the card is (001
// The Zones of the Game).
struct any_open_market : seq<MC_KW("an"), MC_KW("open"), MC_KW("market")> { MC_NODE(word); };
struct state_in_zone : seq<MC_KW("in"), sor_by_word<any_open_market, zone>> { MC_NODE(qual_in_zone); };
// `this is in play` (001 Glossary LOYAL: "while the card is in play"): the state `deployed`.
struct state_in_play : seq<MC_KW("in"), MC_KW("play")> { MC_NODE(word); };
struct state_word : sor_by_word<state_in_play, state_in_zone, seq<MC_KW("adjacent"), must<MC_KW("to")>, must<selection>>, adjective,
                        seq<opt<sor<MC_KW("a"), MC_KW("an")>>, noun>, word> {};
struct cond_state : seq<MC_KW("is"), opt<not_word>, must<state_word>> {
  MC_NODE(cond_state);
  MC_ADOPTS;
};
// `this was deployed this turn` (001 Deploying and Docking: "attack on the turn that they are
// deployed").
// `a character was destroyed this turn`: some card that fits was destroyed since the turn
// began (docs/rulings.md, Counts of the turn).
struct destroyed_word : MC_KW("destroyed") { MC_NODE(turn_destroyed); };
struct deployed_or_destroyed : sor<MC_KW("deployed"), destroyed_word> {};
struct cond_deployed : seq<MC_KW("was"), must<deployed_or_destroyed>, must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(cond_deployed);
  MC_ADOPTS;
};
// `a character you control left play this turn`: some card that fits left play since the turn
// began, any way, as it was (docs/rulings.md, Counts of the turn).
struct cond_left : seq<MC_KW("left"), must<MC_KW("play")>, must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(cond_left);
  MC_ADOPTS;
};
// `a character you control attacked this turn`, `this attacked this turn`: some card that fits
// attacked since the turn began, in play now or as it was when it left play (001 Challenge
// Phase, Attacking; docs/rulings.md, Counts of the turn).
struct cond_attacked : seq<MC_KW("attacked"), must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(cond_attacked);
  MC_ADOPTS;
};
struct cond_paren : seq<lparen, must<condition>, must<rparen>> {};
// `you did` / `you did not`: whether the last `may` was taken up; `you do` / `you do not`
// the same (docs/language.md, Synonyms: it can mean nothing else).
// Not before `control` (`you do not control SEL`: cond_control).
struct cond_did : seq<sor<MC_KW("you"), MC_KW("they")>, sor<MC_KW("did"), MC_KW("do")>, opt<not_word>, not_at<MC_KW("control")>> {
  MC_NODE(cond_did);
};
// `the rules are "winner-pays-bid"`: whether a rules variant is on (docs/rulings.md).
struct cond_rules : seq<MC_KW("the"), MC_KW("rules"), must<MC_KW("are")>, must<name>> { MC_NODE(cond_rules); };
// `this has FLYING`, `you control ...`, `this is engaged`: a selection, then what is said of it.
// A player's money or trait pool against an amount: `you have at most 5M`, `you have 3 BQ or
// more in your trait pool`, `an opponent has more money than you` (001 Resources, Buy Phase).
struct have_word : sor<MC_KW("has"), MC_KW("have")> {};
struct have_cmp : sor_by_word<seq<MC_KW("at"), sor<MC_KW("least"), MC_KW("most")>>,
                              seq<sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")>, MC_KW("than")>, MC_KW("exactly")> {
  MC_NODE(cmp);
};
struct money_word : MC_KW("money") { MC_NODE(word); };
struct pool_owner : sor<MC_KW("your"), MC_KW("their")> { MC_NODE(owner); };
struct in_trait_pool : seq<MC_KW("in"), must<pool_owner>, must<trait_pool>> {};
// `3 or fewer cards in hand`, `at least 5 cards in their hand`, `no cards in hand`: the player's
// hand counted (001 The Zones of the Game, Hand); their open market and decks alike (`an
// opponent has 3 or more cards in their open market`: one opponent's, blind design batch 38, d04).
struct hand_word : sor_by_word<MC_KW("hand"), seq<MC_KW("open"), MC_KW("market")>, seq<MC_KW("main"), MC_KW("deck")>,
                               seq<MC_KW("resource"), MC_KW("deck")>> {
  MC_NODE(word);
};
struct cards_in_hand : seq<sor<MC_KW("cards"), MC_KW("card")>, MC_KW("in"), opt<pool_owner>, hand_word> {};
struct player_quantity : sor_by_word<money_term, seq<MC_KW("no"), cards_in_hand>,
                                     seq<amount, opt<or_more_or_less>, sor<trait, MC_KW("M"), cards_in_hand>>> {};
struct more_or_less_than : sor<MC_KW("more"), MC_KW("less"), MC_KW("fewer")> { MC_NODE(cmp); };
// `this has at least 5 development counters`, `this has 3 development counters` (at least, as
// `you have 3M`): a card's counters compared (003 Glossary DEVELOPMENT); `this has 3 or more
// damage`: the damage on it, the same way (001 Challenge Phase, Damage).
// `this has no development counters`, `it has no damage`: `no` is 0 (docs/language.md,
// Synonyms; blind design batch 31, T3), read as the checker reads `0`: none.
struct none_count : MC_KW("no") { MC_NODE(number); };
// `this has a development counter`: `a` is 1, at least one (blind design batch 55, M3: refused
// beside `has no development counters`).
struct one_count : MC_KW("a") { MC_NODE(number); };
struct cond_has_counters : seq<have_word, opt<have_cmp>, sor<none_count, one_count, amount>, opt<or_more_or_less>,
                               sor<seq<MC_KW("development"), counters_word>, damage_word>, opt<or_more_or_less>> {
  MC_NODE(cond_has_counters);
  MC_ADOPTS;
};
// `target opponent has more cards in hand than you`: their hands compared (blind design batch 24, d05).
struct hand_than : seq<sor<MC_KW("cards"), MC_KW("card")>, MC_KW("in"), opt<sor<MC_KW("your"), MC_KW("their")>>, MC_KW("hand")> {
  MC_NODE(word);
};
struct cond_have_than : seq<have_word, more_or_less_than, sor<money_word, trait, hand_than>, MC_KW("than"), must<selection>> {
  MC_NODE(cond_have_than);
  MC_ADOPTS;
};
// `you have the most money`, `an opponent has the fewest cards in hand`: the player is among
// those with the most (docs/rulings.md, The player with the most).
struct cond_have_most : seq<have_word, MC_KW("the"), most_word, must<most_quantity>> {
  MC_NODE(cond_have_most);
  MC_ADOPTS;
};
struct cond_have : seq<have_word, opt<have_cmp>, player_quantity, opt<or_more_or_less>, opt<in_trait_pool>> {
  MC_NODE(cond_have);
  MC_ADOPTS;
};
// `your trait pool is empty`, `your hand is not empty`.
// A node, so that a failed `your trait pool` leaves no `owner` behind for `your hand`.
struct pool_ref : seq<owner, trait_pool> { MC_NODE(pool_ref); };
struct emptied : sor_by_word<pool_ref, zone> {};
struct cond_empty : seq<emptied, MC_KW("is"), opt<not_word>, MC_KW("empty")> { MC_NODE(cond_empty); };
// `it is your turn`, `it is not your buy phase`, `it is an opponent's turn` (001 Turn Structure).
struct turn_owner : sor<MC_KW("your"), seq<MC_KW("an"), MC_KW("opponent's")>, MC_KW("the")> { MC_NODE(owner); };
struct period_word : sor_by_word<MC_KW("turn"), seq<sor<MC_KW("accounting"), MC_KW("buy"), MC_KW("challenge"), MC_KW("divest"),
                                                         MC_KW("end")>, must<MC_KW("phase")>>> {
  MC_NODE(word);
};
struct cond_turn : seq<MC_KW("it"), MC_KW("is"), opt<not_word>, turn_owner, must<period_word>> { MC_NODE(cond_turn); };
// `you played 2 or more events this turn`, `an opponent played an event this turn`: a player's
// events of the turn compared, at least the number when no comparison is written (as `you have 3M`).
struct some_events : sor_by_word<seq<MC_KW("an"), MC_KW("event")>, seq<opt<have_cmp>, amount, opt<or_more_or_less>, events_word>> {};
struct cond_played : seq<MC_KW("played"), must<some_events>, must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(cond_played);
  MC_ADOPTS;
};
// `you bought 2 or more cards this turn`, `an opponent bought a card this turn` (001 Buy Phase):
// a player's buys of the turn compared, as `played`; `you sold a card this turn` their sales.
struct bought_cards_word : sor_by_word<MC_KW("cards"), MC_KW("card")> {};
struct some_cards : sor_by_word<seq<MC_KW("a"), MC_KW("card")>, seq<opt<have_cmp>, amount, opt<or_more_or_less>, bought_cards_word>> {};
struct cond_bought : seq<trade_verb, must<some_cards>, must<MC_KW("this")>, must<MC_KW("turn")>> {
  MC_NODE(cond_bought);
  MC_ADOPTS;
};
// The stack (001 Advanced Rules): `the stack is empty`, `the stack is not empty`, and after a
// selection of events, abilities or effects `is on the stack` / `is not on the stack`.
struct cond_stack : seq<MC_KW("the"), MC_KW("stack"), must<MC_KW("is")>, opt<not_word>, must<MC_KW("empty")>> { MC_NODE(cond_stack); };
struct cond_on_stack : seq<MC_KW("is"), opt<not_word>, MC_KW("on"), must<MC_KW("the")>, must<MC_KW("stack")>> {
  MC_NODE(cond_stack);
  MC_ADOPTS;
};
struct cond_subject : seq<selection, sor_by_word<cond_have_than, cond_has_counters, cond_have_most, cond_have, cond_has, cond_control, cond_on_stack, cond_state, cond_deployed, cond_left, cond_attacked, cond_played, cond_bought>> {};
struct cond_atom : sor_by_word<cond_paren, cond_did, cond_rules, cond_stack, cond_empty, cond_turn, cond_compare, cond_subject> {};
struct cond_not : seq<not_word, must<cond_atom>> { MC_NODE(cond_not); };
struct cond_unary : sor_by_word<cond_not, cond_atom> {};
struct cond_and : list_must<cond_unary, MC_KW("and")> { MC_NODE(cond_and); };
struct condition : list_must<cond_and, MC_KW("or")> { MC_NODE(cond_or); };

// `until end of turn`, `until end of phase`, `until end of combat`, `until your next turn`: the
// node's one child, a word, names the period for all but the first (none: the turn).
struct until_phase : MC_KW("phase") { MC_NODE(word); };
// 001 Challenge Phase, Damage: "Once damage is done, combat ends."
struct until_combat : MC_KW("combat") { MC_NODE(word); };
struct until_next : MC_KW("next") { MC_NODE(word); };
// `end of your next turn`: the node's word is `your next turn`.
struct until_next_end : seq<MC_KW("your"), must<MC_KW("next")>, must<MC_KW("turn")>> { MC_NODE(word); };
struct turn_or_phase : sor_by_word<MC_KW("turn"), until_phase, until_combat, until_next_end> {};
struct until_end : seq<MC_KW("end"), must<MC_KW("of")>, must<turn_or_phase>> {};
struct until_your_next : seq<MC_KW("your"), must<until_next>, must<MC_KW("turn")>> {};
// `its controller's next accounting phase ends`: the child word `accounting` names it.
struct until_accounting : MC_KW("accounting") { MC_NODE(word); };
struct until_its_next : seq<MC_KW("its"), must<MC_KW("controller's")>, must<MC_KW("next")>, must<until_accounting>,
                            must<MC_KW("phase")>, must<MC_KW("ends")>> {};
// `until the start of your next turn` / `until the beginning of ...`: `until your next turn`,
// which ends as that turn begins (docs/language.md, Synonyms, rule 1; blind batch 14, p08);
// `until the end of turn`: `until end of turn` (the same rule).
struct until_start_of : seq<sor<MC_KW("start"), MC_KW("beginning")>, must<MC_KW("of")>, MC_KW("your"), must<until_next>,
                            must<MC_KW("turn")>> {};
struct until_the : seq<MC_KW("the"), sor<until_end, until_start_of>> {};
struct until_period : sor_by_word<until_end, until_your_next, until_its_next, until_the> {};
struct duration_until_end_of_turn : seq<MC_KW("until"), must<until_period>> { MC_NODE(duration_until_end_of_turn); };
struct duration_while : seq<MC_KW("while"), must<condition>> { MC_NODE(duration_while); };
// `this turn`: the same as `until end of turn` (`target character can attack an additional time
// this turn`); it cannot mean anything else after a change (docs/language.md, Synonyms).
struct duration_this_turn : seq<MC_KW("this"), MC_KW("turn")> { MC_NODE(duration_until_end_of_turn); };
struct duration : sor_by_word<duration_until_end_of_turn, duration_while, duration_this_turn> {};

// Statements -------------------------------------------------------------------------

struct block_end : rbrace {};
struct block : seq<lbrace, must<effect>, must<block_end>> {};
struct stmt_if : seq<MC_KW("if"), must<condition>, must<block>, opt<MC_KW("else"), must<block>>> { MC_NODE(stmt_if); };
// `for each of them`: `each of them` is `them` (a pronoun of its own, above), so it is the
// selection, the words after `for` (d20 of blind design batch 14).
struct each_of_ahead : at<MC_KW("each"), MC_KW("of")> {};
struct stmt_for_each : seq<MC_KW("for"), sor<seq<each_of_ahead, selection>, seq<must<MC_KW("each")>, must<selection>>>, must<block>> {
  MC_NODE(stmt_for_each);
};

// `deal 3 IQ damage to target card`.
// `deal 4 IQ damage divided as you choose among up to 3 target characters`: the acting
// player splits it, point by point (docs/rulings.md, Divided damage).
struct divided_among : seq<MC_KW("divided"), must<MC_KW("as")>, must<MC_KW("you")>, must<MC_KW("choose")>, must<MC_KW("among")>> {
  MC_NODE(word);
};
struct damage_link : sor_by_word<MC_KW("to"), divided_among> {};
// `that damage`: in a `dealt damage` replacement, the damage it replaces, its amount and its
// trait (`deal that damage to this`: sent on to this card instead; docs/rulings.md, Damage
// prevented or redirected).
struct that_damage : seq<MC_KW("that"), MC_KW("damage")> { MC_NODE(that_damage); };
struct damage_dealt_spec : sor<that_damage, seq<must<amount>, must<trait>, must<MC_KW("damage")>>> {};
// `deal 1 BQ damage to target character for each card with #GUN you control`: the amount
// once per card, as `gain 1M for each` (blind design batch 40, d05; amount_per, below).
struct amount_per;
struct stmt_deal : seq<MC_KW("deal"), damage_dealt_spec, must<damage_link>, must<selection>, opt<amount_per>> {
  MC_NODE(stmt_deal);
};
// `prevent that damage`, `prevent 1 of that damage`, `prevent the first 2 of that damage each
// turn` (a budget that each turn renews): in a `dealt damage` replacement, some of the damage
// is not dealt and the rest goes on (docs/rulings.md, Damage prevented or redirected).
struct first_word : MC_KW("first") { MC_NODE(word); };
struct each_turn : seq<MC_KW("each"), MC_KW("turn")> {};
struct prevent_first : seq<MC_KW("the"), first_word, must<amount>, must<MC_KW("of")>, must<that_damage>, must<each_turn>> {};
struct prevent_some : seq<amount, must<MC_KW("of")>, must<that_damage>> {};
// `prevent the next damage that would be dealt to SEL [this turn]`, `prevent the next 3 damage
// ...`: a one-shot prevention, a shield kept on the card until used (docs/rulings.md, The next
// time).
struct next_word : MC_KW("next") { MC_NODE(word); };
struct would_be : seq<MC_KW("would"), must<MC_KW("be")>> {};
struct prevent_next : seq<MC_KW("the"), next_word, opt<not_at<MC_KW("damage")>, amount>, must<MC_KW("damage")>, must<MC_KW("that")>,
                          must<would_be>, must<MC_KW("dealt")>, must<MC_KW("to")>, must<selection>, opt<duration>> {};
struct prevented_damage : sor_by_word<that_damage, prevent_next, prevent_first, prevent_some> {};
struct stmt_prevent : seq<MC_KW("prevent"), must<prevented_damage>> { MC_NODE(stmt_prevent); };
// `remove 2 damage from target character`, `remove 1 BQ damage from each character you
// control`, `remove all damage from target character`: some or all of the damage on cards
// (001 Challenge Phase, Damage; `reset` also ends the card's changes until end of turn).
struct all_damage : MC_KW("all") { MC_NODE(word); };
struct stmt_remove_damage : seq<MC_KW("remove"), sor<all_damage, amount>, opt<trait>, MC_KW("damage"), must<MC_KW("from")>, must<selection>> {
  MC_NODE(stmt_remove_damage);
};
struct for_free : seq<MC_KW("for"), MC_KW("free")> { MC_NODE(adjective); };
// The verbs of `VERB SELECTION`, spelled once: the hints read the list (grammar/vocabulary.hpp
// verb_words). Each word needs its op in the checker's table (check/check_statements_cards.cpp,
// `verbs`): tests/lang/verbs_test.cpp reads the words from this rule and fails on one it lacks.
using verbs = word_list<"destroy", "annihilate", "engage", "disengage", "reveal", "redeploy", "unbond", "cancel", "reset", "sell">;
struct verb_word : verbs::as<w> { MC_NODE(word); };
// `destroy target card`, `engage this`: a verb and what it acts on.
// `unbond a card bonded to this for free`: without paying its costs (the checker takes `for
// free` after `unbond` only; 001 Advanced Rules, Bonding).
// `reveal target opponent's hand`: a zone after the verb, every card in it (issue 27, p23);
// the checker takes it after `reveal` only. The verb is read once: a zone is tried first.
// `destroy target equipment and target location`: the verb on each selection in turn, as
// `destroy target equipment, destroy target location` (issue 27; the second selection is a
// third child, before `for free`).
// `redeploy it to a space adjacent to this`: where it docks (the checker takes it after
// `redeploy` only; 001 Glossary REDEPLOY), its qual_adjacent a child before `for free`.
struct place_adjacent : seq<MC_KW("to"), must<MC_KW("a")>, must<MC_KW("space")>, must<qual_adjacent>> {};
// `destroy a character an opponent controls at random`, `gain control of a character they control
// at random`: the game's generator picks among the cards that fit (docs/rulings.md, At random);
// the checker takes it after a chosen `a` / `N` selection and the verbs that act on cards in play.
struct picked_at_random : seq<MC_KW("at"), MC_KW("random")> { MC_NODE(at_random); };
struct stmt_verb
    : seq<verb_word, sor<zone, seq<must<selection>, opt<picked_at_random>, opt<MC_KW("and"), selection>, opt<place_adjacent>,
                                   opt<for_free>>>> {
  MC_NODE(stmt_verb);
};
// `choose a card you control`; with a subject, `target opponent chooses a location they
// control`: that player chooses (docs/rulings.md, Another player's choice).
struct stmt_choose : seq<sor<MC_KW("chooses"), MC_KW("choose")>, must<selection>> { MC_NODE(stmt_choose); };
struct stmt_move : seq<MC_KW("move"), must<selection>, opt<place_adjacent>> { MC_NODE(stmt_move); };
struct stmt_swap : seq<MC_KW("swap"), must<selection>, must<MC_KW("with")>, must<selection>> { MC_NODE(stmt_swap); };
// `bond this to target character`: the first goes under the second.
struct bond_link : sor_by_word<MC_KW("to"), MC_KW("under")> {};
struct stmt_bond : seq<MC_KW("bond"), must<selection>, must<bond_link>, must<selection>> { MC_NODE(stmt_bond); };
struct search_zones : list<zone, MC_KW("and")> {};
struct stmt_search : seq<sor<MC_KW("searches"), MC_KW("search")>, must<search_zones>, must<MC_KW("for")>, must<selection>> {
  MC_NODE(stmt_search);
};
// Where `put` sends cards: `into ZONE`, `on the bottom of ZONE`, `on [the] top of ZONE`.
struct top_or_bottom : sor_by_word<MC_KW("bottom"), MC_KW("top")> {};
struct destination : sor_by_word<seq<MC_KW("into"), must<zone>>,
                                 seq<MC_KW("on"), opt<MC_KW("the")>, must<top_or_bottom>, must<MC_KW("of")>, must<zone>>> {
  MC_NODE(destination);
};
// `put them on top of your main deck in any order`: the acting player orders them, one
// pending decision per card (docs/rulings.md, Looking at cards).
struct in_any_order : seq<MC_KW("in"), MC_KW("any"), must<MC_KW("order")>> { MC_NODE(adjective); };
// `put it into your network under your control`: the acting player controls the card put
// there, and its owner stays (docs/rulings.md, Control changes).
struct under_your_control : seq<MC_KW("under"), must<MC_KW("your")>, must<MC_KW("control")>> { MC_NODE(adjective); };
struct stmt_put : seq<MC_KW("put"), must<selection>, must<destination>, opt<sor<in_any_order, under_your_control>>> {
  MC_NODE(stmt_put);
};
// `look at the top 3 cards of your main deck`: the acting player sees them, no other player
// does; they are `them` after it, and `the rest` (docs/rulings.md, Looking at cards).
// `look at target opponent's hand`: every card in the zone (docs/rulings.md, Looking at cards).
struct looked : sor_by_word<zone, selection> {};
struct stmt_look : seq<MC_KW("look"), must<MC_KW("at")>, must<looked>> { MC_NODE(stmt_look); };
// `shuffle target character into its owner's main deck`, `shuffle your open market into your
// main deck`, `shuffle your main deck` (001 Beginning of the game: a deck is shuffled).
struct shuffled : sor_by_word<zone, selection> {};
struct stmt_shuffle : seq<sor<MC_KW("shuffles"), MC_KW("shuffle")>, must<shuffled>, opt<MC_KW("into"), must<zone>>> { MC_NODE(stmt_shuffle); };
// `for their trait costs`: the money is not paid, the trait costs are (002 DEAD DROP).
struct for_trait_costs : seq<MC_KW("for"), sor<MC_KW("their"), MC_KW("its")>, MC_KW("trait"), must<MC_KW("costs")>> {
  MC_NODE(adjective);
};
struct deploy_price : sor_by_word<for_free, for_trait_costs> {};
struct stmt_deploy : seq<MC_KW("deploy"), must<selection>, opt<deploy_price>, opt<qual_adjacent>> { MC_NODE(stmt_deploy); };
struct cards_word : sor_by_word<MC_KW("cards"), MC_KW("card")> {};
// `draw 1 card for each character you control`: the number once per card, as `gain 1M for each`
// (blind design batch 32: the checker's fix for `draw a card for each ...` was refused).
struct stmt_draw : seq<sor<MC_KW("draws"), MC_KW("draw")>, must<amount>, must<cards_word>, opt<amount_per>> { MC_NODE(stmt_draw); };
// `discard a card at random`: the game's seeded generator chooses (docs/rulings.md, At random).
struct at_random : seq<MC_KW("at"), must<MC_KW("random")>> { MC_NODE(at_random); };
struct stmt_discard : seq<sor<MC_KW("discards"), MC_KW("discard")>, must<selection>, opt<at_random>> { MC_NODE(stmt_discard); };
// `gain control of target character until end of turn` (docs/rulings.md, Control changes);
// before `gain 3M` (stmt_money), which fails at `control` without a word taken.
struct stmt_gain_control : seq<sor<MC_KW("gains"), MC_KW("gain")>, MC_KW("control"), must<MC_KW("of")>, must<selection>,
                               opt<picked_at_random>, opt<duration>> {
  MC_NODE(stmt_gain_control);
};
// `exchange control of X and Y`, or of one selection that names two cards (`them` after
// two choices, `2 target characters`).
struct stmt_exchange_control : seq<MC_KW("exchange"), must<MC_KW("control")>, must<MC_KW("of")>, must<selection>,
                                   opt<MC_KW("and"), must<selection>>> {
  MC_NODE(stmt_exchange_control);
};
struct money_verb : sor_by_word<MC_KW("gains"), MC_KW("gain"), MC_KW("loses"), MC_KW("lose"), MC_KW("pays"), MC_KW("pay")> { MC_NODE(word); };
// `pay 1M + 1BQ`, `pay 2 IQ`: a cost with trait costs, its traits paid from the trait pool (001
// Buy Phase: "traits must be paid"); only `pay` takes one (traits are produced, not gained). A
// cost of money alone is `money` below, so `pay 2M` reads as before.
struct plus_cost_term : seq<tok<one<'+'>>, must<cost_term>> {};
struct trait_payment : sor<seq<trait_term, star<plus_cost_term>>, seq<money_term, plus<plus_cost_term>>> { MC_NODE(cost); };
struct pay_verb : sor_by_word<MC_KW("pays"), MC_KW("pay")> { MC_NODE(word); };
struct stmt_pay_cost : seq<pay_verb, trait_payment> { MC_NODE(stmt_money); };
// `gain 3M`, `pay 1M`: only when money follows (so `lose the game` and `loses FLYING` parse elsewhere).
// `pay 1M for each character you control`: the money once per card, as `gets +1 BQ for each`
// (amount_per, below; declared above stmt_draw).
struct stmt_money : seq<money_verb, money, opt<amount_per>> { MC_NODE(stmt_money); };
// `take up to 2M from target player`: a transfer, capped at what the player has.
// `give 2M to target opponent`: a transfer from the acting player, capped at what they have.
// `take 1M for each location they control from target opponent`: counted as `gain 1M for each`.
// `that player gives you 1M for each location they control`: a subject gives (blind design batch 24, d19).
struct stmt_give : seq<sor<MC_KW("gives"), MC_KW("give")>, must<money>, opt<amount_per>, must<MC_KW("to")>, must<selection>> { MC_NODE(stmt_give); };
// `take 2 BQ from target opponent`, `take up to 1 IQ for each character they control from
// target opponent`: traits out of the players' trait pools into the acting player's (001 Buy
// Phase, trait pools; blind design batches 27 and 38 could not write a trait siphon). Before
// `take MONEY`: `take 2M` fails at `M` with nothing consumed.
struct stmt_take_traits : seq<MC_KW("take"), opt<MC_KW("up"), MC_KW("to")>, amount, trait, opt<amount_per>, must<MC_KW("from")>,
                              must<selection>> {
  MC_NODE(stmt_take_traits);
};
struct stmt_take : seq<MC_KW("take"), opt<MC_KW("up"), must<MC_KW("to")>>, must<money>, opt<amount_per>, must<MC_KW("from")>,
                       must<selection>> {
  MC_NODE(stmt_take);
};
// `produce 1 IQ for each character you control`: the amount once per card, as `gain 1M for
// each` (blind design batch 28, d17).
struct stmt_produce : seq<sor<MC_KW("produces"), MC_KW("produce")>, must<amount>, must<trait>, opt<amount_per>> { MC_NODE(stmt_produce); };
struct sign : tok<one<'+', '-'>> { MC_NODE(sign); };
struct modified_value : sor_by_word<trait, valuation_word> {};
// `this gets +2 BQ until end of turn`.
// `+1 IQ for each other card with #PSIONIC you control`: the amount once per card.
// `+1 BQ for each development counter on this`: the amount once per counter on the cards
// (003 Glossary DEVELOPMENT), the node of `the number of development counters on SEL`.
struct counters_each : seq<MC_KW("development"), counters_word, must<MC_KW("on")>, must<selection>> {
  MC_NODE(amount_counters_on);
};
// `gain 2M for each development counter removed this way`: once per counter the costs removed
// (the node of `the number of development counters removed this way`), before `... on SEL`.
struct counters_removed_each : seq<MC_KW("development"), counters_word, MC_KW("removed"), must<MC_KW("this")>, must<MC_KW("way")>> {
  MC_NODE(amount_counters_removed);
};
// `for each event you played this turn`: once per event the player played this turn.
struct played_each : seq<events_word, selection, played_this_turn> { MC_NODE(amount_played); };
struct per_counted : sor_by_word<counters_removed_each, counters_each, played_each, seq<selection, opt<turn_gone>>> {};
struct amount_per : seq<MC_KW("for"), sor<seq<each_of_ahead, selection>, seq<MC_KW("each"), must<per_counted>>>> {
  MC_NODE(amount_per);
};
// `and` then the verb of a change that may follow it with the subject of the change before it
// (`target character gets +1 BQ and gains KEYWORD until end of turn`: joined_change below),
// read as characters: a lookahead that matches no rule inside
// it, so a stray `and` (`... until end of turn and -1 IQ`) leaves the parse's reach, and so
// its error, where it was (parse_control.hpp, tree_builder::reached).
struct joined_ahead {
  using rule_t = joined_ahead;
  using subs_t = pegtl::empty_list;
  template <typename Input> [[nodiscard]] static bool match(Input& in) {
    const char* p = in.current();
    const char* end = in.end();
    auto word = [&](std::string_view w) {
      if (static_cast<std::size_t>(end - p) < w.size() || std::string_view(p, w.size()) != w) return false;
      return p + w.size() == end || !identifier_char(p[w.size()]);
    };
    if (!word("and")) return false;
    p += 3;
    const char* blank = p;
    while (p != end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')) ++p;
    if (p == blank) return false;
    for (std::string_view verb : {"gets", "get", "gains", "gain", "loses", "lose", "cannot", "can", "must"})
      if (word(verb)) return true;
    return false;
  }
};
// `gets +1 BQ and +1 IQ until end of turn`: one statement, one subject, one duration. A list
// is joined as in English, `+1 BQ, +1 IQ and +1 EQ`: a comma joins only where a change
// follows it (after a comma a statement starts with a word, never a sign).
struct and_modify : seq<sor<MC_KW("and"), seq<comma, at<one<'+', '-'>>>>, sign, must<amount>, must<modified_value>> {};
struct stmt_modify : seq<sor<MC_KW("gets"), MC_KW("get")>, must<sign>, must<amount>, must<modified_value>, opt<amount_per>,
                         star<and_modify>, opt<duration>> {
  MC_NODE(stmt_modify);
  MC_ADOPTS;
};
// `gains FLYING and PRECISION until end of turn`, `loses FLYING and PRECISION ...`: as above;
// `FLYING, INITIATIVE and OVERWATCH` too (a comma followed by a keyword's name, which no
// statement starts with).
struct keyword_and : sor<seq<not_at<joined_ahead>, MC_KW("and")>, seq<comma, at<upper_name_lit>>> {};
struct stmt_grant : seq<sor<MC_KW("gains"), MC_KW("gain")>, keyword_use, star<keyword_and, must<keyword_use>>, opt<duration>> {
  MC_NODE(stmt_grant);
  MC_ADOPTS;
};
// `loses all keywords`: each keyword the card has as the effect runs (issue 27).
struct all_keywords : seq<MC_KW("all"), MC_KW("keywords")> { MC_NODE(word); };
struct stmt_remove_keyword : seq<sor<MC_KW("loses"), MC_KW("lose")>, sor<all_keywords, seq<upper_name, star<keyword_and, must<upper_name>>>>,
                                 opt<duration>> {
  MC_NODE(stmt_remove_keyword);
  MC_ADOPTS;
};
// `add a development counter to this`: `a` is one (as `draw a card`).
struct one_counter : sor<MC_KW("a"), MC_KW("an")> { MC_NODE(determiner); };
struct added_count : sor<one_counter, amount> {};
struct stmt_counters : seq<MC_KW("add"), must<added_count>, must<word>, must<counters_word>, must<MC_KW("to")>,
                           must<selection>, opt<amount_per>> {
  MC_NODE(stmt_counters);
};
// `put a development counter on this`, `put 2 development counters on each card with #PROJECT`:
// the designer's words for `add` (the same node). `for each SEL` after either counts the
// amount once per card, as after `draw` (blind design batch 38, d17).
struct development_word : MC_KW("development") { MC_NODE(word); };
struct stmt_put_counters : seq<MC_KW("put"), added_count, development_word, must<counters_word>, must<MC_KW("on")>,
                               must<selection>, opt<amount_per>> {
  MC_NODE(stmt_counters);
};
// `target character cannot attack until end of turn`: a rule phrase given to cards for a
// while, as a `rule:` line would give it (docs/vocabulary.md 6).
struct stmt_restrict : seq<modal, must<rule_phrase>, opt<duration>> { MC_NODE(stmt_restrict); MC_ADOPTS; };
// `cards you buy cost 1M less until end of turn`: a rule's phrase with no modal, given for a
// while; the duration says it is an effect's (the checker takes cost changes only).
// Tried only where the statement's words hold `cost` or `costs` (cost_ahead, read as
// characters as joined_ahead is: it matches no rule inside it and consumes nothing), so other
// statements' errors and completions stay as they were.
struct cost_ahead {
  using rule_t = cost_ahead;
  using subs_t = pegtl::empty_list;
  template <typename Input> [[nodiscard]] static bool match(Input& in) {
    const std::string_view rest(in.current(), static_cast<std::size_t>(in.end() - in.current()));
    for (std::size_t i = 0; i < rest.size() && std::string_view(",;{}\n").find(rest[i]) == std::string_view::npos; ++i) {
      if (rest[i] != ' ' || rest.substr(i + 1, 4) != "cost") continue;
      std::size_t end = i + 5;
      if (end < rest.size() && rest[end] == 's') ++end;
      if (end >= rest.size() || !identifier_char(rest[end])) return true;
    }
    return false;
  }
};
struct stmt_timed_rule : seq<at<cost_ahead>, rule_phrase, duration> { MC_NODE(stmt_restrict); MC_ADOPTS; };
// `remove 1 development counter from this`, `remove all development counters from target card`
// (003 Glossary DEVELOPMENT: the counters are the card's, and card text may take them off).
struct all_counters : MC_KW("all") { MC_NODE(word); };
struct removed_count : sor<all_counters, one_counter, seq<not_at<MC_KW("development")>, amount>> {};
struct stmt_remove_counters : seq<MC_KW("remove"), must<removed_count>, must<word>, must<counters_word>,
                                  must<MC_KW("from")>, must<selection>> {
  MC_NODE(stmt_remove_counters);
};
struct stmt_win : seq<sor<MC_KW("wins"), MC_KW("win")>, must<MC_KW("the")>, must<MC_KW("game")>> { MC_NODE(stmt_win); MC_ADOPTS; };
// Not before an amount of money that starts with `the` (`the damage dealt`, `the number of
// SEL`, `the BQ of SEL`): `each opponent loses the number of cards in their hand M`.
struct stmt_lose_game : seq<sor<MC_KW("loses"), MC_KW("lose")>, not_at<money>, MC_KW("the"), must<MC_KW("game")>> {
  MC_NODE(stmt_lose_game);
  MC_ADOPTS;
};
// `copy target event`, `copy it`: a copy of an item on the stack, above it (docs/rulings.md,
// Copies on the stack); `, you may choose new targets for the copy`: its controller may
// change each of its targets.
struct new_targets : seq<comma, MC_KW("you"), MC_KW("may"), MC_KW("choose"), MC_KW("new"), must<MC_KW("targets")>,
                         must<MC_KW("for")>, must<MC_KW("the")>, must<MC_KW("copy")>> {
  MC_NODE(adjective);
};
struct stmt_copy : seq<MC_KW("copy"), must<selection>, opt<new_targets>> { MC_NODE(stmt_copy); };
struct stmt_nothing : seq<MC_KW("do"), MC_KW("nothing")> { MC_NODE(stmt_nothing); };
// `do price`: carry out an effect given as a keyword argument.
struct stmt_do : seq<MC_KW("do"), must<word>> { MC_NODE(stmt_do); };

// `activate: do price -> reset this`: an ability activated as the text runs (not put on the
// stack): its costs, then its effect, each up to the next `;` (001 Glossary REGENERATE: "its
// controller may activate its [REGENERATE] ability, paying any applicable costs").
struct activation_separator : sor_by_word<seq<comma, not_at<MC_KW("activate"), MC_KW("only")>, opt<MC_KW("then")>>, MC_KW("then")> {};
struct activation_part : list_must<statement, activation_separator> { MC_NODE(effect); };
struct stmt_activate : seq<MC_KW("activate"), must<colon>, must<activation_part>, must<arrow>, must<activation_part>> {
  MC_NODE(stmt_activate);
};

// `choose one: draw 2 cards; or gain 3M`: a modal statement, its modes separated by `; or`
// (Magic's "Choose one —"); with a subject, `target opponent chooses one: ...`: that player
// chooses (docs/rulings.md, Modes). A mode is statements as an effect's, `;` too where no
// `or` follows; the last mode reaches the end of the effect.
struct scope_end : tok<one<';'>> { MC_NODE(scope_end); };
// A `,` before `or` ends the mode too, so that `draw 2 cards, or gain 3M` is told to write `; or`.
struct mode_separator : sor_by_word<seq<comma, not_at<MC_KW("activate"), MC_KW("only")>, not_at<MC_KW("or")>, opt<MC_KW("then")>>, MC_KW("then"),
                                    seq<scope_end, not_at<MC_KW("or")>>> {};
struct mode : list_must<statement, mode_separator> { MC_NODE(effect); };
struct next_mode : seq<tok<one<';'>>, MC_KW("or"), must<mode>> {};
// How many modes are picked (docs/language.md, Modes): `one`, `two` (two different modes),
// `one or both` (of two modes), `one or more`; the word child's text.
struct modes_count : sor<seq<MC_KW("one"), MC_KW("or"), sor<MC_KW("both"), MC_KW("more")>>, seq<MC_KW("one"), not_at<MC_KW("of")>>,
                         seq<MC_KW("two"), at<colon>>> {
  MC_NODE(word);
};
struct stmt_modes : seq<sor<MC_KW("chooses"), MC_KW("choose")>, modes_count, must<colon>, must<mode>, must<next_mode>, star<next_mode>> {
  MC_NODE(stmt_modes);
};

// `at the start of your next turn, draw 1 card`, `at the beginning of the end phase, return it
// to your hand`, `at end of turn, ...`: a delayed effect (docs/rulings.md, Delayed effects).
// The word child names the moment (`turn`: the acting player's next turn begins; `end`: the
// next End Phase begins); the effect after the comma reaches the end of the effect.
struct delay_turn_word : MC_KW("turn") { MC_NODE(word); };
struct delay_end_word : MC_KW("end") { MC_NODE(word); };
struct delay_your_next : seq<MC_KW("your"), must<MC_KW("next")>, must<delay_turn_word>> {};
struct delay_end_phase : seq<MC_KW("the"), must<delay_end_word>, must<MC_KW("phase")>> {};
struct delay_which : sor_by_word<delay_your_next, delay_end_phase> {};
struct delay_start_of : seq<sor<MC_KW("start"), MC_KW("beginning")>, must<MC_KW("of")>, must<delay_which>> {};
struct delay_end_of_turn : seq<delay_end_word, must<MC_KW("of")>, must<MC_KW("turn")>> {};
struct delay_moment : sor_by_word<seq<MC_KW("the"), must<delay_start_of>>, delay_end_of_turn> {};
struct stmt_next_time;  // below, after the phrases it reads
struct stmt_delayed : seq<MC_KW("at"), not_at<sor<MC_KW("least"), MC_KW("most")>>, must<delay_moment>, must<comma>, must<effect>> {
  MC_NODE(stmt_delayed);
};

// A statement that starts with its verb: the acting player is "you".
struct imperative : sor_by_word<stmt_if, stmt_for_each, stmt_deal, stmt_remove_damage, stmt_verb, stmt_modes, stmt_choose, stmt_move, stmt_swap, stmt_bond,
                        stmt_search, stmt_put_counters, stmt_put, stmt_shuffle, stmt_deploy, stmt_draw, stmt_discard, stmt_gain_control, stmt_pay_cost, stmt_money,
                        stmt_take_traits, stmt_take, stmt_give, stmt_produce, stmt_counters, stmt_remove_counters, stmt_exchange_control, stmt_nothing, stmt_do, stmt_prevent, stmt_look, stmt_copy, stmt_activate, stmt_delayed, stmt_next_time> {};
// `target opponent chooses one: they lose 3M; or you draw 2 cards`: the subject's players choose.
struct subject_modes : seq<sor<MC_KW("chooses"), MC_KW("choose")>, modes_count, must<colon>, must<mode>, must<next_mode>, star<next_mode>> {
  MC_NODE(stmt_modes);
  MC_ADOPTS;
};
// `you may have this become a copy of target character`, `you may have target opponent draw 1
// card`: a statement with its own subject, its verb bare after `have` (blind design batch 28,
// d15). The selection statement is declared below.
struct selection_stmt;
struct may_have : seq<MC_KW("have"), must<selection_stmt>> {};
struct may_what : sor_by_word<may_have, imperative> {};
// `each other player may search ...`: someone may do something.
struct stmt_may : seq<MC_KW("may"), must<may_what>> { MC_NODE(stmt_may); MC_ADOPTS; };
struct you_may : seq<MC_KW("may"), must<may_what>> { MC_NODE(stmt_may); };
// `each player draws 1 card`: a subject, then what it does.
struct subject_stmt : sor_by_word<stmt_draw, stmt_discard, stmt_gain_control, stmt_money, stmt_search, stmt_produce, stmt_choose,
                                  stmt_shuffle, stmt_give> {
  MC_NODE(stmt_subject);
  MC_ADOPTS;
};
// `this becomes a copy of target character until end of turn`: the cards take the copied
// card's printed values for the duration (docs/rulings.md, Copies).
struct stmt_become : seq<sor<MC_KW("becomes"), MC_KW("become")>, must<MC_KW("a")>, must<MC_KW("copy")>, must<MC_KW("of")>,
                         must<selection>, opt<duration>> {
  MC_NODE(stmt_become);
  MC_ADOPTS;
};
// `this gains the keywords of target character while this is engaged`: each keyword that
// card has as the effect runs (docs/rulings.md, Copies); before `gains 2M`, which would read `the` as an amount.
struct stmt_gain_keywords_of : seq<sor<MC_KW("gains"), MC_KW("gain")>, MC_KW("the"), MC_KW("keywords"), must<MC_KW("of")>,
                                   must<selection>, opt<duration>> {
  MC_NODE(stmt_gain_keywords_of);
  MC_ADOPTS;
};
// `rule: this has the traits of the chosen card while this is engaged`: that card's traits, as
// they are now (docs/rulings.md, Copies); a rule only (in an effect, a check error).
struct stmt_has_traits_of : seq<sor<MC_KW("has"), MC_KW("have")>, MC_KW("the"), MC_KW("traits"), must<MC_KW("of")>,
                                must<selection>, opt<duration>> {
  MC_NODE(stmt_has_traits_of);
  MC_ADOPTS;
};
// A statement that starts with a selection: the selection, then what it does.
// (`has the traits of` parses here too, for the checker to say it is a rule only.)
struct selection_stmt : seq<selection, sor_by_word<stmt_may, subject_modes, stmt_win, stmt_lose_game, stmt_modify, stmt_gain_keywords_of,
                                                   stmt_grant, stmt_remove_keyword, stmt_restrict, subject_stmt,
                                                   stmt_become, stmt_has_traits_of, stmt_timed_rule>> {};
// `target character gets +1 BQ and gains KEYWORD until end of turn`, `... and cannot block
// until end of turn`: a further change of the same cards, the subject chosen once; a duration
// written last is each change's that has none (docs/language.md, Effects). The `and` stands
// where the change's subject would.
struct joined_subject : MC_KW("and") { MC_NODE(joined_subject); };
struct joined_change : seq<at<joined_ahead>, joined_subject, sor_by_word<stmt_modify, stmt_grant, stmt_remove_keyword, stmt_restrict>> {};
struct changes_stmt : seq<selection_stmt, star<joined_change>> {};
struct statement : sor_by_word<imperative, you_may, changes_stmt> {};
// Statements in order, separated by ',' or 'then'.
// A comma before `activate only` ends the effect (an activated ability's limit follows);
// before `activate:` it separates statements.
struct separator : sor_by_word<seq<comma, not_at<MC_KW("activate"), MC_KW("only")>, opt<MC_KW("then")>>, MC_KW("then"), scope_end> {};
struct effect : list_must<statement, separator> { MC_NODE(effect); };

// Abilities --------------------------------------------------------------------------

// Any lowercase word inside a trigger or rule phrase.
struct phrase_stop : sor_by_word<keyword<"while">, keyword<"until">, keyword<"when">, keyword<"instead">,
                         keyword<"ability">, keyword<"rule">, keyword<"on">,
                         keyword<"by">, keyword<"to">, keyword<"against">,
                         keyword<"this">, keyword<"it">, keyword<"them">,
                         keyword<"itself">, keyword<"you">, keyword<"they">,
                         keyword<"target">, keyword<"each">, keyword<"all">,
                         keyword<"a">, keyword<"an">, keyword<"the">,
                         keyword<"another">, keyword<"its">, keyword<"that">,
                         keyword<"up">, keyword<"other">, noun_lit> {};
// The next ability's first words (`ability:`, `ability "Scrap":`, `additional cost:`): a phrase
// ending its line (a rule's) never reads them as a selection (`ability` is a noun) or a word
// (`when an opponent activates an ability:` is a selection with its determiner).
struct ability_head : sor<seq<MC_KW("ability"), sor<one<':'>, one<'"'>>>,
                          seq<MC_KW("additional"), MC_KW("cost"), one<':'>>> {};
struct phrase_selection : seq<not_at<ability_head>, selection> {};
// Any other lowercase word inside a trigger or rule phrase; selections stop it.
struct phrase_word : seq<not_at<phrase_stop>, not_at<ability_head>, lower, star<identifier_other>> {};
struct phrase_word_node : tok<phrase_word> { MC_NODE(word); };
// In a rule the phrase ends at the line's end, so the next field's name is not a phrase word.
struct rule_phrase_word : seq<not_at<field_start>, phrase_word_node> {};
struct preposition : sor<MC_KW("by"), MC_KW("to"), MC_KW("against")> { MC_NODE(word); };
// `an open market` inside a phrase names the zone, not a selection (`put into an open market`).
struct phrase_zone : seq<MC_KW("an"), MC_KW("open"), MC_KW("market")> { MC_NODE(word); };
// `to your hand` (`is returned to your hand`): the acting player's hand, not a selection after
// `to`; `to a hand` (any player's) and `to its owner's hand` (the subject's owner's) too.
struct phrase_hand : seq<MC_KW("to"), sor<MC_KW("your"), MC_KW("a"), seq<MC_KW("its"), MC_KW("owner's")>>, MC_KW("hand")> {
  MC_NODE(word);
};
// `from an opponent's network` (`is bought from an opponent's network`, 001 Buy Phase): where it
// was bought, words of the phrase, not a selection; `into an opponent's open market` alike
// (blind design batch 39, d03).
struct phrase_network : seq<MC_KW("an"), MC_KW("opponent's"), sor<MC_KW("network"), seq<MC_KW("open"), MC_KW("market")>>> {
  MC_NODE(word);
};
// `by damage` (`is destroyed by damage`, 001 Traits): how the event came about, words of the
// phrase, not a selection after `by`.
struct phrase_by_damage : seq<MC_KW("by"), MC_KW("damage")> { MC_NODE(word); };
// `a trait` (`produces a trait`, 001 Buy Phase): the thing produced, words of the phrase, not a
// selection (a trait is no card).
struct phrase_a_trait : seq<MC_KW("a"), MC_KW("trait")> { MC_NODE(word); };
// A phrase of words with selections in it: `is deployed from hand`, `be blocked by cards without FLYING`.
// `for the first time each turn` after a trigger's phrase is no word of the phrase (trigger_once).
struct first_time_start : seq<MC_KW("for"), MC_KW("the"), MC_KW("first")> {};
struct phrase : plus<not_at<first_time_start>,
                     sor_by_word<phrase_hand, phrase_by_damage, seq<preposition, must<selection>>, phrase_word_node, number,
                                 phrase_zone, phrase_network, phrase_a_trait, phrase_selection>> {
  MC_NODE(phrase);
};
// `the next time SEL would be EVENT [DURATION], instead EFFECT`: a one-shot replacement kept on
// each card SEL names, used up the first time its event would happen (docs/rulings.md, The next
// time). EVENT is a replacement's phrase (`destroyed`, `dealt damage`, ...); it stops before
// `this turn` and the comma.
struct next_time_phrase : plus<not_at<MC_KW("this"), MC_KW("turn")>,
                               sor_by_word<phrase_hand, phrase_by_damage, seq<preposition, must<selection>>, phrase_word_node,
                                           phrase_zone, phrase_selection>> {
  MC_NODE(phrase);
};
// Its EFFECT: statements as an effect's, up to a `;`, which ends its reach as it ends a
// `may`'s (`..., instead put it into its owner's hand; draw 1 card` draws either way).
struct reach_separator : sor_by_word<seq<comma, not_at<MC_KW("activate"), MC_KW("only")>, opt<MC_KW("then")>>, MC_KW("then")> {};
struct effect_to_semicolon : list_must<statement, reach_separator> { MC_NODE(effect); };
struct stmt_next_time : seq<MC_KW("the"), MC_KW("next"), MC_KW("time"), must<selection>, must<would_be>, must<next_time_phrase>,
                            opt<duration>, must<comma>, must<MC_KW("instead")>, must<effect_to_semicolon>> {
  MC_NODE(stmt_next_time);
};
// `to buy`, `to play`, `to activate` (`this costs 2M less to buy`): words of the phrase, not a
// selection after `to` (001 Buy Phase; Advanced Rules: an event is played and an ability
// activated, each paid for its cost).
struct phrase_to_verb : seq<MC_KW("to"), sor<MC_KW("buy"), MC_KW("play"), MC_KW("activate")>> { MC_NODE(word); };
// `can target bonded cards` (001 Bonding: "Only the first card of a pile can be targeted,
// except ..."): the verb, not a target selection (a rule never targets).
struct phrase_target_verb : seq<MC_KW("target"), at<MC_KW("bonded")>> { MC_NODE(word); };
// Money counted from the game in a rule phrase: `cost the number of cards with #CONSUMER you
// control M less`. `for each SEL` after a phrase's money counts it once per card (amount_per).
struct rule_counted_money : seq<sor_by_word<amount_counters_on, amount_count, amount_extreme, amount_money, amount_valuation,
                                            amount_pool, amount_damage_on, amount_trait, amount_half>,
                                tok<keyword<"M">>> {};
// A keyword's number or cost parameter as a rule phrase's money: `cost x M less` (a bare `x`
// is a phrase word, read as the parameter by the checker).
// One node for both words (a node for `x` alone would stay when no `M` follows).
struct rule_param_money : seq<amount_param, tok<keyword<"M">>> { MC_NODE(amount_param); };
// Tried at every word of a rule's phrase, it is entered only where a lowercase word is followed
// by one space or none and `M` (or by a longer blank, which skip's loop reads); elsewhere it
// would fail at the `M` after matching the word (sor_by_word, may_start).
template <> struct may_start<rule_param_money::rule_t> {
  static bool with(lookahead in) {
    if (in.first < 'a' || in.first > 'z') return false;
    const char* end = in.at + in.left;
    const char* p = in.at + 1;
    while (p != end && identifier_char(*p)) ++p;
    if (p != end && *p == ' ') ++p;
    if (p == end) return false;
    if (*p != 'M') return *p == '\n' || *p == '\r' || *p == '\t' || *p == '\v' || *p == '\f' || *p == ' ' || comment_at(p, end);
    return end - p == 1 || !identifier_char(p[1]);
  }
};
// `attack an additional time each turn` (001 Glossary OVERWATCH: "one attack per turn"): words of
// the phrase, not a selection after `an`; `each turn` is optional, a rule lasting every turn.
// `buy an additional card` parses too, for the checker to say why it is refused.
struct additional_what : sor<MC_KW("time"), MC_KW("card")> {};
struct phrase_additional : seq<MC_KW("an"), MC_KW("additional"), must<additional_what>, opt<MC_KW("each"), must<MC_KW("turn")>>> {
  MC_NODE(word);
};
// `the game` (`you cannot lose the game`, 001 Winning the Game): words of the phrase, not a
// selection after `the`.
struct phrase_game : seq<MC_KW("the"), MC_KW("game")> { MC_NODE(word); };
// `buy more than 1 card each turn` (issue 27, p32): `each turn` ends a phrase that counts a
// player's actions in a turn, words of the phrase, not a selection after `each`.
struct phrase_each_turn : each_turn { MC_NODE(word); };
// `cost 1 BQ less`: a number of one trait, two nodes (the checker reads them as one, `$`). The
// lookahead holds no node rule, so a number without a trait after it leaves no node behind.
struct phrase_trait_cost : seq<at<tok<number_lit>, tok<trait_lit>>, number, trait> {};
// A rule phrase stops before `this turn`, the duration of an effect that gives it.
struct rule_phrase : plus<not_at<MC_KW("this"), MC_KW("turn")>, not_at<joined_ahead>,
                          sor_by_word<phrase_to_verb, phrase_target_verb, seq<preposition, must<selection>>, amount_per, rule_param_money,
                                      phrase_each_turn, rule_phrase_word, money_term, phrase_trait_cost, number, phrase_additional, phrase_zone, phrase_game, rule_counted_money,
                                      phrase_selection>> {
  MC_NODE(phrase);
};

// `when your turn begins`, `when this is deployed`.
// Whose step: `your`, `an opponent's` or `each opponent's` (001 Turn Structure: each player's turn), `each`, `the`.
struct step_owner : sor<MC_KW("your"), seq<sor<MC_KW("an"), MC_KW("each")>, MC_KW("opponent's")>, MC_KW("each"), MC_KW("the")> {};
struct trigger_step : seq<opt<step_owner>, plus<seq<not_at<sor<MC_KW("begins"), MC_KW("ends")>>, word>>,
                          sor<MC_KW("begins"), MC_KW("ends")>> {
  MC_NODE(trigger_step);
};
// `for the first time each turn` (issue 27): the ability triggers once a turn for its card
// (docs/rulings.md, The first time each turn); the checker refuses it after a step.
struct trigger_once : seq<first_time_start, must<MC_KW("time")>, must<each_turn>> { MC_NODE(trigger_once); };
struct trigger : seq<sor_by_word<trigger_step, seq<selection, must<phrase>>>, opt<trigger_once>> {};
struct ability_triggered : seq<MC_KW("when"), must<trigger>, must<colon>, must<effect>> { MC_NODE(ability_triggered); };

// `ability "Prophecy": engage this, pay 1M -> search ...`: costs, then the effect.
struct costs : effect {};
// `, activate only during your buy phase`, `, activate only while this is damaged`: when the
// ability may be activated (001 Advanced Rules).
// `once each turn`, `twice each turn`: how many activations of this ability a turn allows,
// optionally with a `during`/`while` limit too (`activate only once each turn and only
// during your turn`), or after a `during` (`activate only during your buy phase and only once
// each turn`: blind design batch 41, d05, was refused).
struct activation_count : sor<MC_KW("once"), MC_KW("twice")> { MC_NODE(activation_count); };
// `once per turn`: `once each turn` (docs/language.md, Synonyms, rule 1; blind batch 14, p10).
struct each_or_per : sor<MC_KW("each"), MC_KW("per")> {};
struct count_after_when : seq<MC_KW("and"), must<MC_KW("only")>, must<activation_count>, must<each_or_per>, must<MC_KW("turn")>> {};
struct activation_when : sor<seq<MC_KW("while"), must<condition>>,
                             seq<MC_KW("during"), must<turn_owner>, must<period_word>, opt<count_after_when>>> {};
struct activation_each_turn : seq<activation_count, must<each_or_per>, must<MC_KW("turn")>,
                                  opt<seq<MC_KW("and"), must<MC_KW("only")>, must<activation_when>>>> {};
struct activation_limit : seq<opt<comma>, MC_KW("activate"), must<MC_KW("only")>,
                              sor<activation_each_turn, must<activation_when>>> {
  MC_NODE(activation_limit);
};
struct ability_activated : seq<MC_KW("ability"), opt<name>, must<colon>, opt<costs>, must<arrow>, must<effect>, opt<activation_limit>> {
  MC_NODE(ability_activated);
};
// What an event does when it resolves.
struct ability_resolve : seq<MC_KW("on"), must<MC_KW("resolve")>, must<colon>, must<effect>> { MC_NODE(ability_resolve); };
// `additional cost: discard a card in your hand`: what playing an event costs besides its
// `cost:`, paid as it is played (001 Advanced Rules: "announced from the hand, paid for its
// cost, deployed"); costs as an activated ability's.
struct ability_additional_cost : seq<MC_KW("additional"), must<MC_KW("cost")>, must<colon>, must<costs>> {
  MC_NODE(ability_additional_cost);
};

// `rule: this cannot be blocked by cards without FLYING` or a continuous modifier.
struct modal : sor_by_word<seq<MC_KW("can"), MC_KW("only")>, MC_KW("cannot"), MC_KW("can"), MC_KW("must")> { MC_NODE(modal); };
struct rule_permission : seq<opt<modal>, must<rule_phrase>, opt<duration>> { MC_NODE(rule_permission); MC_ADOPTS; };
struct rule_body : seq<selection, sor_by_word<stmt_modify, stmt_gain_keywords_of, stmt_has_traits_of, stmt_grant,
                                              stmt_remove_keyword, rule_permission>> {};
struct ability_rule : seq<MC_KW("rule"), must<colon>, must<rule_body>> { MC_NODE(ability_rule); };

// `instead of this being destroyed: do nothing`: a replacement effect; `instead of this being
// dealt damage for the first time each turn: ...` applies once a turn (blind design batch 57, d12).
struct ability_replace : seq<MC_KW("instead"), must<MC_KW("of")>, must<selection>, must<MC_KW("being")>, must<phrase>,
                             opt<trigger_once>, must<colon>, must<effect>> {
  MC_NODE(ability_replace);
};
struct ability : sor_by_word<ability_triggered, ability_activated, ability_resolve, ability_additional_cost, ability_rule,
                             ability_replace> {};

// Cards ------------------------------------------------------------------------------

// The words of `type:` stay on its line, so the next line's field is never a card type.
struct line_word : word_lit { MC_NODE(word); };
struct value_words : seq<list<line_word, plus<blank>>, skip> {};
struct field_type : seq<MC_KW("type"), must<colon>, must<value_words>> { MC_NODE(field_type); };
struct field_faction : seq<MC_KW("faction"), must<colon>, must<word>> { MC_NODE(field_faction); };
struct field_cost : seq<MC_KW("cost"), must<colon>, must<cost>> { MC_NODE(field_cost); };
struct trait_entries : list_must<trait_entry, comma> {};
struct tag_list : list<tag, opt<comma>> {};
struct keyword_uses : list_must<keyword_use, comma> {};
struct field_traits : seq<MC_KW("traits"), must<colon>, must<trait_entries>> { MC_NODE(field_traits); };
struct field_tags : seq<MC_KW("tags"), must<colon>, must<tag_list>> { MC_NODE(field_tags); };
struct field_keywords : seq<MC_KW("keywords"), must<colon>, must<keyword_uses>> { MC_NODE(field_keywords); };
struct field_valuation : seq<MC_KW("valuation"), must<colon>, must<cost>> { MC_NODE(field_valuation); };
struct field_business : seq<MC_KW("business"), must<colon>, must<name>> { MC_NODE(field_business); };
struct field_flavour : seq<sor<MC_KW("flavour"), MC_KW("flavor")>, must<colon>, must<name>> { MC_NODE(field_flavour); };
// `art: "art/neonate.png"`: an image file for the card's face, relative to the card's file (docs/faces.md).
struct field_art : seq<MC_KW("art"), must<colon>, must<name>> { MC_NODE(field_art); };
// Any other `name:` is kept so the checker can say it is unknown; its value runs to the end of the line.
struct field_unknown_key : tok<identifier> { MC_NODE(word); };
struct field_unknown : seq<field_unknown_key, colon, until<eolf>, skip> { MC_NODE(field_unknown); };
struct card_item : sor_by_word<field_type, field_faction, field_cost, field_traits, field_tags, field_keywords, field_valuation,
                       field_business, field_flavour, field_art, ability, field_unknown> {};
struct card_body : star<card_item> {};
struct card_end : rbrace {};
struct card : seq<MC_KW("card"), must<name>, must<lbrace>, card_body, must<card_end>> { MC_NODE(card); };

// Keyword definitions ----------------------------------------------------------------

// `(x: number, t: trait)`
struct param_name : tok<seq<not_at<reserved>, lower, star<identifier_other>>> { MC_NODE(word); };
struct param : seq<param_name, must<colon>, must<word>> { MC_NODE(param); };
struct param_list : list_must<param, comma> {};
struct params : seq<lparen, must<param_list>, must<rparen>> {};
struct keyword_name : sor_by_word<name, upper_name> {};
struct keyword_item : sor_by_word<ability, field_unknown> {};
struct keyword_body : star<keyword_item> {};
struct keyword_end : rbrace {};
struct keyword_def : seq<MC_KW("keyword"), must<keyword_name>, opt<params>, must<lbrace>, keyword_body, must<keyword_end>> {
  MC_NODE(keyword_def);
};

// Rules variants ---------------------------------------------------------------------

// `variant "unique-copy-chosen": "000 Glossaire (...)"`: a rules variant that only card text
// reads (`the rules are "NAME"`), with the book it follows (docs/rulings.md).
struct variant_source : name {};
struct variant_def : seq<MC_KW("variant"), must<name>, must<colon>, must<variant_source>> { MC_NODE(variant_def); };

// Decks ------------------------------------------------------------------------------

struct deck_entry : seq<number, must<name>> { MC_NODE(deck_entry); };
struct deck_entries : list_must<deck_entry, comma> {};
struct deck_business : seq<MC_KW("business"), must<colon>, must<name>> { MC_NODE(deck_business); };
struct deck_founder : seq<MC_KW("founder"), must<colon>, must<name>> { MC_NODE(deck_founder); };
struct deck_list_key : sor_by_word<MC_KW("resources"), MC_KW("main")> { MC_NODE(word); };
struct deck_list : seq<deck_list_key, must<colon>, must<deck_entries>> { MC_NODE(deck_list); };
struct deck_item : sor_by_word<deck_business, deck_founder, deck_list, field_unknown> {};
struct deck_body : star<deck_item> {};
struct deck_end : rbrace {};
struct deck : seq<MC_KW("deck"), must<name>, must<lbrace>, deck_body, must<deck_end>> { MC_NODE(deck); };

// Scenarios (docs/scenarios.md) ----------------------------------------------------

// A player of a scenario: a capitalised word such as Ana; `Ana's` is possessive.
struct player_word : seq<upper, star<identifier_other>> {};
struct player_name : tok<seq<player_word, not_at<one<'\''>>>> { MC_NODE(player_name); };
struct possessive : tok<seq<player_word, one<'\''>, one<'s'>, not_at<identifier_other>>> { MC_NODE(possessive); };
// `her hand`: the acting player's.
struct own_word : sor_by_word<MC_KW("her"), MC_KW("his"), MC_KW("their"), MC_KW("my")> { MC_NODE(word); };

// A network cell `1,0` or `-2,1`.
struct coordinate : tok<seq<opt<one<'-'>>, plus<digit>, not_at<identifier_other>>> { MC_NODE(coordinate); };
struct cell : seq<coordinate, comma, must<coordinate>> { MC_NODE(cell); };

// The zones of a player, by the names the rulebook gives them.
struct pile_name : sor_by_word<seq<MC_KW("main"), MC_KW("deck")>, seq<MC_KW("resource"), MC_KW("deck")>, MC_KW("hand"),
                       seq<MC_KW("open"), MC_KW("market")>, MC_KW("annihilated"), MC_KW("network")> {
  MC_NODE(zone_name);
};
// `Nicole's open market`, `her hand`.
struct zone_ref : seq<sor<possessive, own_word>, pile_name> { MC_NODE(zone_ref); };

// A card in play or in a zone: `"Gnost Cleric"`, `Nicole's "Gnost Cleric" at 1,0`, `Nicole's business`,
// `"Gnost Cleric" number 2` (the second copy from the top of the pile it lies in).
struct copy_number : seq<MC_KW("number"), must<number>> {};
struct card_ref : sor_by_word<seq<possessive, MC_KW("business")>,
                              seq<opt<possessive>, name, opt<sor<seq<MC_KW("at"), must<cell>>, copy_number>>>> {
  MC_NODE(card_ref);
};
struct card_refs : list_must<card_ref, comma> {};

// Setup: `3 "Gnost Cleric"` in a pile, listed top first.
struct card_entry : seq<opt<number>, name> { MC_NODE(card_entry); };
struct card_list_end : rbrace {};
struct card_list : seq<lbrace, opt<list<card_entry, opt<comma>>>, must<card_list_end>> { MC_NODE(card_list); };
struct setup_pile : seq<pile_name, must<card_list>> { MC_NODE(setup_pile); };

// A network cell's contents: `"Raamaa" at 1,0 engaged, 2 BQ damage, bonded { "Gallian Lineage" }`.
struct cell_engaged : MC_KW("engaged") { MC_NODE(word); };
struct cell_damage : seq<number, trait, must<MC_KW("damage")>> { MC_NODE(cell_damage); };
struct cell_counters : seq<number, sor<MC_KW("counters"), MC_KW("counter")>> { MC_NODE(cell_counters); };
struct cell_owner : seq<MC_KW("owned"), must<MC_KW("by")>, must<player_name>> { MC_NODE(cell_owner); };
struct cell_bonded : seq<MC_KW("bonded"), must<card_list>> { MC_NODE(cell_bonded); };
struct cell_property : sor_by_word<cell_engaged, cell_damage, cell_counters, cell_owner, cell_bonded> {};
struct setup_cell : seq<name, must<MC_KW("at")>, must<cell>, star<opt<comma>, cell_property>> { MC_NODE(setup_cell); };
struct network_end : rbrace {};
struct setup_network : seq<MC_KW("network"), must<lbrace>, star<setup_cell>, must<network_end>> { MC_NODE(setup_network); };

struct setup_money : seq<MC_KW("money"), must<colon>, must<number>> { MC_NODE(setup_money); };
struct pool_entry : seq<number, must<trait>> { MC_NODE(pool_entry); };
struct pool_entries : list_must<pool_entry, comma> {};
struct setup_pool : seq<MC_KW("pool"), must<colon>, must<pool_entries>> { MC_NODE(setup_pool); };
// An unknown `name:` inside a one-line block runs to the end of the line or to the '}'.
struct item_unknown : seq<field_unknown_key, colon, star<not_one<'\r', '\n', '}'>>, skip> { MC_NODE(field_unknown); };
// `deck: "Corp Starter"`: the player plays a deck, a library's or the scenario's; the game
// starts from the decks as 001 Beginning of the game says (docs/scenarios.md, Decks).
struct setup_deck : seq<MC_KW("deck"), must<colon>, must<name>> { MC_NODE(setup_deck); };
struct player_item : sor_by_word<setup_money, setup_pool, setup_network, setup_pile, setup_deck, item_unknown> {};
struct player_end : rbrace {};
struct setup_player : seq<MC_KW("player"), must<player_name>, must<lbrace>, star<player_item>, must<player_end>> {
  MC_NODE(setup_player);
};

// `rules: standard`, `rules: single-mulligan, winner-pays-bid`.
struct variant_name : tok<seq<lower, star<sor<identifier_other, one<'-'>>>>> { MC_NODE(word); };
struct variant_names : list_must<variant_name, comma> {};
struct setup_rules : seq<MC_KW("rules"), must<colon>, must<variant_names>> { MC_NODE(setup_rules); };
struct setup_seed : seq<MC_KW("seed"), must<colon>, must<number>> { MC_NODE(setup_seed); };
struct turn_number : seq<comma, MC_KW("turn"), must<number>> {};
// `turn: Ana, challenge` and optionally `, turn 1`.
struct setup_turn : seq<MC_KW("turn"), must<colon>, must<player_name>, must<comma>, must<word>, opt<turn_number>> {
  MC_NODE(setup_turn);
};
struct setup_pending : seq<MC_KW("pending"), must<colon>, must<name>> { MC_NODE(setup_pending); };
// `cites: 001/challenge-phase/12, 003/buy-phase/2`: the rulebook statements the scenario checks, by
// their ids in rules/index/ (docs/rules_index.md).
struct statement_id : tok<seq<digit, digit, digit, one<'/'>, plus<sor<lower, digit, one<'-'>>>, one<'/'>, plus<digit>>> {
  MC_NODE(word);
};
struct statement_ids : list_must<statement_id, comma> {};
struct setup_cites : seq<MC_KW("cites"), must<colon>, must<statement_ids>> { MC_NODE(setup_cites); };

// Actions: the acting player, then what they do (docs/scenarios.md, Actions).
struct not_word_node : MC_KW("not") { MC_NODE(modal); };
struct act_bid : seq<MC_KW("bids"), must<number>> { MC_NODE(act_bid); };
struct act_mulligan : MC_KW("mulligans") { MC_NODE(act_mulligan); };
struct act_keep : seq<MC_KW("keeps"), opt<own_word>, must<MC_KW("hand")>> { MC_NODE(act_keep); };
struct upkeep_verb : sor_by_word<MC_KW("pays"), MC_KW("declines")> { MC_NODE(word); };
struct act_upkeep : seq<upkeep_verb, MC_KW("upkeep"), must<MC_KW("for")>, must<card_ref>> { MC_NODE(act_upkeep); };
struct revealed_card : seq<MC_KW("the"), must<MC_KW("revealed")>, must<MC_KW("card")>> {};
struct act_buy_revealed : seq<MC_KW("buys"), revealed_card, must<MC_KW("at")>, must<cell>> { MC_NODE(act_buy_revealed); };
struct act_bottom_revealed
    : seq<MC_KW("puts"), must<revealed_card>, must<MC_KW("on")>, must<MC_KW("the")>, must<MC_KW("bottom")>> {
  MC_NODE(act_bottom_revealed);
};
struct act_produce : seq<MC_KW("produces"), must<trait>, must<MC_KW("with")>, must<card_ref>> { MC_NODE(act_produce); };
struct act_buy_out : seq<MC_KW("buys"), MC_KW("out"), must<possessive>, must<MC_KW("business")>> { MC_NODE(act_buy_out); };
struct buy_source : seq<MC_KW("from"), must<zone_ref>> {};
struct deploy_network : seq<MC_KW("in"), must<possessive>, must<MC_KW("network")>> {};
// `buys "X" from her hand at 1,1`, `buys "X" from Nicole's network at 2,0 in Nicole's network`;
// `buys "X" at 1,0 from Nicole's network at 2,0`: the cell the card is bought from (copies there).
// `buys "X" at 1,0 for free`: without paying its cost, where its text allows.
struct bought_from_cell : seq<MC_KW("at"), cell, pegtl::at<MC_KW("from")>> {};
struct act_buy : seq<MC_KW("buys"), seq<opt<possessive>, must<name>>, opt<bought_from_cell>, opt<buy_source>,
                     must<MC_KW("at")>, must<cell>, opt<deploy_network>, opt<for_free>> {
  MC_NODE(act_buy);
};
// `sells "X"` (a card in the network), `sells "X" from her hand` (001 Glossary UNIQUE).
struct act_sell : seq<MC_KW("sells"), must<card_ref>, opt<buy_source>> { MC_NODE(act_sell); };
struct act_pass : seq<MC_KW("passes"), opt<MC_KW("priority")>> { MC_NODE(act_pass); };
struct act_advance : seq<MC_KW("advances"), must<MC_KW("to")>, must<word>> { MC_NODE(act_advance); };
struct act_concede : MC_KW("concedes") { MC_NODE(act_concede); };
// `... using BQ facing south`: the way an area attack's shape faces (variant area-direction-chosen).
struct attack_facing : seq<MC_KW("facing"), must<word>> {};
struct act_attack : seq<MC_KW("attacks"), must<card_ref>, must<MC_KW("with")>, must<card_ref>, must<MC_KW("using")>, must<trait>,
                        opt<attack_facing>> {
  MC_NODE(act_attack);
};
struct act_block : sor_by_word<seq<MC_KW("blocks"), must<MC_KW("with")>, must<card_refs>>,
                       seq<MC_KW("does"), not_word_node, MC_KW("block")>> {
  MC_NODE(act_block);
};
struct assignment : seq<number, must<MC_KW("to")>, must<card_ref>> { MC_NODE(assignment); };
struct assignments : list_must<assignment, comma> {};
struct act_assign : seq<MC_KW("assigns"), must<assignments>> { MC_NODE(act_assign); };
struct act_retaliate : sor_by_word<seq<MC_KW("retaliates"), must<MC_KW("with")>, must<card_refs>>,
                           seq<MC_KW("does"), not_word_node, must<MC_KW("retaliate")>>> {
  MC_NODE(act_retaliate);
};
// A target: a card, or a player by name (`on Nick`).
struct target_ref : sor<card_ref, player_name> {};
struct target_refs : list_must<target_ref, comma> {};
struct targets : seq<MC_KW("on"), must<target_refs>> {};
// `Ana chooses mode "they lose 3M"`, `Ana chooses mode 2`: a mode of `choose one`, by its
// text as `show` prints it or by its place (docs/scenarios.md); `plays "X" choosing mode 2`
// chooses it with the play (docs/rulings.md, Modes).
struct mode_which : sor<name, number> {};
struct mode_choice : seq<MC_KW("mode"), must<mode_which>> { MC_NODE(mode_choice); };
// `Ana chooses modes 1 and 3`, `modes "A" and "B"`: the modes of `choose two` or `choose one or
// more`, picked in turn, and no other (docs/scenarios.md).
struct modes_choice : seq<MC_KW("modes"), must<mode_which>, star<sor<comma, MC_KW("and")>, must<mode_which>>> { MC_NODE(mode_choice); };
struct played_mode : seq<MC_KW("choosing"), must<mode_choice>> {};
// `Ana plays "Mind Spike" at 0,-1 on "Gnost Cleric"`: the card ref's cell is where it is deployed.
// `plays "X" for free`: without paying its cost, where its text allows.
// `plays "X" from Nick's open market at 0,1`: an event bought from the top of an open market
// (docs/rulings.md, An event bought from an open market), deployed at 0,1.
struct played_from : seq<buy_source, opt<MC_KW("at"), must<cell>>> {};
struct act_play : seq<MC_KW("plays"), must<card_ref>, opt<played_from>, opt<for_free>, opt<played_mode>, opt<targets>> {
  MC_NODE(act_play);
};
// `Ana activates "Recall" of "X"`; `Ana activates "X"`: the card's one activated ability.
struct named_ability : seq<at<tok<string_lit>, MC_KW("of")>, name, MC_KW("of"), must<card_ref>> {};
// `Ana activates ability 'remove 3 development counters from this -> draw 2 cards' of "X"`: an
// ability as the runner lists the options (its name, or its text when it has none), up to the
// `of "` that names its card.
struct listed_ability_char : seq<not_at<skip, MC_KW("of"), one<'"'>>, not_one<'\r', '\n'>> {};
struct listed_ability_text : seq<one<'\''>, plus<listed_ability_char>> { MC_NODE(name); };
struct listed_ability : seq<MC_KW("ability"), at<one<'\''>>, listed_ability_text, skip, MC_KW("of"), must<card_ref>> {};
struct act_activate : seq<MC_KW("activates"), sor<listed_ability, named_ability, must<card_ref>>, opt<played_mode>, opt<targets>> {
  MC_NODE(act_activate);
};
// `Ana chooses "X"`, `Ana chooses Nick` (a player), `Ana chooses 3M` (an amount, a cost's
// `pay x`), `Ana declines`, `Ana accepts` (a "may" taken with nothing to pick).
struct choice_refs : sor<modes_choice, mode_choice, card_refs, player_name, money_term> {};
struct act_choose : sor_by_word<seq<MC_KW("chooses"), must<choice_refs>>, MC_KW("declines"), MC_KW("accepts")> {
  MC_NODE(act_choose);
};
struct act_move : seq<MC_KW("moves"), must<card_ref>, must<MC_KW("to")>, must<cell>> { MC_NODE(act_move); };
struct action_body : sor_by_word<act_bid, act_mulligan, act_keep, act_upkeep, act_buy_revealed, act_bottom_revealed, act_produce,
                         act_buy_out, act_buy, act_sell, act_pass, act_advance, act_concede, act_attack, act_block,
                         act_assign, act_retaliate, act_play, act_activate, act_choose, act_move> {};
struct scenario_action : seq<player_name, must<action_body>> { MC_NODE(scenario_action); };

// Expectations (docs/scenarios.md, Expectations).
struct exp_refused : seq<MC_KW("refused"), must<colon>, must<scenario_action>, must<MC_KW("because")>, must<name>> {
  MC_NODE(exp_refused);
};
// `log: "text"`, `log 1 time: "text"` / `log 2 times: ...`: the number of lines that contain it.
struct times_word : sor<MC_KW("times"), MC_KW("time")> {};
struct log_count : seq<number, must<times_word>> {};
struct exp_log : seq<MC_KW("log"), opt<log_count>, must<colon>, must<name>> { MC_NODE(exp_log); };
struct exp_turn : seq<MC_KW("turn"), must<colon>, must<player_name>, must<comma>, must<word>> { MC_NODE(exp_turn); };
struct exp_winner : seq<MC_KW("winner"), must<colon>, must<player_name>> { MC_NODE(exp_winner); };
struct exp_lost : seq<player_name, MC_KW("has"), MC_KW("lost")> { MC_NODE(exp_lost); };
struct exp_money : seq<player_name, MC_KW("has"), money_term> { MC_NODE(exp_money); };
struct exp_pool : seq<player_name, MC_KW("has"), number, must<trait>> { MC_NODE(exp_pool); };
struct zone_contents : sor_by_word<MC_KW("empty"), card_list> {};
struct exp_zone_is : seq<zone_ref, MC_KW("is"), must<zone_contents>> { MC_NODE(exp_zone_is); };
struct exp_zone_count : seq<zone_ref, MC_KW("has"), must<number>, must<cards_word>> { MC_NODE(exp_zone_count); };
struct exp_in : seq<card_ref, MC_KW("in"), must<zone_ref>> { MC_NODE(exp_in); };
struct exp_on_top : seq<card_ref, MC_KW("on"), must<MC_KW("top")>, must<MC_KW("of")>, must<zone_ref>> { MC_NODE(exp_on_top); };
struct exp_damage : seq<card_ref, MC_KW("has"), number, opt<trait>, MC_KW("damage")> { MC_NODE(exp_damage); };
struct exp_counters : seq<card_ref, MC_KW("has"), number, sor<MC_KW("counters"), MC_KW("counter")>> { MC_NODE(exp_counters); };
// `expect "X" has BQ 4`, `expect "X" has 4 BQ` (after exp_damage: `has 4 BQ damage` is damage).
struct exp_trait : seq<card_ref, MC_KW("has"), sor<seq<sor<trait, valuation_word>, must<number>>, seq<number, sor<trait, valuation_word>>>> {
  MC_NODE(exp_trait);
};
struct exp_at : seq<card_ref, MC_KW("is"), MC_KW("at"), must<cell>, must<MC_KW("in")>, must<zone_ref>> { MC_NODE(exp_at); };
struct exp_bonded : seq<card_ref, MC_KW("is"), MC_KW("bonded"), must<MC_KW("to")>, must<card_ref>> { MC_NODE(exp_bonded); };
// `expect "X" is controlled by Ana`: who controls the card (001 Card States; docs/scenarios.md).
struct exp_controlled : seq<card_ref, MC_KW("is"), MC_KW("controlled"), must<MC_KW("by")>, must<player_name>> { MC_NODE(exp_controlled); };
struct card_state_word : sor_by_word<MC_KW("engaged"), MC_KW("disengaged"), MC_KW("orphaned")> { MC_NODE(word); };
// `expect "X" is engaged`, `... is not orphaned` (blind design batch 43 wrote `is not`).
struct exp_state : seq<card_ref, MC_KW("is"), opt<not_word_node>, must<card_state_word>> { MC_NODE(exp_state); };
// `deck "X" is legal`, `deck "X" is refused because "at least 40"`: a deck of the scenario,
// checked by the rules of 001 Making a deck (docs/scenarios.md, Decks).
struct deck_verdict : sor_by_word<MC_KW("legal"), seq<MC_KW("refused"), must<MC_KW("because")>, must<name>>> {};
struct exp_deck : seq<MC_KW("deck"), must<name>, must<MC_KW("is")>, must<deck_verdict>> { MC_NODE(exp_deck); };
// `Nicole sees Ana's open market`, `... is { "A", "B" }`, `Nicole does not see Ana's hand`:
// what the player's view of the game shows (engine::observe; docs/scenarios.md, What a player sees).
struct sees_word : MC_KW("sees") { MC_NODE(word); };
struct sees_verb : sor_by_word<sees_word, seq<MC_KW("does"), not_word_node, must<MC_KW("see")>>> {};
struct seen_empty : MC_KW("empty") { MC_NODE(word); };
struct seen_list : sor_by_word<seen_empty, card_list> {};
struct seen_contents : seq<MC_KW("is"), must<seen_list>> {};
struct exp_sees : seq<player_name, sees_verb, must<zone_ref>, opt<seen_contents>> { MC_NODE(exp_sees); };
struct expectation : sor_by_word<exp_refused, exp_log, exp_turn, exp_winner, exp_lost, exp_money, exp_pool, exp_zone_is,
                         exp_zone_count, exp_in, exp_on_top, exp_damage, exp_counters, exp_trait, exp_at, exp_bonded,
                         exp_controlled, exp_state, exp_deck, exp_sees> {};
struct scenario_expect : seq<MC_KW("expect"), must<expectation>> { MC_NODE(scenario_expect); };

struct scenario_item : sor_by_word<setup_rules, setup_seed, setup_turn, setup_pending, setup_cites, setup_player, deck,
                           scenario_expect, scenario_action, item_unknown> {};
struct scenario_end : rbrace {};
struct scenario : seq<MC_KW("scenario"), must<name>, must<lbrace>, star<scenario_item>, must<scenario_end>> {
  MC_NODE(scenario);
};

// Files ------------------------------------------------------------------------------

// One top-level form; the parser drives the loop so it can resume after an error.
struct top_form : sor_by_word<card, keyword_def, deck, scenario, variant_def> {};
struct form_or_end : sor<top_form, eof> {};
struct file_item : seq<skip, must<form_or_end>> {};

#undef MC_KW
#undef MC_ADOPTS
#undef MC_NODE

}  // namespace megacorp::grammar

// For pegtl::analyze: joined_ahead (`and gains`, read as characters) consumes nothing.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, megacorp::grammar::joined_ahead> : tao::pegtl::analyze_opt_traits<> {};
// cost_ahead (`cards you buy cost 1M less until end of turn`, read as characters) consumes nothing.
template <typename Name>
struct tao::pegtl::analyze_traits<Name, megacorp::grammar::cost_ahead> : tao::pegtl::analyze_opt_traits<> {};
