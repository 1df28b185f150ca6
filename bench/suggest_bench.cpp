// "Did you mean" over a large library: N unknown card names (deck entries, each one
// letter off a real card) against a library of C generated cards (docs/benchmarks.md).
// Target: 100 unknown names against 100,000 cards checked in at most 1 s.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include <fmt/format.h>

#include "library/library.hpp"

int main(int argc, char** argv) {
  const long cards = argc > 1 ? std::atol(argv[1]) : 100000;
  const long unknown = argc > 2 ? std::atol(argv[2]) : 100;
  if (cards <= 0 || unknown <= 0 || unknown > cards) {
    std::fprintf(stderr, "usage: suggest_bench [CARDS (100000)] [UNKNOWN NAMES (100)]\n");
    return 2;
  }
  std::string text;
  for (long i = 0; i < cards; ++i)
    text += fmt::format("card \"Generated Operative {}\" {{\n  type: character\n  faction: none\n  cost: 1M\n"
                        "  traits: IQ 1, EQ 1, MQ 1, BQ 1\n}}\n",
                        i);
  // Each unknown name is a real one with a letter changed ("Generated Operatibe 17"),
  // spread over the library, so every one has a suggestion to find.
  text += "deck \"Typos\" {\n  business: \"Genome Holdings\"\n  founder: \"Raamaa, Incarnate Hierarch\"\n"
          "  resources: 20 \"Selfish Consumers\"\n  main: ";
  for (long i = 0; i < unknown; ++i)
    text += fmt::format("{}1 \"Generated Operatibe {}\"", i ? ", " : "", i * (cards / unknown));
  text += "\n}\n";

  megacorp::diagnostics diags;
  megacorp::library lib;
  lib.add_path(megacorp::bundled_cards_dir(), diags);
  lib.add_source("generated.mc", std::move(text), diags);
  // Wall time, and CPU time (the machine may be shared: CPU time is what the check costs).
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpu_start = std::clock();
  lib.check(diags);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  long suggested = 0;
  for (const auto& d : diags.list())
    if (d.message.find("unknown card \"Generated Operatibe") == 0 && d.message.find("did you mean 'Generated Operative") != std::string::npos)
      ++suggested;
  std::printf("%ld cards, %ld unknown names: check %.3f s (CPU %.3f s), %ld of them with the right suggestion\n", cards,
              unknown, seconds, cpu, suggested);
  return suggested == unknown ? 0 : 1;
}
