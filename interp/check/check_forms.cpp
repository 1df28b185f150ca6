// Checking cards, keyword definitions and decks: fields, names, duplicates, required parts.
#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "interp/check/checker.hpp"
#include "interp/vocabulary/variants.hpp"
#include "interp/check/names.hpp"
#include "interp/vocabulary/param_kinds.hpp"

namespace megacorp {

using syntax::kind;

namespace {

// The largest number the language accepts anywhere; larger ones are typos.
constexpr std::int64_t max_number = 999999;
// The largest printed trait value (001 Traits prints single digits; businesses print 10).
constexpr std::int64_t max_trait = 99;

const char* field_label(kind k) {
  switch (k) {
    case kind::field_type: return "type";
    case kind::field_faction: return "faction";
    case kind::field_cost: return "cost";
    case kind::field_traits: return "traits";
    case kind::field_tags: return "tags";
    case kind::field_keywords: return "keywords";
    case kind::field_valuation: return "valuation";
    case kind::field_business: return "business";
    case kind::field_flavour: return "flavour";
    case kind::deck_business: return "business";
    case kind::deck_founder: return "founder";
    default: return "field";
  }
}

// "1 card", "3 cards".
std::string cards(std::int64_t n) { return fmt::format("{} card{}", n, n == 1 ? "" : "s"); }

void note_first(diagnostic& d, span first, const std::string& what) {
  d.notes.push_back({severity::note, first, what + " first defined here", {}});
}

bool does_parameter(const checked::expr& e, const std::string& param) {
  if (e.o == checked::op::do_parameter && e.text == param) return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return does_parameter(a, param); });
}

// Whether the keyword pays an activated ability's cost with `do PARAM`: then the argument
// given for PARAM is a cost and is checked as one.
bool paid_with(const checked::keyword& k, const std::string& param) {
  return std::any_of(k.abilities.begin(), k.abilities.end(), [&](const checked::ability& a) {
    return a.kind == checked::ability_kind::activated && does_parameter(a.cost, param);
  });
}

}  // namespace

std::int64_t checker::number_value(const node& n) {
  std::string_view text = n.text;
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  std::int64_t value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + digits, value);
  if (ec != std::errc() || value > max_number) {
    error(n, fmt::format("number {} is too large (at most {})", text.substr(0, digits), max_number));
    return 0;
  }
  return value;
}

void checker::unknown_keyword(const node& n, const std::string& name) {
  std::vector<std::string> names;
  for (const auto& k : lib_.keywords_) names.push_back(k->name);
  std::string guess = closest(name, names);
  suggest(error(n, fmt::format("unknown keyword {}{}", name, did_you_mean(guess))), guess);
}

void checker::run() {
  collect_names();
  for (const pending& p : keywords_) {
    current_file_ = p.file;
    check_keyword(*p.tree, *static_cast<checked::keyword*>(p.target));
  }
  for (const pending& p : cards_) {
    current_file_ = p.file;
    check_card(*p.tree, *static_cast<checked::card*>(p.target));
  }
  warn_unread_variants();
  for (const pending& p : decks_) {
    current_file_ = p.file;
    check_deck(*p.tree, *static_cast<checked::deck*>(p.target));
  }
  for (const pending& p : scenarios_) check_scenario(lib_, p.file, *p.tree, *static_cast<checked::scenario*>(p.target), diags_);
}

