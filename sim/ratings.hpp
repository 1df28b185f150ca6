// Bradley-Terry ratings on the Elo scale, fitted by maximum likelihood, with 95% intervals
// from the Fisher information (docs/agents.md, The ladder).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace megacorp::sim {

// Games between agents i and j (i != j): `wins_i` is what i scored in them, a win 1, a
// draw or a capped game 1/2 to each.
struct pairwise {
  std::size_t i = 0, j = 0;
  double games = 0, wins_i = 0;
};

struct rating_fit {
  bool ok = false;            // false: the games do not fix every rating (below)
  std::string why;            // when not ok, in a sentence
  std::vector<double> elo;    // per agent; elo[anchor] = 0
  std::vector<double> se;     // standard error of each rating (0 for the anchor)
  std::vector<std::vector<double>> cov;  // covariance of the ratings, Elo points squared
  int iterations = 0;
  double low(std::size_t a) const { return elo[a] - 1.96 * se[a]; }
  double high(std::size_t a) const { return elo[a] + 1.96 * se[a]; }
  // The standard error of elo[a] - elo[b] (its 95% interval: the difference +- 1.96 of it).
  double diff_se(std::size_t a, std::size_t b) const;
};

// The maximum likelihood of P(i beats j) = 1 / (1 + 10^((R_j - R_i) / 400)) over the
// games, R_anchor fixed at 0: Hunter's MM iterations (Hunter 2004, "MM algorithms for
// generalized Bradley-Terry models", Annals of Statistics 32(1), eq. 3) until no strength
// moves by 1e-12 of itself; the covariance is the inverse of the Fisher information with
// the anchor's row and column removed. The MLE exists only when, for every split of the
// agents in two, each side scored against the other (Hunter's Assumption 1: the graph
// "i scored against j" is strongly connected); else not ok.
rating_fit fit_bradley_terry(std::size_t agents, const std::vector<pairwise>& games, std::size_t anchor);

}  // namespace megacorp::sim
