// The checker's own words (trigger phrases, steps) and the loaded keywords, handed to the
// parser for its messages and hints (grammar/syntax_hints.hpp).
#pragma once

#include <string>
#include <vector>

#include "grammar/syntax_hints.hpp"
#include "grammar/syntax.hpp"

namespace megacorp {

// The trigger phrases after a selection ("_" a selection) and the steps of a turn, as
// the checker knows them (interp/check_effects.cpp).
const std::vector<std::string>& trigger_phrase_list();
const std::vector<std::string>& step_name_list();

// A vocabulary with the checker's trigger words and no keywords yet.
parse_vocabulary base_vocabulary();
// Adds the names of the keywords `tree` defines, in order.
void add_keywords(parse_vocabulary& words, const syntax::node& tree);

}  // namespace megacorp
