// The card face renderer over the whole bundled library: every card laid out (line breaks
// shaped by HarfBuzz, fitted) and written as SVG, R rounds (docs/benchmarks.md, "Card faces").
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include "faces/renderer.hpp"
#include "faces/svg.hpp"
#include "library/library.hpp"

int main(int argc, char** argv) {
  const long rounds = argc > 1 ? std::atol(argv[1]) : 20;
  if (rounds <= 0) {
    std::fprintf(stderr, "usage: faces_bench [ROUNDS (20)]\n");
    return 2;
  }
  megacorp::diagnostics diags;
  megacorp::library lib;
  lib.add_path(megacorp::bundled_cards_dir(), diags);
  lib.check(diags);
  if (diags.has_errors()) return 1;
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpu_start = std::clock();
  const megacorp::faces::renderer r(megacorp::faces::default_template());
  const double load = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::size_t bytes = 0, misfits = 0;
  for (long i = 0; i < rounds; ++i)
    for (const auto& c : lib.cards()) {
      const megacorp::faces::face f = r.front(*c);
      misfits += f.fits ? 0 : 1;
      bytes += megacorp::faces::to_svg(f).size();
    }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() - load;
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  std::printf("%zu cards x %ld rounds: %.1f ms per library (CPU %.1f ms), fonts loaded in %.1f ms, %zu bytes of SVG per library, %zu misfits\n",
              lib.cards().size(), rounds, seconds * 1000 / static_cast<double>(rounds), cpu * 1000 / static_cast<double>(rounds), load * 1000,
              bytes / static_cast<std::size_t>(rounds), misfits / static_cast<std::size_t>(rounds));
  return misfits ? 1 : 0;
}
