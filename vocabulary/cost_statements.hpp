// The statements an activated ability may pay as costs, one record each: the checker
// accepts a statement as a cost only when its op has a row here (docs/vocabulary.md,
// section 10; run/costs.cpp says whether each can be paid now).
#pragma once

#include <span>
#include <string>

#include "ir/checked.hpp"
#include "vocabulary/doc_record.hpp"

namespace megacorp::cost_statements {

struct cost_doc {
  checked::op o;
  const char* name;  // as the checker's error lists it: "engage", "do nothing", "do PARAMETER"
  doc_record doc;    // `does`: when it can be paid
};

// Every cost's record, in the order of docs/vocabulary.md.
std::span<const cost_doc> all();
// Whether statement op `o` may be a cost.
bool payable(checked::op o);
// The record of cost op `o`, or null.
const doc_record* doc_of(checked::op o);
// The costs' names, as the checker's error lists them: "engage, disengage, pay, ...".
std::string names();

}  // namespace megacorp::cost_statements
