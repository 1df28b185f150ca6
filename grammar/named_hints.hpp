// A clearer message where an author names the cards named before in a form the language
// lacks (`the characters among them`): the form that means the same, as a fix.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "grammar/syntax_hints.hpp"

namespace megacorp {

// `the characters among them`, `each character among them` at or after `at`: refused, with
// `each of them that is a character` offered; nullopt where the text is none of them.
std::optional<refined_error> among_them(std::string_view text, std::size_t at);

}  // namespace megacorp
