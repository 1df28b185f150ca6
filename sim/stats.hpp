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

// The 95% interval (z = 1.96) of x1/n1 - x2/n2 for two unpaired samples: Newcombe's
// hybrid score interval (Newcombe 1998, "Interval estimation for the difference between
// independent proportions: comparison of eleven methods", Statistics in Medicine 17:
// 873-890, method 10), the two Wilson intervals combined; formula in sim/stats.cpp.
// [-1, 1] when a sample has no trial.
interval newcombe_unpaired(std::uint64_t x1, std::uint64_t n1, std::uint64_t x2, std::uint64_t n2,
                              double z = 1.96);

// The mean of differences d_i with its normal 95% interval, mean +- z sd / sqrt(n) (paired
// games); below two values, the mean and no interval (has_interval false).
struct mean_difference {
  double difference = 0;
  interval ci;
  bool has_interval = false;
};
mean_difference paired_mean_difference(const std::vector<double>& differences, double z = 1.96);
// The difference of two independent means, b - a, with Welch's normal 95% interval,
// mean_b - mean_a +- z sqrt(var_a/n_a + var_b/n_b) (no interval when a sample has fewer
// than 2 values).
mean_difference welch_mean_difference(const std::vector<double>& a, const std::vector<double>& b,
                                            double z = 1.96);

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
