// Checking a card: its fields (type, faction, cost, traits, tags, keywords), abilities and required parts.
#include <algorithm>
#include <array>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/check_parts.hpp"
#include "check/kind_table.hpp"
#include "check/checker.hpp"
#include "input/image.hpp"
#include "input/read.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "ir/render.hpp"
#include "vocabulary/card_fields.hpp"
#include "vocabulary/rule_table.hpp"

namespace megacorp {

using syntax::kind;

namespace {

// The largest printed trait value (001 Traits prints single digits; businesses print 10).
constexpr std::int64_t max_trait = 99;

// The card field an unknown field's name is closest to (`cots` -> `cost`), or "".
std::string unknown_field_guess(std::string_view key) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out = ::megacorp::card_fields::names();
    out.push_back("rule");
    return out;
  }();
  return closest(key, names);
}

}  // namespace

checked::cost checker::check_cost(const node& n) {
  checked::cost c;
  bool money_seen = false;
  std::array<bool, engine::book::traits> trait_seen{};
  for (const node& term : n.children) {
    std::int64_t v = number_value(term);
    if (term.k == kind::money_term) {
      if (money_seen) error(term, "money appears twice in this cost; add the amounts together");
      money_seen = true;
      c.money = v;
    } else if (const node* t = term.find(kind::trait)) {
      auto i = static_cast<std::size_t>(std::find(engine::trait_names.begin(), engine::trait_names.end(), t->text) -
                                        engine::trait_names.begin());
      if (trait_seen[i]) error(term, fmt::format("{} appears twice in this cost; add the amounts together", t->text));
      trait_seen[i] = true;
      c.traits[i] = v;
    }
  }
  return c;
}

checked::expr checker::cost_value(const node& n) {
  const checked::cost c = check_cost(n);
  checked::expr e;
  e.where = at(n);
  e.o = checked::op::cost_arg;
  e.value = c.money;
  for (std::size_t t = 0; t < c.traits.size(); ++t)
    if (c.traits[t])
      e.args.push_back({checked::op::trait_arg, intern_name(engine::trait_names[t]), c.traits[t], {}, e.where,
                        static_cast<std::uint8_t>(words::find(words::traits(), engine::trait_names[t]))});
  return e;
}

void checker::check_card_types(const node& field, checked::card& c) {
  const auto& names = checked::card_type_names;
  for (const node& w : field.children) {
    if (w.k != kind::word) continue;
    auto it = std::find(names.begin(), names.end(), w.text);
    if (it == names.end()) {
      std::string guess = closest(w.text, std::vector<std::string>(names.begin(), names.end()));
      suggest(error(w, fmt::format("unknown card type '{}'; expected character, founder, business, event, equipment, "
                                   "location or resource{}", w.text, did_you_mean(guess))), guess);
      continue;
    }
    auto bit = static_cast<std::uint8_t>(1u << (it - names.begin()));
    if (c.types & bit) error(w, fmt::format("card type '{}' is given twice", w.text));
    c.types |= bit;
  }
  if (c.is(checked::founder)) c.types |= checked::character;  // 001 Founders: they follow the rules of characters
  int main_types = 0;
  for (auto t : {checked::character, checked::business, checked::event, checked::equipment, checked::location})
    if (c.is(t)) ++main_types;
  if (c.types != 0 && main_types == 0)
    error(field, "'resource' only marks the resource deck; say what the card is too, such as 'resource character'");
  if (main_types > 1)
    error(field, "a card has one type: character (or founder), business, event, equipment or location");
  if (c.is(checked::business) && c.is(checked::resource))
    error(field, "a business starts in play and cannot be in the resource deck");
}

// The field's children are its entries' traits and values in pairs (grammar::trait_entry
// makes no node): `IQ 2, MQ -` is trait, number, trait, null_value.
void checker::check_traits(const node& field, checked::card& c) {
  std::array<const node*, engine::book::traits> seen{};  // each one's first trait node, its value after it
  const syntax::node_list& parts = field.children;
  for (std::size_t e = 0; e + 1 < parts.size(); e += 2) {
    const node& t = parts[e];
    const node& v = parts[e + 1];
    auto i = static_cast<std::size_t>(std::find(engine::trait_names.begin(), engine::trait_names.end(), t.text) -
                                      engine::trait_names.begin());
    if (seen[i]) {
      diagnostic& d = error(t, fmt::format("trait {} is given twice", t.text));
      const span first{current_file_, at(*seen[i]).begin, at(seen[i][1]).end};  // the entry, `IQ 2`
      d.notes.push_back({severity::note, first, "first given here", {}});
      continue;
    }
    seen[i] = &t;
    if (v.k == kind::number) c.traits[i] = number_value(v);
    // The engine keeps a trait in a signed byte; larger values would silently change.
    if (c.traits[i] && *c.traits[i] > max_trait) {
      error(v, fmt::format("trait value {} is too large (at most {})", *c.traits[i], max_trait));
      c.traits[i] = max_trait;
    }
  }
  for (std::size_t i = 0; i < 4; ++i)
    if (!seen[i])
      error(field, fmt::format("traits lack {}; give all four (write '{} -' for a null trait)", engine::trait_names[i],
                               engine::trait_names[i]));
}

