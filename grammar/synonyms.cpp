#include "grammar/synonyms.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace megacorp {

namespace {

// Words and phrases: a phrase is matched whole (a trigger's or a rule's phrase, as the
// checker reads it, `_` for a selection), a word wherever the parser stops on it and the
// language's word may stand there; a phrase marked `inside_phrase` wherever the parser stops
// inside it. An entry without `means` is an English word near a word of the language that
// means something else there: no suggestion.
constexpr synonym table[] = {
    {"kill", "destroy", "001 Traits: a card dealt enough damage is destroyed"},
    {"killed", "destroyed", "001 Traits"},
    {"dies", "is destroyed", "001 Traits: destroyed (no other way to leave play is a death)"},
    {"is removed from play", "leaves play", "001 The Zones of the Game: any way out of play"},
    {"is bounced", "is returned to its owner's hand", "001 The Zones of the Game: from play to its owner's hand"},
    {"returns to your hand", "is returned to your hand", "001 The Zones of the Game: from play to a hand"},
    {"exile", "annihilate", "001 The Zones of the Game: the annihilated zone"},
    {"exiled", "annihilated", "001 The Zones of the Game"},
    {"steal", "take", "001 Resources: money is taken from a player ('take 2M from target opponent')"},
    {"tap", "engage", "001 Card States: engaged"},
    {"tapped", "engaged", "001 Card States: engaged"},
    {"untap", "disengage", "001 Card States: disengaged"},
    {"untapped", "disengaged", "001 Card States: disengaged"},
    {"can't", "cannot", "001 Traits: cannot (the parser's hint, grammar/syntax_hints.cpp)"},
    {"whenever", "when", "the language's one trigger word (docs/language.md)"},
    {"wounded", "damaged", "001 Card States: damaged"},
    {"is attacking", "attacks", "001 Challenge Phase: a character attacks"},
    {"is blocking", "blocks", "001 Challenge Phase: a character blocks"},
    {"is damaged", "is dealt damage", "001 Damage: damage is dealt"},
    {"played", "deployed", "001 Advanced Rules: an event is deployed as it is played"},
    {"next to", "adjacent to", "cards side by side are 'adjacent' (001 Blocking: \"adjacent to the targeted card\")",
     true},
    {"docked to", "adjacent to", "a card docked to another is 'adjacent' to it (001 Glossary: \"docked to another card "
     "of the listed type\")", true},
    {"as long as", "while", "a change lasts 'while' a condition holds (docs/language.md, Synonyms)", true},
    {"the other", "the rest", "the cards the last `look at` named that the statements after it did not move "
     "(docs/vocabulary.md, `the rest`)", true},
    {"enemy", "", "`opponent` is a noun only; `an enemy character` would read `an opponent character`"},
    {"enemies", "", "as `enemy`"},
    {"play", "", "events are deployed; `pay` and `plays` mean other things"},
    {"heal", "", "`deal` is its opposite; `remove N damage from SEL` takes damage off, `reset` all of it and more"},
    {"prevent", "", "a statement of a `dealt damage` replacement only: `instead of this being dealt damage: prevent 1 of that damage`"},
};

bool same_words(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

const synonym* find(std::string_view wrote) {
  for (const synonym& s : table)
    if (same_words(s.wrote, wrote)) return &s;
  return nullptr;
}

}  // namespace

std::span<const synonym> synonyms() { return table; }

std::string_view synonym_of(std::string_view wrote) {
  const synonym* s = find(wrote);
  return s ? s->means : std::string_view();
}

bool listed_synonym(std::string_view wrote) { return find(wrote) != nullptr; }

std::string digits_of(std::string_view word) {
  static constexpr std::array<std::string_view, 13> words = {"zero", "one", "two",   "three", "four",   "five",  "six",
                                                              "seven", "eight", "nine", "ten", "eleven", "twelve"};
  std::string lower(word);
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (std::size_t i = 0; i < words.size(); ++i)
    if (lower == words[i]) return std::to_string(i);
  return {};
}

}  // namespace megacorp
