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
  void offer(std::string_view candidate);
  const std::string& best() const { return best_; }

 private:
  std::string_view word_;
  std::uint64_t word_letters_;
  std::string best_;
  std::size_t limit_;  // a candidate must be closer than this
  std::vector<std::size_t> rows_;  // three rows of the distance table, reused
};

}  // namespace megacorp
