// Parse + check throughput on a large generated card library, in MB/s (docs/benchmarks.md).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "interp/library.hpp"

namespace {

// Varied, valid cards using fields, keywords and every ability kind.
std::string generate(std::size_t target_bytes) {
  static const char* bodies[] = {
      "  keywords: MUTATION 4, FLYING\n  when this is deployed: draw 1 card\n",
      "  ability \"Scan\": engage this, pay 1M -> search your main deck for a card with #GMO, reveal it, put it into your hand\n",
      "  rule: this gets +1 BQ while you control at least 3 cards with #GMO\n",
      "  when your turn begins: for each card in card radius 1 of this { deal 1 BQ damage to it }\n",
      "  keywords: CASHFLOW 2\n  instead of this being destroyed: do nothing\n",
      "  when this attacks: if this is engaged and not this is damaged { gain 1M } else { draw 1 card }\n",
  };
  std::string out;
  for (std::size_t i = 0; out.size() < target_bytes; ++i) {
    out += fmt::format(
        "card \"Generated {}\" {{\n  type: character\n  faction: incarnate\n  cost: {}M + 1BQ\n"
        "  traits: IQ {}, EQ 1, MQ -, BQ {}\n  tags: #GMO, #HUMAN\n{}  flavour: \"Card number {}.\"\n}}\n\n",
        i, i % 7 + 1, i % 5, i % 6 + 1, bodies[i % 6], i);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t megabytes = argc > 1 ? std::stoul(argv[1]) : 10;
  int runs = argc > 2 ? std::stoi(argv[2]) : 5;
  std::string text = generate(megabytes << 20);
  std::vector<double> rates;
  for (int r = 0; r < runs; ++r) {
    megacorp::library lib;
    megacorp::diagnostics diags;
    auto start = std::chrono::steady_clock::now();
    lib.add_path(megacorp::bundled_cards_dir() / "prelude", diags);
    lib.add_source("generated.mc", text, diags);
    lib.check(diags);
    std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
    if (diags.has_errors()) {
      std::fputs(megacorp::format_text(diags).substr(0, 2000).c_str(), stderr);
      return 1;
    }
    rates.push_back(static_cast<double>(text.size()) / (1 << 20) / took.count());
  }
  std::sort(rates.begin(), rates.end());
  fmt::print("parse+check: {:.1f} MB input, best {:.1f} MB/s, median {:.1f} MB/s over {} runs\n",
             static_cast<double>(text.size()) / (1 << 20), rates.back(), rates[rates.size() / 2], runs);
  return 0;
}
