#include "grammar/suggest.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cctype>

#include "grammar/reach.hpp"     // all_words
#include "grammar/synonyms.hpp"

namespace megacorp {

namespace {

bool same_letter(char a, char b) {
  return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
}

// The letters and digits a word holds, as bits (case ignored, by folding bit 5): one edit
// changes at most two of them, so half the bits two words do not share is a lower bound
// of their distance. Characters that share a bit only weaken the bound, never break it.
std::uint64_t letter_set(std::string_view w) {
  std::uint64_t bits = 0;
  for (char ch : w) bits |= std::uint64_t{1} << ((static_cast<unsigned char>(ch) | 0x20) & 63);
  return bits;
}

}  // namespace

closest_finder::closest_finder(std::string_view word)
    : word_(word),
      word_letters_(letter_set(word)),
      limit_(word.size() > 64 ? 0 : std::max<std::size_t>(1, word.size() / 3) + 1) {}

closest_finder::closest_finder(std::string_view word, std::size_t most)
    : word_(word), word_letters_(letter_set(word)), limit_(word.size() > 64 ? 0 : most + 1) {}

// Optimal string alignment distance, ignoring case: an insertion, a deletion, a change
// or a swap of two neighbouring letters each cost 1 ('cots' is 1 from 'cost'). Only
// distances below limit_ matter, so: candidates whose length or letters alone put them
// too far are skipped; only cells within limit_ of the diagonal are computed (a cell
// further off is at least limit_); and the table stops once a row's minimum and the
// previous row's minimum plus 1 reach limit_ (no later row can go below both).
void closest_finder::offer(std::string_view c) {
  const std::string_view a = word_;
  const std::size_t limit = limit_;
  if (c.size() > 64 || limit == 0) return;
  std::size_t gap = a.size() > c.size() ? a.size() - c.size() : c.size() - a.size();
  if (gap >= limit) return;
  if (static_cast<std::size_t>(std::popcount(word_letters_ ^ letter_set(c)) + 1) / 2 >= limit) return;
  const std::size_t m = c.size();
  const std::size_t n = m + 1;
  rows_.assign(3 * n, limit);
  std::size_t* before = rows_.data();
  std::size_t* above = before + n;
  std::size_t* row = above + n;
  for (std::size_t j = 0; j < n && j < limit; ++j) above[j] = j;
  std::size_t above_min = 0;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    const std::size_t lo = i >= limit ? i - limit + 1 : 1;  // the band: |i - j| < limit
    const std::size_t hi = std::min(m, i + limit - 1);
    row[lo - 1] = lo == 1 ? std::min(i, limit) : limit;
    std::size_t row_min = row[lo - 1];
    for (std::size_t j = lo; j <= hi; ++j) {
      std::size_t change = above[j - 1] + (same_letter(a[i - 1], c[j - 1]) ? 0 : 1);
      std::size_t v = std::min({above[j] + 1, row[j - 1] + 1, change});
      if (i > 1 && j > 1 && same_letter(a[i - 1], c[j - 2]) && same_letter(a[i - 2], c[j - 1]))
        v = std::min(v, before[j - 2] + 1);
      row[j] = v;
      row_min = std::min(row_min, v);
    }
    if (hi + 1 <= m) row[hi + 1] = limit;  // the next row reads one cell past this band
    if (row_min >= limit && above_min + 1 >= limit) return;  // cannot beat the best
    std::swap(before, above);
    std::swap(above, row);
    above_min = row_min;
  }
  if (above[m] < limit) {
    limit_ = above[m];
    best_ = std::string(c);
  }
}

namespace {

constexpr std::size_t refused = static_cast<std::size_t>(-1);

bool same_word(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), same_letter);
}

// `candidate` is `wrote` with an ending added: `attack` -> `attacks`, `discard` ->
// `discarded`, `be attack` -> `be attacked` (never a changed ending: `attacking` and
// `attacked` are the two parties of one event).
bool added_ending(std::string_view wrote, std::string_view candidate) {
  if (candidate.size() <= wrote.size() || !same_word(candidate.substr(0, wrote.size()), wrote)) return false;
  const std::string_view ending = candidate.substr(wrote.size());
  return ending == "s" || ending == "es" || ending == "d" || ending == "ed";
}

// A word the language takes somewhere, or one the synonym table lists: it means what
// its row says, and no near spelling is offered for it.
bool known_word(std::string_view w) {
  const auto& all = grammar::all_words();
  return std::find(all.begin(), all.end(), w) != all.end() || listed_synonym(w);
}

std::vector<std::string_view> words_of(std::string_view phrase) {
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < phrase.size();) {
    const std::size_t end = std::min(phrase.find(' ', i), phrase.size());
    if (end > i) out.push_back(phrase.substr(i, end - i));
    i = end + 1;
  }
  return out;
}

}  // namespace

