// The words that can start each construct, read from the grammar itself (so editors'
// completion never keeps a second list): `deal`, `destroy`, ... for a statement.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp::grammar {

enum class construct {
  top_form,         // card, keyword, deck, scenario
  card_item,        // a card's fields and the words that start an ability
  ability,          // when, ability, on, rule, instead
  deck_item,        // business, founder, resources, main
  statement,        // a statement that starts with its verb (and `may`)
  after_selection,  // what follows a selection in a statement: gets, gains, may, ...
  scenario_item,    // rules, seed, turn, pending, player, expect
  player_item,      // money, pool, network, hand, ...
  action,           // what follows the player's name in an action: buys, attacks, ...
  expectation,      // what `expect` may check first
};

// The first words of `c` in the grammar, in its order, each once.
std::vector<std::string> first_words(construct c);

// The trait words the grammar takes (grammar.hpp `trait_lit`): IQ, EQ, MQ, BQ.
const std::vector<std::string>& trait_words();
bool is_trait_word(std::string_view w);

// The nouns of cards the grammar takes (grammar.hpp `card_nouns`), plural and singular.
std::span<const std::string_view> card_noun_words();

// The verbs of `VERB SELECTION` (grammar.hpp `verbs`): `destroy`, `engage` ...
std::span<const std::string_view> verb_words();

}  // namespace megacorp::grammar