void checker::check_required_fields(const node& n, checked::card& c, const card_fields& seen) {
  const node& name = n.children.front();
  // A field misspelt (`cots:`) is reported as unknown, with its did-you-mean, and not again
  // as lacking: the cascade is left out.
  auto misspelt = [&](std::string_view what) {
    return std::any_of(n.children.begin(), n.children.end(), [&](const node& f) {
      return f.k == kind::field_unknown && unknown_field_guess(f.children[0].text) == what;
    });
  };
  auto missing = [&](const char* what, const char* why) {
    if (!misspelt(what)) error(name, fmt::format("card \"{}\" lacks '{}:' ({})", c.name, what, why));
  };
  if (!seen.has(kind::field_type)) {
    missing("type", "every card says what it is");
    return;
  }
  if (!seen.has(kind::field_traits)) missing("traits", "every card in a network has IQ, EQ, MQ and BQ, each a number or '-'");
  if (c.is(checked::business)) {
    if (!seen.has(kind::field_valuation)) missing("valuation", "a business prints what buying it out costs");
  } else if (!seen.has(kind::field_cost)) {
    missing("cost", "what buying it costs, such as 2M or 4M + 3BQ");
  }
  if (c.is(checked::founder) && !seen.has(kind::field_business)) missing("business", "a founder names its business");
  if (seen.has(kind::field_business) && !c.is(checked::founder))
    error(*seen.get(kind::field_business), "only a founder names a business");
  if (seen.has(kind::field_valuation) && !c.is(checked::business))
    error(*seen.get(kind::field_valuation), "only a business prints a valuation; other cards are worth their cost");
  if (c.is(checked::event)) {
    bool resolves = std::any_of(c.abilities.begin(), c.abilities.end(),
                                [](const checked::ability& a) { return a.kind == checked::ability_kind::resolve; });
    if (!resolves && c.keywords.empty())
      error(name, fmt::format("event \"{}\" has no 'on resolve:' effect, so playing it would do nothing", c.name));
  }
}

// Room for a card's abilities and keywords, so they are not moved as the lists grow.
void checker::reserve_parts(const node& n, checked::card& c) {
  std::size_t abilities = 0;
  std::size_t keywords = 0;
  for (const node& f : n.children) {
    if (f.k == kind::field_keywords) keywords += f.children.size();
    else if (f.k >= kind::ability_triggered && f.k <= kind::ability_replace) ++abilities;
  }
  c.abilities.reserve(abilities);
  c.keywords.reserve(keywords);
}

// One function per card field (field_type .. field_unknown), each filling `c` from the field `f`.
struct checker::field_checks {
  using check = void (*)(checker& ch, const node& f, checked::card& c, scope& s);
  static check for_kind(kind k);

  static void type(checker& ch, const node& f, checked::card& c, scope&) { ch.check_card_types(f, c); }
  static void faction(checker& ch, const node& f, checked::card& c, scope&);
  static void cost(checker& ch, const node& f, checked::card& c, scope&) { c.price = ch.check_cost(f.children[0]); }
  static void valuation(checker& ch, const node& f, checked::card& c, scope&);
  static void traits(checker& ch, const node& f, checked::card& c, scope&) { ch.check_traits(f, c); }
  static void tags(checker& ch, const node& f, checked::card& c, scope&);
  static void keywords(checker& ch, const node& f, checked::card& c, scope& s);
  static void business(checker&, const node& f, checked::card& c, scope&) { c.business = unquote(f.children[0].text); }
  static void flavour(checker&, const node& f, checked::card& c, scope&) { c.flavour = unquote(f.children[0].text); }
  static void art(checker& ch, const node& f, checked::card& c, scope&);
  static void unknown(checker& ch, const node& f, checked::card& c, scope&);
};

