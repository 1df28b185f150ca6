// Clearer messages for common slips at a syntax error, read from the text around it:
// curly quotes, '#comment' without a space, a keyword in lower case, a ':' missing after
// a trigger, a misspelled word in a trigger (docs/diagnostics.md, "Syntax hints").
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace megacorp {

// Words the parser may use in messages, from what is loaded: the grammar knows no game,
// so the checker's tables and the prelude's keywords come in from vocabulary/ and library/.
struct parse_vocabulary {
  std::vector<std::string> keywords;         // keyword names defined so far (the prelude's first)
  std::vector<std::string> trigger_phrases;  // "is deployed", "deals damage to _"
  std::vector<std::string> trigger_words;    // every word a trigger may hold: phrases, steps, owners
};

// Which rule was expected where the error is.
enum class expected_rule { other, colon, trigger, keyword_use };

struct refined_error {
  std::size_t at = 0;
  std::size_t end = 0;
  std::string message;
  // The fix-it where the message states its edit: text[fix_at, fix_end) becomes
  // `replacement`; none when `replacement` is empty.
  std::size_t fix_at = 0;
  std::size_t fix_end = 0;
  std::string replacement;
};

// A clearer error than the rule's message, when the text at `at` shows a known slip.
std::optional<refined_error> refine_error(std::string_view text, std::size_t at, expected_rule rule,
                                          const parse_vocabulary& words);

// `message` with "{keywords}" replaced by two of the vocabulary's keywords ("FLYING or
// ABRUPT") and "{keyword}" by one; "KEYWORD" when none is known.
std::string with_keyword_examples(std::string message, const parse_vocabulary& words);

}  // namespace megacorp
