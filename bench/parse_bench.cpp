// Parse and parse+check throughput on a large generated card library, in MB/s (docs/benchmarks.md);
// the cards are checked on library::check_threads() threads (MEGACORP_CHECK_THREADS=1: one).
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "grammar/parser.hpp"
#include "ir/name_table.hpp"
#include "library/library.hpp"
#include "ir/names.hpp"

namespace {

// The keywords the generated cards carry, each standing in for a glossary keyword (with the
// same parameters and a body like its prelude one), so every argument kind is measured.
// The names are made up: no C++ names a glossary keyword (scripts/check_keyword_names.sh).
constexpr std::string_view keyword_defs =
    "keyword GLIDE { rule: this cannot be blocked by cards without GLIDE }\n"
    "keyword SPAWN (x: number) {\n"
    "  when this is deployed from hand: you may search your deck for a card with #GEN0 with valuation x or less, "
    "deploy it for free adjacent to this\n}\n"
    "keyword QUICKDRAW { rule: this deals damage first }\n"
    "keyword DIVIDEND (x: number) { when your cashflow step begins: if this is disengaged { gain x M } }\n"
    "keyword DUES (price: cost) { when your upkeep step begins: you may pay price; if you did not { destroy this } }\n"
    "keyword \"BLAST RADIUS\" (t: trait, area: shape) { rule: this can attack areas of area using t }\n"
    "keyword SHROUD (t: tag) { rule: this cannot be targeted while this is adjacent to a card with #t }\n"
    "keyword SLIPPERY { rule: this cannot be attacked more than once per turn }\n"
    "keyword MENDING (price: effect) {\n"
    "  instead of this being destroyed: you may do price, reset this; if you did not { destroy this }\n}\n"
    "keyword WRECKER (t: tag) { when this deals damage to a card with #t: destroy it }\n"
    "keyword BRAWLER { rule: this can only attack cards in card radius 1 of this }\n"
    "keyword RELOCATE { ability: -> move this }\n"
    "keyword EXCHANGE { ability: -> swap this with a card you control }\n"
    "keyword RIPOSTE { rule: this can retaliate unlimited times }\n"
    "keyword SUDDEN { rule: this can be played at any time }\n"
    "keyword SOLE { rule: this cannot be controlled twice by a player }\n\n";

// Abilities that a character, equipment or location can carry; together they use every
// statement, selection form, qualifier, amount, condition, trigger and rule kind of
// docs/language.md. Each entry is one or more lines; {0} is the card's number.
constexpr std::string_view abilities[] = {
    // Triggered: selection triggers and step triggers.
    "  when this is deployed: draw 1 card, gain 2M\n",
    "  when this is deployed from hand: you may search your main deck and open market for a card with #GEN{1} "
    "with valuation 3 or less, reveal it, put it into your hand\n",
    "  when your turn begins: for each card in card radius 1 of this {{ deal 1 BQ damage to it }}\n",
    "  when this attacks: if this is engaged and not this is damaged {{ gain 1M }} else {{ draw 1 card }}\n",
    "  when this is destroyed: each player draws 1 card; its controller loses 1 M\n",
    "  when your cashflow step begins: if (this is disengaged or this has GLIDE) and you control at least 2 "
    "cards with #GEN{1} {{ gain 2 M }}\n",
    "  when your end phase begins: each other player may discard a card in their hand\n",
    "  when this deals damage to a card with #GEN{1}: destroy it\n",
    "  when the game begins: put the top card of your resource deck into your hand\n",
    "  when this is attacked: target character an opponent controls gets -1 EQ until end of turn\n",
    "  when this is revealed: produce 2 MQ, add 1 development counter to this\n",
    // Activated, named and unnamed, with and without costs.
    "  ability \"Scan {0}\": engage this, pay 1M -> search your deck for up to 2 cards with #GEN{1}, reveal them, "
    "put them on the bottom of your main deck\n",
    "  ability: -> move this to a space adjacent to target card you control\n",
    "  ability: engage this -> swap this with target character you control\n",
    "  ability: pay 2M, discard a card in your hand -> bond this to target character you control\n",
    "  ability \"Strip {0}\": engage this -> unbond a bonded equipment, disengage each card you control\n",
    "  ability: annihilate a card with #GEN{1} you control -> choose a card in your open market, deploy it for "
    "free adjacent to this\n",
    "  ability: engage this -> deal the BQ of this IQ damage to target card other than this\n",
    "  ability: reveal a card in your hand -> annihilate target orphaned card, redeploy this\n",
    // Rules: modifiers, keyword grants and rule queries.
    "  rule: this gets +1 BQ while you control at least 3 cards with #GEN{1}\n",
    "  rule: this gets +2 valuation while the number of cards you control with #GEN{1} >= 2\n",
    "  rule: this cannot be blocked by cards without GLIDE\n",
    "  rule: this can only attack cards in card radius 2 of this\n",
    "  rule: cards without GLIDE cannot retaliate against this\n",
    "  rule: this gains GLIDE while this is adjacent to a card with #GEN{1}\n",
    "  rule: this loses GLIDE while this is engaged\n",
    "  rule: this cannot be targeted by cards an opponent controls while this is disengaged\n",
    // Replacements.
    "  instead of this being destroyed: do nothing\n",
    "  instead of this being dealt damage: engage this, then reset this\n",
    "  instead of a card being destroyed by this in combat: annihilate it\n",
};

// What an event does when it resolves.
constexpr std::string_view resolves[] = {
    "  on resolve: deal 3 IQ damage to target card\n",
    "  on resolve: destroy each card in an area 2x2 of target card\n",
    "  on resolve: for each card in an area 1x4 of target card {{ deal 2 BQ damage to it }}\n",
    "  on resolve: target character you control gains QUICKDRAW until end of turn\n",
    "  on resolve: each player loses 2 M\n",
    "  on resolve: cancel target effect\n",
    "  on resolve: search your deck for any number of equipment with combined valuation 7 or less, deploy them "
    "for free adjacent to target character you control\n",
    "  on resolve: if the number of cards an opponent controls > 5 {{ draw 2 cards }} else {{ gain 1M }}\n",
    // `on top of` is left out until the grammar accepts it (`destination` requires `the` after `on`).
    "  on resolve: put target card with #GEN{1} on the bottom of its owner's main deck\n",
    "  on resolve: you may pay 3M; if you did {{ you win the game }}\n",
};

// Keyword lists covering every argument kind: none, number, cost, trait and shape, tag, effect.
constexpr std::string_view keyword_lists[] = {
    "GLIDE",
    "SPAWN 4, QUICKDRAW",
    "DIVIDEND 2, DUES 1M",
    "BLAST RADIUS BQ 1x4",
    "SHROUD #GEN{1}, SLIPPERY",
    "MENDING (annihilate a card with #GEN{1} you control)",
    "WRECKER #GEN{1}, BRAWLER",
    "RELOCATE, EXCHANGE, RIPOSTE",
};

constexpr std::string_view factions[] = {"corp", "incarnate", "gnost", "none"};

std::string trait(std::size_t v) { return v % 5 == 4 ? "-" : std::to_string(v % 5); }

// The tags the keyword prelude names (such as #CRISIS), read from it: some generated card
// must carry each, or the prelude warns that no card has it. A keyword's tag parameter
// (`#t`) is not a tag.
std::vector<std::string> prelude_tags() {
  using megacorp::checked::op;
  megacorp::library lib;
  megacorp::diagnostics diags;
  lib.add_path(megacorp::bundled_cards_dir() / "prelude", diags);
  lib.check(diags);
  std::set<std::string> tags;
  for (const auto& k : lib.keywords()) {
    std::set<std::string> params;
    for (const auto& p : k->params) params.insert(megacorp::normalize_tag(megacorp::name_of(p)));
    auto walk = [&](auto& self, const megacorp::checked::expr& e) -> void {
      if ((e.o == op::with_tag || e.o == op::without_tag || e.o == op::has_tag) && !params.count(megacorp::name_of(e)))
        tags.insert(megacorp::name_of(e));
      for (const auto& a : e.args) self(self, a);
    };
    for (const auto& a : k->abilities) {
      walk(walk, a.trigger);
      walk(walk, a.cost);
      walk(walk, a.effect);
    }
  }
  return {tags.begin(), tags.end()};
}

// One card; `i` makes its name unique and picks the construct mix. Tags come from a small
// pool (#GEN0..#GEN15) so tag filters always name a tag some card carries; events also
// carry one of `tags`, the prelude's.
void append_card(std::string& out, std::size_t i, const std::vector<std::string>& tags) {
  std::size_t tag = i % 16;
  auto fill = [&](std::string_view tmpl) { return fmt::format(fmt::runtime(tmpl), i, tag); };
  std::size_t shape = i % 10;
  out += fmt::format("card \"Generated {}\" {{\n", i);
  if (shape == 9) {
    out += fmt::format("  type: event\n  faction: {}\n  cost: {}M\n", factions[i % 4], i % 6 + 1);
    out += "  traits: IQ 0, EQ -, MQ 0, BQ -\n";
    out += fmt::format("  tags: #GEN{}", tag);
    if (!tags.empty()) out += ", #" + tags[(i / 10) % tags.size()];
    out += "\n";
    if (i % 3 == 0) out += "  keywords: SUDDEN\n";
    out += fill(resolves[(i / 10) % std::size(resolves)]);
  } else {
    static constexpr std::string_view types[] = {"character", "character", "resource character", "character",
                                                 "equipment", "character", "location", "character", "character"};
    out += fmt::format("  type: {}\n  faction: {}\n", types[shape], factions[i % 4]);
    out += i % 2 ? fmt::format("  cost: {}M + {}BQ\n", i % 7 + 1, i % 3 + 1) : fmt::format("  cost: {}M\n", i % 7 + 1);
    out += fmt::format("  traits: IQ {}, EQ {}, MQ {}, BQ {}\n", trait(i), trait(i / 3), trait(i / 7), i % 6 + 1);
    out += fmt::format("  tags: #GEN{}, #GEN{}\n", tag, (tag + 1) % 16);
    out += "  keywords: " + fill(keyword_lists[i % std::size(keyword_lists)]) + "\n";
    for (std::size_t k = 0; k < 3; ++k) out += fill(abilities[(i * 7 + k * 11) % std::size(abilities)]);
  }
  out += fmt::format("  flavour: \"Card number {}, \\\"quoted\\\".\"\n}}\n\n", i);
}

// The keywords above, then varied, valid cards (unique names) until the text reaches
// `target_bytes`, with a business, a founder and a deck every 500 cards so those forms are
// measured too.
std::string generate(std::size_t target_bytes) {
  std::vector<std::string> tags = prelude_tags();
  std::string out;
  out.reserve(target_bytes + 4096);
  out += "# Generated by bench/parse_bench.cpp.\n\n";
  out += keyword_defs;
  for (std::size_t i = 0; out.size() < target_bytes; ++i) {
    append_card(out, i, tags);
    if (i % 500 == 499) {
      std::size_t d = i / 500;
      out += fmt::format(
          "card \"Generated Business {0}\" {{\n  type: business\n  faction: corp\n  valuation: 30M\n"
          "  traits: IQ 10, EQ 10, MQ 10, BQ 10\n  tags: #GEN0\n}}\n\n"
          "card \"Generated Founder {0}\" {{\n  type: founder character\n  faction: corp\n  cost: 6M\n"
          "  traits: IQ 2, EQ 2, MQ -, BQ 4\n  business: \"Generated Business {0}\"\n  keywords: SOLE\n}}\n\n",
          d);
      // 20 resource characters (shape 2) and 40 main-deck cards, at most 4 copies each.
      std::string resources, main;
      for (std::size_t k = 0; k < 5; ++k)
        resources += fmt::format("{}4 \"Generated {}\"", k ? ", " : "", i - 499 + 2 + k * 10);
      for (std::size_t k = 0; k < 10; ++k)
        main += fmt::format("{}4 \"Generated {}\"", k ? ", " : "", i - 499 + (k % 2 ? 0 : 1) + (k / 2) * 10);
      out += fmt::format(
          "deck \"Generated Deck {0}\" {{\n  business: \"Generated Business {0}\"\n"
          "  founder: \"Generated Founder {0}\"\n  resources: {1}\n  main: {2}\n}}\n\n",
          d, resources, main);
    }
  }
  return out;
}

// Seconds taken by `f`.
template <typename F> double time_it(F&& f) {
  auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

struct rates {
  double best = 0;
  double median = 0;
};

// Seconds spent in each part of parse+check: adding the sources (which parses them),
// checking, and destroying the library.
struct phases {
  double add = 1e9;
  double check = 1e9;
  double teardown = 1e9;
  double cpu = 1e9;  // the process's CPU seconds for parse+check, every thread's
  void keep_best(const phases& run) {
    add = std::min(add, run.add);
    check = std::min(check, run.check);
    teardown = std::min(teardown, run.teardown);
    cpu = std::min(cpu, run.cpu);
  }
};

rates summarize(std::vector<double> mb_per_s) {
  std::sort(mb_per_s.begin(), mb_per_s.end());
  return {mb_per_s.back(), mb_per_s[mb_per_s.size() / 2]};
}

int usage() {
  std::fputs("usage: parse_bench [MEGABYTES (10)] [RUNS (5)] [--dump FILE]\n", stderr);
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t megabytes = 10;
  int runs = 5;
  const char* dump = nullptr;
  std::vector<std::string_view> positional;
  for (int a = 1; a < argc; ++a) {
    std::string_view arg = argv[a];
    if (arg == "--dump" && a + 1 < argc)
      dump = argv[++a];
    else if (!arg.empty() && arg[0] != '-')
      positional.push_back(arg);
    else
      return usage();
  }
  if (positional.size() > 2) return usage();
  if (!positional.empty()) megabytes = std::strtoul(std::string(positional[0]).c_str(), nullptr, 10);
  if (positional.size() > 1) runs = std::atoi(std::string(positional[1]).c_str());
  if (megabytes == 0 || runs <= 0) return usage();

  std::string text = generate(megabytes << 20);
  double mb = static_cast<double>(text.size()) / (1 << 20);
  if (dump) {
    std::FILE* f = std::fopen(dump, "wb");
    if (!f) return usage();
    std::fwrite(text.data(), 1, text.size(), f);
    std::fclose(f);
  }

  // The input must be valid, or the figures would measure error recovery.
  {
    megacorp::library lib;
    megacorp::diagnostics diags;
    lib.add_path(megacorp::bundled_cards_dir() / "prelude", diags);
    lib.add_source("generated.mc", text, diags);
    lib.check(diags);
    if (!diags.list().empty()) {
      diags.sort();
      std::string shown = megacorp::format_text(diags);
      std::fprintf(stderr, "generated input has %zu diagnostics:\n%s\n", diags.list().size(),
                   shown.substr(0, 4000).c_str());
      return 1;
    }
    fmt::print("{:.1f} MB input: {} cards, {} keywords, {} decks; cards checked on {} thread(s)\n", mb,
               lib.cards().size(), lib.keywords().size(), lib.decks().size(), lib.checked_on());
  }

  std::vector<double> parse_rates, check_rates;
  phases best_phases;
  for (int r = 0; r < runs; ++r) {
    // Parse only: the syntax tree of the generated text.
    double parse_s = time_it([&] {
      megacorp::source_file file("generated.mc", text);
      megacorp::diagnostics diags;
      megacorp::syntax::node tree = megacorp::parse(file, diags);
      if (tree.children.empty() || diags.has_errors()) std::abort();
    });
    parse_rates.push_back(mb / parse_s);
    // Parse + check, with the keyword prelude loaded as the command does it.
    phases run;
    const std::clock_t cpu_start = std::clock();
    double check_s = time_it([&] {
      auto lib = std::make_unique<megacorp::library>();
      megacorp::diagnostics diags;
      run.add = time_it([&] {
        lib->add_path(megacorp::bundled_cards_dir() / "prelude", diags);
        lib->add_source("generated.mc", text, diags);
      });
      run.check = time_it([&] { lib->check(diags); });
      if (diags.has_errors()) std::abort();
      run.teardown = time_it([&] { lib.reset(); });
    });
    run.cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    check_rates.push_back(mb / check_s);
    best_phases.keep_best(run);
  }
  rates p = summarize(parse_rates);
  rates c = summarize(check_rates);
  fmt::print("parse:       best {:6.1f} MB/s, median {:6.1f} MB/s over {} runs\n", p.best, p.median, runs);
  fmt::print("parse+check: best {:6.1f} MB/s, median {:6.1f} MB/s over {} runs\n", c.best, c.median, runs);
  fmt::print("parse+check phases, best: add (parse) {:.0f} ms, check {:.0f} ms, teardown {:.0f} ms\n",
             best_phases.add * 1e3, best_phases.check * 1e3, best_phases.teardown * 1e3);
  fmt::print("parse+check CPU time, best: {:.1f} ms per MB (all threads)\n", best_phases.cpu * 1e3 / mb);
  return 0;
}
