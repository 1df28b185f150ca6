// The engine's own seeded RNG: xoshiro256** seeded through splitmix64 (Blackman & Vigna),
// with its own unbiased bounded integers and Fisher-Yates shuffle, so a seed replays
// the same game on every standard library.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace engine {

class rng {
 public:
  explicit rng(std::uint64_t seed = 0) { reseed(seed); }
  // For checking against the reference implementation's test vectors.
  static rng from_state(const std::array<std::uint64_t, 4>& words) {
    rng r;
    r.s_ = words;
    return r;
  }
  // State words are four successive splitmix64 outputs of the seed.
  void reseed(std::uint64_t seed);
  // Next 64 raw bits (xoshiro256** 1.0).
  std::uint64_t next();
  // Uniform integer in [0, bound), bound > 0, by rejection sampling: draws below
  // 2^64 mod bound are rejected, so every residue is equally likely.
  std::uint64_t below(std::uint64_t bound);
  // Fisher-Yates: for i from n-1 down to 1, swap element i with element below(i+1).
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      const auto j = static_cast<std::size_t>(below(i));
      std::swap(items[i - 1], items[j]);
    }
  }
  friend bool operator==(const rng&, const rng&) = default;

 private:
  std::array<std::uint64_t, 4> s_{};
};

// splitmix64 step (Steele, Lea, Flood), exposed for tests and seeding.
std::uint64_t splitmix64(std::uint64_t& x);

// next() and below() are inline: a shuffle calls them once a card (determinize deals a
// few hundred cards a search iteration).
inline std::uint64_t rng::next() {
  constexpr auto rotl = [](std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); };
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

inline std::uint64_t rng::below(std::uint64_t bound) {
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
