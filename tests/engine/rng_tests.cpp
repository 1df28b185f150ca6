// The engine's own RNG: reference vectors, bounded integers, shuffles (docs/design.md, The engine: randomness).
#include "engine/rng.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <vector>

using engine::rng;

TEST_CASE("DESIGN All randomness: splitmix64 matches its reference output") {
  std::uint64_t x = 0;
  CHECK(engine::splitmix64(x) == 0xE220A8397B1DCDAFULL);
}

TEST_CASE("DESIGN All randomness: xoshiro256** matches its reference output for state {1,2,3,4}") {
  rng r = rng::from_state({1, 2, 3, 4});
  CHECK(r.next() == 11520ULL);
  CHECK(r.next() == 0ULL);
  CHECK(r.next() == 1509978240ULL);
  CHECK(r.next() == 1215971899390074240ULL);
}

TEST_CASE("DESIGN All randomness: below(n) stays in range and covers every value") {
  rng r(7);
  std::vector<int> hits(6, 0);
  for (int i = 0; i < 6000; ++i) {
    const auto v = r.below(6);
    REQUIRE(v < 6);
    ++hits[v];
  }
  for (int h : hits) CHECK((h > 800 && h < 1200));
  CHECK(r.below(1) == 0);
}

TEST_CASE("DESIGN All randomness: Fisher-Yates shuffles are permutations and replay by seed") {
  std::vector<int> a(40), b(40);
  std::iota(a.begin(), a.end(), 0);
  b = a;
  rng r1(99), r2(99);
  r1.shuffle(std::span<int>(a));
  r2.shuffle(std::span<int>(b));
  CHECK(a == b);
  std::vector<int> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> expect(40);
  std::iota(expect.begin(), expect.end(), 0);
  CHECK(sorted == expect);
  CHECK(a != expect);
}
