// The rulebook quotes in a keyword's form (library/keyword_quotes.hpp).
#include "library/keyword_quotes.hpp"

#include <algorithm>
#include <string_view>

namespace megacorp {

namespace {

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  return trim_right(s);
}

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    std::size_t eol = text.find('\n');
    out.push_back(text.substr(0, eol));
    if (eol == std::string_view::npos) break;
    text.remove_prefix(eol + 1);
  }
  return out;
}

std::string_view form_text(const checked::keyword& k) {
  if (!k.form.file) return {};
  return k.form.file->text().substr(k.form.begin, k.form.end - k.form.begin);
}

bool digit(char c) { return c >= '0' && c <= '9'; }
bool letter_or_space(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == ' '; }

// What a line of a keyword's form is to the quotes.
enum class line_role { other, quote_start, continuation };

// The source of a quote's first line, "001 Glossary" in `# 001 Glossary: text`; empty
// when the comment text after "# " starts no quote.
std::string_view quote_source(std::string_view comment) {
  if (comment.size() < 5 || !digit(comment[0]) || !digit(comment[1]) || !digit(comment[2]) || comment[3] != ' ')
    return {};
  std::size_t colon = comment.find(':');
  if (colon == std::string_view::npos || colon == 4) return {};
  std::string_view source = comment.substr(0, colon);
  if (!std::all_of(source.begin() + 4, source.end(), letter_or_space)) return {};
  return source;
}

// A continuation ("#   text") only follows a quote's first line or another continuation.
std::vector<line_role> roles(const std::vector<std::string_view>& lines) {
  std::vector<line_role> out;
  bool in_quote = false;
  for (std::string_view line : lines) {
    std::string_view t = trim(line);
    line_role r = line_role::other;
    if (t.substr(0, 2) == "# ") {
      if (in_quote && t.substr(0, 4) == "#   ") r = line_role::continuation;
      else if (!quote_source(t.substr(2)).empty()) r = line_role::quote_start;
    }
    in_quote = r != line_role::other;
    out.push_back(r);
  }
  return out;
}

}  // namespace

std::vector<keyword_quote> keyword_quotes(const checked::keyword& k) {
  const auto lines = lines_of(form_text(k));
  const auto role = roles(lines);
  std::vector<keyword_quote> out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view t = trim(lines[i]);
    if (role[i] == line_role::quote_start) {
      std::string_view source = quote_source(t.substr(2));
      out.push_back({std::string(source), std::string(trim(t.substr(2 + source.size() + 1)))});
    } else if (role[i] == line_role::continuation) {
      std::string_view more = trim(t.substr(1));
      if (more.empty()) continue;
      std::string& text = out.back().text;  // appended: `"" + string` trips GCC 12's -Wrestrict at -O3
      (text += text.empty() ? "" : " ") += more;
    }
  }
  return out;
}

std::string keyword_definition_text(const checked::keyword& k) {
  const auto lines = lines_of(form_text(k));
  const auto role = roles(lines);
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (role[i] == line_role::other) (out += out.empty() ? "" : "\n") += trim_right(lines[i]);
  return out;
}

std::string keyword_cited_section(const checked::keyword& k) {
  const std::vector<keyword_quote> quotes = keyword_quotes(k);
  if (quotes.empty()) return {};
  const std::string& source = quotes.front().source;
  const bool glossary = source.ends_with("Glossary") || source.ends_with("Glossaire");
  return glossary ? source + " " + k.name : source;
}

}  // namespace megacorp
