// What the cursor is on, and the answers that follow names: definition, references,
// document symbols; diagnostics and their fixes as LSP objects.
#include <algorithm>

#include "ir/names.hpp"
#include "lsp/features.hpp"
#include "lsp/rule_forms.hpp"
#include "lsp/syntax_at.hpp"
#include "lsp/text_position.hpp"

namespace megacorp::lsp {

using syntax::kind;
using json = nlohmann::json;

namespace {

std::string collapse(std::string_view text) { return collapse_blanks(text); }

// The checker's pattern for a phrase: words, '_' for a selection, '#' for a number, '$' for `1 BQ`.
std::string pattern_of(const syntax::node& phrase) {
  std::string out;
  for (const syntax::node& part : phrase.children) {
    if (!out.empty()) out += ' ';
    if (part.k == kind::trait && out.ends_with("# ")) {  // `1 BQ`: '$'
      out.replace(out.size() - 2, 2, "$");
      continue;
    }
    out += part.k == kind::selection ? "_" : part.k == kind::number ? "#" : collapse(part.text);
  }
  return out;
}

// A rule's pattern: `must be blocked by at least 2 cards` counts in its own phrase (check_rule).
std::string rule_pattern_of(const syntax::node& phrase) {
  std::string out = pattern_of(phrase);
  if (out == "be blocked by _" && collapse(phrase.children.back().text).starts_with("at least "))
    out = "be blocked by at least # cards";
  return out;
}

// Whether path[i] lies in the costs of an activated ability (`ability: COSTS -> EFFECT`):
// under one of its children other than its name and its effect, the last; or in the costs of
// `activate: COSTS -> EFFECT`, its first child.
bool in_cost(const std::vector<const syntax::node*>& path, std::size_t i) {
  for (std::size_t j = i; j-- > 0;) {
    if (path[j]->k == kind::stmt_activate) return path[j + 1] == &path[j]->children.front();
    if (path[j]->k == kind::ability_activated) {
      const auto& parts = path[j]->children;
      const bool limited = parts.back().k == kind::activation_limit;
      const syntax::node* effect = &parts[parts.size() - (limited ? 2 : 1)];
      return path[j + 1] != effect && path[j + 1] != &parts.back() && path[j + 1]->k != kind::name;
    }
  }
  return false;
}

bool is_statement(kind k) { return k >= kind::stmt_if && k <= kind::stmt_copy && k != kind::scope_end; }  // stmt_activate too

// Name nodes that do not name a card: form names other than a card's, ability names, strings.
bool names_no_card(kind parent) {
  return parent == kind::deck || parent == kind::scenario || parent == kind::keyword_def || parent == kind::ability_activated ||
         parent == kind::field_flavour || parent == kind::field_art || parent == kind::cond_rules || parent == kind::exp_log ||
         parent == kind::exp_refused || parent == kind::setup_pending || parent == kind::act_activate ||
         parent == kind::variant_def;
}

bool is_field(const syntax::node& n) { return n.k >= kind::field_type && n.k <= kind::field_art; }
std::string field_name(const syntax::node& n) { return std::string(n.text.substr(0, n.text.find_first_of(": \t"))); }

// Whether `offset` is on the name of card field `n` (before its value).
bool on_field_name(const parsed_source& doc, const syntax::node& n, std::uint32_t offset) {
  if (!is_field(n)) return false;
  return n.children.empty() || offset < begin_of(doc, n.children.front());
}

target from_token(const analysis& a, const token& t) {
  target out;
  out.begin = t.begin;
  out.end = t.end;
  if (t.k == token::name && a.lib->find_card(t.text)) out.k = target::card;
  if (t.k == token::tag) out.k = target::tag;
  out.name = t.text;
  if (t.k == token::keyword) {
    // AREA ATTACK BQ: the longest run of words that names a keyword.
    for (std::string name = t.text; !name.empty(); name = name.substr(0, name.rfind(' ') == std::string::npos ? 0 : name.rfind(' ')))
      if (a.lib->find_keyword(name)) {
        out.k = target::keyword;
        out.name = name;
        break;
      }
  }
  return out;
}

json location(const span& where) {
  if (!where.file) return nullptr;
  return {{"uri", uri_of_path(where.file->name())}, {"range", range_json(where.file->text(), where.begin, where.end)}};
}

}  // namespace

target target_at(const analysis& a, const parsed_source& doc, std::uint32_t offset) {
  std::vector<const syntax::node*> path = nodes_at(doc, offset);
  for (std::size_t i = path.size(); i-- > 0;) {
    const syntax::node& n = *path[i];
    kind parent = i > 0 ? path[i - 1]->k : kind::file;
    target t;
    t.begin = begin_of(doc, n);
    t.end = end_of(doc, n);
    if (on_field_name(doc, n, offset)) {
      t.k = target::field;  // `art:`
      t.name = field_name(n);
      t.end = t.begin + static_cast<std::uint32_t>(t.name.size());
      return t;
    }
    if (n.k == kind::word && parent == kind::param && &path[i - 1]->children.back() == &n) {
      t.k = target::parameter_kind;  // `x: number`
      t.name = collapse(n.text);
      return t;
    }
    switch (n.k) {
      case kind::name:
        if (parent == kind::keyword_def) {
          t.k = target::keyword;
          t.name = normalize_keyword(unquote(n.text));
        } else if (parent == kind::deck) {
          t.k = target::deck;
          t.name = unquote(n.text);
        } else if (!names_no_card(parent)) {
          t.k = target::card;
          t.name = unquote(n.text);
        }
        return t;
      case kind::upper_name: t.k = target::keyword; t.name = normalize_keyword(n.text); return t;
      case kind::tag: t.k = target::tag; t.name = normalize_tag(n.text); return t;
      case kind::trigger_step: t.k = target::step; t.name = collapse(n.text); return t;
      case kind::trigger_once: t.k = target::trigger; t.name = "for the first time each turn"; return t;  // its row, 3.3
      case kind::phrase:
        if (parent == kind::ability_triggered) t.k = target::trigger;
        else if (parent == kind::ability_replace) t.k = target::replacement;
        else if (parent == kind::rule_permission || parent == kind::stmt_restrict) t.k = target::rule;  // a rule, or one an effect gives
        else break;
        t.name = t.k == target::rule ? rule_pattern_of(n) : pattern_of(n);
        if (t.k == target::rule && i > 0)
          for (const syntax::node& c : path[i - 1]->children)
            if (c.k == kind::modal) t.name = collapse(c.text) + " " + t.name;
        return t;
      case kind::stmt_has_traits_of:  // a rule only: its row is in section 4.2
        t.k = target::rule;
        t.name = "has the traits of SEL";
        return t;
      default:
        if (is_statement(n.k)) {
          std::string_view rest = n.text;
          if (!n.children.empty() && n.children[0].k == kind::selection && n.children[0].text.data() == n.text.data()) {
            rest.remove_prefix(n.children[0].text.size());
            t.after_selection = true;
          }
          std::string words = collapse(rest);
          // a rule's lasting change (`rule: this gains the keywords of ...`): its row of
          // section 4.2, not the statement's of section 6
          if (const auto form = parent == kind::ability_rule ? rule_change_form(words) : std::nullopt) {
            t.k = target::rule;
            t.name = *form;
            return t;
          }
          t.k = target::statement;
          // `gain control of` and `exchange control of`: the verb and `control` (not `gain 2M`'s row);
          // `gains the keywords of`: the verb and `the` (not `gains KEYWORD`'s row)
          // `choose one:`: the modal statement's row (not `choose SEL`'s)
          const bool two_words = n.k == kind::stmt_gain_control || n.k == kind::stmt_exchange_control ||
                                 n.k == kind::stmt_gain_keywords_of || n.k == kind::stmt_modes;
          t.name = words.substr(0, two_words ? words.find(' ', words.find(' ') + 1) : words.find(' '));  // `activate:` as its row
          if (in_cost(path, i)) t.cost = collapse(n.text);
          return t;
        }
    }
  }
  return from_token(a, token_at(doc.file->text(), offset));
}

std::string field_at(const parsed_source& doc, std::uint32_t offset) {
  for (const syntax::node* n : nodes_at(doc, offset))
    if (is_field(*n) && !on_field_name(doc, *n, offset)) return field_name(*n);
  return {};
}

json definition(const analysis& a, const parsed_source& doc, std::uint32_t offset) {
  target t = target_at(a, doc, offset);
  if (t.k == target::card)
    if (const checked::card* c = a.lib->find_card(t.name)) return location(c->where);
  if (t.k == target::keyword)
    if (const checked::keyword* k = a.lib->find_keyword(t.name)) return location(k->where);
  if (t.k == target::deck)
    if (const checked::deck* d = a.lib->find_deck(t.name)) return location(d->where);
  return nullptr;
}

json references(const analysis& a, const parsed_source& doc, std::uint32_t offset, bool declaration) {
  target t = target_at(a, doc, offset);
  json out = json::array();
  if (t.k != target::card && t.k != target::keyword && t.k != target::tag) return out;
  for (const auto& entry : a.sources) {
    const parsed_source* src = entry.second.get();  // not a structured binding: clang 14 cannot capture one
    walk(src->tree, [&](const syntax::node& n, const syntax::node* parent) {
      kind pk = parent ? parent->k : kind::file;
      bool decl = (pk == kind::card || pk == kind::keyword_def) && parent->children.begin() == &n;
      bool hit = false;
      if (t.k == target::card) hit = n.k == kind::name && !names_no_card(pk) && unquote(n.text) == t.name;
      if (t.k == target::keyword)
        hit = (n.k == kind::upper_name && normalize_keyword(n.text) == t.name) ||
              (n.k == kind::name && pk == kind::keyword_def && normalize_keyword(unquote(n.text)) == t.name);
      if (t.k == target::tag) hit = n.k == kind::tag && normalize_tag(n.text) == t.name;
      if (hit && (declaration || !decl)) out.push_back(location(syntax::span_of(src->file.get(), n)));
    });
  }
  return out;
}

json document_symbols(const parsed_source& doc) {
  json out = json::array();
  std::string_view text = doc.file->text();
  for (const syntax::node& form : doc.tree.children) {
    if (form.children.empty()) continue;
    const syntax::node& name = form.children.front();
    int symbol_kind = 0;  // LSP SymbolKind
    std::string detail;
    switch (form.k) {
      case kind::card: symbol_kind = 5; detail = "card"; break;             // Class
      case kind::keyword_def: symbol_kind = 14; detail = "keyword"; break;  // Constant
      case kind::deck: symbol_kind = 2; detail = "deck"; break;             // Module
      case kind::scenario: symbol_kind = 24; detail = "scenario"; break;    // Event
      case kind::variant_def: symbol_kind = 22; detail = "variant"; break;  // EnumMember
      default: continue;
    }
    std::string label = name.k == kind::name ? unquote(name.text) : normalize_keyword(name.text);
    out.push_back({{"name", label.empty() ? "(unnamed)" : label}, {"detail", detail}, {"kind", symbol_kind},
                   {"range", range_json(text, begin_of(doc, form), end_of(doc, form))},
                   {"selectionRange", range_json(text, begin_of(doc, name), end_of(doc, name))}});
  }
  return out;
}

namespace {

json diagnostic_json(const diagnostic& d, std::string_view text) {
  // the range ends with the last token: a node's span runs on over the blanks after it
  json j = {{"range", range_json(text, d.where.begin, end_of_tokens(d.where))},
            {"severity", d.level == severity::error ? 1 : d.level == severity::warning ? 2 : 3},
            {"source", "megacorp"},
            {"message", d.message}};
  json related = json::array();
  for (const diagnostic& n : d.notes)
    if (n.where.file)
      related.push_back({{"location", {{"uri", uri_of_path(n.where.file->name())},
                                       {"range", range_json(n.where.file->text(), n.where.begin, end_of_tokens(n.where))}}},
                         {"message", n.message}});
  if (!related.empty()) j["relatedInformation"] = related;
  return j;
}

bool same_file(const diagnostic& d, const std::string& path) { return d.where.file && d.where.file->name() == path; }

}  // namespace

json diagnostics_json(const analysis& a, const std::string& path) {
  json list = json::array();
  for (const diagnostic& d : a.diags.list())
    if (same_file(d, path)) list.push_back(diagnostic_json(d, d.where.file->text()));
  return {{"uri", uri_of_path(path)}, {"diagnostics", list}};
}

json code_actions(const analysis& a, const std::string& path, std::uint32_t begin, std::uint32_t end) {
  json out = json::array();
  for (const diagnostic& d : a.diags.list()) {
    if (!same_file(d, path) || !d.fix || d.where.end < begin || d.where.begin > end) continue;
    std::string_view file_text = d.where.file->text();
    std::string uri = uri_of_path(path);
    json edit = {{"range", range_json(file_text, d.fix->where.begin, d.fix->where.end)}, {"newText", d.fix->replacement}};
    const bool inserts = d.fix->where.begin == d.fix->where.end;
    out.push_back({{"title", (inserts ? "Insert '" : "Replace with '") + d.fix->replacement + "'"},
                   {"kind", "quickfix"},
                   {"isPreferred", true},
                   {"diagnostics", json::array({diagnostic_json(d, file_text)})},
                   {"edit", {{"changes", {{uri, json::array({edit})}}}}}});
  }
  return out;
}

}  // namespace megacorp::lsp
