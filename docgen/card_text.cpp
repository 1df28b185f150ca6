#include "docgen/card_text.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "docgen/keyword_doc.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/card_fields.hpp"

namespace megacorp {

using checked::expr;
using checked::op;
using syntax::kind;

namespace {

// A card's field: its value as written after `NAME:`, or "" when the card leaves it out.
struct field_printer {
  kind field;
  std::string (*value)(const checked::card&);
};

// `founder` says character; `resource` comes first (`resource character`).
std::string type_value(const checked::card& c) {
  const std::string types = render_types(c);
  if (!c.is(checked::resource)) return types;
  const std::string_view resource = checked::card_type_names.back();
  std::string rest = types.substr(0, types.size() - resource.size());
  while (!rest.empty() && rest.back() == ' ') rest.pop_back();
  return rest.empty() ? std::string(resource) : fmt::format("{} {}", resource, rest);
}
std::string faction_value(const checked::card& c) {
  return c.side == engine::faction::none ? "" : engine::faction_names[static_cast<std::size_t>(c.side)];
}
std::string cost_value(const checked::card& c) { return c.valuation ? "" : render_cost(c.price); }
std::string valuation_value(const checked::card& c) { return c.valuation ? fmt::format("{}M", *c.valuation) : ""; }
std::string traits_value(const checked::card& c) { return render_traits(c); }
std::string tags_value(const checked::card& c) {
  std::string out;
  for (const auto& t : c.tags) (out += out.empty() ? "#" : " #") += t;
  return out;
}
std::string keywords_value(const checked::card& c) {
  std::string out;
  for (const auto& k : c.keywords) (out += out.empty() ? "" : ", ") += render_keyword_use(k);
  return out;
}
std::string business_value(const checked::card& c) { return c.business.empty() ? "" : quote(c.business); }
std::string flavour_value(const checked::card& c) { return c.flavour.empty() ? "" : quote(c.flavour); }
std::string art_value(const checked::card& c) { return c.art.empty() ? "" : quote(c.art); }

constexpr field_printer field_printers[] = {
    {kind::field_type, type_value},         {kind::field_faction, faction_value}, {kind::field_cost, cost_value},
    {kind::field_valuation, valuation_value}, {kind::field_traits, traits_value}, {kind::field_tags, tags_value},
    {kind::field_keywords, keywords_value}, {kind::field_business, business_value}, {kind::field_flavour, flavour_value},
    {kind::field_art, art_value},
};

std::string field_value(kind field, const checked::card& c) {
  for (const field_printer& p : field_printers)
    if (p.field == field) return p.value(c);
  return {};
}

// Abilities go after `business:`, before `flavour:` (card_fields' order, as fmt writes them).
void add_fields(const checked::card& c, std::string& out) {
  for (const card_fields::field_doc& f : card_fields::all()) {
    if (f.kind == kind::field_flavour)
      for (const auto& a : c.abilities) out += fmt::format("  {}\n", render_ability(a));
    if (std::string v = field_value(f.kind, c); !v.empty()) out += fmt::format("  {}: {}\n", f.name, v);
  }
}

// The `variant` lines for the variants `abilities` read that were declared in `file`.
std::string variant_lines(const library& lib, const std::vector<checked::ability>& abilities, const source_file* file) {
  const std::vector<std::string> names = variants_read(abilities);
  std::string out;
  for (const checked::variant& v : lib.variants())
    if (v.where.file == file && std::find(names.begin(), names.end(), v.name) != names.end())
      out += fmt::format("variant {}: {}\n", quote(v.name), quote(v.source));
  return out;
}

// A keyword's name: bare when one word, quoted when it has spaces.
std::string keyword_name(const std::string& name) {
  return name.find(' ') == std::string::npos ? name : quote(name);
}

std::string deck_list(const std::vector<checked::deck_entry>& entries) {
  std::string out;
  for (const auto& e : entries) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", e.count, quote(e.name));
  return out;
}

// A deck's field values, in the order of card_fields::deck_field.
std::string deck_business(const checked::deck& d) { return d.business.empty() ? "" : quote(d.business); }
std::string deck_founder(const checked::deck& d) { return d.founder.empty() ? "" : quote(d.founder); }
std::string deck_resources(const checked::deck& d) { return deck_list(d.resources); }
std::string deck_main(const checked::deck& d) { return deck_list(d.main); }
constexpr std::string (*deck_values[])(const checked::deck&) = {deck_business, deck_founder, deck_resources, deck_main};

}  // namespace

std::string card_text(const library& lib, const checked::card& c) {
  std::string out = variant_lines(lib, c.abilities, c.where.file);
  out += fmt::format("card {} {{\n", quote(c.name));
  add_fields(c, out);
  return out + "}\n";
}

std::string keyword_text(const library& lib, const checked::keyword& k) {
  std::string out = variant_lines(lib, k.abilities, k.where.file);
  out += fmt::format("keyword {}", keyword_name(k.name));
  for (std::size_t i = 0; i < k.params.size(); ++i)
    out += fmt::format("{}{}: {}", i ? ", " : " (", name_of(k.params[i]), checked::param_kind_name(k.params[i].kind));
  out += k.params.empty() ? " {\n" : ") {\n";
  for (const auto& a : k.abilities) out += fmt::format("  {}\n", render_ability(a));
  return out + "}\n";
}

std::string deck_text(const checked::deck& d) {
  std::string out = fmt::format("deck {} {{\n", quote(d.name));
  const auto names = card_fields::deck_names();
  for (std::size_t i = 0; i < names.size(); ++i)
    if (std::string v = deck_values[i](d); !v.empty()) out += fmt::format("  {}: {}\n", names[i], v);
  return out + "}\n";
}

}  // namespace megacorp
