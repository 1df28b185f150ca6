// The rulebook's words quoted in a keyword's definition, as comment lines inside its form
// (cards/prelude/keywords.mc): read by the keyword page (docs/keywords.md), the editor's
// hover, the server's card page, and the runner's refusals that a keyword's rule decided.
#pragma once

#include <string>
#include <vector>

#include "ir/checked.hpp"

namespace megacorp {

// A passage of a rulebook quoted in a keyword's definition, as comment lines inside it:
//   # 001 Glossary: first words of the quote
//   #   more words (a continuation: '#' and three spaces)
// `source` is "001 Glossary": three digits (the rulebook's number: 001 the English
// rulebook, 003 the Advanced Rule Book), a space, the section; `text` is the lines joined
// by single spaces.
struct keyword_quote {
  std::string source;
  std::string text;
};

// The quotes in a keyword's form, in order; none when it has no source text.
std::vector<keyword_quote> keyword_quotes(const checked::keyword& k);

// The form as written, from `keyword` to `}`, without its quote lines.
std::string keyword_definition_text(const checked::keyword& k);

// The section of the books that defines the keyword, as its first quote names it, the
// keyword's name after a glossary ("001 Glossary CAMOUFLAGE", "001 Accounting Phase");
// empty when it quotes none (a mod's keyword).
std::string keyword_cited_section(const checked::keyword& k);

}  // namespace megacorp
