// Which messages state the edit that fixes them, and so carry a fix-it: a missing token the
// parser names (grammar/messages.hpp, `insertion`), a "did you mean", and the syntax hints
// that say what to write (docs/diagnostics.md, "Fix-its").
#pragma once

#include <string_view>

namespace megacorp {

// Whether `message` is one that states its edit: every diagnostic with such a message
// carries a fix (tests/lang/fixit_test.cpp holds the golden files to it).
bool states_edit(std::string_view message);

}  // namespace megacorp