// First pass: every card, keyword and deck name, and every printed tag, so forms may
// refer to each other in any order and across files.
void checker::collect_names() {
  for (const auto& src : lib_.sources_) {
    current_file_ = src->file.get();
    for (const node& form : src->tree.children) {
      const node* name_node = form.children.empty() ? nullptr : &form.children.front();
      if (!name_node) continue;
      std::string name = name_node->k == kind::upper_name ? normalize_keyword(name_node->text)
                                                          : unquote(name_node->text);
      if (form.k == kind::keyword_def) name = normalize_keyword(name);
      if (name.empty()) {
        error(*name_node, "a name cannot be empty");
        continue;
      }
      auto report_duplicate = [&](const char* what, span first) {
        note_first(error(*name_node, fmt::format("{} \"{}\" is defined twice", what, name)), first, fmt::format("\"{}\"", name));
      };
      if (form.k == kind::card) {
        auto [slot, added] = lib_.card_index_.try_emplace(name, nullptr);  // one search of the index
        if (!added) {
          report_duplicate("card", slot->second->where);
          continue;
        }
        auto c = std::make_unique<checked::card>();
        c->name = std::move(name);
        c->where = at(*name_node);
        if (const node* tags = form.find(kind::field_tags))
          for (const node& t : tags->children) known_tags_.insert(normalize_tag(t.text));
        slot->second = c.get();
        cards_.push_back({current_file_, &form, c.get()});
        lib_.cards_.push_back(std::move(c));
      } else if (form.k == kind::keyword_def) {
        if (const checked::keyword* old = lib_.find_keyword(name)) {
          report_duplicate("keyword", old->where);
          continue;
        }
        auto k = std::make_unique<checked::keyword>();
        k->bare.def = k.get();
        k->name = name;
        k->where = at(*name_node);
        k->form = at(form);
        lib_.keyword_index_.emplace(name, k.get());
        keywords_.push_back({current_file_, &form, k.get()});
        lib_.keywords_.push_back(std::move(k));
      } else if (form.k == kind::deck) {
        if (const checked::deck* old = lib_.find_deck(name)) {
          report_duplicate("deck", old->where);
          continue;
        }
        auto d = std::make_unique<checked::deck>();
        d->name = name;
        d->where = at(*name_node);
        lib_.deck_index_.emplace(name, d.get());
        decks_.push_back({current_file_, &form, d.get()});
        lib_.decks_.push_back(std::move(d));
      } else if (form.k == kind::variant_def) {
        declare_variant(form, std::move(name));
      } else if (form.k == kind::scenario) {
        if (const checked::scenario* old = lib_.find_scenario(name)) {
          report_duplicate("scenario", old->where);
          continue;
        }
        auto sc = std::make_unique<checked::scenario>();
        sc->name = name;
        sc->where = at(*name_node);
        lib_.scenario_index_.emplace(name, sc.get());
        scenarios_.push_back({current_file_, &form, sc.get()});
        lib_.scenarios_.push_back(std::move(sc));
      }
    }
  }
  known_tag_list_.assign(known_tags_.begin(), known_tags_.end());
}

// `variant "NAME": "SOURCE"`: a name `rules:` can spell, unique among the built-in and the
// declared variants, and a bit of rules_options::text_variants left for it.
void checker::declare_variant(const node& form, std::string name) {
  const node& name_node = form.children[0];
  const bool spelt = name[0] >= 'a' && name[0] <= 'z' && std::all_of(name.begin(), name.end(), [](char ch) {
    return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '-';
  });
  if (!spelt) {
    error(name_node, fmt::format("variant name \"{}\" is not lower-case words joined by '-', such as "
                                 "\"single-mulligan\" (what a scenario's 'rules:' can name)", name));
    return;
  }
  if (find_builtin_variant(name)) {
    error(name_node, fmt::format("variant \"{}\" is built in (docs/rulings.md); a declared variant needs another name", name));
    return;
  }
  std::vector<checked::variant>& all = lib_.variants_;
  auto old = std::find_if(all.begin(), all.end(), [&](const checked::variant& v) { return v.name == name; });
  if (old != all.end()) {
    note_first(error(name_node, fmt::format("variant \"{}\" is defined twice", name)), old->where, fmt::format("\"{}\"", name));
    return;
  }
  if (all.size() == max_declared_variants) {
    error(name_node, fmt::format("variant \"{}\" is one too many: at most {} variants can be declared (one bit each of "
                                 "rules_options::text_variants)", name, max_declared_variants));
    return;
  }
  std::string source = unquote(form.children[1].text);
  if (source.empty()) error(form.children[1], "a variant names the book it follows, such as \"000 Glossaire\"");
  all.push_back({std::move(name), std::move(source), at(name_node)});
}