void checker::field_checks::faction(checker& ch, const node& f, checked::card& c, scope&) {
  std::string_view word = f.children[0].text;
  const auto& names = engine::faction_names;
  auto it = std::find(names.begin(), names.end(), word);
  if (it == names.end()) {
    std::string guess = closest(word, std::vector<std::string>(names.begin(), names.end()));
    const std::vector<std::string_view> factions(names.begin() + 1, names.end());  // none last, as the default
    suggest(ch.error(f.children[0], fmt::format("unknown faction '{}'; expected {} or {}{}", word, fmt::join(factions, ", "),
                                                names[0], did_you_mean(guess))), guess);
  }
  else
    c.side = static_cast<engine::faction>(it - names.begin());
}

void checker::field_checks::valuation(checker& ch, const node& f, checked::card& c, scope&) {
  checked::cost v = ch.check_cost(f.children[0]);
  if (std::any_of(v.traits.begin(), v.traits.end(), [](std::int64_t t) { return t != 0; }))
    ch.error(f.children[0], "a valuation is money only, such as 30M");
  c.valuation = v.money;
}

void checker::field_checks::tags(checker& ch, const node& f, checked::card& c, scope&) {
  c.tags.reserve(f.children.size());
  for (const node& t : f.children) {
    std::string tag = normalize_tag(t.text);
    if (std::find(c.tags.begin(), c.tags.end(), tag) != c.tags.end())
      ch.diags_.warning(ch.at(t), fmt::format("tag #{} is given twice", tag));
    else
      c.tags.push_back(std::move(tag));  // its id: collect_names
  }
}

void checker::field_checks::keywords(checker& ch, const node& f, checked::card& c, scope& s) {
  for (const node& u : f.children) {
    checked::keyword_use use;
    ch.check_keyword_use(u, use, s);
    if (use.def)
      for (const checked::keyword_use& old : c.keywords)
        if (old.def == use.def) {
          diagnostic& d = ch.error(u, fmt::format("keyword {} is given twice", use.def->name));
          d.notes.push_back({severity::note, old.where, "first given here", {}});
        }
    c.keywords.push_back(std::move(use));
  }
}

// `art:` names an image for the card's face (docs/faces.md, "Art"), relative to the card's
// file: a regular file of at most max_art_bytes whose first bytes are a PNG's, a JPEG's or
// an SVG's. The engine ignores the field; a face without it draws a placeholder.
void checker::field_checks::art(checker& ch, const node& f, checked::card& c, scope&) {
  const node& value = f.children[0];
  c.art = unquote(value.text);
  if (c.art.empty()) {
    ch.error(value, "art: names an image file, such as \"art/neonate.png\"; this one is empty");
    return;
  }
  const std::filesystem::path written(c.art);
  const std::filesystem::path folder = std::filesystem::path(ch.current_file_->name()).parent_path();
  std::filesystem::path file = written.is_absolute() ? written : folder / written;
  file = file.lexically_normal();
  if (file == "-") file = "./-";  // a file named '-', never standard input
  std::string bytes, why;
  if (!read_input(file, bytes, why, max_art_bytes)) {
    if (const std::size_t stdin_note = why.find(" ('-' reads standard input)"); stdin_note != std::string::npos)
      why.erase(stdin_note);  // not for an art file
    ch.error(value, fmt::format("cannot read the art file \"{}\": {}", file.string(), why));
    return;
  }
  if (sniff_image(bytes) == image_type::none) {
    ch.error(value, fmt::format("the art file \"{}\" is not a PNG, JPEG or SVG image (told by its first bytes, not its name)",
                                file.string()));
    return;
  }
  c.art_file = file.string();
}

void checker::field_checks::unknown(checker& ch, const node& f, checked::card&, scope&) {
  std::string_view key = f.children[0].text;
  std::string guess = unknown_field_guess(key);
  suggest(ch.error(f.children[0], fmt::format("unknown field '{}' in a card{}", key, did_you_mean(guess))), guess);
}

// Indexed by kind from field_type to field_unknown.
checker::field_checks::check checker::field_checks::for_kind(kind k) {
  static constexpr kind_table<check, kind::field_type, kind::field_unknown> table([](auto set) {
    set(kind::field_type, type);
    set(kind::field_faction, faction);
    set(kind::field_cost, cost);
    set(kind::field_traits, traits);
    set(kind::field_tags, tags);
    set(kind::field_keywords, keywords);
    set(kind::field_valuation, valuation);
    set(kind::field_business, business);
    set(kind::field_flavour, flavour);
    set(kind::field_art, art);
    set(kind::field_unknown, unknown);
  });
  return table[k];
}

