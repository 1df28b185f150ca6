// The documentation of the card language's other constructs, one record per op of
// checked::op after the statements: selections and qualifiers (docs/vocabulary.md, section
// 7), zones and destinations (7.5), conditions (8), amounts and durations (9).
#pragma once

#include <vector>

#include "ir/checked.hpp"
#include "docgen/statements.hpp"

namespace megacorp::constructs {

using op_doc = statements::statement_doc;

// The ops with records: every op from first_construct to last_construct, and the amount
// chosen_amount, added after the keyword arguments (tests/lang/vocabulary_doc_test.cpp
// requires one record for each).
inline constexpr checked::op first_construct = checked::op::this_card;
inline constexpr checked::op last_construct = checked::op::until_end_of_next_turn;
constexpr bool documented(checked::op o) {
  return (o >= first_construct && o <= last_construct) || o == checked::op::chosen_amount;
}

// Each section's records, in the order of docs/vocabulary.md.
const std::vector<op_doc>& selections();  // this_card ... top_of_zone: 7.1, 7.2, 7.6
const std::vector<op_doc>& qualifiers();  // with_tag ... same_name_as: 7.4
const std::vector<op_doc>& zones();       // zone, into, bottom_of, top_of: 7.5
const std::vector<op_doc>& conditions();  // any_of ... rules_are: 8
const std::vector<op_doc>& amounts();     // number ... per_each: 9
const std::vector<op_doc>& durations();   // until_end_of_turn ... until_end_of_next_turn: 9

// The record of op `o`, or null.
const doc_record* doc_of(checked::op o);

}  // namespace megacorp::constructs
