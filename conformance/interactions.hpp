// Keyword interactions (docs/rules_index.md, "Keyword interactions"): every glossary keyword
// of the prelude against every other (the diagonal too: two cards with the same keyword) and
// against the rule areas. A keyword's touches are read from its checked definition: the rule
// questions and numbers its rules answer, the events its triggers and replacements wait for,
// and the changes of zone (and damage) its statements make. Two touch sets that share nothing
// make a cell that may be *apart* (independent); one that shares something is *interacts* and needs
// a passing scenario whose outcome needs both (it fails with either knocked out, or with one
// knocked out it fails and the other's text runs where it did not: the one stopped the other),
// or it is *missing*.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "conformance/rules_index.hpp"
#include "library/library.hpp"
#include "scenario/scenario_runner.hpp"

namespace megacorp::conformance {

// What a keyword's definition (or a rule area) touches: "query can_block", "event card_destroyed", ...
std::set<std::string> keyword_touches(const checked::keyword& k);

struct interaction_cell {
  std::string row, column;            // a keyword, and a keyword or a rule area
  std::vector<std::string> shared;    // the touches both have
  std::vector<std::string> scenarios; // passing scenarios that need both
  bool missing() const { return !shared.empty() && scenarios.empty(); }
  bool apart() const { return shared.empty() && scenarios.empty(); }
};

// The prelude's keywords (the glossary's), in its order; a mod's or a scenario file's are not.
std::vector<const checked::keyword*> glossary_keywords(const library& lib);

// Every cell, keywords in the prelude's order, then the areas.
std::vector<interaction_cell> interaction_cells(const library& lib, const std::vector<scenario_result>& results,
                                                const rules_index& index);

// docs/interactions.md.
std::string render_interactions(const library& lib, const std::vector<interaction_cell>& cells);

// "ROW × COLUMN" of a cell, as the list of known missing cells names it.
std::string cell_name(const interaction_cell& c);

}  // namespace megacorp::conformance
