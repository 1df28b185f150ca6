// xoshiro256** and splitmix64, written out so results do not depend on the standard library.
#include "engine/rng.hpp"

namespace engine {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

void rng::reseed(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

}  // namespace engine
