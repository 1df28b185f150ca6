// Small statistics for simulation figures: Wilson score intervals and summaries of counts.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

namespace megacorp::sim {

struct interval {
  double low = 0, high = 1;
};

// The Wilson score interval for `successes` out of `trials` at z (1.96: 95%);
// [0, 1] when trials is 0.
interval wilson(std::uint64_t successes, std::uint64_t trials, double z = 1.96);

// Mean, median (the mean of the two middle values for an even count), min and max of
// a list of whole numbers, and a histogram of them in bins of `bin_width` (the key is a
// bin's lowest value).
struct summary {
  std::size_t count = 0;
  double mean = 0, median = 0;
  std::int64_t min = 0, max = 0;
  std::map<std::int64_t, std::uint64_t> histogram;
};
summary summarize(std::vector<std::int64_t> values, std::int64_t bin_width);

}  // namespace megacorp::sim
