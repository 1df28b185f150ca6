// Completion: what may stand where the cursor is, by a simple reading of the text before
// it (which form, which field or ability, which line), each word from the grammar's or the
// checker's own tables and the library's names.
#include <algorithm>
#include <optional>
#include <cctype>
#include <set>
#include <sstream>
#include <utility>

#include "grammar/reach.hpp"
#include "grammar/vocabulary.hpp"
#include "ir/names.hpp"
#include "vocabulary/event_triggers.hpp"
#include "vocabulary/param_kinds.hpp"
#include "vocabulary/variants.hpp"
#include "vocabulary/vocabulary.hpp"
#include "vocabulary/words.hpp"
#include "lsp/features.hpp"
#include "lsp/rule_forms.hpp"
#include "lsp/text_position.hpp"

namespace megacorp::lsp {

using json = nlohmann::json;
using grammar::construct;
using grammar::first_words;

namespace {

// LSP CompletionItemKind values.
enum item_kind { k_text = 1, k_function = 3, k_field = 5, k_variable = 6, k_class = 7, k_keyword = 14, k_enum_member = 20, k_constant = 21, k_event = 23 };

struct place {
  std::string form;        // card, keyword, deck, scenario; "" at the top level
  std::uint32_t form_begin = 0;  // where the line that opened the form starts
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
      if (p.depth == 0) {
        p.form = last_word;
        std::size_t nl = i == 0 ? std::string_view::npos : text.rfind('\n', i - 1);
        p.form_begin = nl == std::string_view::npos ? 0 : static_cast<std::uint32_t>(nl + 1);
      }
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

  // From now on an item is kept only where the parser takes it (grammar/parser.hpp,
  // accepts), reading the form from `form_begin`.
  void probe_from(std::uint32_t form_begin) { probe_ = form_begin; }

  // Whether the parser reads `insert`, put at `from`, through its last byte.
  bool taken(std::uint32_t from, std::string_view insert, bool literal) const {
    if (!probe_) return true;
    return accepts(text_.substr(*probe_, from - *probe_), insert, literal);
  }

