// Printing checked definitions: as readable text (from the effect tree) and as JSON.
#pragma once

#include <functional>
#include <string>

#include "ir/checked.hpp"

namespace megacorp {

// The effect tree as card text, e.g. "deal 3 IQ damage to target card".
std::string render(const checked::expr& e);
// The same, a keyword's rule as it holds on one card: each of the keyword's parameters
// printed as the argument `use` gives it (`#t` of CAMOUFLAGE #WATER prints #WATER).
std::string render_bound(const checked::expr& e, const checked::keyword_use* use);
// What `may` is followed by, `text` being the rendering of statements that start with `first`:
// the text, or for a statement printed with its own subject (a card's or a player's) `have`
// and the subject with its verb bare (`have this become a copy of target character`).
std::string after_may(const checked::expr& first, std::string text);
// One ability as card text: `when ...: ...`, `rule: ...`, `instead of ...: ...`.
std::string render_ability(const checked::ability& a);
// An `if` condition as the game decides it: 1 holds, 0 does not, -1 unknown (printed).
using condition_in_force = std::function<int(const checked::expr&)>;
// The ability as a player sees it in a game: bound to `use` (render_bound), and of each `if`
// whose condition `decide` knows, the branch taken alone (variant conditionals of a keyword).
std::string render_in_force(const checked::ability& a, const checked::keyword_use* use, const condition_in_force& decide);
// A cost as written on a card, e.g. "4M + 3BQ"; a card's types, e.g. "founder".
std::string render_cost(const checked::cost& c);
std::string render_types(const checked::card& c);
// The four traits as the hovers show them: "IQ 1, EQ 2, MQ -, BQ 0" (- a null trait).
std::string render_traits(const checked::card& c);
// A keyword on a card with its arguments, e.g. "MUTATION 4".
std::string render_keyword_use(const checked::keyword_use& k);
// A card: its stats, then each ability rendered from its tree, then the tree itself.
std::string render_card(const checked::card& c);
std::string render_card_json(const checked::card& c);
// A keyword's definition as JSON (`megacorp --format json show KEYWORD`).
std::string render_keyword_json(const checked::keyword& k);
std::string render_keyword(const checked::keyword& k);
// A deck as JSON: its name, business, founder and lists (`megacorp --format json show DECK`).
std::string render_deck_json(const checked::deck& d);

}  // namespace megacorp
