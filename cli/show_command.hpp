// `megacorp show NAME`: a card, keyword or deck of the loaded library, printed from its
// checked tree as card language (docs/language.md), as its effect tree (--tree) or as JSON.
#pragma once

#include <string>

#include "library/library.hpp"

namespace megacorp {

enum class show_form { text, tree, json };

// Prints the definition named `name` in `form`; its exit status (1 when nothing has that name).
int print_definition(const library& lib, const std::string& name, show_form form);

}  // namespace megacorp
