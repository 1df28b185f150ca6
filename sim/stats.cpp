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

// Newcombe (1998), method 10: with (l_i, u_i) the Wilson interval of p_i,
//   low  = p1 - p2 - sqrt((p1 - l1)^2 + (u2 - p2)^2)
//   high = p1 - p2 + sqrt((u1 - p1)^2 + (p2 - l2)^2)
// The paper's worked examples (Table II) are the unit test's oracle.
interval newcombe_unpaired(std::uint64_t x1, std::uint64_t n1, std::uint64_t x2, std::uint64_t n2, double z) {
  if (n1 == 0 || n2 == 0) return {-1, 1};
  const double p1 = double(x1) / double(n1), p2 = double(x2) / double(n2);
  const interval w1 = wilson(x1, n1, z), w2 = wilson(x2, n2, z);
  const double d = p1 - p2;
  const double low = d - std::sqrt((p1 - w1.low) * (p1 - w1.low) + (w2.high - p2) * (w2.high - p2));
  const double high = d + std::sqrt((w1.high - p1) * (w1.high - p1) + (p2 - w2.low) * (p2 - w2.low));
  return {std::max(-1.0, low), std::min(1.0, high)};
}

namespace {
double mean_of(const std::vector<double>& v) {
  double sum = 0;
  for (double x : v) sum += x;
  return v.empty() ? 0 : sum / double(v.size());
}
// The sample variance (n - 1 in the denominator); 0 below two values.
double variance_of(const std::vector<double>& v, double mean) {
  if (v.size() < 2) return 0;
  double sum = 0;
  for (double x : v) sum += (x - mean) * (x - mean);
  return sum / double(v.size() - 1);
}
}  // namespace

mean_difference paired_mean_difference(const std::vector<double>& differences, double z) {
  mean_difference out;
  out.difference = mean_of(differences);
  if (differences.size() < 2) return out;
  const double half = z * std::sqrt(variance_of(differences, out.difference) / double(differences.size()));
  out.ci = {out.difference - half, out.difference + half};
  out.has_interval = true;
  return out;
}

mean_difference welch_mean_difference(const std::vector<double>& a, const std::vector<double>& b, double z) {
  mean_difference out;
  const double ma = mean_of(a), mb = mean_of(b);
  out.difference = mb - ma;
  if (a.size() < 2 || b.size() < 2) return out;
  const double half = z * std::sqrt(variance_of(a, ma) / double(a.size()) + variance_of(b, mb) / double(b.size()));
  out.ci = {out.difference - half, out.difference + half};
  out.has_interval = true;
  return out;
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
