// The variant check (docs/rules_index.md, "Variants and their statements"): every ruling and
// conflict statement, and a covered one that names a variant, names its variant
// (`docs/rulings.md VARIANT`), and at least one
// scenario that cites it passes under the default rules and fails under the variant: it
// passes as written, its own `rules:` not naming VARIANT, and fails with VARIANT put on top
// of them (as `megacorp test --rules VARIANT` runs it). Such a run is also what makes a
// citation of a ruling or conflict statement hold (conformance/citations.hpp): the outcome
// turns on the very reading the statement is about, whichever book's section the engine
// names as the cause.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "conformance/rules_index.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp::conformance {

// Whether a statement of this status may name a variant: a ruling or conflict always does; a
// covered statement does when the default follows its text where another book or an earlier
// reading of the engine does not (docs/rules_index.md, Statuses), and then needs a witness too.
inline bool may_name_variant(rulebook::status st) {
  return st == rulebook::status::ruling || st == rulebook::status::conflict || st == rulebook::status::covered;
}

// The variant a ruling, conflict or covered statement names ("docs/rulings.md NAME" -> NAME);
// "" for any other statement.
std::string ruled_variant(const rulebook::statement& s);

// A citation of a ruling or conflict statement, played the other way: with the statement's
// variant put on top of the scenario's own rules, or taken off when the scenario selects it.
struct variant_run {
  std::string id, variant;
  const checked::scenario* sc = nullptr;
  bool passes = false;           // as written
  bool selects_variant = false;  // its own `rules:` names the variant
  bool toggled_fails = false;    // fails with the variant toggled
};

// Whether the run shows the outcome turns on the variant: it passes as written and fails
// with the variant toggled.
inline bool turns_on_variant(const variant_run& r) { return r.passes && r.toggled_fails; }
// Whether it is the check's witness: passes under the default and fails under the variant.
inline bool witnesses(const variant_run& r) { return turns_on_variant(r) && !r.selects_variant; }

// Every citation, in `results`, of a ruling or conflict statement whose variant `lib` knows,
// run again with the variant toggled; keyed by (scenario, statement id).
using variant_runs = std::map<std::pair<const checked::scenario*, std::string>, variant_run>;
variant_runs run_under_variants(const library& lib, const std::shared_ptr<const engine::card_db>& db,
                                const std::vector<scenario_result>& results, const rules_index& index);

// A problem for every ruling or conflict statement that names no variant `lib` knows, or
// that no citation witnesses, saying which scenarios cite it and why they do not count.
void check_variant_witnesses(const rules_index& index, const library& lib, const variant_runs& runs,
                             std::vector<rulebook::problem>& problems);

}  // namespace megacorp::conformance
