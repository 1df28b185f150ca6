// Named rules variants (docs/rulings.md): what a scenario's `rules:` and the command
// line's `--rules` select, each a change to engine::rules_options. Those the engine (or the
// rule runner) reads are built in here; those only card text reads are declared in card
// text (`variant "NAME": "SOURCE"`, checked::variant) and each takes a bit of
// rules_options::text_variants.
#pragma once

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules_options.hpp"
#include "ir/checked.hpp"

namespace megacorp {

struct rules_variant {
  const char* name;     // e.g. "winner-pays-bid"
  const char* source;   // the book it follows, e.g. "003 Beginning of the game"
  void (*apply)(engine::rules_options&);
};

// At most this many variants may be declared in card text: one bit each of
// rules_options::text_variants.
inline constexpr std::size_t max_declared_variants = 32;

// Every built-in variant, `standard` (the 001 defaults) first.
const std::vector<rules_variant>& rules_variants();
// The built-in variant of that name, or null.
const rules_variant* find_builtin_variant(std::string_view name);
// Applies the named variant, built in or one of `declared` (a library's variants, in
// declaration order); false if there is none of that name.
bool apply_variant(std::string_view name, engine::rules_options& rules, std::span<const checked::variant> declared);
// Turns on the declared variant of index `slot` (below max_declared_variants).
void set_declared_variant(engine::rules_options& rules, std::size_t slot);
// Whether the declared variant of index `slot` is on.
inline bool declared_variant_on(const engine::rules_options& rules, std::size_t slot) {
  return ((rules.text_variants >> slot) & 1u) != 0;
}
// The built-in names, then the declared ones.
std::vector<std::string> variant_names(std::span<const checked::variant> declared);
// The message of a variant name that is none of them: "unknown rules variant 'x', did you
// mean 'y'?; variants near it: ..." (the names sharing a word with it: all hundred would
// drown the message), with where all are listed (`megacorp variants`, docs/rulings.md).
std::string unknown_variant(std::string_view name, std::span<const checked::variant> declared);
// The variant name within a small edit distance of `name`, or "": the fix such a message offers.
std::string closest_variant(std::string_view name, std::span<const checked::variant> declared);
// Variant latest-rule-decides: among rules that answer one question, the last in card
// order decides, a permission as much as a restriction (docs/rulings.md "Can and cannot").
bool latest_rule_decides(const engine::rules_options& rules);

}  // namespace megacorp
