// The named rules variants (docs/rulings.md): what `rules:` and `--rules` select.
#include "interp/vocabulary/variants.hpp"

#include <cstdint>

namespace megacorp {

namespace {

// Variants only card text reads (`the rules are "NAME"` in cards/prelude/keywords.mc):
// one bit each of rules_options::text_variants.
enum text_bit : std::uint32_t {
  equipment_trait_costs_paid = 1u << 0,
  demolishes_locations_and_equipment = 1u << 1,
  unique_copy_chosen = 1u << 2,
  no_retaliation_after_regenerating = 1u << 3,
  every_player_searches_crises = 1u << 4,
  attacker_as_it_is_now = 1u << 5,
  latest_rule = 1u << 6,  // read by the runner of rule queries (text_behaviour.cpp)
};

}  // namespace

const std::vector<rules_variant>& rules_variants() {
  using engine::rules_options;
  static const std::vector<rules_variant> all = {
      {"standard", "001 (the default rules)", [](rules_options& r) { r = rules_options{}; }},
      {"winner-pays-bid", "003 Beginning of the game",
       [](rules_options& r) { r.bidding = engine::bid_variant::winner_pays_only; }},
      {"random-first-player", "001/002 Beginning of the game",
       [](rules_options& r) { r.bidding = engine::bid_variant::no_bidding_random; }},
      {"single-mulligan", "003/000 Beginning of the game", [](rules_options& r) { r.mulligan_limit = 1; }},
      {"business-not-sellable", "002 Divest Phase", [](rules_options& r) { r.business_can_be_sold = false; }},
      {"multiplayer-first-player-skips-draw", "001 Accounting Phase",
       [](rules_options& r) { r.multiplayer_first_player_draws = false; }},
      // Read by the prelude only (an attacking card's qualities as declared or as it is now).
      {"attacker-as-it-is-now", "001 Glossary, read literally (an engaged attacker loses the keyword that limits its blockers)",
       [](rules_options& r) { r.text_variants |= attacker_as_it_is_now; }},
      {"resolved-event-to-bottom", "001 Advanced Rules, the Tidal Wave example (\"put on the bottom of the Open Market Pile\")",
       [](rules_options& r) { r.resolved_event_to_open_market_bottom = true; }},
      {"sell-top-card-only", "001 Divest Phase (silent on piles)", [](rules_options& r) { r.sell_pile_earns_all = false; }},
      {"trait-at-zero-destroys", "003/000 Traits (\"If any card hits 0 in any trait it is immediately destroyed\")",
       [](rules_options& r) { r.trait_at_zero_destroys = true; }},
      // Read by the prelude's keyword definitions only.
      {"equipment-trait-costs-paid", "002 Megacorp Keywords (\"all trait costs associated with the equipment must still be paid\")",
       [](rules_options& r) { r.text_variants |= equipment_trait_costs_paid; }},
      {"demolishes-locations-and-equipment", "003 Glossary (\"any card with one or more of the following keywords: #location, #equipment\")",
       [](rules_options& r) { r.text_variants |= demolishes_locations_and_equipment; }},
      {"unique-copy-chosen", "000 Glossaire (\"il doit choisir l'une des deux cartes. L'autre est détruite\")",
       [](rules_options& r) { r.text_variants |= unique_copy_chosen; }},
      {"no-retaliation-after-regenerating", "000 Glossaire (\"Il n'est pas possible de riposter après une régénération pendant le même combat\")",
       [](rules_options& r) { r.text_variants |= no_retaliation_after_regenerating; }},
      {"latest-rule-decides", "none of the books (they are silent; the default lets a restriction outweigh a permission)",
       [](rules_options& r) { r.text_variants |= latest_rule; }},
      {"every-player-searches-crises", "001 Advanced Rules, the Tidal Wave example (\"both players search\")",
       [](rules_options& r) { r.text_variants |= every_player_searches_crises; }},
  };
  return all;
}

bool latest_rule_decides(const engine::rules_options& rules) { return (rules.text_variants & latest_rule) != 0; }

bool apply_variant(std::string_view name, engine::rules_options& rules) {
  for (const rules_variant& v : rules_variants())
    if (name == v.name) {
      v.apply(rules);
      return true;
    }
  return false;
}

std::vector<std::string> variant_names() {
  std::vector<std::string> out;
  for (const rules_variant& v : rules_variants()) out.emplace_back(v.name);
  return out;
}

}  // namespace megacorp
