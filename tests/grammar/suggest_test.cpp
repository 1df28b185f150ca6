// The "did you mean" search (grammar/suggest.hpp) finds what a plain full-table search
// finds: its bounds and early stops only skip work, never a better candidate.
#include <algorithm>
#include <cctype>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "grammar/suggest.hpp"

namespace {

bool same(char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b)); }

// Optimal string alignment distance over the whole table, case ignored: the reference.
std::size_t plain_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (same(a[i - 1], b[j - 1]) ? 0 : 1)});
      if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

// The first candidate at the smallest distance below the limit, as closest() promises.
std::string plain_closest(const std::string& word, const std::vector<std::string>& candidates) {
  if (word.size() > 64) return {};
  std::size_t limit = std::max<std::size_t>(1, word.size() / 3) + 1;
  std::string best;
  for (const auto& c : candidates) {
    if (c.size() > 64) continue;
    std::size_t d = plain_distance(word, c);
    if (d < limit) {
      limit = d;
      best = c;
    }
  }
  return best;
}

std::string random_word(std::mt19937& rng, std::size_t max_len) {
  static const std::string letters = "abcAB 1";  // few letters: many near misses
  std::uniform_int_distribution<std::size_t> len(0, max_len), pick(0, letters.size() - 1);
  std::string w(len(rng), ' ');
  for (char& c : w) c = letters[pick(rng)];
  return w;
}

}  // namespace

TEST_CASE("did you mean: the fast search agrees with the full table", "[suggest]") {
  std::mt19937 rng(12345);
  int found = 0;
  for (int round = 0; round < 300; ++round) {
    std::vector<std::string> candidates;
    for (int i = 0; i < 100; ++i) candidates.push_back(random_word(rng, 14));
    std::string word = random_word(rng, 14);
    megacorp::closest_finder f(word);
    for (const auto& c : candidates) f.offer(c);
    INFO("word '" << word << "'");
    CHECK(f.best() == plain_closest(word, candidates));
    found += f.best().empty() ? 0 : 1;
  }
  CHECK(found > 100);  // most rounds have a suggestion: the comparison is not of empty strings
}

TEST_CASE("did you mean: the usual cases", "[suggest]") {
  auto closest = [](const std::string& w, std::vector<std::string> cs) {
    megacorp::closest_finder f(w);
    for (const auto& c : cs) f.offer(c);
    return f.best();
  };
  CHECK(closest("cots", {"traits", "cost", "tags"}) == "cost");  // a swap is one edit
  CHECK(closest("begin", {"begins", "ends"}) == "begins");
  CHECK(closest("FLYNG", {"ABRUPT", "FLYING"}) == "FLYING");
  CHECK(closest("xyz", {"cost", "traits"}).empty());  // nothing close
  CHECK(closest("Generated Operatibe 17", {"Generated Operative 1", "Generated Operative 17"}) ==
        "Generated Operative 17");
}

// The language's "did you mean" offers only text of the same meaning (docs/language.md,
// "Synonyms", rule 3; issue 27, item 4): each refusal below was a suggestion once.
TEST_CASE("did you mean: only a word of the same meaning", "[suggest]") {
  auto offered = [](const std::string& w, std::vector<std::string> cs) {
    megacorp::meaning_finder f(w);
    for (const auto& c : cs) f.offer(c);
    return f.best();
  };
  // misspellings, added endings and the synonym table
  CHECK(offered("drow", {"draw", "do"}) == "draw");
  CHECK(offered("atacks", {"attacks"}) == "attacks");
  CHECK(offered("looses", {"loses"}) == "loses");
  CHECK(offered("destory", {"destroy"}) == "destroy");
  CHECK(offered("is deploid", {"is destroyed", "is deployed"}) == "is deployed");
  CHECK(offered("be targetted", {"be targeted", "be targeted by _"}) == "be targeted");
  CHECK(offered("attack", {"is attacked", "attacks"}) == "attacks");
  CHECK(offered("is discard", {"is discarded"}) == "is discarded");
  CHECK(offered("kill", {"deal", "destroy"}) == "destroy");
  CHECK(offered("is tapped", {"is engaged", "is deployed"}) == "is engaged");
  CHECK(offered("is attacking", {"is attacked", "attacks"}) == "attacks");
  CHECK(offered("is played", {"is deployed", "plays"}) == "is deployed");
  // S1: the other party of the event
  CHECK(offered("is attacking", {"is attacked"}).empty());
  CHECK(offered("is blocking", {"is blocked"}).empty());
  CHECK(offered("blocked", {"block _"}).empty());
  // S2: another event, state or amount
  CHECK(offered("is damaged", {"is engaged"}).empty());
  CHECK(offered("wounded", {"bonded", "founder"}).empty());
  CHECK(offered("play", {"pay"}).empty());
  CHECK(offered("heal", {"deal"}).empty());
  CHECK(offered("X", {"a"}).empty());
  // S3: a word of another kind
  for (const char* w : {"at", "prevent", "counter", "and", "the", "your", "two", "they", "dances", "XQ"})
    CHECK(offered(w, {"art", "event", "founder", "an", "then", "you", "to", "advances", "IQ"}).empty());
  CHECK(offered("an", {"and"}).empty());  // an added ending, but 2 letters
  // S4: the opposite rule
  CHECK(offered("be blocked except by _", {"be blocked by _"}).empty());
  CHECK(offered("be disengaged", {"be engaged"}).empty());
  CHECK(offered("be attacked if able", {"be attacked by _"}).empty());
  // two guesses at the same cost: neither
  CHECK(offered("dram", {"draw"}) == "draw");
  CHECK(offered("dram", {"draw", "drag"}).empty());
  CHECK(offered("dram", {"draw", "draw"}) == "draw");
  // the distance: 1 edit up to 5 letters, 2 beyond
  CHECK(offered("drwa", {"draw"}) == "draw");    // a swap
  CHECK(offered("drww", {"draw"}) == "draw");
  CHECK(offered("dxww", {"draw"}).empty());
  CHECK(offered("destxxy", {"destroy"}) == "destroy");
  CHECK(offered("dxstxxy", {"destroy"}).empty());
}

TEST_CASE("near phrases: what a message lists after an unknown phrase", "[suggest]") {
  using megacorp::nearest_phrases;
  const std::vector<std::string> rules = {"be blocked by _", "be blocked", "block _", "retaliate", "be attacked",
                                          "be attacked by _", "attack", "be sold", "be engaged", "activate abilities"};
  using list = std::vector<std::string_view>;
  // A misspelt word of meaning: the phrases with it, the shortest first; `be` alone is not enough.
  CHECK(nearest_phrases("be atacked", rules, 6) == list{"be attacked", "be attacked by _"});
  // Another ending of one stem counts (`attacking`, `attack`); a little word alone does not.
  CHECK(nearest_phrases("is attacking", rules, 6) == list{"be attacked", "attack", "be attacked by _"});
  CHECK(nearest_phrases("be flipped", rules, 6).empty());
  // No more than asked.
  CHECK(nearest_phrases("be blocked", rules, 2) == list{"be blocked", "be blocked by _"});
}
