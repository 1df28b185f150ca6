// The rule changes' forms, from the table that documents them (docgen/statements.cpp,
// rule_changes), so that hover and completion name no form of their own.
#include "lsp/rule_forms.hpp"

#include <algorithm>
#include <sstream>

#include "docgen/statements.hpp"

namespace megacorp::lsp {

namespace {

std::vector<std::string> split_words(std::string_view s) {
  std::istringstream in{std::string(s)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A placeholder of a row (SEL, KEYWORD, TRAIT, +N): no lower-case letter.
bool form_placeholder(const std::string& w) {
  for (char c : w)
    if (c >= 'a' && c <= 'z') return false;
  return true;
}

// A verb as a plural subject takes it: `gets` -> `get`, `has` -> `have`.
std::string plural_verb(const std::string& verb) {
  if (verb == "has") return "have";
  return verb.ends_with('s') ? verb.substr(0, verb.size() - 1) : verb;
}

// How many of the form's words the written words match, or -1 when one differs; a last
// placeholder (SEL) takes the rest.
int form_match(const std::vector<std::string>& form, const std::vector<std::string>& written) {
  int literal = 0;
  for (std::size_t i = 0; i < form.size(); ++i) {
    if (i >= written.size()) return -1;
    if (form_placeholder(form[i])) continue;
    const bool same = form[i] == written[i] || (i == 0 && plural_verb(form[i]) == written[i]);
    if (!same) return -1;
    ++literal;
  }
  return literal;
}

}  // namespace

const std::vector<std::string>& rule_change_forms() {
  static const std::vector<std::string> forms = [] {
    std::vector<std::string> out;
    for (const statements::statement_doc& s : statements::rule_changes()) {
      // "gets +N TRAIT` / `gets -N TRAIT": each spelling between the "` / `" separators
      const std::string_view all = s.doc.words;
      for (std::size_t b = 0; b <= all.size();) {
        const std::size_t e = std::min(all.find("` / `", b), all.size());
        out.emplace_back(all.substr(b, e - b));
        b = e + 5;
      }
    }
    return out;
  }();
  return forms;
}

std::optional<std::string> rule_change_form(std::string_view written) {
  const std::vector<std::string> words = split_words(written);
  std::optional<std::string> best;
  int best_score = -1;
  for (const std::string& form : rule_change_forms())
    if (const int score = form_match(split_words(form), words); score > best_score) {
      best = form;
      best_score = score;
    }
  return best;
}

std::string form_words(const std::string& form, bool plural) {
  std::string out;
  for (const std::string& w : split_words(form)) {
    if (form_placeholder(w)) break;
    out += (out.empty() ? "" : " ") + (out.empty() && plural ? plural_verb(w) : w);
  }
  return out;
}

}  // namespace megacorp::lsp
