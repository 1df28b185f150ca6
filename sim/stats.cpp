#include "sim/stats.hpp"

#include <algorithm>
#include <cmath>

namespace megacorp::sim {

// Wilson, E. B. (1927), "Probable inference, the law of succession, and statistical
// inference", Journal of the American Statistical Association 22(158): 209-212; in the
// form of Agresti & Coull (1998), "Approximate is better than 'exact' for interval
// estimation of binomial proportions", The American Statistician 52(2): 119-126, eq. (2):
//   centre = (p + z^2/(2n)) / (1 + z^2/n)
//   half   = z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/(4n^2))
// where p = successes / n.
interval wilson(std::uint64_t successes, std::uint64_t trials, double z) {
  if (trials == 0) return {0, 1};
  const double n = static_cast<double>(trials);
  const double p = static_cast<double>(successes) / n;
  const double z2 = z * z;
  const double denom = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denom;
  const double half = z / denom * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

summary summarize(std::vector<std::int64_t> values, std::int64_t bin_width) {
  summary out;
  out.count = values.size();
  if (values.empty()) return out;
  std::sort(values.begin(), values.end());
  double sum = 0;
  for (std::int64_t v : values) {
    sum += static_cast<double>(v);
    const std::int64_t bin = (v >= 0 ? v / bin_width : (v - bin_width + 1) / bin_width) * bin_width;
    ++out.histogram[bin];
  }
  out.mean = sum / static_cast<double>(values.size());
  const std::size_t mid = values.size() / 2;
  out.median = values.size() % 2 ? static_cast<double>(values[mid])
                                 : (static_cast<double>(values[mid - 1]) + static_cast<double>(values[mid])) / 2;
  out.min = values.front();
  out.max = values.back();
  return out;
}

}  // namespace megacorp::sim
