// The citation check (docs/rules_index.md): a scenario's `cites:` names statements of the
// index, and a citation holds only when the scenario passes and its run applies the rule:
// an event or a refusal of the run names the statement's section as its cause, or, for a
// ruling or conflict statement, the outcome turns on its variant (conformance/variant_check.hpp).
#pragma once

#include <string>
#include <vector>

#include "conformance/rules_index.hpp"
#include "conformance/variant_check.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp::conformance {

struct citation_check {
  std::string id;
  std::string scenario;   // its name
  std::string where;      // FILE:LINE:COL of the id in `cites:`
  bool holds = false;
  std::string why;        // when it does not hold: what is missing
};

// Every citation of every result's scenario, checked against `index` and, for ruling and
// conflict statements, the runs with their variants toggled (run_under_variants).
std::vector<citation_check> check_citations(const std::vector<scenario_result>& results, const rules_index& index,
                                            const variant_runs& runs = {});

// The sections (BOOK/SECTION) a run names as causes, through its events, refusals and the
// checks of its deck and view expectations.
std::set<std::string> sections_applied(const scenario_result& r, const rules_index& index);

}  // namespace megacorp::conformance
