// The coverage report, docs/coverage.md (docs/rules_index.md): per book and section, how
// many statements are covered, ruled, in conflict, the same as another, not a rule, or
// still open; then each statement with its text and the scenarios whose citations hold.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "conformance/citations.hpp"
#include "conformance/rules_index.hpp"

namespace megacorp::conformance {

// Statements per status, in the order of rulebook::status.
using status_counts = std::array<int, 6>;

status_counts count_statuses(const rulebook::book_index& index);

// The page, from the index and the checked citations (only those that hold are listed).
std::string render_coverage(const rules_index& index, const std::vector<citation_check>& citations);

}  // namespace megacorp::conformance
