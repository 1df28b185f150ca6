// Checking decks: the business, the founder, and the resource and main lists
// (check/deck_checker.hpp; 001 Where Business is War, The Factions, Making a deck).
#include "check/deck_checker.hpp"

#include <charconv>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "engine/book_numbers.hpp"
#include "grammar/suggest.hpp"
#include "ir/names.hpp"
#include "vocabulary/card_fields.hpp"

namespace megacorp {

using syntax::kind;

namespace {

// The sections of 001 a deck's rules are in, as the citation check reads them (docs/rules_index.md).
constexpr const char* section_whole_deck = "001 Where Business is War";
constexpr const char* section_resource_deck = "001 The Resource Deck (Green)";
constexpr const char* section_main_deck = "001 The Main Deck (Blue)";
constexpr const char* section_red_cards = "001 The Business and its Founder (Red)";
constexpr const char* section_factions = "001 The Factions";
constexpr std::int64_t max_deck_count = 999999;

// "1 card", "3 cards".
std::string deck_cards(std::int64_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

std::int64_t deck_total(const std::vector<checked::deck_entry>& list) {
  std::int64_t sum = 0;
  for (const auto& e : list) sum += e.count;
  return sum;
}

}  // namespace

void checker::check_deck(const node& n, checked::deck& d) { deck_checker(lib_, current_file_, diags_, nullptr).check(n, d); }

void deck_checker::refuse(span where, std::string message, const checked::card* defined_here) {
  if (refusals_) return refusals_->push_back(std::move(message));
  diagnostic& d = diags_.error(where, std::move(message));
  if (defined_here) d.notes.push_back({severity::note, defined_here->where, "the founder is defined here", {}});
}

std::int64_t deck_checker::count(const node& n) {
  std::size_t digits = 0;
  while (digits < n.text.size() && n.text[digits] >= '0' && n.text[digits] <= '9') ++digits;
  std::int64_t value = 0;
  auto [ptr, ec] = std::from_chars(n.text.data(), n.text.data() + digits, value);
  if (ec == std::errc() && value <= max_deck_count) return value;
  error(n, fmt::format("number {} is too large (at most {})", n.text.substr(0, digits), max_deck_count));
  return 0;
}

// The card of that name, or an error with the closest name.
const checked::card* deck_checker::known_card(const node& name_node, const std::string& name) {
  if (const checked::card* c = lib_.find_card(name)) return c;
  const std::string guess = closest_card_name(lib_, name);
  suggest(error(name_node, fmt::format("unknown card \"{}\"{}", name, did_you_mean(guess))), guess.empty() ? "" : quote(guess));
  return nullptr;
}

// The resource deck holds resource cards (green back); the main deck all the others but the
// business and founder (red back).
void deck_checker::check_entry_kind(const checked::card& c, const checked::deck_entry& e, span name_at, bool resources) {
  if (!c.types) return;
  if (resources && !c.is(checked::resource))
    refuse(name_at, fmt::format("\"{}\" is not a resource (green back), so it cannot be in the resource deck ({})", e.name,
                                section_resource_deck));
  else if (!resources && c.is(checked::resource))
    refuse(name_at, fmt::format("\"{}\" is a resource card (green back), so it cannot be in the main deck ({}; {})", e.name,
                                section_main_deck, section_resource_deck));
  else if (!resources && (c.is(checked::business) || c.is(checked::founder)))
    refuse(name_at, fmt::format("\"{}\" is a business or founder card (red back), so it cannot be in the main deck ({}; {})",
                                e.name, section_main_deck, section_red_cards));
}

void deck_checker::check_list(const node& n, std::vector<checked::deck_entry>& out, bool resources) {
  for (const node& entry : n.children) {
    if (entry.k != kind::deck_entry) continue;
    checked::deck_entry e{count(entry.children[0]), unquote(entry.children[1].text), at(entry)};
    if (e.count == 0) error(entry.children[0], "a count of 0 adds nothing; remove the entry");
    if (const checked::card* c = known_card(entry.children[1], e.name)) check_entry_kind(*c, e, at(entry.children[1]), resources);
    for (const checked::deck_entry& old : out)
      if (old.name == e.name) {
        diagnostic& d = error(entry.children[1], fmt::format("\"{}\" is listed twice; give one entry with the total count", e.name));
        d.notes.push_back({severity::note, old.where, "first listed here", {}});
      }
    out.push_back(std::move(e));
  }
}

// `business:` or `founder:`: a card of that type.
void deck_checker::check_card_field(const node& f, checked::deck& d) {
  const std::string card_name = unquote(f.children[0].text);
  const bool want_business = f.k == kind::deck_business;
  (want_business ? d.business : d.founder) = card_name;
  const checked::card* c = known_card(f.children[0], card_name);
  if (c && c->types && !c->is(want_business ? checked::business : checked::founder))
    refuse(at(f.children[0]), fmt::format("\"{}\" is not a {}; a deck has a business card and its founder ({})", card_name,
                                          want_business ? "business" : "founder", section_whole_deck));
}

// At least 20 resources (any copies), at least 40 main cards, at most 4 copies of each.
void deck_checker::check_sizes(const checked::deck& d, const node* resources, const node* main_list) {
  using namespace engine::book;
  if (resources && deck_total(d.resources) < min_resource_deck)
    refuse(at(*resources), fmt::format("the resource deck has {}; it needs at least {} ({}; {})", deck_cards(deck_total(d.resources)),
                                       min_resource_deck, section_resource_deck, section_whole_deck));
  if (main_list && deck_total(d.main) < min_main_deck)
    refuse(at(*main_list), fmt::format("the main deck has {}; it needs at least {} ({}; {})", deck_cards(deck_total(d.main)), min_main_deck,
                                  section_main_deck, section_whole_deck));
  for (const auto& e : d.main)
    if (e.count > max_copies_in_main_deck)
      refuse(e.where, fmt::format("{} copies of \"{}\"; a main deck holds at most {} copies of a card ({})", e.count, e.name,
                                  max_copies_in_main_deck, section_main_deck));
}

// "a Business with its respective founder" (001 Where Business is War).
void deck_checker::check_founder_of_business(const checked::deck& d, const node* founder) {
  const checked::card* f = lib_.find_card(d.founder);
  if (!founder || !f || d.business.empty() || f->business.empty() || f->business == d.business) return;
  refuse(at(*founder), fmt::format("founder \"{}\" belongs to \"{}\", not to this deck's business \"{}\" ({})", d.founder,
                                   f->business, d.business, section_whole_deck), f);
}

void deck_checker::check(const node& n, checked::deck& d) {
  std::map<std::string, const node*> seen;
  for (const node& f : n.children) {
    if (f.k == kind::name) continue;
    if (f.k == kind::field_unknown) {
      const auto names = card_fields::deck_names();
      const std::vector<std::string> fields(names.begin(), names.end());
      std::string_view key = f.children[0].text;
      std::string guess = closest(key, fields);
      suggest(error(f.children[0], fmt::format("unknown field '{}' in a deck{}", key, did_you_mean(guess))), guess);
      continue;
    }
    std::string key = f.k == kind::deck_list ? std::string(f.children[0].text) : field_label(f.k);
    if (auto old = seen.find(key); old != seen.end()) {
      diagnostic& dg = error(f, fmt::format("field '{}:' is given twice", key));
      dg.notes.push_back({severity::note, at(*old->second), "first given here", {}});
      continue;
    }
    seen[key] = &f;
    if (f.k == kind::deck_list) check_list(f, key == "resources" ? d.resources : d.main, key == "resources");
    else check_card_field(f, d);
  }
  const node& name = n.children.front();
  for (const char* key : card_fields::deck_names())
    if (!seen.count(key))
      refuse(at(name), fmt::format("deck \"{}\" lacks '{}:'; a deck is a resource deck, a main deck, a business and its "
                                   "founder ({})", d.name, key, section_whole_deck));
  check_sizes(d, seen.count("resources") ? seen["resources"] : nullptr, seen.count("main") ? seen["main"] : nullptr);
  check_founder_of_business(d, seen.count("founder") ? seen["founder"] : nullptr);
}

std::vector<std::string> deck_rules_held(const definitions& lib, const checked::deck& d) {
  using namespace engine::book;
  std::vector<std::string> out;
  const std::string deck = fmt::format("deck \"{}\"", d.name);
  out.push_back(fmt::format("{}: the business \"{}\" with its founder \"{}\", a resource deck and a main deck ({})", deck,
                            d.business, d.founder, section_whole_deck));
  out.push_back(fmt::format("{}: {} resource cards, at least {}, each with a green back ({}; {})", deck, deck_total(d.resources),
                            min_resource_deck, section_resource_deck, section_whole_deck));
  for (const auto& e : d.resources)
    if (e.count > max_copies_in_main_deck)
      out.push_back(fmt::format("{}: {} copies of the resource \"{}\", as many as its player likes ({})", deck, e.count, e.name,
                                section_resource_deck));
  out.push_back(fmt::format("{}: {} main deck cards, at least {}, at most {} copies of each, none of them a resource, business "
                            "or founder card ({}; {})", deck, deck_total(d.main), min_main_deck, max_copies_in_main_deck, section_main_deck,
                            section_whole_deck));
  std::set<std::string> sides;
  auto side = [&](const std::string& name) {
    if (const checked::card* c = lib.find_card(name); c && c->side != engine::faction::none)
      sides.insert(engine::faction_names[static_cast<std::size_t>(c->side)]);
  };
  side(d.business);
  side(d.founder);
  for (const auto* list : {&d.resources, &d.main})
    for (const auto& e : *list) side(e.name);
  if (sides.size() > 1)
    out.push_back(fmt::format("{}: cards of the factions {}, which a deck may mix ({})", deck, fmt::join(sides, ", "), section_factions));
  return out;
}

}  // namespace megacorp
