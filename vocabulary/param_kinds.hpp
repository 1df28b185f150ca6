// The kinds of a keyword's parameters (`keyword NAME (x: number, price: cost)`): their
// spellings, which the checker reads, and one record each (docs/vocabulary.md, section 11).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "ir/checked.hpp"
#include "vocabulary/doc_record.hpp"

namespace megacorp::param_kinds {

struct spelling {
  const char* text;
  checked::param_kind kind;
};
// Every spelling; a kind's first is its name (`cost`, not `money`).
std::span<const spelling> spellings();
// The kind spelled `text`, or nothing.
std::optional<checked::param_kind> find(std::string_view text);
// The kind's name: its first spelling.
const char* name(checked::param_kind k);
// The kinds' names, as the checker's error lists them: "number, cost, ... or effect".
std::string names();

struct kind_doc {
  checked::param_kind kind;
  // `engine`: the argument a card gives; `does`: how the body uses it; the example is a
  // whole `keyword` form with a parameter of the kind.
  doc_record doc;
};
// Every kind's record, in the order of docs/vocabulary.md (that of checked::param_kind).
std::span<const kind_doc> all();
// The record of kind `k`, or null.
const doc_record* doc_of(checked::param_kind k);

}  // namespace megacorp::param_kinds
