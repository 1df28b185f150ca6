// Completion: what may stand where the cursor is, by a simple reading of the text before
// it (which form, which field or ability, which line), each word from the grammar's or the
// checker's own tables and the library's names.
#include <algorithm>
#include <cctype>
#include <set>
#include <sstream>

#include "grammar/vocabulary.hpp"
#include "ir/names.hpp"
#include "vocabulary/variants.hpp"
#include "vocabulary/vocabulary.hpp"
#include "lsp/features.hpp"
#include "lsp/text_position.hpp"

namespace megacorp::lsp {

using json = nlohmann::json;
using grammar::construct;
using grammar::first_words;

namespace {

// LSP CompletionItemKind values.
enum item_kind { k_text = 1, k_function = 3, k_field = 5, k_class = 7, k_keyword = 14, k_enum_member = 20, k_constant = 21, k_event = 23 };

struct place {
  std::string form;        // card, keyword, deck, scenario; "" at the top level
  int depth = 0;           // braces open
  std::string line;        // the line before the cursor, without the word being typed
  std::uint32_t word_begin = 0;  // where the word being typed starts
  std::uint32_t quote = 0;       // where an unclosed string on the line starts
  bool in_string = false;
};

bool ident(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '#'; }

place read_place(std::string_view text, std::uint32_t offset) {
  place p;
  std::string last_word, word;
  bool str = false, comment = false;
  for (std::uint32_t i = 0; i < offset; ++i) {
    char c = text[i];
    if (comment) {
      comment = c != '\n';
      continue;
    }
    if (str) {
      if (c == '\\') ++i;
      else if (c == '"' || c == '\n') str = false;
      continue;
    }
    if (c == '"') str = true;
    else if ((c == '#' && (i + 1 >= text.size() || text[i + 1] == ' ' || text[i + 1] == '\t' || text[i + 1] == '\n')) ||
             (c == '/' && i + 1 < text.size() && text[i + 1] == '/'))
      comment = true;
    else if (c == '{') {
      if (p.depth == 0) p.form = last_word;
      ++p.depth;
    } else if (c == '}') {
      p.depth = std::max(0, p.depth - 1);
      if (p.depth == 0) p.form.clear();
    }
    if (std::isalpha(static_cast<unsigned char>(c))) word += c;
    else if (!word.empty()) {
      if (p.depth == 0 && (word == "card" || word == "keyword" || word == "deck" || word == "scenario")) last_word = word;
      word.clear();
    }
  }
  std::size_t line_begin = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  line_begin = (offset == 0 || line_begin == std::string_view::npos) ? 0 : line_begin + 1;
  std::string_view line = text.substr(line_begin, offset - line_begin);
  // an unclosed string on the line
  bool open = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\\' && open) ++i;
    else if (line[i] == '"') {
      open = !open;
      if (open) p.quote = static_cast<std::uint32_t>(line_begin + i);
    }
  }
  p.in_string = open;
  std::uint32_t b = offset;
  while (b > line_begin && ident(text[b - 1])) --b;
  p.word_begin = b;
  p.line = std::string(text.substr(line_begin, b - line_begin));
  return p;
}

std::string trimmed(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? std::string() : s.substr(b, e - b + 1);
}

bool starts_with_word(const std::string& line, std::string_view w) {
  return line.size() >= w.size() && line.compare(0, w.size(), w) == 0 &&
         (line.size() == w.size() || !std::isalnum(static_cast<unsigned char>(line[w.size()])));
}

// The field a line starts with (`keywords:` -> "keywords"), or "".
std::string field_of(const std::string& line) {
  std::size_t colon = line.find(':');
  if (colon == std::string::npos) return {};
  std::string key = trimmed(line.substr(0, colon));
  return std::all_of(key.begin(), key.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); }) ? key : "";
}

