#include "vocabulary/card_fields.hpp"

#include <iterator>

namespace megacorp::card_fields {

using syntax::kind;

namespace {

// In the order `megacorp fmt` writes a card's fields (layout/tokens.cpp, field_rank); the
// abilities go between `business:` and `flavour:`.
constexpr field_doc fields[] = {
    {kind::field_type, "type",
     {"type:", "`character`, `founder`, `business`, `event`, `equipment`, `location`; `resource` with one of them",
      "what the card is, and so how it is bought, played and put into play; a founder is also a character. Always given",
      "001 Cards and Card Types; Founders", "type: resource character"}},
    {kind::field_faction, "faction",
     {"faction:", "`corp`, `incarnate`, `gnost` or `none` (the default)", "the card's faction (what `corp card` and the like select)",
      "001 The Factions", "faction: incarnate"}},
    {kind::field_cost, "cost",
     {"cost:", "money, then trait costs: `2M`, `4M + 3BQ`",
      "what buying it costs, paid in money and from the trait pool; also its valuation. Every card but a business",
      "001 Buy Phase, How to Buy a Card", "cost: 4M + 3BQ"}},
    {kind::field_valuation, "valuation",
     {"valuation:", "money: `30M`", "what buying the business out costs. A business only, and always",
      "001 Valuation; Winning the Game", "valuation: 30M"}},
    {kind::field_traits, "traits",
     {"traits:", "`IQ n, EQ n, MQ n, BQ n`, each 0..99 or `-` (a null trait)",
      "the card's four traits: what it produces, attacks and blocks with. Always given, all four", "001 Traits",
      "traits: IQ 2, EQ 0, MQ -, BQ 2"}},
    {kind::field_tags, "tags",
     {"tags:", "card keywords: `#GMO #HUMAN` (commas optional)", "what `with #TAG` selects; upper-cased when checked",
      "Glossary CARD KEYWORDS", "tags: #GMO #HUMAN"}},
    {kind::field_keywords, "keywords",
     {"keywords:", "game keywords (upper case) with their arguments, separated by commas: `NAME, NAME 4`",
      "gives the card the abilities of each keyword's definition (section 11; the library's are in docs/keywords.md)",
      "002 Megacorp Keywords", "keywords: NAME 4"}},
    {kind::field_business, "business",
     {"business:", "a business card's name, quoted", "the founder's business, which its deck must hold. A founder only, and always",
      "001 Founders", "business: \"Genome Holdings\""}},
    {kind::field_flavour, "flavour",
     {"flavour:` / `flavor:", "a quoted string", "nothing: printed in the text box, muted; the engine ignores it",
      "001 Text", "flavour: \"Bred for the boardroom.\""}},
    {kind::field_art, "art",
     {"art:", "a quoted path to a PNG, JPEG or SVG file (at most 1 MiB), relative to the card's file",
      "nothing: drawn in the face's art box (docs/faces.md); the checker reports a file it cannot read or that is no "
      "image. The engine ignores it",
      "", "art: \"art/neon-heron.png\""}},
};

}  // namespace

std::span<const field_doc> all() { return fields; }

std::vector<std::string> names() {
  std::vector<std::string> out;
  for (const field_doc& f : fields) out.push_back(f.name);
  return out;
}

std::span<const char* const> deck_names() {
  static constexpr const char* names[] = {"business", "founder", "resources", "main"};
  static_assert(std::size(names) == static_cast<std::size_t>(deck_field::main) + 1);
  return names;
}

}  // namespace megacorp::card_fields
