// Diagnostics: what went wrong, where, and how to print it like a compiler does.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grammar/source.hpp"

namespace megacorp {

enum class severity { error, warning, note };

// Replace the text at `where` with `replacement` (an empty span: insert it there): the fix-it
// of a message that states its edit, such as "did you mean" or "expected ':'".
struct text_edit {
  span where;
  std::string replacement;
};

struct diagnostic {
  severity level = severity::error;
  span where;
  std::string message;
  std::vector<diagnostic> notes;  // each a severity::note with its own span (or none)
  std::optional<text_edit> fix = std::nullopt;  // set where the message states its edit (grammar/fixits.hpp)
};

// Offers `replacement` for the diagnostic's own span, without the blanks and comments
// after its last token, as its fix; nothing when `replacement` is empty.
diagnostic& suggest(diagnostic& d, std::string replacement);
// The end of `where` without the blanks and comments that follow its last token (a syntax
// node's text runs on to the next token).
std::uint32_t end_of_tokens(const span& where);

// Collects diagnostics in the order they were found.
class diagnostics {
 public:
  diagnostic& error(span where, std::string message);
  diagnostic& warning(span where, std::string message);
  void add(diagnostic d) { list_.push_back(std::move(d)); }
  // Keeps the first `count` diagnostics only (a check made again drops its first try's).
  void truncate(std::size_t count) {
    if (count < list_.size()) list_.erase(list_.begin() + static_cast<std::ptrdiff_t>(count), list_.end());
  }

  const std::vector<diagnostic>& list() const { return list_; }
  std::size_t error_count() const;
  bool has_errors() const { return error_count() > 0; }
  // Stable order for output: by file, then position, keeping discovery order for ties.
  void sort();

 private:
  std::vector<diagnostic> list_;
};

// `file:line:col: error: message`, the source line, and a caret under the span.
std::string format_text(const diagnostic& d);
std::string format_text(const diagnostics& ds);
// The same as JSON (schema in docs/diagnostics.md).
std::string format_json(const diagnostics& ds);

}  // namespace megacorp
