// "Did you mean": the closest of many words or names to one that is unknown.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp {

// Finds the closest of the candidates offered to it within a small edit distance, case
// ignored; "" when none is close. Fast over a large library (bench/suggest_bench.cpp):
// a candidate whose length alone puts it too far costs nothing, the others stop being
// compared as soon as they cannot beat the best so far.
class closest_finder {
 public:
  explicit closest_finder(std::string_view word);
  // Within `most` edits, whatever the word's length.
  closest_finder(std::string_view word, std::size_t most);
  void offer(std::string_view candidate);
  const std::string& best() const { return best_; }

 private:
  std::string_view word_;
  std::uint64_t word_letters_;
  std::string best_;
  std::size_t limit_;  // a candidate must be closer than this
  std::vector<std::size_t> rows_;  // three rows of the distance table, reused
};

// The language's "did you mean" (docs/language.md, "Synonyms", rule 3): a word of the
// language is offered for what the author wrote only when it means the same. The edits
// (`misspelling_cost`, word by word) an offer may be: a word of the synonym table
// (grammar/synonyms.hpp: `kill` -> `destroy`); for a word longer than 3 letters, an added
// ending (`attack` -> `attacks`, `discard` -> `discarded`) or a misspelling of a word the
// language does not know (the same first letter, at most 1 edit up to 5 letters and 2
// beyond: `drow` -> `draw`, `atacks` -> `attacks`). A word the language knows (`your`,
// `counter`, `attacking`, `damaged`) is never respelled into another: it has its own
// row, its own meaning. Phrases are compared word by word and must have as many words;
// two candidates of the same lowest cost are two guesses, and neither is offered.
class meaning_finder {
 public:
  explicit meaning_finder(std::string_view wrote) : wrote_(wrote) {}
  void offer(std::string_view candidate);
  // The one candidate of the lowest cost; "" when none, or when two tie (two guesses).
  const std::string& best() const { return tied_ ? none_ : best_; }

 private:
  std::string_view wrote_;
  std::string best_;
  std::string none_;
  std::size_t cost_ = static_cast<std::size_t>(-1);
  bool tied_ = false;
};

// What offering `candidate` for the word `wrote` costs under meaning_finder's rules, or -1
// (std::size_t) when it may not be offered: 0 for the same word (case ignored), 1 for an
// added ending or a synonym, the edits of a misspelling plus 1.
std::size_t misspelling_cost(std::string_view wrote, std::string_view candidate);

// The same for phrases, word by word (-1 when the counts of words differ).
std::size_t phrase_cost(std::string_view wrote, std::string_view candidate);

// What a message lists after an unknown phrase, where the whole table would drown it (as a
// compiler lists the near names, not every name): the candidates sharing a word of meaning
// with `wrote` (the same word, a synonym, an ending added either way, the same first five
// letters, a near spelling; a little word such as `is` or `be` counts a third as much), the
// most shared first, then those with the fewest words beyond it, then in the table's order;
// at most `most`.
std::vector<std::string_view> nearest_phrases(std::string_view wrote, const std::vector<std::string>& candidates,
                                              std::size_t most);

}  // namespace megacorp