// Whether field `f` is given for the first time (then noted in `seen`); a second one is an error.
bool checker::first_time(const node& f, card_fields& seen) {
  if (!card_fields::is_field(f.k)) return true;
  if (const node* old = seen.get(f.k)) {
    diagnostic& d = error(f, fmt::format("field '{}:' is given twice", field_label(f.k)));
    d.notes.push_back({severity::note, at(*old), "first given here", {}});
    return false;
  }
  seen.set(f.k, &f);
  return true;
}

std::string closest_card_name(const definitions& lib, std::string_view name, std::string_view except) {
  closest_finder near(name);
  for (const auto& other : lib.cards())
    if (other->name != except) near.offer(other->name);
  return near.best();
}

// 001 Founders: a founder names its business, a card of the library that is a business.
void checker::check_founder_business(const checked::card& c, const node* business_field) {
  if (!c.is(checked::founder) || c.business.empty()) return;
  const checked::card* b = lib_.find_card(c.business);
  const node& where = *business_field;
  if (!b) {
    const std::string guess = closest_card_name(lib_, c.business, c.name);
    suggest(error(where.children[0], fmt::format("unknown card \"{}\"{}", c.business, did_you_mean(guess))),
            guess.empty() ? "" : quote(guess));
  } else if (!b->types || !checked_before(*b)) {
    // its type is checked with that card
  } else if (!b->is(checked::business)) {
    error(where.children[0], fmt::format("\"{}\" is not a business", c.business));
  }
}

void checker::check_card(const node& n, checked::card& c) {
  card_fields seen;
  check_card_fields(n, c, seen);
  check_founder_business(c, seen.get(kind::field_business));
  whole_card_checks(c);
}

// What is asked of a card's abilities together, after its fields (on one thread or a worker's).
void checker::whole_card_checks(const checked::card& c) {
  chosen_needs_choose(c.abilities, c.is(checked::event));
  copy_drops_own_text(c.abilities);
}

namespace {
// The first `this becomes a copy of ...` in e, or null.
const checked::expr* this_becomes_copy(const checked::expr& e) {
  if (e.o == checked::op::become_copy && !e.args.empty() && e.args[0].o == checked::op::this_card) return &e;
  for (const checked::expr& a : e.args)
    if (const checked::expr* found = this_becomes_copy(a)) return found;
  return nullptr;
}

// A rule on this card's own price to buy or play (`rule: this costs 1M less to buy ...`): read
// before the card is in play, so a copy, in play, loses nothing by it.
bool own_price_rule(const checked::ability& a) {
  if (a.kind != checked::ability_kind::rule || a.trigger.args.empty() || a.trigger.args[0].o != checked::op::this_card)
    return false;
  const rule_table::form f = rule_table::decode(a.trigger.ref);
  if (!f.e || (f.e->change != rule_table::number_change::cost_less && f.e->change != rule_table::number_change::cost_more))
    return false;
  using engine::rule_number;
  const rule_number q = f.e->number;
  return q == rule_number::buy_cost_change || q == rule_number::buy_iq_cost_change || q == rule_number::play_cost_change ||
         q == rule_number::play_iq_cost_change;
}
}  // namespace

// `when this is deployed: you may have this become a copy of target character` beside
// `instead of this being destroyed: ...` (blind design batch 52, d16, as batch 47's d19): a
// copy has the copied card's text, not its own (docs/rulings.md, Copies), so while this card
// is one its other text does not apply, which the author may not expect.
void checker::copy_drops_own_text(const std::vector<checked::ability>& abilities) {
  for (const checked::ability& a : abilities) {
    const checked::expr* copy = this_becomes_copy(a.effect);
    if (!copy) continue;
    for (const checked::ability& other : abilities)
      if (&other != &a && !own_price_rule(other)) {
        diags_.warning(copy->where, fmt::format("once this becomes a copy of another card it has that card's text, not "
                                                "its own (docs/rulings.md, Copies): while it is a copy, its other text "
                                                "('{}') does not apply; a copy for a time ('... until end of turn') "
                                                "gets it back then",
                                                render_ability(other)));
        return;
      }
  }
}

void checker::check_card_fields(const node& n, checked::card& c, card_fields& seen) {
  scope s;
  s.subject = "card";
  reserve_parts(n, c);
  for (const node& f : n.children) {
    if (f.k == kind::name || !first_time(f, seen)) continue;
    if (const field_checks::check field = field_checks::for_kind(f.k)) {
      field(*this, f, c, s);
    } else {  // checked in its place (reserve_parts made room), not moved there
      checked::ability& a = c.abilities.emplace_back();
      check_ability(f, a, s, &c);
    }
  }
  check_required_fields(n, c, seen);
}

}  // namespace megacorp
