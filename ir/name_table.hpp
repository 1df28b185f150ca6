// The side table of names (docs/design.md, "Names the runner does not read"): the text of
// every name, word, tag, keyword, parameter and comparison a checked tree holds as a name_id.
// The checker fills it; the checker, the printer, the language server and the page
// generators read it. No file of run/ includes this header, directly or through another
// (scripts/check_layers.sh), so a name read or a string comparison on one there does not
// compile: the runner compares the ids of checked::ref.
#pragma once

#include <string>
#include <string_view>

#include "ir/checked.hpp"

namespace megacorp::checked {

// The id of `text`, entered the first time it is met; the empty text is name_id{}. One
// table for the process: equal texts have equal ids, across libraries and threads.
name_id intern_name(std::string_view text);
// The text of an id that intern_name returned (name_id{}: "").
const std::string& name_of(name_id id);
inline const std::string& name_of(const expr& e) { return name_of(e.text); }
inline const std::string& name_of(const keyword_param& p) { return name_of(p.name); }

}  // namespace megacorp::checked

namespace megacorp {
using checked::intern_name;
using checked::name_of;
}  // namespace megacorp