std::vector<std::string> words_of(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

class collector {
 public:
  collector(std::string_view text, std::uint32_t offset, const place& p) : text_(text), offset_(offset), p_(p) {}

  void add(const std::string& label, int kind, const std::string& detail, std::uint32_t from, std::string insert) {
    if (!seen_.insert(label).second) return;
    items_.push_back({{"label", label},
                      {"kind", kind},
                      {"detail", detail},
                      {"filterText", label},
                      {"textEdit", {{"range", range_json(text_, from, offset_)}, {"newText", std::move(insert)}}}});
  }
  void words(const std::vector<std::string>& ws, int kind, const std::string& detail) {
    for (const auto& w : ws) add(w, kind, detail, p_.word_begin, w);
  }
  // A phrase of several words: it replaces those of its first words already typed.
  void phrase(const std::string& pattern, int kind, const std::string& detail) {
    std::string insert = pattern.substr(0, pattern.find('_'));
    while (!insert.empty() && insert.back() == ' ') insert.pop_back();
    if (insert.empty()) return;
    std::vector<std::string> want = words_of(insert), before = words_of(p_.line);
    for (std::size_t k = std::min(want.size() - 1, before.size()) + 1; k-- > 0;) {
      if (!std::equal(want.begin(), want.begin() + static_cast<std::ptrdiff_t>(k), before.end() - static_cast<std::ptrdiff_t>(k))) continue;
      // the start of those k words in the text
      std::uint32_t from = p_.word_begin;
      for (std::size_t n = 0; n < k; ++n) {
        while (from > 0 && (text_[from - 1] == ' ' || text_[from - 1] == '\t')) --from;
        while (from > 0 && ident(text_[from - 1])) --from;
      }
      if (!seen_.insert(pattern).second) return;
      items_.push_back({{"label", pattern},
                        {"kind", kind},
                        {"detail", detail},
                        {"filterText", insert},
                        {"textEdit", {{"range", range_json(text_, from, offset_)}, {"newText", insert}}}});
      return;
    }
  }
  void cards(const library& lib) {
    std::uint32_t from = p_.in_string ? p_.quote : p_.word_begin;
    for (const auto& c : lib.cards()) {
      std::string q = quote(c->name);
      if (!seen_.insert(q).second) continue;
      items_.push_back({{"label", q},
                        {"kind", k_class},
                        {"detail", "card"},
                        {"filterText", q},
                        {"textEdit", {{"range", range_json(text_, from, offset_)}, {"newText", q}}}});
    }
  }
  // The rules variants the library knows, built in or declared: quoted after `the rules
  // are "` (replacing from the quote), bare in a scenario's `rules:` (from the name begun,
  // whose '-' the word boundary does not cover).
  void variants(const library& lib) {
    std::uint32_t from = p_.in_string ? p_.quote : offset_;
    if (!p_.in_string)
      while (from > 0 && (std::islower(static_cast<unsigned char>(text_[from - 1])) ||
                          std::isdigit(static_cast<unsigned char>(text_[from - 1])) || text_[from - 1] == '-'))
        --from;
    for (const std::string& v : variant_names(lib.variants())) {
      const std::string label = p_.in_string ? quote(v) : v;
      add(label, k_enum_member, "rules variant", from, label);
    }
  }
  void keywords(const library& lib) {
    for (const auto& k : lib.keywords()) add(k->name, k_constant, "keyword", p_.word_begin, k->name);
  }
  void tags(const library& lib) {
    std::vector<std::string> all;
    for (const auto& c : lib.cards())
      for (const auto& t : c->tags) all.push_back("#" + t);
    std::sort(all.begin(), all.end());
    for (const auto& t : all) add(t, k_enum_member, "tag", p_.word_begin, t);
  }
  json result() { return {{"isIncomplete", false}, {"items", std::move(items_)}}; }

 private:
  std::string_view text_;
  std::uint32_t offset_;
  const place& p_;
  std::set<std::string> seen_;
  json items_ = json::array();
};

// The players the scenario around `offset` declares so far (`player Ana { ... }`), in order.
std::vector<std::string> scenario_players(std::string_view text, std::uint32_t offset) {
  std::string_view before = text.substr(0, offset);
  std::size_t from = before.rfind("\nscenario");
  from = from == std::string_view::npos ? 0 : from + 1;
  std::vector<std::string> out;
  for (const std::string& l : [&] {
         std::vector<std::string> lines;
         std::istringstream in{std::string(before.substr(from))};
         for (std::string line; std::getline(in, line);) lines.push_back(line);
         return lines;
       }()) {
    const std::vector<std::string> w = words_of(l);
    if (w.size() < 2 || w[0] != "player") continue;
    std::string name;
    for (char c : w[1])
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') name += c;
      else break;
    if (!name.empty() && std::isupper(static_cast<unsigned char>(name[0]))) out.push_back(name);
  }
  return out;
}

void effect_words(collector& out, const library& lib) {
  out.words(first_words(construct::statement), k_function, "statement");
  out.words(first_words(construct::after_selection), k_function, "after a selection");
  out.keywords(lib);
  out.tags(lib);
}

}  // namespace

