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
