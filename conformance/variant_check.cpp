// The variant check (conformance/variant_check.hpp).
#include "conformance/variant_check.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "vocabulary/variants.hpp"

namespace megacorp::conformance {

namespace {

constexpr std::string_view rulings_page = "docs/rulings.md ";

bool knows(const library& lib, const std::string& name) {
  engine::rules_options scratch;
  return apply_variant(name, scratch, lib.variants());
}

// The scenario with `variant` put on top of its own rules, or, when it selects it, with its
// rules read again without it.
checked::scenario toggled(const library& lib, const checked::scenario& sc, const std::string& variant) {
  checked::scenario out = sc;
  const bool selected = std::find(sc.variants.begin(), sc.variants.end(), variant) != sc.variants.end();
  if (!selected) {
    apply_variant(variant, out.rules, lib.variants());
    out.variants.push_back(variant);
    return out;
  }
  out.rules = engine::rules_options{};
  out.variants.clear();
  for (const std::string& name : sc.variants)
    if (name != variant && apply_variant(name, out.rules, lib.variants())) out.variants.push_back(name);
  return out;
}

variant_run run_toggled(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                        const scenario_result& r, const std::string& id, const std::string& variant) {
  variant_run v{id, variant, r.sc, r.status == scenario_status::passed, false, false};
  v.selects_variant = std::find(r.sc->variants.begin(), r.sc->variants.end(), variant) != r.sc->variants.end();
  if (v.passes) v.toggled_fails = run_scenario(lib, db, toggled(lib, *r.sc, variant)).status != scenario_status::passed;
  return v;
}

// Why a citation's run does not witness its statement.
std::string why_not(const variant_run& r) {
  if (!r.passes) return "does not pass as written";
  if (r.selects_variant) return "selects the variant itself";
  return "passes under the variant too";
}

std::string no_witness(const rulebook::statement& s, const std::string& variant, const variant_runs& runs) {
  std::vector<std::string> cited;
  for (const auto& [key, r] : runs)
    if (r.id == s.id) cited.push_back(fmt::format("\"{}\" {}", r.sc->name, why_not(r)));
  return fmt::format("{} ({} docs/rulings.md {}): no scenario that cites it passes under the default rules and fails "
                     "under --rules {}; {}",
                     s.id, rulebook::status_name(s.st), variant, variant,
                     cited.empty() ? std::string("no scenario cites it") : "cited by " + fmt::format("{}", fmt::join(cited, "; ")));
}

}  // namespace

std::string ruled_variant(const rulebook::statement& s) {
  if (!may_name_variant(s.st)) return "";
  if (s.arg.rfind(rulings_page, 0) != 0) return "";
  return s.arg.substr(rulings_page.size());
}

variant_runs run_under_variants(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                                const std::vector<scenario_result>& results, const rules_index& index) {
  variant_runs out;
  for (const scenario_result& r : results) {
    if (!r.sc) continue;
    for (const checked::citation& c : r.sc->cites) {
      const auto s = index.by_id.find(c.id);
      if (s == index.by_id.end()) continue;
      const std::string variant = ruled_variant(*s->second);
      if (variant.empty() || !knows(lib, variant) || out.count({r.sc, c.id})) continue;
      out.emplace(std::make_pair(r.sc, c.id), run_toggled(lib, db, r, c.id, variant));
    }
  }
  return out;
}

void check_variant_witnesses(const rules_index& index, const library& lib, const variant_runs& runs,
                             std::vector<rulebook::problem>& problems) {
  for (const auto& [file, book] : index.books)
    for (const rulebook::statement& s : book.statements) {
      if (!may_name_variant(s.st) || (s.st == rulebook::status::covered && s.arg.empty())) continue;
      const std::string variant = ruled_variant(s);
      if (variant.empty() || !knows(lib, variant)) {
        problems.push_back({file, s.line, fmt::format("{}: a {} names its rules variant, 'docs/rulings.md VARIANT' "
                                                      "(megacorp variants); '{}' names none",
                                                      s.id, rulebook::status_name(s.st), s.arg)});
        continue;
      }
      const bool witnessed = std::any_of(runs.begin(), runs.end(),
                                         [&](const auto& kv) { return kv.second.id == s.id && witnesses(kv.second); });
      if (!witnessed) problems.push_back({file, s.line, no_witness(s, variant, runs)});
    }
}

}  // namespace megacorp::conformance
