#include "interp/variants.hpp"

namespace megacorp {

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
      {"attacker-as-it-is-now", "001 Glossary, read literally (an engaged attacker loses the keyword that limits its blockers)",
       [](rules_options& r) { r.combat_sees_attacker_as_declared = false; }},
      {"resolved-event-to-bottom", "001 Advanced Rules, the Tidal Wave example (\"put on the bottom of the Open Market Pile\")",
       [](rules_options& r) { r.resolved_event_to_open_market_bottom = true; }},
      {"sell-top-card-only", "001 Divest Phase (silent on piles)", [](rules_options& r) { r.sell_pile_earns_all = false; }},
  };
  return all;
}

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
