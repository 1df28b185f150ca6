// Checked definitions printed back as card language (`megacorp show`, issue 31): a card,
// keyword or deck as the form that checks to the same tree. Field names come from the
// vocabulary's tables (vocabulary/card_fields.hpp), abilities from the tree printer
// (ir/render.hpp); where the tree kept only a canonical word (a synonym, `flavor:`), the
// canonical one is printed. The text is one item per line; `megacorp fmt` lays it out.
#pragma once

#include <string>

#include "library/library.hpp"

namespace megacorp {

// `card "NAME" { type: ... }`, preceded by the `variant` lines its text reads that were
// declared in its own file (so the text checks alone).
std::string card_text(const library& lib, const checked::card& c);
// `keyword NAME (x: number) { ... }`, with its variants as for a card.
std::string keyword_text(const library& lib, const checked::keyword& k);
// `deck "NAME" { business: ..., founder: ..., resources: ..., main: ... }`.
std::string deck_text(const checked::deck& d);

}  // namespace megacorp
