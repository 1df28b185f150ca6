// The documentation of the card language's statements, one record per statement op of
// checked::op (docs/vocabulary.md, section 6), and of the lasting changes a `rule:` can
// make with the same ops (`gets`, `gains`, `loses`: section 4.2).
#pragma once

#include <vector>

#include "ir/checked.hpp"
#include "vocabulary/doc_record.hpp"

namespace megacorp::statements {

// The first and last statement ops of checked::op (the statements come first in it).
inline constexpr checked::op first_statement = checked::op::sequence;
inline constexpr checked::op last_statement = checked::op::next_time;

// What the generative test writes of a construct (tests/lang/generative_test.cpp, docs/designs.md,
// "Generative orthogonality"): its `sample`, with slots in braces (`{SEL}` a selection of
// cards, `{N}` an amount, `{MONEY}` an amount of money, `{TRAIT}`, `{ZONE}`, `{PLAYERS}`,
// `{DUR}` a duration, `{OTHER ZONE}` a zone other than `{ZONE}`, `{KEYWORD}` a keyword the test
// defines; `{gets}`: the verb agreeing
// with the subject), "" when it writes none;
// for a statement, several samples are separated by `|`, each a statement of its own;
// what it `changes` in a game (`zone`, `damage`, `engaged`, `place`, `money`, `pool`, `traits`,
// `keywords` (a rule given to a card is kept as one), `rules` (given to players), `counters`,
// `game`, `log`, `seen` (a card looked at), `copy`; several separated by `|`), which a
// play of it must change compared with `do nothing`; and `refused`: what the row documents as
// a check error with it, separated by `|`, or `*` where every place the test writes it is one.
// A statement's refusals: `target` (`discard target ...`), `in ZONE` (its selection is `in ZONE`
// of a zone that is no network: `destroy a card in your hand`), `in annihilated zone` (moving
// a card out of it), `annihilated zone` (its own zone is one: a search of it that moves what
// it finds), `in play` (its selection names cards in play: no `in ZONE`, or `in your network`),
// `in play into network` (that, and its zone is a network), `bonded into network` (bonded,
// in play, put into a network), `several` (its selection names
// several cards: `each`, `all`, `up to N`, ...), `bonded` / `not bonded` (its selection has the
// adjective `bonded` / has not), `in ZONE but hand`, `every` (`each` / `all`), `play filter` (a
// filter of cards in play only, a state or `controls`, about cards in a zone), `network top`
// (`the top N cards of` a network, `on top of` one), `annihilated zone moved` (a card looked at there put
// elsewhere), `no deck` (`shuffle ZONE` of a zone that is no main or resource deck), `player
// rule duration` (a rule given to players for a duration that names a card or a condition).
// `idle`: where the row documents that the statement changes nothing, as `refused`
// (`acting player`: its players are the acting player, as in `take 1M from you`; `opponent's
// cards`: its selection names cards another player controls, never in your network: `swap`'s
// second card is yours, in the same network only; `own cards`: its selection names cards the
// acting player controls already, as `gain control of` a card `you control`; `own cards into
// network`: that, or a business, in play, put into the acting player's network: the cards are
// there already, or a business stays in its own; `known zone`: `look at` the top cards of a zone
// whose cards the acting player knows, a hand of theirs, an open market or an annihilated zone;
// `other types`: a copy of a character made of a founder, business, equipment or location,
// which a copy never is: docs/rulings.md, Copies; `this`: the selection `this`, the generated
// ability's card, in play and bonded to nothing: not deployed, discarded or unbonded; as a
// refusal, `choose this`; `this in a zone`: `this` searched for in a zone that is no network).
struct generated {
  const char* sample = "";
  const char* changes = "";
  const char* refused = "";
  const char* idle = "";
};

struct statement_doc {
  checked::op o;
  doc_record doc;
  generated gen{};
};

// Every statement's record, in the order of docs/vocabulary.md.
const std::vector<statement_doc>& all();
// The record of statement op `o`, or null (tests/lang/vocabulary_doc_test.cpp requires one
// for every op from first_statement to last_statement).
const doc_record* doc_of(checked::op o);

// The rule forms of modify_trait, modify_valuation, remove_keyword, grant_keyword, grant_keywords_of and
// copy_traits (a rule only).
const std::vector<statement_doc>& rule_changes();

}  // namespace megacorp::statements
