// The checker's passes: names collected first, then each form checked; and the lookups all parts share.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/checker.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

using syntax::kind;

namespace {

// The largest number the language accepts anywhere; larger ones are typos.
constexpr std::int64_t max_number = 999999;

void note_first(diagnostic& d, span first, const std::string& what) {
  d.notes.push_back({severity::note, first, what + " first defined here", {}});
}

}  // namespace

std::int64_t checker::number_value(const node& n) {
  std::string_view text = n.text;
  if (text == "no") return 0;  // grammar none_count: `this has no development counters`
  if (text == "a") return 1;   // grammar one_count: `this has a development counter`
  std::size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  // Digit by digit, stopping once past the largest (so never overflowing): cheaper than
  // from_chars for the short numbers of card text (traits, costs, amounts).
  std::int64_t value = 0;
  for (std::size_t i = 0; i < digits && value <= max_number; ++i) value = value * 10 + (text[i] - '0');
  if (digits == 0 || value > max_number) {
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

const checked::keyword_param* checker::find_param(const scope& s, std::string_view name) const {
  if (!s.params) return nullptr;
  for (const auto& p : *s.params)
    if (name_of(p) == name) return &p;
  return nullptr;
}

std::string checker::closest_param(const scope& s, std::string_view name, bool (*fits)(checked::param_kind)) const {
  // `y` for `x` is no likelier than any other letter: a one-letter name gets no guess
  if (!s.params || name.size() < 2) return {};
  std::vector<std::string> names;
  for (const auto& p : *s.params)
    if (fits(p.kind)) names.push_back(name_of(p));
  return closest(name, names);
}

bool checker::tag_known(const std::string& tag, const scope& s) const {
  if (const auto id = lib_.find_tag(tag); id && static_cast<std::size_t>(*id) < known_tags_) return true;
  if (s.params)
    for (const auto& p : *s.params)
      if (p.kind == checked::param_kind::tag && normalize_keyword(name_of(p)) == tag) return true;
  return false;
}

checked::ref checker::tag_ref(const std::string& tag, const scope& s) {
  if (s.params)  // tags are stored upper case, parameters lower case (names_param_of)
    for (const auto& p : *s.params)
      if (p.kind == checked::param_kind::tag && normalize_keyword(name_of(p)) == tag) return param_index(s, &p);
  return tag_number(tag);
}

checked::tag_id checker::tag_number(std::string_view name) {
  if (!worker_) return lib_.tag(name);
  if (const auto id = lib_.find_tag(name)) return *id;
  new_tag_met_ = true;
  return static_cast<checked::tag_id>(definitions::max_names);  // a placeholder: this check is made again
}

// Keywords first (cards read their definitions), then cards, decks, scenarios.
std::size_t checker::run(const std::function<void(checked::card&)>& settle, std::size_t threads) {
  collect_names();
  check_keywords();
  const std::size_t used = check_cards_on_threads(settle, threads);
  if (used == 0) return 0;
  warn_unread_variants();
  for (const pending& p : decks_) {
    current_file_ = p.file;
    check_deck(*p.tree, *static_cast<checked::deck*>(p.target));
  }
  for (const pending& p : scenarios_) check_scenario(lib_, p.file, *p.tree, *static_cast<checked::scenario*>(p.target), diags_);
  return used;
}

void checker::check_keywords() {
  for (const pending& p : keywords_) {
    current_file_ = p.file;
    check_keyword(*p.tree, *static_cast<checked::keyword*>(p.target));
  }
}

// On one thread: each card checked, then settled.
void checker::check_cards(const std::function<void(checked::card&)>& settle) {
  for (std::size_t i = 0; i < cards_.size(); ++i) {
    if (i + 2 < cards_.size()) syntax::prefetch_children(*cards_[i + 2].tree);  // far from this card's
    const pending& p = cards_[i];
    current_file_ = p.file;
    auto& card = *static_cast<checked::card*>(p.target);
    check_card(*p.tree, card);
    if (settle) settle(card);
  }
}

// First pass: every card, keyword and deck name, and every printed tag, so forms may
// refer to each other in any order and across files.
void checker::collect_names() {
  constexpr std::size_t ahead = 8;  // forms whose children are asked for early (prefetch_children)
  reserve_indexes();
  for (const auto& src : sources_) {
    current_file_ = src->file.get();
    const syntax::node_list& forms = src->tree.children;
    for (std::size_t i = 0; i < forms.size(); ++i) {
      if (i + ahead < forms.size()) syntax::prefetch_children(forms[i + ahead]);
      collect_form(forms[i]);
    }
  }
  known_tags_ = lib_.tags().size();
  known_tag_list_.assign(lib_.tags().begin(), lib_.tags().end());
  std::sort(known_tag_list_.begin(), known_tag_list_.end());
}

// Room in the card index and lists for every form of the sources, so that adding the
// cards never rehashes the index (a walk over every entry added so far, a cache miss each).
void checker::reserve_indexes() {
  std::size_t forms = 0;
  for (const auto& src : sources_) forms += src->tree.children.size();
  lib_.card_index_.reserve(lib_.card_index_.size() + forms);
  lib_.cards_.reserve(lib_.cards_.size() + forms);
  cards_.reserve(cards_.size() + forms);
}

// One form's name (and a card's tags) into the library's indexes; a duplicate is an error.
void checker::collect_form(const node& form) {
  const node* name_node = form.children.empty() ? nullptr : &form.children.front();
  if (!name_node) return;
  std::string name = name_node->k == kind::upper_name ? normalize_keyword(name_node->text)
                                                      : unquote(name_node->text);
  if (form.k == kind::keyword_def) name = normalize_keyword(name);
  if (name.empty()) {
    error(*name_node, "a name cannot be empty");
    return;
  }
  auto report_duplicate = [&](const char* what, span first) {
    note_first(error(*name_node, fmt::format("{} \"{}\" is defined twice", what, name)), first, fmt::format("\"{}\"", name));
  };
  if (form.k == kind::card) {
    auto [slot, added] = lib_.card_index_.try_emplace(name, nullptr);  // one search of the index
    if (!added) {
      report_duplicate("card", slot->second->where);
      return;
    }
    auto c = std::make_unique<checked::card>();
    c->name = std::move(name);
    c->where = at(*name_node);
    if (const node* tags = form.find(kind::field_tags)) {  // numbered before any text names a tag
      c->tag_ids.reserve(tags->children.size());
      std::string buffer;
      for (const node& t : tags->children)
        if (const checked::tag_id id = lib_.tag(normalized_tag(t.text, buffer));
            std::find(c->tag_ids.begin(), c->tag_ids.end(), id) == c->tag_ids.end())
          c->tag_ids.push_back(id);
    }
    slot->second = c.get();
    cards_.push_back({current_file_, &form, c.get()});
    lib_.cards_.push_back(std::move(c));
  } else if (form.k == kind::keyword_def) {
    if (const checked::keyword* old = lib_.find_keyword(name)) {
      report_duplicate("keyword", old->where);
      return;
    }
    auto k = std::make_unique<checked::keyword>();
    k->bare.def = k.get();
    k->name = name;
    k->id = static_cast<checked::keyword_id>(lib_.keywords_.size());
    k->where = at(*name_node);
    k->form = at(form);
    lib_.keyword_index_.emplace(name, k.get());
    keywords_.push_back({current_file_, &form, k.get()});
    lib_.keywords_.push_back(std::move(k));
  } else if (form.k == kind::deck) {
    if (const checked::deck* old = lib_.find_deck(name)) {
      report_duplicate("deck", old->where);
      return;
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
      return;
    }
    auto sc = std::make_unique<checked::scenario>();
    sc->name = name;
    sc->where = at(*name_node);
    lib_.scenario_index_.emplace(name, sc.get());
    scenarios_.push_back({current_file_, &form, sc.get()});
    lib_.scenarios_.push_back(std::move(sc));
  }
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

}  // namespace megacorp
