// The keyword page (docs/keywords.md): the rulebook quotes in the prelude's comments,
// each keyword's form as written, the rules variants it reads and the cards that carry it.
#include "docgen/keyword_doc.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "ir/name_table.hpp"
#include "ir/render.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

namespace {

void add_variants_read(const checked::expr& e, std::vector<std::string>& out) {
  if (e.o == checked::op::rules_are && std::find(out.begin(), out.end(), name_of(e)) == out.end()) out.push_back(name_of(e));
  for (const checked::expr& a : e.args) add_variants_read(a, out);
}

}  // namespace

std::vector<std::string> variants_read(const std::vector<checked::ability>& abilities) {
  std::vector<std::string> names;
  for (const checked::ability& a : abilities)
    for (const checked::expr* e : {&a.trigger, &a.cost, &a.effect}) add_variants_read(*e, names);
  return names;
}

namespace {

// What a line of a keyword's form is to the quotes.
enum class line_role { other, quote_start, continuation };

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

// Quote text as Markdown: characters that would start emphasis, code or HTML are escaped.
std::string markdown_text(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '*' || c == '_' || c == '`' || c == '<') out += '\\';
    out += c;
  }
  return out;
}

std::string params_line(const checked::keyword& k) {
  std::string out;
  for (const auto& p : k.params)
    out += fmt::format("{}`{}: {}`", out.empty() ? "" : ", ", name_of(p), checked::param_kind_name(p.kind));
  return out.empty() ? "none" : out;
}

// The library's cards with `k` among their keywords, by name, quoted (names may hold commas);
// with the arguments when `k` takes any.
std::string cards_line(const library& lib, const checked::keyword& k) {
  std::vector<std::string> names;
  for (const auto& c : lib.cards())
    for (const auto& use : c->keywords)
      if (use.def == &k)
        names.push_back(fmt::format("\"{}\"{}", c->name, k.params.empty() ? "" : " (" + render_keyword_use(use) + ")"));
  std::sort(names.begin(), names.end());
  if (names.empty()) return "Cards: none in the library.\n";
  std::string out = fmt::format("Cards ({}): ", names.size());
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + markdown_text(names[i]);
  return out + ".\n";
}

// "Rules variant: `NAME`, which follows SOURCE." for the variants it reads, or nothing.
std::string variants_line(const library& lib, const checked::keyword& k) {
  const std::vector<std::string> names = variants_read(k.abilities);
  if (names.empty()) return "";
  std::vector<std::string> items;
  for (const std::string& n : names) {
    std::string source;
    for (const checked::variant& v : lib.variants())
      if (v.name == n) source = v.source;
    if (const rules_variant* b = find_builtin_variant(n)) source = b->source;
    items.push_back(fmt::format("`{}`, which follows {}", n, markdown_text(source)));
  }
  return fmt::format("Rules variant{}: {}.\n\n", items.size() == 1 ? "" : "s", fmt::join(items, "; "));
}

std::string keyword_section(const library& lib, const checked::keyword& k) {
  std::string out = fmt::format("## {}\n\nParameters: {}\n\n", k.name, params_line(k));
  const auto quotes = keyword_quotes(k);
  if (quotes.empty()) out += "No rulebook quote in its definition.\n\n";
  for (const auto& q : quotes) out += fmt::format("> **{}:** {}\n\n", q.source, markdown_text(q.text));
  out += fmt::format("```\n{}\n```\n\n", keyword_definition_text(k));
  return out + variants_line(lib, k) + cards_line(lib, k) + "\n";
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

std::string render_keyword_doc(const library& lib) {
  std::vector<const checked::keyword*> keywords;
  for (const auto& k : lib.keywords()) keywords.push_back(k.get());
  std::sort(keywords.begin(), keywords.end(), [](const auto* a, const auto* b) { return a->name < b->name; });
  std::string out = fmt::format(
      "# Keywords\n\n"
      "Generated from the keyword prelude by `megacorp keywords`: do not edit by hand. After\n"
      "changing `cards/`, run `build/megacorp keywords > docs/keywords.md` (scripts/test.sh\n"
      "fails while this page is stale). For each of the {} keywords, by name: its parameters;\n"
      "the rulebook's own words, quoted in comments of its definition in\n"
      "`cards/prelude/keywords.mc` (001 is the English rulebook, the default rules, and 003 the\n"
      "Advanced Rule Book; `[...]` marks an elided example and `( )` an icon lost from the\n"
      "printed text); the definition in the card language as written there (without the quote;\n"
      "docs/language.md); the rules variants it reads; and the library's cards that carry the\n"
      "keyword. A further quote, from another book (000 the French rulebook, 002 the quick\n"
      "guide), is a reading that a rules variant selects: the definition asks `the rules are\n"
      "\"NAME\"`, and the prelude declares that variant with the book it follows, `variant\n"
      "\"NAME\": \"SOURCE\"` (docs/rulings.md).\n\n",
      keywords.size());
  for (const checked::keyword* k : keywords) out += keyword_section(lib, *k);
  return out;
}

}  // namespace megacorp
