// The lasting changes a `rule:` makes after its subject (docs/vocabulary.md 4.2: `gets +N
// TRAIT`, `gains KEYWORD`, `loses KEYWORD`, `gains the keywords of SEL`, `has the traits of
// SEL`, ...), read from their documentation table (docgen/statements.hpp rule_changes), for
// hover (each form's row) and completion (the forms after a rule's subject).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp::lsp {

// Every spelling of a rule change as its row shows it, in the table's order
// ("gets +N TRAIT", "gets -N TRAIT", "gets +N valuation", "loses KEYWORD", ...).
const std::vector<std::string>& rule_change_forms();

// The form the words after a rule's subject are written in (`get +1 MQ while ...` ->
// "gets +N TRAIT", `gains the keywords of the chosen card` -> "gains the keywords of SEL"):
// the form whose words match most, its verb in either number; nothing when none matches.
std::optional<std::string> rule_change_form(std::string_view written);

// The words of a form before its first placeholder ("gains the keywords of SEL" -> "gains
// the keywords of"; "gets +N TRAIT" -> "gets"), and the same with the verb written for a
// plural subject ("gain the keywords of", "get").
std::string form_words(const std::string& form, bool plural);

}  // namespace megacorp::lsp
