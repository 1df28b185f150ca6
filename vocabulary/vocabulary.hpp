// The phrases the checker knows, as tables: the single list that checking, messages,
// `did you mean`, the parser's hints and editors' hover and completion all read; and the
// vocabulary handed to the parser for its messages (grammar/syntax_hints.hpp).
#pragma once

#include <string>
#include <vector>

#include "grammar/syntax.hpp"
#include "grammar/syntax_hints.hpp"

namespace megacorp::vocabulary {

// Trigger phrases after a selection ("_" stands for a selection): `when this is deployed`.
extern const std::vector<std::string> trigger_phrases;
// Steps of the turn a trigger can wait for: `when your turn begins`.
extern const std::vector<std::string> step_names;
// Events a replacement can stand in for: `instead of this being destroyed`.
extern const std::vector<std::string> replaceable_phrases;
// What a static rule can change ("_" a selection, "#" a number, "%" a keyword parameter).
extern const std::vector<std::string> rule_phrases;
// The states a card can be in: `this is engaged`.
extern const std::vector<std::string> state_words;
// The kinds of counter `add N KIND counters to SEL` puts on a card (003 Glossary DEVELOPMENT).
extern const std::vector<std::string> counter_kinds;

}  // namespace megacorp::vocabulary

namespace megacorp {

// The trigger phrases and the steps of a turn, as the checker knows them (the tables above).
const std::vector<std::string>& trigger_phrase_list();
const std::vector<std::string>& step_name_list();

// A vocabulary with the checker's trigger words and no keywords yet.
parse_vocabulary base_vocabulary();
// Adds the names of the keywords `tree` defines, in order.
void add_keywords(parse_vocabulary& words, const syntax::node& tree);

}  // namespace megacorp
