// The citation check (conformance/citations.hpp).
#include "conformance/citations.hpp"

#include <fmt/format.h>

namespace megacorp::conformance {

namespace {

std::string position(const span& where) {
  if (!where.file) return "?";
  const line_col at = where.file->locate(where.begin);
  return fmt::format("{}:{}:{}", where.file->name(), at.line, at.column);
}

// Why `c` does not hold for the run `r`, or "" when it holds.
std::string why_not(const checked::citation& c, const scenario_result& r, const std::set<std::string>& applied,
                    const rules_index& index, const variant_runs& runs) {
  if (!index.by_id.count(c.id)) return fmt::format("no statement {} in rules/index/", c.id);
  if (r.status == scenario_status::pending) return "the scenario is pending: a pending scenario covers nothing";
  if (r.status != scenario_status::passed) return "the scenario does not pass";
  const auto toggled = runs.find({r.sc, c.id});
  if (toggled != runs.end() && turns_on_variant(toggled->second)) return "";
  // The statement's section, or a section it is within (the engine cites "001 Buy Phase"
  // for what the book writes under "How to Buy a Card:").
  std::string names = book_section_of(c.id);
  int depth = 0;
  for (std::string s = names; !s.empty() && depth++ < 8;) {
    if (applied.count(s)) return "";
    const auto up = index.parent.find(s);
    s = up == index.parent.end() || up->second == s ? "" : up->second;
    if (!s.empty()) names += " or " + s;
  }
  const std::string variant = ruled_variant(*index.by_id.at(c.id));
  return fmt::format("no event or refusal of the run names section {} as its cause (see --explain){}", names,
                     variant.empty() ? "" : fmt::format(", and its outcome does not turn on the variant {}", variant));
}

}  // namespace

std::set<std::string> sections_applied(const scenario_result& r, const rules_index& index) {
  std::set<std::string> out;
  for (const std::vector<std::string>* lines : {&r.events, &r.refusals, &r.checks})
    for (const std::string& line : *lines) out.merge(named_sections(line, index));
  return out;
}

std::vector<citation_check> check_citations(const std::vector<scenario_result>& results, const rules_index& index,
                                            const variant_runs& runs) {
  std::vector<citation_check> out;
  for (const scenario_result& r : results) {
    if (!r.sc || r.sc->cites.empty()) continue;
    const std::set<std::string> applied = sections_applied(r, index);
    for (const checked::citation& c : r.sc->cites) {
      citation_check k{c.id, r.sc->name, position(c.where), false, why_not(c, r, applied, index, runs)};
      k.holds = k.why.empty();
      out.push_back(std::move(k));
    }
  }
  return out;
}

}  // namespace megacorp::conformance
