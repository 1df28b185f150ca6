// The checkout's card library, compiled in for tests, benchmarks and the fuzzer only.
#include "library/library.hpp"

namespace megacorp {

std::filesystem::path bundled_cards_dir() { return MEGACORP_SOURCE_CARDS_DIR; }

}  // namespace megacorp
