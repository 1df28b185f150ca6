#include "docgen/gallery.hpp"

#include "engine/book_numbers.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "ir/name_table.hpp"
#include "ir/render.hpp"

namespace megacorp {

namespace {

// Where a card sorts within its faction: business first, resources last.
int type_rank(const checked::card& c) {
  if (c.is(checked::resource)) return 6;
  constexpr std::array<checked::card_type, 6> order = {checked::business, checked::founder, checked::character,
                                                        checked::equipment, checked::location, checked::event};
  for (std::size_t i = 0; i < order.size(); ++i)
    if (c.is(order[i])) return static_cast<int>(i);
  return 6;
}

// Text inside a Markdown table cell: no '|' and no line break.
std::string gallery_cell(std::string s) {
  std::string out;
  for (char ch : s) {
    if (ch == '|') out += "\\|";
    else if (ch == '\n') out += ' ';
    else out += ch;
  }
  return out;
}

std::string card_row(const checked::card& c) {
  std::string price = c.valuation ? fmt::format("valuation {}M", *c.valuation) : render_cost(c.price);
  std::string traits;
  // Appends, not `"literal" + string`: GCC 12 at -O3 warns wrongly (-Wrestrict) on the latter.
  for (std::size_t i = 0; i < engine::book::traits; ++i) {
    if (i) traits += ' ';
    traits += c.traits[i] ? std::to_string(*c.traits[i]) : "-";
  }
  std::string tags, keywords, text;
  for (const auto& t : c.tags) (tags += tags.empty() ? "#" : " #") += t;
  for (const auto& k : c.keywords) (keywords += keywords.empty() ? "" : ", ") += render_keyword_use(k);
  for (const auto& a : c.abilities) (text += text.empty() ? "" : "<br>") += render_ability(a);
  if (!c.business.empty()) text = fmt::format("business: {}{}{}", c.business, text.empty() ? "" : "<br>", text);
  return fmt::format("| {} | {} | {} | {} | {} | {} | {} |\n", gallery_cell(c.name), render_types(c), price, traits, gallery_cell(tags),
                     gallery_cell(keywords), gallery_cell(text));
}

std::string deck_entries(const std::vector<checked::deck_entry>& entries) {
  std::string out;
  for (const auto& e : entries) out += fmt::format("{}{} {}", out.empty() ? "" : ", ", e.count, e.name);
  return out;
}

std::int64_t total(const std::vector<checked::deck_entry>& entries) {
  std::int64_t n = 0;
  for (const auto& e : entries) n += e.count;
  return n;
}

// Decks or keywords in name order.
template <class T>
std::vector<const T*> by_name(const std::vector<std::unique_ptr<T>>& all) {
  std::vector<const T*> out;
  for (const auto& x : all) out.push_back(x.get());
  std::sort(out.begin(), out.end(), [](const T* a, const T* b) { return a->name < b->name; });
  return out;
}

std::string decks_section(const library& lib) {
  const auto decks = by_name(lib.decks());
  std::string out = "## Decks\n\n";
  if (decks.empty()) out += "The library holds no deck.\n\n";
  for (const checked::deck* d : decks) {
    out += fmt::format("### {}\n\n", d->name);
    out += fmt::format("- business: {}\n- founder: {}\n", d->business, d->founder);
    out += fmt::format("- resources ({}): {}\n", total(d->resources), deck_entries(d->resources));
    out += fmt::format("- main ({}): {}\n\n", total(d->main), deck_entries(d->main));
  }
  return out;
}

std::string keywords_section(const library& lib) {
  const auto keywords = by_name(lib.keywords());
  std::string out = "## Keywords\n\nAs the prelude defines them; a card with the keyword has these abilities.\n\n";
  for (const checked::keyword* k : keywords) {
    std::string params;
    for (const auto& p : k->params) params += fmt::format("{}{}: {}", params.empty() ? "" : ", ", name_of(p), checked::param_kind_name(p.kind));
    out += fmt::format("- **{}**{}", k->name, params.empty() ? "" : " (" + params + ")");
    for (std::size_t i = 0; i < k->abilities.size(); ++i) {
      out += i ? "; " : ": ";
      out += render_ability(k->abilities[i]);
    }
    out += "\n";
  }
  return out;
}

}  // namespace

std::string render_gallery(const library& lib) {
  std::string out =
      "# Card gallery\n\n"
      "Generated from the card library by `megacorp gallery`: do not edit by hand. After changing\n"
      "`cards/`, run `build/megacorp gallery > docs/cards.md` (scripts/test.sh fails while this\n"
      "page is stale). Traits are IQ EQ MQ BQ, `-` a null trait; each ability is printed from\n"
      "its checked effect tree.\n\n";
  constexpr std::array<engine::faction, 4> factions = {engine::faction::corp, engine::faction::incarnate,
                                                        engine::faction::gnost, engine::faction::none};
  for (engine::faction f : factions) {
    std::vector<const checked::card*> cards;
    for (const auto& c : lib.cards())
      if (c->side == f) cards.push_back(c.get());
    if (cards.empty()) continue;
    std::sort(cards.begin(), cards.end(), [](const auto* a, const auto* b) {
      return std::tuple(type_rank(*a), a->name) < std::tuple(type_rank(*b), b->name);
    });
    std::string title = f == engine::faction::none ? "neutral" : engine::faction_names[static_cast<std::size_t>(f)];
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    out += fmt::format("## {} ({} cards)\n\n", title, cards.size());
    out += "| card | type | cost | IQ EQ MQ BQ | tags | keywords | text |\n|---|---|---|---|---|---|---|\n";
    for (const checked::card* c : cards) out += card_row(*c);
    out += "\n";
  }
  return out + decks_section(lib) + keywords_section(lib);
}

}  // namespace megacorp
