// xoshiro256** and splitmix64, written out so results do not depend on the standard library.
#include "engine/rng.hpp"

namespace engine {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
}  // namespace

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

void rng::reseed(std::uint64_t seed) {
  for (auto& word : s_) word = splitmix64(seed);
}

std::uint64_t rng::next() {
  const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
  const std::uint64_t t = s_[1] << 17;
  s_[2] ^= s_[0];
  s_[3] ^= s_[1];
  s_[1] ^= s_[2];
  s_[0] ^= s_[3];
  s_[2] ^= t;
  s_[3] = rotl(s_[3], 45);
  return result;
}

std::uint64_t rng::below(std::uint64_t bound) {
  // (2^64 - bound) % bound == 2^64 % bound: the size of the biased tail to reject. It is
  // below `bound`, so a draw of at least `bound` (nearly all of them) is kept without it:
  // one division a call instead of two, the same draws.
  for (;;) {
    const std::uint64_t r = next();
    if (r >= bound) [[likely]]
      return r % bound;
    if (r >= (0 - bound) % bound) return r % bound;
  }
}

}  // namespace engine