  void add(const std::string& label, int kind, const std::string& detail, std::uint32_t from, std::string insert,
           bool literal = false) {
    if (seen_.count(label) || !taken(from, insert, literal)) return;
    seen_.insert(label);
    items_.push_back({{"label", label},
                      {"kind", kind},
                      {"detail", detail},
                      {"filterText", label},
                      {"textEdit", {{"range", range_json(text_, from, offset_)}, {"newText", std::move(insert)}}}});
  }
  void words(const std::vector<std::string>& ws, int kind, const std::string& detail) {
    for (const auto& w : ws) add(w, kind, detail, p_.word_begin, w);
  }
  // A phrase of several words: it replaces those of its first words already typed. Its
  // label is the pattern, or `label` when given (`gains the keywords of SEL` for the words
  // `gains the keywords of`); `literal`: the parser must read its last word as that word, not
  // as any word (grammar/reach.hpp, accepts).
  void phrase(const std::string& pattern, int kind, const std::string& detail, const std::string& label = "",
              bool literal = false) {
    std::string insert = pattern.substr(0, pattern.find_first_of("_#%"));  // up to a placeholder
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
      const std::string& shown = label.empty() ? pattern : label;
      if (seen_.count(shown) || !taken(from, insert, literal)) return;
      seen_.insert(shown);
      items_.push_back({{"label", shown},
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
  // Keywords and tags: where the parser takes one name of one word it takes any (one probe
  // for all); a name of several words is probed on its own (where a keyword is referred to
  // in an ability, `when ... AREA ATTACK` reads AREA only) and replaces those of its words
  // already typed.
  void keywords(const library& lib) {
    if (lib.keywords().empty() || !taken(p_.word_begin, lib.keywords().front()->name, false)) return;
    const std::optional<std::uint32_t> probe = std::exchange(probe_, std::nullopt);
    for (const auto& k : lib.keywords()) {
      const bool several = k->name.find(' ') != std::string::npos;
      if (several && probe && !accepts(text_.substr(*probe, p_.word_begin - *probe), k->name, false)) continue;
      if (several && k->name.find('_') == std::string::npos) phrase(k->name, k_constant, "keyword");
      add(k->name, k_constant, "keyword", p_.word_begin, k->name);
    }
    probe_ = probe;
  }
  void tags(const library& lib) {
    std::vector<std::string> all;
    for (const auto& c : lib.cards())
      for (const auto& t : c->tags) all.push_back("#" + t);
    std::sort(all.begin(), all.end());
    if (all.empty() || !taken(p_.word_begin, all.front(), false)) return;
    const std::optional<std::uint32_t> probe = std::exchange(probe_, std::nullopt);
    for (const auto& t : all) add(t, k_enum_member, "tag", p_.word_begin, t);
    probe_ = probe;
  }
  json result() { return {{"isIncomplete", false}, {"items", std::move(items_)}}; }

 private:
  std::string_view text_;
  std::uint32_t offset_;
  const place& p_;
  std::set<std::string> seen_;
  json items_ = json::array();
  std::optional<std::uint32_t> probe_;
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

// The parameters of the keyword being defined (`(x: number, price: effect)`), which stand
// where the grammar takes a free word.
std::vector<std::string> keyword_params(std::string_view form) {
  std::vector<std::string> out;
  const std::size_t open = form.find('('), brace = form.find('{');
  if (open == std::string_view::npos || open > brace) return out;
  const std::size_t close = std::min(form.find(')', open), brace);
  for (std::size_t i = open + 1; i < close;) {
    while (i < close && !std::islower(static_cast<unsigned char>(form[i]))) ++i;
    std::size_t e = i;
    while (e < close && ident(form[e])) ++e;
    std::size_t colon = e;
    while (colon < close && form[colon] == ' ') ++colon;
    if (e > i && colon < close && form[colon] == ':') out.emplace_back(form.substr(i, e - i));
    while (e < close && form[e] != ',') ++e;
    i = e;
  }
  return out;
}

// The ability the line holds, without a one-line keyword form's head (`keyword "X" {`).
std::string ability_line(const std::string& line) {
  const std::size_t brace = line.rfind('{');
  return trimmed(brace == std::string::npos ? line : line.substr(brace + 1));
}

// The words of the language the parser takes at the cursor; a word the grammar lets only
// one to three fixed words follow comes with them too (`adjacent to`, `you control`, `an
// opponent controls`, `that is` / `that are` / `that attacked`), so a phrase can be chosen whole.
void language_words(collector& out, std::string_view before, std::uint32_t from) {
  static const std::vector<std::string> verbs = [] {
    std::vector<std::string> v = first_words(construct::statement);
    for (auto& w : first_words(construct::after_selection)) v.push_back(w);
    return v;
  }();
  std::vector<std::string> taken;
  for (const std::string& w : grammar::all_words())
    if (accepts(before, w, true)) taken.push_back(w);
  constexpr std::size_t most_followers = 3;  // more: the word is offered alone
  auto followers = [&](const std::string& phrase) {
    std::vector<std::string> f;
    const std::string after = std::string(before) + phrase + " ";
    for (const std::string& w : grammar::all_words())
      if (accepts(after, w, true) && (f.push_back(phrase + " " + w), f.size() > most_followers)) break;
    return f;
  };
  constexpr std::size_t few = 30;  // each phrase costs a probe of every word
  for (const std::string& w : taken) {
    const bool verb = std::find(verbs.begin(), verbs.end(), w) != verbs.end();
    out.add(w, verb ? k_function : k_keyword, verb ? "statement" : "word", from, w, true);
    if (taken.size() > few || !std::islower(static_cast<unsigned char>(w[0]))) continue;
    const std::vector<std::string> next = followers(w);
    if (next.size() > most_followers) continue;
    for (const std::string& p : next) {
      out.add(p, k_keyword, "words", from, p, true);
      const std::vector<std::string> third = followers(p);
      if (third.size() <= 2)
        for (const std::string& q : third) out.add(q, k_keyword, "words", from, q, true);
    }
  }
}

// Whether `last`, the word just typed, may fill the table's placeholder `slot` (section 4:
// `#` a number, `$` a number and a trait, `%` a parameter of the keyword being defined, `_` a selection: one that
// ends with players, `you`, `an opponent`, `each player`, as `_ buy cost # less`, or with
// whose cards they are, `cards an opponent controls`, as `of _ cost # more to activate`).
bool fills(const std::string& slot, const std::string& last, const std::vector<std::string>& params) {
  if (slot.find('#') != std::string::npos) return std::isdigit(static_cast<unsigned char>(last[0]));  // `2`, `1M`
  if (slot.find('$') != std::string::npos) return words::find(words::traits(), last) != words::trait{};  // `1 BQ`
  if (slot.find('%') != std::string::npos) return std::find(params.begin(), params.end(), last) != params.end();
  if (slot.find('_') == std::string::npos) return false;
  const words::noun n = words::find(words::nouns(), last);
  // a selection ends at a number, a player, `you control`, a noun (`a character`), a tag
  // or a pronoun of a card (`destroyed by this during combat`)
  return std::isdigit(static_cast<unsigned char>(last[0])) || n != words::noun::unknown ||
         words::find(words::controllers(), last) == words::controller::you || last == "control" || last == "controls" ||
         last[0] == '#' || last == "this" || last == "it" || last == "them" || last == "itself";
}

// The next word of a table's phrase after the word just typed (`retaliate 2 ` -> `times`):
// the grammar reads a phrase as free words, so the table says which come next.
void phrase_next_words(collector& out, const std::vector<std::string>& table, const std::string& line, int kind,
                       const std::string& detail, std::uint32_t from, const std::vector<std::string>& params) {
  const std::vector<std::string> typed = words_of(line);
  if (typed.empty()) return;
  const std::string& last = typed.back();
  auto placeholder = [](const std::string& w) { return w.find_first_of("_#%$") != std::string::npos; };
  for (const std::string& phrase : table) {
    const std::vector<std::string> ws = words_of(phrase);
    for (std::size_t i = 1; i < ws.size(); ++i) {
      if (ws[i - 1] != last && !fills(ws[i - 1], last, params)) continue;
      if (!placeholder(ws[i])) out.add(ws[i], kind, detail, from, ws[i]);
      // `more than one event each turn`: `one` is the count's word for 1 (check_abilities.cpp, counts_in_phrase)
      else if (ws[i] == "#" && phrase.ends_with(" each turn") && ws[i - 1] == "than") out.add("one", kind, detail, from, "one");
    }
  }
}

// `add 2 `, `add a `, `put a `, `remove 1 `, `remove all ` -> the kinds of counter (the grammar takes a free word
// there; the checker knows them).
void counter_words(collector& out, const std::vector<std::string>& typed, std::uint32_t from) {
  if (typed.size() < 2) return;
  const std::string& verb = typed[typed.size() - 2];
  const std::string& count = typed.back();
  const bool counted = std::isdigit(static_cast<unsigned char>(count[0])) || count == "a" || (verb == "remove" && count == "all");
  if ((verb != "add" && verb != "remove" && verb != "put") || !counted) return;
  for (const std::string& k : vocabulary::counter_kinds) out.add(k, k_enum_member, "counter", from, k);
}

// Whether a rule's subject is plural (`characters you control`, not `each character`,
// `this`): its first noun is spelled otherwise than the noun table's first spelling of it
// (the singular: `card`, `cards`).
bool plural_subject(const std::vector<std::string>& typed) {
  for (const std::string& w : typed) {
    const words::noun n = words::find(words::nouns(), w);
    if (n == words::noun::unknown) continue;
    for (const auto& spelling : words::nouns())
      if (spelling.word == n) return spelling.text != w;
  }
  return false;
}

// After a rule's subject, the lasting changes it may make (docs/vocabulary.md 4.2: `gets +N
// TRAIT`, `gains the keywords of SEL`, ...), from the table that documents them
// (lsp/rule_forms.hpp), the verb agreeing with the subject; the parser's probe keeps them
// only where a subject has ended.
void rule_changes(collector& out, const std::string& line) {
  const std::vector<std::string> typed = words_of(line);
  const bool plural = plural_subject(typed);
  for (const std::string& form : rule_change_forms()) {
    const std::size_t space = std::min(form.find(' '), form.size());  // the label: the verb agreeing, then the row's words
    const std::string label = form_words(form.substr(0, space), plural) + form.substr(space);
    out.phrase(form_words(form, plural), k_event, "rule change (docs/vocabulary.md 4.2)", label, true);
  }
}

// A player's trigger after `when you` or `when they`: the table spells its verb for one
// player (`draws a card`), and `you` takes it without the `s` (`when you draw a card`, the
// checker's reading of both: docs/vocabulary.md 3).
void player_triggers(collector& out, const std::vector<std::string>& typed) {
  if (typed.empty() || (typed.back() != "you" && typed.back() != "they")) return;
  for (const auto& t : vocabulary::trigger_phrases)
    if (event_triggers::about_a_player(t)) out.phrase(form_words(t, true), k_event, "trigger");
}

// `pay x`: the amount the player chooses as the ability is activated or the effect runs
// (docs/vocabulary.md, `pay`); the grammar takes any word there, so it is offered by name.
void chosen_amount(collector& out, const std::vector<std::string>& typed, std::uint32_t from) {
  if (!typed.empty() && typed.back() == "pay") out.add("x", k_variable, "the amount chosen (pay x)", from, "x");
}

// Inside a card's or keyword's ability: what the parser takes at the cursor, read from the
// form's start. The phrases of the vocabulary's tables stand where the grammar takes free
// words (a trigger, a rule, a replaced event); the library's keywords and tags, and the
// parameters of the keyword being defined, where the grammar takes those.
void ability_words(collector& out, std::string_view text, const place& p, const library& lib) {
  out.probe_from(p.form_begin);
  const std::string line = ability_line(p.line);
  const std::vector<std::string> params =
      p.form == "keyword" ? keyword_params(text.substr(p.form_begin, p.word_begin - p.form_begin)) : std::vector<std::string>{};
  if (starts_with_word(line, "when")) {
    player_triggers(out, words_of(line));
    for (const auto& t : vocabulary::trigger_phrases) out.phrase(t, k_event, "trigger");
    for (const auto& st : vocabulary::step_names) out.phrase(st, k_event, "step (then: begins, ends)");
    phrase_next_words(out, vocabulary::trigger_phrases, line, k_event, "trigger", p.word_begin, params);
    phrase_next_words(out, vocabulary::step_names, line, k_event, "step", p.word_begin, params);
    out.phrase("for the first time each turn", k_event, "once a turn (docs/vocabulary.md 3.3)");
  } else if (starts_with_word(line, "rule")) {
    for (const auto& r : vocabulary::rule_phrases) out.phrase(r, k_event, "rule");
    for (const std::string modal : {"can", "cannot", "must"})
      for (const auto& r : vocabulary::rule_phrases) out.phrase(modal + " " + r, k_event, "rule");
    phrase_next_words(out, vocabulary::rule_phrases, line, k_event, "rule", p.word_begin, params);
    rule_changes(out, line);
  } else if (starts_with_word(line, "instead")) {
    for (const auto& r : vocabulary::replaceable_phrases) out.phrase(r, k_event, "replaceable event");
    phrase_next_words(out, vocabulary::replaceable_phrases, line, k_event, "replaceable event", p.word_begin, params);
  }
  const std::vector<std::string> typed = words_of(line);
  // An effect that gives a rule (`target character cannot attack until end of turn`): after
  // its modal, the rule phrases, as in a `rule:` line.
  if (!starts_with_word(line, "rule") && !typed.empty() &&
      std::any_of(typed.begin(), typed.end(), [](const std::string& w) { return w == "cannot" || w == "must" || w == "can"; })) {
    for (const auto& r : vocabulary::rule_phrases) out.phrase(r, k_event, "rule an effect gives");
    phrase_next_words(out, vocabulary::rule_phrases, line, k_event, "rule an effect gives", p.word_begin, params);
  }
  if (!typed.empty() && (typed.back() == "is" || typed.back() == "not"))  // a card's state (`this is engaged`)
    out.words(vocabulary::state_words, k_enum_member, "state");
  counter_words(out, typed, p.word_begin);
  chosen_amount(out, typed, p.word_begin);
  language_words(out, text.substr(p.form_begin, p.word_begin - p.form_begin), p.word_begin);
  out.keywords(lib);
  out.tags(lib);
  if (p.form == "keyword")
    for (const std::string& param : params) {
      out.add(param, k_field, "parameter", p.word_begin, param);
      out.add("#" + param, k_field, "tag parameter", p.word_begin, "#" + param);  // a `tag` parameter stands as `#t`
    }
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
  if (p.depth == 0 && starts_with_word(line, "keyword") && line.find('(') != std::string::npos && line.back() == ':') {
    // a keyword's parameter: its kind (`(price: effect)`)
    for (const auto& k : param_kinds::spellings()) out.add(k.text, k_enum_member, "parameter kind", p.word_begin, k.text);
  } else if (p.depth == 0) {
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
      out.words({engine::faction_names.begin(), engine::faction_names.end()}, k_enum_member, "faction");
    } else if (field == "business") {
      out.cards(lib);
    } else {
      ability_words(out, text, p, lib);
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
