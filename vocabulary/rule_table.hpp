// What a `rule:` can change: one table of rule phrases, each with the engine question it
// answers and whose side its subject and object stand on. The checker reads its spellings,
// the runner its entries; no second list of phrases exists.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/behaviour.hpp"
#include "ir/checked.hpp"
#include "vocabulary/doc_record.hpp"

namespace megacorp::rule_table {

// The word before a phrase (`this cannot be blocked`). `none`: the phrase says it all
// (`this is not discarded at end of turn`, `this deals damage first`).
enum class modal : std::uint8_t { none, can, cannot, can_only, must };
const char* modal_text(modal m);
// Every modal in order (none first) and its row of docs/vocabulary.md, section 4.3.
constexpr modal all_modals[] = {modal::none, modal::can, modal::cannot, modal::can_only, modal::must};
const doc_record& modal_doc(modal m);

// Which card or player of a rule question a selection of the rule must fit.
enum class side : std::uint8_t {
  none,       // the phrase has no such part
  self,       // the card asked about
  other,      // the opposing card (the attacker, the blocker, the card targeting, ...); any when none is known
  turn_player,  // the player acting now (the buyer in the Buy Phase; a cost change reads the payer)
  controller,   // the controller of the card asked about
  // the player who buys or plays the card asked about: whose hand holds it, else the turn
  // player (an open market, a network, the revealed resource). A rule about players
  // (`each opponent cannot play events`) has this subject.
  payer,
  // the player asked about: a question about a player is asked of their business, whose
  // owner they are (`you cannot lose the game`, `each opponent cannot gain money`).
  player,
  // the player who activates an ability of the card asked about: its controller (001 Glossary:
  // "its controller may activate"; `each opponent cannot activate abilities`).
  activator,
};
// Whether a phrase's subject is players (a rule about players): given to players by an
// effect (state::player_rules), and checked to name players.
inline bool about_players(side s) { return s == side::payer || s == side::player || s == side::activator; }

// What a phrase counts of the player it is about this turn (`cannot buy more than 1 card
// each turn`): the rule answers only once the count has reached its number.
enum class per_turn : std::uint8_t { none, buys, plays };

// How a phrase changes a number the rules ask for (engine::rule_number).
enum class number_change : std::uint8_t {
  none,                // a yes/no question
  unlimited,           // retaliate unlimited times
  times,               // retaliate N times per turn: N
  at_least,            // must be blocked by at least N cards: at least N (the greatest such N)
  additional,          // attack an additional time: one more than the rules allow
  first,               // deals damage first: the earliest damage step
  area,                // attack areas of SHAPE using TRAIT: the shape and the trait
  // cards SUBJECT buy (play) cost N less / more; with no player named (`this costs 2M less
  // to buy`), whoever pays, and `you` in the rule is the payer.
  cost_less, cost_more,
};

struct entry {
  const char* text;  // "_" a selection, "#" a number, "%" a keyword parameter, "$" a number of a trait
  doc_record doc;    // its row of docs/vocabulary.md (section 4.1 when number_change is none, else 4.2)
  engine::rule_query query;   // the yes/no question (number_change none)
  engine::rule_number number; // the number (number_change other than none)
  number_change change;
  side subject;  // whom the rule's subject must fit
  side object;   // whom its object (the "_" after the phrase) must fit
  bool yes;      // the answer `can PHRASE` (or the bare phrase) gives; `cannot` gives !yes
  bool once_attacked = false;  // only once the card was attacked this turn ("more than once per turn")
  // `must PHRASE`: the obligation it names (docs/rulings.md "Must") and whom its subject
  // and object must fit there; `obliges` false: `must` reads as `can` (a permission the
  // engine applies by itself, such as `must attack without engaging`).
  bool obliges = false;
  engine::rule_query must = {};
  side must_subject = side::none;
  side must_object = side::none;
  // A cost change for the cards bought from one zone only (`cards you buy from an open
  // market`, 001 Buy Phase); none: from anywhere.
  std::optional<engine::zone> bought_from = std::nullopt;
  per_turn counted = per_turn::none;
  // `cost 1 BQ less` ("$" in the text: a number and a trait, the last two objects): the
  // number is the first of four, iq..bq, and the rule answers its trait's.
  bool per_trait = false;
};
// Whether a phrase changes what something costs (`cards you buy cost 1M less`): an effect may
// give it for a while with no modal (`... until end of turn`), read as its giver's rule.
inline bool changes_cost(const entry& e) { return e.change == number_change::cost_less || e.change == number_change::cost_more; }

// Every phrase, in the order the checker lists them.
const std::vector<entry>& all();
// The entry spelled `text`, or none.
std::optional<std::uint8_t> find(std::string_view text);
// The modal a rule's modal words name (the grammar's `modal` node, collapsed).
modal modal_of(std::string_view words);

// A checked rule node keeps its entry and modal as its ref (checked::rule_row; none: not
// a rule of the table): these make and read it.
checked::rule_row row_of(std::uint8_t entry, modal m);
// Whether `can PHRASE` changes nothing: a permission of a question the engine asks with the
// default yes only (`can block`): what it permits, the rules permit already, and a restriction
// outweighs it (docs/rulings.md, Can and cannot; variant latest-rule-decides: the later rule).
bool permission_changes_nothing(const entry& e, modal m);
struct form {
  const entry* e = nullptr;
  modal m = modal::none;
};
form decode(const checked::ref& r);

// Every spelling, modal words excluded (vocabulary, completion, hover, suggestions).
std::vector<std::string> texts();

}  // namespace megacorp::rule_table