std::size_t misspelling_cost(std::string_view wrote, std::string_view candidate) {
  if (same_word(wrote, candidate)) return 0;
  if (same_word(synonym_of(wrote), candidate)) return 1;
  if (wrote.size() <= 3) return refused;  // `an` -> `and`, `at` -> `art`, `two` -> `to`: too short to guess
  if (added_ending(wrote, candidate)) return 1;
  // An ending dropped is another party too: `blocked` (the attacker) is not `block` (the blocker).
  if (added_ending(candidate, wrote)) return refused;
  if (known_word(wrote) || !same_letter(wrote[0], candidate[0])) return refused;
  closest_finder near(wrote, wrote.size() <= 5 ? 1 : 2);
  near.offer(candidate);
  if (near.best().empty()) return refused;
  closest_finder one(wrote, 1);  // 1 edit or 2
  one.offer(candidate);
  return one.best().empty() ? 3 : 2;
}

std::size_t phrase_cost(std::string_view wrote, std::string_view candidate) {
  if (!synonym_of(wrote).empty()) return same_word(synonym_of(wrote), candidate) ? 1 : refused;
  const auto a = words_of(wrote);
  const auto b = words_of(candidate);
  if (a.size() != b.size()) return refused;
  std::size_t cost = 0;
  for (std::size_t i = 0; i < a.size() && cost != refused; ++i) {
    const std::size_t c = misspelling_cost(a[i], b[i]);
    cost = c == refused ? refused : cost + c;
  }
  return cost;
}

namespace {

// Words most phrases of a table share (`is destroyed`, `be blocked by _`): one of them in
// common says little of what the author meant, a word of the event or the rule says more.
bool little_word(std::string_view w) {
  static constexpr std::array<std::string_view, 16> little = {"is", "be", "a", "an", "the", "to", "of", "by",
                                                             "from", "your", "this", "its", "in", "at", "with", "each"};
  return std::any_of(little.begin(), little.end(), [&](std::string_view l) { return same_word(l, w); });
}

bool placeholder(std::string_view w) { return w == "_" || w == "#" || w == "%"; }

// Two words an author may have confused: the same, a synonym, one with an ending added
// (either way: a list of near phrases names both parties), or a near spelling.
bool related(std::string_view wrote, std::string_view known) {
  if (same_word(wrote, known) || same_word(synonym_of(wrote), known)) return true;
  if (added_ending(wrote, known) || added_ending(known, wrote)) return true;
  // One stem, other endings: `attacking` and `attacks`, `blocking` and `blocks`.
  const auto stem = std::mismatch(wrote.begin(), wrote.end(), known.begin(), known.end(), same_letter);
  if (stem.first - wrote.begin() >= 5) return true;
  if (wrote.size() <= 3 || !same_letter(wrote[0], known[0])) return false;
  closest_finder near(wrote, wrote.size() <= 5 ? 1 : 2);
  near.offer(known);
  return !near.best().empty();
}

// How much of `wrote` a candidate shares: 3 a word of meaning, 1 a little word.
std::size_t shared_weight(const std::vector<std::string_view>& wrote, const std::vector<std::string_view>& known) {
  std::size_t weight = 0;
  for (std::string_view w : wrote) {
    if (placeholder(w)) continue;
    if (std::any_of(known.begin(), known.end(), [&](std::string_view k) { return !placeholder(k) && related(w, k); }))
      weight += little_word(w) ? 1 : 3;
  }
  return weight;
}

}  // namespace

std::vector<std::string_view> nearest_phrases(std::string_view wrote, const std::vector<std::string>& candidates,
                                              std::size_t most) {
  struct ranked {
    std::size_t weight, extra, order;
  };
  const auto mine = words_of(wrote);
  std::vector<ranked> found;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const auto theirs = words_of(candidates[i]);
    const std::size_t weight = shared_weight(mine, theirs);
    if (weight >= 3) found.push_back({weight, theirs.size() > mine.size() ? theirs.size() - mine.size() : 0, i});
  }
  std::stable_sort(found.begin(), found.end(), [](const ranked& a, const ranked& b) {
    return a.weight != b.weight ? a.weight > b.weight : a.extra < b.extra;
  });
  std::vector<std::string_view> out;
  for (std::size_t i = 0; i < found.size() && i < most; ++i) out.push_back(candidates[found[i].order]);
  return out;
}

// Two different candidates at the same cost are two guesses: none is offered (`XQ` is as
// near `IQ` as `MQ`; the author meant one of them, the checker cannot know which).
void meaning_finder::offer(std::string_view candidate) {
  const std::size_t cost = phrase_cost(wrote_, candidate);
  if (cost == refused || (!best_.empty() && cost > cost_)) return;
  if (!best_.empty() && cost == cost_) {
    tied_ = tied_ || best_ != candidate;
    return;
  }
  cost_ = cost;
  best_ = std::string(candidate);
  tied_ = false;
}

}  // namespace megacorp