// A declared variant no card text reads would select nothing.
void checker::warn_unread_variants() {
  for (const checked::variant& v : lib_.variants_)
    if (!variants_read_.count(v.name))
      diags_.warning(v.where, fmt::format("variant \"{}\" is declared but no card text asks 'the rules are \"{}\"'",
                                          v.name, v.name));
}

checked::cost checker::check_cost(const node& n) {
  checked::cost c;
  bool money_seen = false;
  std::array<bool, 4> trait_seen{};
  for (const node& term : n.children) {
    std::int64_t v = number_value(term);
    if (term.k == kind::money_term) {
      if (money_seen) error(term, "money appears twice in this cost; add the amounts together");
      money_seen = true;
      c.money = v;
    } else if (const node* t = term.find(kind::trait)) {
      auto i = static_cast<std::size_t>(std::find(checked::trait_names.begin(), checked::trait_names.end(), t->text) -
                                        checked::trait_names.begin());
      if (trait_seen[i]) error(term, fmt::format("{} appears twice in this cost; add the amounts together", t->text));
      trait_seen[i] = true;
      c.traits[i] = v;
    }
  }
  return c;
}

void checker::check_keyword(const node& n, checked::keyword& k) {
  scope s;
  s.subject = "keyword";
  for (const node& child : n.children) {
    if (child.k == kind::param) {
      std::string pname(child.children[0].text);
      std::string_view kind_word = child.children[1].text;
      checked::keyword_param p{pname, checked::param_kind::number};
      if (std::optional<checked::param_kind> kind = param_kinds::find(kind_word)) {
        p.kind = *kind;
      } else {
        std::vector<std::string> kinds;
        for (const param_kinds::spelling& sp : param_kinds::spellings()) kinds.emplace_back(sp.text);
        std::string guess = closest(kind_word, kinds);
        suggest(error(child.children[1], fmt::format("unknown parameter kind '{}'; expected {}{}", kind_word,
                                                     param_kinds::names(), did_you_mean(guess))),
                guess);
      }
      for (const checked::keyword_param& old : k.params)
        if (old.name == pname) error(child.children[0], fmt::format("parameter '{}' is declared twice", pname));
      k.params.push_back(p);
    }
  }
  s.params = &k.params;
  for (const node& child : n.children) {
    if (child.k == kind::field_unknown) {
      error(child.children[0], fmt::format("unknown field '{}' in a keyword definition; a keyword holds only abilities "
                                           "(when, ability, rule:, on resolve:, instead of)", child.children[0].text));
    } else if (child.k != kind::param && child.k != kind::name && child.k != kind::upper_name) {
      checked::ability a;
      check_ability(child, a, s, nullptr);
      k.abilities.push_back(std::move(a));
    }
  }
  if (k.abilities.empty())
    error(n.children.front(), fmt::format("keyword {} has no abilities, so it would do nothing", k.name));
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

void checker::check_traits(const node& field, checked::card& c) {
  std::array<const node*, 4> seen{};
  for (const node& entry : field.children) {
    const node& t = entry.children[0];
    auto i = static_cast<std::size_t>(std::find(checked::trait_names.begin(), checked::trait_names.end(), t.text) -
                                      checked::trait_names.begin());
    if (seen[i]) {
      diagnostic& d = error(t, fmt::format("trait {} is given twice", t.text));
      d.notes.push_back({severity::note, at(*seen[i]), "first given here", {}});
      continue;
    }
    seen[i] = &entry;
    const node& v = entry.children[1];
    if (v.k == kind::number) c.traits[i] = number_value(v);
    // The engine keeps a trait in a signed byte; larger values would silently change.
    if (c.traits[i] && *c.traits[i] > max_trait) {
      error(v, fmt::format("trait value {} is too large (at most {})", *c.traits[i], max_trait));
      c.traits[i] = max_trait;
    }
  }
  for (std::size_t i = 0; i < 4; ++i)
    if (!seen[i])
      error(field, fmt::format("traits lack {}; give all four (write '{} -' for a null trait)", checked::trait_names[i],
                               checked::trait_names[i]));
}

void checker::check_required_fields(const node& n, checked::card& c, const card_fields& seen) {
  const node& name = n.children.front();
  auto missing = [&](const char* what, const char* why) { error(name, fmt::format("card \"{}\" lacks '{}:' ({})", c.name, what, why)); };
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

void checker::check_card(const node& n, checked::card& c) {
  scope s;
  s.subject = "card";
  card_fields seen;
  reserve_parts(n, c);
  for (const node& f : n.children) {
    if (f.k == kind::name) continue;
    if (card_fields::is_field(f.k)) {
      if (const node* old = seen.get(f.k)) {
        diagnostic& d = error(f, fmt::format("field '{}:' is given twice", field_label(f.k)));
        d.notes.push_back({severity::note, at(*old), "first given here", {}});
        continue;
      }
      seen.set(f.k, &f);
    }
    switch (f.k) {
      case kind::field_type: check_card_types(f, c); break;
      case kind::field_faction: {
        std::string_view word = f.children[0].text;
        const auto& names = checked::faction_names;
        auto it = std::find(names.begin(), names.end(), word);
        if (it == names.end()) {
          std::string guess = closest(word, std::vector<std::string>(names.begin(), names.end()));
          suggest(error(f.children[0], fmt::format("unknown faction '{}'; expected corp, incarnate, gnost or none{}", word,
                                                   did_you_mean(guess))), guess);
        }
        else
          c.side = static_cast<checked::faction>(it - names.begin());
        break;
      }
      case kind::field_cost: c.price = check_cost(f.children[0]); break;
      case kind::field_valuation: {
        checked::cost v = check_cost(f.children[0]);
        if (std::any_of(v.traits.begin(), v.traits.end(), [](std::int64_t t) { return t != 0; }))
          error(f.children[0], "a valuation is money only, such as 30M");
        c.valuation = v.money;
        break;
      }
      case kind::field_traits: check_traits(f, c); break;
      case kind::field_tags:
        c.tags.reserve(f.children.size());
        for (const node& t : f.children) {
          std::string tag = normalize_tag(t.text);
          if (std::find(c.tags.begin(), c.tags.end(), tag) != c.tags.end())
            diags_.warning(at(t), fmt::format("tag #{} is given twice", tag));
          else
            c.tags.push_back(tag);
        }
        break;
      case kind::field_keywords:
        for (const node& u : f.children) {
          checked::keyword_use use;
          check_keyword_use(u, use, s);
          if (use.def)
            for (const checked::keyword_use& old : c.keywords)
              if (old.def == use.def) {
                diagnostic& d = error(u, fmt::format("keyword {} is given twice", use.def->name));
                d.notes.push_back({severity::note, old.where, "first given here", {}});
              }
          c.keywords.push_back(std::move(use));
        }
        break;
      case kind::field_business: c.business = unquote(f.children[0].text); break;
      case kind::field_flavour: c.flavour = unquote(f.children[0].text); break;
      case kind::field_unknown: {
        static const std::vector<std::string> fields = {"type", "faction", "cost", "traits", "tags", "keywords",
                                                         "valuation", "business", "flavour", "rule"};
        std::string_view key = f.children[0].text;
        std::string guess = closest(key, fields);
        suggest(error(f.children[0], fmt::format("unknown field '{}' in a card{}", key, did_you_mean(guess))), guess);
        break;
      }
      default: {
        checked::ability a;
        check_ability(f, a, s, &c);
        c.abilities.push_back(std::move(a));
      }
    }
  }
  check_required_fields(n, c, seen);
  if (c.is(checked::founder) && !c.business.empty()) {
    const checked::card* b = lib_.find_card(c.business);
    const node& where = *seen.get(kind::field_business);
    if (!b) {
      closest_finder near(c.business);
      for (const auto& other : lib_.cards_)
        if (other->name != c.name) near.offer(other->name);
      const std::string guess = near.best();
      suggest(error(where.children[0], fmt::format("unknown card \"{}\"{}", c.business, did_you_mean(guess))),
              guess.empty() ? "" : quote(guess));
    } else if (!b->types) {
      // its type is checked with that card
    } else if (!b->is(checked::business)) {
      error(where.children[0], fmt::format("\"{}\" is not a business", c.business));
    }
  }
}

void checker::check_keyword_use(const node& n, checked::keyword_use& use, const scope& s) {
  use.where = at(n);
  const node& name_node = n.children[0];
  std::string name = normalize_keyword(name_node.text);
  use.def = lib_.find_keyword(name);
  if (!use.def) {
    unknown_keyword(name_node, name);
    return;
  }
  const auto& params = use.def->params;
  std::size_t given = n.children.size() - 1;
  if (given != params.size()) {
    std::string list;
    for (const auto& p : params) list += fmt::format("{}{}: {}", list.empty() ? "" : ", ", p.name, checked::param_kind_name(p.kind));
    diagnostic& d = error(n, fmt::format("keyword {} takes {} argument{}{}, but {} {} given", use.def->name, params.size(),
                                         params.size() == 1 ? "" : "s", list.empty() ? "" : " (" + list + ")", given,
                                         given == 1 ? "was" : "were"));
    d.notes.push_back({severity::note, use.def->where, fmt::format("{} is defined here", use.def->name), {}});
    return;
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    const node& arg = n.children[i + 1];
    checked::param_kind want = params[i].kind;
    checked::expr e;
    e.where = at(arg);
    bool ok = true;
    switch (arg.k) {
      case kind::number: ok = want == checked::param_kind::number; e.o = checked::op::number; e.value = number_value(arg); break;
      case kind::cost: {
        ok = want == checked::param_kind::money;
        checked::cost c = check_cost(arg);
        e.o = checked::op::cost_arg;
        e.value = c.money;
        for (std::size_t t = 0; t < 4; ++t)
          if (c.traits[t]) e.args.push_back({checked::op::trait_arg, checked::trait_names[t], c.traits[t], {}, e.where});
        break;
      }
      case kind::trait: ok = want == checked::param_kind::trait; e.o = checked::op::trait_arg; e.text = std::string(arg.text); break;
      case kind::tag: {
        ok = want == checked::param_kind::tag;
        e.o = checked::op::tag_arg;
        e.text = normalize_tag(arg.text);
        break;
      }
      case kind::shape:
        ok = want == checked::param_kind::shape;
        e.o = checked::op::shape_arg;
        e.text = std::string(arg.text);
        check_shape(arg);
        break;
      default: {  // an effect in parentheses
        ok = want == checked::param_kind::effect;
        e.o = checked::op::effect_arg;
        scope as_cost = s;
        as_cost.in_cost = paid_with(*use.def, params[i].name);
        if (ok) e.args.push_back(check_effect(arg, as_cost));
      }
    }
    if (!ok) {
      diagnostic& d = error(arg, fmt::format("argument {} of {} should be a {} ('{}')", i + 1, use.def->name,
                                             checked::param_kind_name(want), params[i].name));
      d.notes.push_back({severity::note, use.def->where, fmt::format("{} is defined here", use.def->name), {}});
    }
    use.args.push_back(std::move(e));
  }
}

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
  if (seen.count("resources") && total(d.resources) < 20)
    error(*seen["resources"], fmt::format("the resource deck has {}; it needs at least 20 (001, Making a deck)", cards(total(d.resources))));
  if (seen.count("main") && total(d.main) < 40)
    error(*seen["main"], fmt::format("the main deck has {}; it needs at least 40 (001, Making a deck)", cards(total(d.main))));
  for (const auto& e : d.main)
    if (e.count > 4)
      diags_.error(e.where, fmt::format("{} copies of \"{}\"; a main deck holds at most 4 copies of a card (001, Making a deck)",
                                        e.count, e.name));
  if (const checked::card* f = lib_.find_card(d.founder); f && !d.business.empty() && !f->business.empty() &&
                                                           f->business != d.business) {
    diagnostic& dg = error(*seen["founder"], fmt::format("founder \"{}\" belongs to \"{}\", not to this deck's business \"{}\"",
                                                         d.founder, f->business, d.business));
    dg.notes.push_back({severity::note, f->where, "the founder is defined here", {}});
  }
}

}  // namespace megacorp
