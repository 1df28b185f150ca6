// Card importance (`simulate --importance DECK --filler NAME`, docs/simulate.md): the
// deck's win rate with all copies of one card replaced by a filler, over the very games
// (same seeds, same seats, same opponents) the deck played as it is, and the paired
// difference with its 95% interval.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/card_def.hpp"
#include "ir/checked.hpp"
#include "sim/figures.hpp"
#include "sim/game.hpp"
#include "sim/stats.hpp"

namespace megacorp::sim {

// Game by game, whether the deck won as it is (base) and with a card replaced (without).
struct paired_wins {
  std::uint64_t both = 0, base_only = 0, without_only = 0, neither = 0;
  std::uint64_t games() const { return both + base_only + without_only + neither; }
};

// 95% interval (z = 1.96) of base rate - without rate over paired games: Newcombe's hybrid
// score interval for paired proportions with the continuity-corrected phi (Newcombe 1998,
// Statistics in Medicine 17: 2635-2650, method 10; formula in sim/importance.cpp).
// [-1, 1] when there is no game.
interval newcombe_paired(const paired_wins& t, double z = 1.96);

// One distinct card of the deck (business and founder apart) and the deck without it.
struct importance_variant {
  std::string card;
  std::int64_t copies = 0;
  checked::deck deck;                 // every copy of `card` replaced by the filler
  std::string skipped;                // not empty: why this card is not measured
  std::string filler;                 // the card put in its place
  bool resource = false;              // a resource card: replaced by a resource filler
};

// The deck's distinct cards in the deck's order (resources, then main), each with its
// variant checked against the deck rules (engine::validate_deck): a variant that breaks
// them, or a card that is the filler itself, is kept with the reason it is skipped. Main
// cards are replaced by `filler`; resource cards by a resource card (a main card cannot
// be in the resource deck): `resource_filler` when given, else the library's resource
// cards are tried cheapest first (money cost, then name) and the first that keeps the
// deck legal is used.
std::vector<importance_variant> plan_importance(const checked::deck& deck, const std::string& filler,
                                                const engine::card_db& db, const std::string& resource_filler = {});

// A run's games of the pairs holding deck `deck` (an index into run.decks), in the run's
// order: whether that deck won each game. A variant run (variant_run) lists only those
// pairs, so game k of both is the same seed, seats and opponent.
class win_marks {
 public:
  win_marks(const run_description& run, std::uint32_t deck);
  void add(const game_record& g);  // for the run this was made for (or its variant run)
  // 1 won, 0 not won (lost, drawn or capped), -1 not played.
  const std::vector<std::int8_t>& marks() const { return marks_; }

 private:
  std::vector<std::int32_t> slot_;   // pair of the run -> its place among the deck's pairs (-1: none)
  std::uint32_t games_per_pair_ = 0, deck_ = 0;
  std::vector<std::int8_t> marks_;
};

// The run restricted to the pairs holding deck `deck`, with `variant` in its place; each
// pair keeps its seeds (run_description::seed_pairs).
run_description variant_run(const run_description& run, std::uint32_t deck, const checked::deck& variant);

// The `importance` object of the figures: baseline, per measured card (ranked by the
// difference, largest first; ties in the deck's order) and the cards skipped.
struct importance_result {
  std::string deck, filler;
  std::string resource_filler;                   // --resource-filler; empty: the cheapest legal
  std::vector<importance_variant> variants;      // plan_importance's
  std::vector<std::vector<std::int8_t>> without;  // per variant, its marks (empty: not played)
};
nlohmann::ordered_json importance_json(const importance_result& r, const std::vector<std::int8_t>& base);

// A CSV field: quoted, with quotes doubled, when it holds a comma, a quote or a newline (RFC 4180).
std::string csv_field(const std::string& s);

// The text section and the CSV rows for figures["importance"].
std::string importance_text(const nlohmann::ordered_json& importance);
std::string importance_csv(const nlohmann::ordered_json& importance);
// The HTML report's section for figures["importance"] (sim/report_importance.cpp): a bar
// per measured card (data-mark="importance-card", its figures as data attributes) and the
// cards skipped (data-mark="importance-skipped").
std::string importance_section(const nlohmann::ordered_json& importance);

}  // namespace megacorp::sim
