// Checking decks: the business, the founder, and the resource and main lists (001 Making a deck).
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engine/book_numbers.hpp"
#include "check/check_parts.hpp"
#include "check/checker.hpp"
#include "ir/names.hpp"

namespace megacorp {

using syntax::kind;

namespace {

// "1 card", "3 cards".
std::string cards(std::int64_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

}  // namespace

void checker::check_deck_list(const node& n, std::vector<checked::deck_entry>& out, bool resources) {
  for (const node& entry : n.children) {
    if (entry.k != kind::deck_entry) continue;
    checked::deck_entry e{number_value(entry.children[0]), unquote(entry.children[1].text), at(entry)};
    if (e.count == 0) error(entry.children[0], "a count of 0 adds nothing; remove the entry");
    const checked::card* c = lib_.find_card(e.name);
    if (!c) {
      closest_finder near(e.name);
      for (const auto& other : lib_.cards_) near.offer(other->name);
      const std::string guess = near.best();
      suggest(error(entry.children[1], fmt::format("unknown card \"{}\"{}", e.name, did_you_mean(guess))),
              guess.empty() ? "" : quote(guess));
    } else if (c->types && resources && !c->is(checked::resource)) {
      error(entry.children[1], fmt::format("\"{}\" is not a resource (green back), so it cannot be in the resource deck", e.name));
    } else if (c->types && !resources && (c->is(checked::resource) || c->is(checked::business) || c->is(checked::founder))) {
      error(entry.children[1], fmt::format("\"{}\" is a {} card, so it cannot be in the main deck", e.name,
                                           c->is(checked::resource) ? "resource" : "business or founder"));
    }
    for (const checked::deck_entry& old : out)
      if (old.name == e.name) {
        diagnostic& d = error(entry.children[1], fmt::format("\"{}\" is listed twice; give one entry with the total count", e.name));
        d.notes.push_back({severity::note, old.where, "first listed here", {}});
      }
    out.push_back(std::move(e));
  }
}

void checker::check_deck(const node& n, checked::deck& d) {
  std::map<std::string, const node*> seen;
  for (const node& f : n.children) {
    if (f.k == kind::name) continue;
    if (f.k == kind::field_unknown) {
      static const std::vector<std::string> fields = {"business", "founder", "resources", "main"};
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
    if (f.k == kind::deck_list) {
      check_deck_list(f, key == "resources" ? d.resources : d.main, key == "resources");
      continue;
    }
    std::string card_name = unquote(f.children[0].text);
    const checked::card* c = lib_.find_card(card_name);
    bool want_business = f.k == kind::deck_business;
    (want_business ? d.business : d.founder) = card_name;
    if (!c) {
      closest_finder near(card_name);
      for (const auto& other : lib_.cards_) near.offer(other->name);
      const std::string guess = near.best();
      suggest(error(f.children[0], fmt::format("unknown card \"{}\"{}", card_name, did_you_mean(guess))),
              guess.empty() ? "" : quote(guess));
    } else if (c->types && !c->is(want_business ? checked::business : checked::founder)) {
      error(f.children[0], fmt::format("\"{}\" is not a {}", card_name, want_business ? "business" : "founder"));
    }
  }
  const node& name = n.children.front();
  for (const char* key : {"business", "founder", "resources", "main"})
    if (!seen.count(key)) error(name, fmt::format("deck \"{}\" lacks '{}:'", d.name, key));
  // 001 Making a deck: at least 20 resources (any copies), at least 40 main cards, at most 4 copies.
  auto total = [](const std::vector<checked::deck_entry>& list) {
    std::int64_t sum = 0;
    for (const auto& e : list) sum += e.count;
    return sum;
  };
  if (seen.count("resources") && total(d.resources) < engine::book::min_resource_deck)
    error(*seen["resources"], fmt::format("the resource deck has {}; it needs at least {} (001, Making a deck)", cards(total(d.resources)),
                                              engine::book::min_resource_deck));
  if (seen.count("main") && total(d.main) < engine::book::min_main_deck)
    error(*seen["main"], fmt::format("the main deck has {}; it needs at least {} (001, Making a deck)", cards(total(d.main)),
                                         engine::book::min_main_deck));
  for (const auto& e : d.main)
    if (e.count > engine::book::max_copies_in_main_deck)
      diags_.error(e.where, fmt::format("{} copies of \"{}\"; a main deck holds at most {} copies of a card (001, Making a deck)",
                                        e.count, e.name, engine::book::max_copies_in_main_deck));
  if (const checked::card* f = lib_.find_card(d.founder); f && !d.business.empty() && !f->business.empty() &&
                                                           f->business != d.business) {
    diagnostic& dg = error(*seen["founder"], fmt::format("founder \"{}\" belongs to \"{}\", not to this deck's business \"{}\"",
                                                         d.founder, f->business, d.business));
    dg.notes.push_back({severity::note, f->where, "the founder is defined here", {}});
  }
}

}  // namespace megacorp
