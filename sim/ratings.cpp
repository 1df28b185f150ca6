#include "sim/ratings.hpp"

#include <algorithm>
#include <cmath>

namespace megacorp::sim {

namespace {

using square_matrix = std::vector<std::vector<double>>;

// Every agent reaches every other along "scored against" edges, and along their reverse.
bool strongly_connected(std::size_t n, const std::vector<pairwise>& games) {
  square_matrix scored(n, std::vector<double>(n, 0.0));  // scored[i][j]: what i scored against j
  for (const pairwise& g : games) scored[g.i][g.j] += g.wins_i, scored[g.j][g.i] += g.games - g.wins_i;
  const auto reaches_all = [&](bool forward) {
    std::vector<bool> seen(n, false);
    std::vector<std::size_t> todo{0};
    seen[0] = true;
    while (!todo.empty()) {
      const std::size_t at = todo.back();
      todo.pop_back();
      for (std::size_t to = 0; to < n; ++to)
        if (!seen[to] && (forward ? scored[at][to] : scored[to][at]) > 0) seen[to] = true, todo.push_back(to);
    }
    return std::find(seen.begin(), seen.end(), false) == seen.end();
  };
  return n <= 1 || (reaches_all(true) && reaches_all(false));
}

// Hunter's MM update until it settles; the strengths (gamma) with gamma[anchor] = 1.
std::vector<double> mm_strengths(std::size_t n, const std::vector<pairwise>& games, std::size_t anchor, int& steps) {
  std::vector<double> gamma(n, 1.0), scored(n, 0.0);
  for (const pairwise& g : games) scored[g.i] += g.wins_i, scored[g.j] += g.games - g.wins_i;
  for (steps = 0; steps < 100000; ++steps) {
    std::vector<double> denom(n, 0.0);
    for (const pairwise& g : games) {
      const double d = g.games / (gamma[g.i] + gamma[g.j]);
      denom[g.i] += d, denom[g.j] += d;
    }
    std::vector<double> next(n, 1.0);
    for (std::size_t a = 0; a < n; ++a)
      if (denom[a] > 0) next[a] = scored[a] / denom[a];
    const double scale = next[anchor];
    double moved = 0;
    for (std::size_t a = 0; a < n; ++a) {
      next[a] /= scale;
      moved = std::max(moved, std::fabs(next[a] - gamma[a]) / gamma[a]);
    }
    gamma = std::move(next);
    if (moved < 1e-12) break;
  }
  return gamma;
}

// The inverse of a symmetric positive definite square_matrix by Gauss-Jordan elimination with
// partial pivoting; empty when it is singular.
square_matrix inverse(square_matrix m) {
  const std::size_t n = m.size();
  square_matrix inv(n, std::vector<double>(n, 0.0));
  for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (std::fabs(m[r][c]) > std::fabs(m[pivot][c])) pivot = r;
    if (std::fabs(m[pivot][c]) < 1e-300) return {};
    std::swap(m[c], m[pivot]);
    std::swap(inv[c], inv[pivot]);
    const double p = m[c][c];
    for (std::size_t k = 0; k < n; ++k) m[c][k] /= p, inv[c][k] /= p;
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c || m[r][c] == 0) continue;
      const double f = m[r][c];
      for (std::size_t k = 0; k < n; ++k) m[r][k] -= f * m[c][k], inv[r][k] -= f * inv[c][k];
    }
  }
  return inv;
}

// The covariance of theta = ln gamma (theta[anchor] = 0): the inverse of the observed
// (= expected, for this model) information, the anchor's row and column zero.
square_matrix theta_covariance(const std::vector<double>& gamma, const std::vector<pairwise>& games, std::size_t anchor) {
  const std::size_t n = gamma.size();
  square_matrix info(n, std::vector<double>(n, 0.0));
  for (const pairwise& g : games) {
    const double p = gamma[g.i] / (gamma[g.i] + gamma[g.j]);
    const double w = g.games * p * (1 - p);
    info[g.i][g.i] += w, info[g.j][g.j] += w, info[g.i][g.j] -= w, info[g.j][g.i] -= w;
  }
  std::vector<std::size_t> keep;
  for (std::size_t a = 0; a < n; ++a)
    if (a != anchor) keep.push_back(a);
  square_matrix reduced(keep.size(), std::vector<double>(keep.size()));
  for (std::size_t r = 0; r < keep.size(); ++r)
    for (std::size_t c = 0; c < keep.size(); ++c) reduced[r][c] = info[keep[r]][keep[c]];
  const square_matrix inv = inverse(reduced);
  if (inv.empty() && !keep.empty()) return {};
  square_matrix cov(n, std::vector<double>(n, 0.0));
  for (std::size_t r = 0; r < keep.size(); ++r)
    for (std::size_t c = 0; c < keep.size(); ++c) cov[keep[r]][keep[c]] = inv[r][c];
  return cov;
}

}  // namespace

double rating_fit::diff_se(std::size_t a, std::size_t b) const {
  return std::sqrt(std::max(0.0, cov[a][a] + cov[b][b] - 2 * cov[a][b]));
}

rating_fit fit_bradley_terry(std::size_t agents, const std::vector<pairwise>& games, std::size_t anchor) {
  rating_fit out;
  if (anchor >= agents) return out.why = "no such anchor", out;
  if (!strongly_connected(agents, games))
    return out.why = "some agents never scored against, or never conceded to, the rest: their ratings are unbounded",
           out;
  const std::vector<double> gamma = mm_strengths(agents, games, anchor, out.iterations);
  const square_matrix cov = theta_covariance(gamma, games, anchor);
  if (cov.empty()) return out.why = "the Fisher information is singular", out;
  const double scale = 400 / std::log(10.0);  // theta to Elo points
  out.elo.resize(agents);
  out.se.resize(agents);
  out.cov.assign(agents, std::vector<double>(agents));
  for (std::size_t a = 0; a < agents; ++a) {
    out.elo[a] = a == anchor ? 0 : scale * std::log(gamma[a]);
    out.se[a] = scale * std::sqrt(std::max(0.0, cov[a][a]));
    for (std::size_t b = 0; b < agents; ++b) out.cov[a][b] = scale * scale * cov[a][b];
  }
  out.ok = true;
  return out;
}

}  // namespace megacorp::sim
