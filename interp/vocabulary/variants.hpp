// Named rules variants (docs/rulings.md): what a scenario's `rules:` and the command
// line's `--rules` select, each a change to engine::rules_options.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/rules_options.hpp"

namespace megacorp {

struct rules_variant {
  const char* name;     // e.g. "winner-pays-bid"
  const char* source;   // the book it follows, e.g. "003 Beginning of the game"
  void (*apply)(engine::rules_options&);
};

// Every variant, `standard` (the 001 defaults) first.
const std::vector<rules_variant>& rules_variants();
// Applies the named variant; false if there is none of that name.
bool apply_variant(std::string_view name, engine::rules_options& rules);
std::vector<std::string> variant_names();
// Variant latest-rule-decides: among rules that answer one question, the last in card
// order decides, a permission as much as a restriction (docs/rulings.md "Can and cannot").
bool latest_rule_decides(const engine::rules_options& rules);

}  // namespace megacorp
