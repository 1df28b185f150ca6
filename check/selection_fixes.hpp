// The fix-its of the checker's messages that say what to write in a selection's place
// (docs/diagnostics.md, "Fix-its"; grammar/fixits.cpp marks those messages).
#pragma once

#include <string>
#include <string_view>

#include "grammar/diagnostics.hpp"

namespace megacorp::selection_fixes {

// `target card` -> `a card` (`an` before a vowel): for "write 'a card ...'" after a target
// that could never be chosen (Glossary: TARGET). `selection` is the text at `d.where`.
void target_to_article(diagnostic& d, std::string_view selection);
// The same text as that fix-it makes, for the message: `target card in an opponent's open
// market` -> `a card in an opponent's open market` (the zone and owner as written).
std::string untargeted(std::string_view selection);

// `a character` -> `a bonded character`; `target character` -> `a bonded character`;
// `up to 2 characters` -> `up to 2 bonded characters`: for "write 'a bonded card ...'".
void add_bonded(diagnostic& d, std::string_view selection);

// The text at `where` (a part of the selection) becomes `replacement`.
void replace(diagnostic& d, const span& where, std::string_view replacement);

}  // namespace megacorp::selection_fixes