json completion(const analysis& a, std::string_view text, std::uint32_t offset) {
  place p = read_place(text, offset);
  collector out(text, offset, p);
  const library& lib = *a.lib;
  std::string line = trimmed(p.line);
  std::string field = field_of(line);
  if (p.in_string) {
    std::string_view before = text.substr(0, p.quote);
    while (!before.empty() && (before.back() == ' ' || before.back() == '\t')) before.remove_suffix(1);
    if (before.ends_with("the rules are")) out.variants(lib);
    else if (p.form != "keyword") out.cards(lib);
    return out.result();
  }
  if (p.depth == 0) {
    out.words(first_words(construct::top_form), k_keyword, "definition");
  } else if (p.form == "card" || p.form == "keyword") {
    if (line.empty()) {
      out.words(first_words(p.form == "card" ? construct::card_item : construct::ability), k_field,
                p.form == "card" ? "field or ability" : "ability");
    } else if (field == "keywords") {
      out.keywords(lib);
    } else if (field == "tags") {
      out.tags(lib);
    } else if (field == "type") {
      out.words({checked::card_type_names.begin(), checked::card_type_names.end()}, k_enum_member, "card type");
    } else if (field == "faction") {
      out.words({checked::faction_names.begin(), checked::faction_names.end()}, k_enum_member, "faction");
    } else if (field == "business") {
      out.cards(lib);
    } else if (starts_with_word(line, "when") && line.find(':') == std::string::npos) {
      for (const auto& t : vocabulary::trigger_phrases) out.phrase(t, k_event, "trigger");
      for (const auto& s : vocabulary::step_names) out.phrase(s, k_event, "step (then: begins, ends)");
      out.words({"this", "your", "each", "the", "begins", "ends"}, k_keyword, "");
    } else if (starts_with_word(line, "rule")) {
      for (const auto& r : vocabulary::rule_phrases) out.phrase(r, k_event, "rule");
      for (const std::string modal : {"can", "cannot", "must"})
        for (const auto& r : vocabulary::rule_phrases) out.phrase(modal + " " + r, k_event, "rule");
      out.words(first_words(construct::after_selection), k_function, "after a selection");
      out.keywords(lib);
      out.tags(lib);
    } else if (starts_with_word(line, "instead") && line.find(':') == std::string::npos) {
      for (const auto& r : vocabulary::replaceable_phrases) out.phrase(r, k_event, "replaceable event");
    } else {
      effect_words(out, lib);
    }
  } else if (p.form == "deck") {
    if (line.empty()) out.words(first_words(construct::deck_item), k_field, "deck field");
    else out.cards(lib);
  } else if (p.form == "scenario") {
    if (p.depth >= 2) {
      if (line.empty()) out.words(first_words(construct::player_item), k_field, "player item");
      out.cards(lib);
    } else if (line.empty()) {
      out.words(first_words(construct::scenario_item), k_field, "scenario item");
    } else if (field == "rules") {
      out.variants(lib);
    } else if (starts_with_word(line, "expect")) {
      out.words(first_words(construct::expectation), k_keyword, "expectation");
      out.cards(lib);
    } else if (std::isupper(static_cast<unsigned char>(line[0])) && words_of(line).size() == 1) {
      out.words(first_words(construct::action), k_function, "action");
    } else {
      // After `on` (targets) or `chooses`, a player may be named as well as a card.
      const std::vector<std::string> before = words_of(line);
      if (before.back() == "on" || before.back() == "chooses")
        out.words(scenario_players(text, offset), k_constant, "player");
      out.cards(lib);
    }
  }
  return out.result();
}

}  // namespace megacorp::lsp
