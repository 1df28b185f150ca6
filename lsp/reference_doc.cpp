#include "lsp/reference_doc.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "docgen/reference_page.hpp"

namespace megacorp::lsp {

namespace {

std::string trimmed_cell(std::string_view s) {
  std::size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t\r");
  return b == std::string_view::npos ? std::string() : std::string(s.substr(b, e - b + 1));
}

// The cells of a table line `| a | b |`; neither an escaped '\|' nor a '|' inside `code`
// splits (the page escapes every '|' in a cell).
std::vector<std::string> cells_of(std::string_view line) {
  std::vector<std::string> out;
  std::string cell;
  bool code = false;
  for (std::size_t i = 1; i < line.size(); ++i) {
    char c = line[i];
    if (c == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cell += '|';
      ++i;
      continue;
    }
    if (c == '`') code = !code;
    if (c == '|' && !code) {
      out.push_back(trimmed_cell(cell));
      cell.clear();
    } else {
      cell += c;
    }
  }
  return out;
}

bool placeholder(std::string_view w) {
  if (w == "#" || w == "%" || w == "_") return true;
  bool upper = false;
  for (char c : w) {
    if (c >= 'a' && c <= 'z') return false;
    if (c >= 'A' && c <= 'Z') upper = true;
  }
  return upper;  // SEL, N, TRAIT, SHAPE-PARAM, +N
}

// `move SEL [to a space adjacent to SEL]` -> "move _": optional parts dropped,
// placeholders as '_' (a pattern's `$`, `N TRAIT`, as two), words separated by one space.
std::string normalize(std::string_view code) {
  std::string out;
  int depth = 0;
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    if (!out.empty()) out += ' ';
    out += word == "$" ? "_ _" : placeholder(word) ? "_" : word;  // `$`: N TRAIT, two words of the row
    word.clear();
  };
  for (char c : code) {
    if (c == '[') ++depth;
    else if (c == ']') depth = std::max(0, depth - 1);
    else if (depth > 0) continue;
    else if (c == ' ' || c == '/' || c == '|') flush();
    else word += c;
  }
  flush();
  return out;
}

// The first cell's code spans, normalized; a rule's also without its modal (section 4).
std::vector<std::string> code_spans(std::string_view cell, int section) {
  std::vector<std::string> out;
  for (std::size_t b = cell.find('`'); b != std::string_view::npos;) {
    std::size_t e = cell.find('`', b + 1);
    if (e == std::string_view::npos) break;
    out.push_back(normalize(cell.substr(b + 1, e - b - 1)));
    b = cell.find('`', e + 1);
  }
  if (section == 4)
    for (std::size_t i = 0, n = out.size(); i < n; ++i) {
      // A rule about players shows its subject (`PLAYERS cannot play SEL`): the phrase is what follows it;
      // A copy: adding to `out` moves its strings.
      // A phrase with no modal (`PLAYERS play with their hands revealed`) is the words after its subject.
      const std::string rest = out[i].starts_with("_ ") ? out[i].substr(2) : out[i];
      if (rest != out[i]) out.push_back(rest);
      for (std::string_view modal : {"can only ", "cannot ", "can ", "must "})
        if (rest.starts_with(modal)) {
          out.push_back(rest.substr(modal.size()));
          break;
        }
    }
  return out;
}

std::string normalize_pattern(std::string_view pattern) { return normalize(pattern); }

std::string first_verb(const std::string& pattern, bool& after_selection) {
  std::istringstream in(pattern);
  std::string w;
  after_selection = false;
  while (in >> w) {
    if (w != "_") return w;
    after_selection = true;
  }
  return {};
}

// Whether the words after a statement's verb (`control` of `gain control`) follow the
// pattern's first verb.
bool same_words_after(const std::string& pattern, const std::string& first, std::string_view rest) {
  if (rest.empty()) return true;
  const std::size_t at = pattern.find(first);
  if (at == std::string::npos || at + first.size() + 1 > pattern.size()) return false;
  return pattern.compare(at + first.size() + 1, rest.size(), rest) == 0;
}

}  // namespace

reference_doc reference_doc::generated(const library* lib) {
  if (lib) return parse(render_reference_page(*lib));
  const library none;
  return parse(render_reference_page(none));
}

reference_doc reference_doc::parse(std::string_view markdown) {
  reference_doc doc;
  int section = 0;
  std::vector<std::string> header;
  bool in_table = false;
  std::istringstream in{std::string(markdown)};
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("## ")) {
      section = std::atoi(line.c_str() + 3);
      in_table = false;
      continue;
    }
    if (!line.starts_with("|")) {
      in_table = false;
      continue;
    }
    std::vector<std::string> cells = cells_of(line);
    if (!in_table) {
      header = cells;
      in_table = true;
      continue;
    }
    if (!cells.empty() && cells[0].starts_with("---")) continue;
    const bool hovered = section == 1 || (section >= 3 && section <= 11);
    if (!hovered || cells.empty()) continue;
    doc.rows_.push_back({section, header, cells, code_spans(cells[0], section)});
  }
  return doc;
}

std::string reference_doc::render(const row& r) {
  std::string out = "**" + r.cells[0] + "** (docs/vocabulary.md)\n";
  for (std::size_t i = 1; i < r.cells.size() && i < r.header.size(); ++i)
    if (!r.cells[i].empty()) out += "\n- *" + r.header[i] + "*: " + r.cells[i];
  return out + "\n";
}

std::optional<std::string> reference_doc::phrase(section s, std::string_view pattern) const {
  std::string want = normalize_pattern(pattern);
  for (const row& r : rows_)
    if (r.section == static_cast<int>(s))
      for (const std::string& p : r.patterns)
        if (p == want) return render(r);
  // A rule written with a modal its row does not show (`must be blocked by _`): the
  // phrase alone, which every row of section 4 also has among its patterns.
  if (s == section::rule)
    for (std::string_view modal : {"can only ", "cannot ", "can ", "must "})
      if (pattern.starts_with(modal)) return phrase(s, pattern.substr(modal.size()));
  return std::nullopt;
}

std::optional<std::string> reference_doc::step(std::string_view trigger) const {
  // the owner words of 3.2 (`each opponent's` before `each`)
  for (std::string_view owner : {"your ", "an opponent's ", "each opponent's ", "each ", "the "})
    if (trigger.starts_with(owner)) {
      trigger.remove_prefix(owner.size());
      break;
    }
  return phrase(section::trigger, trigger);
}

std::optional<std::string> reference_doc::statement(std::string_view verb, bool after_selection) const {
  const row* fallback = nullptr;
  // `gain control`: the verb and the words that tell its statement from another's (`gain 2M`)
  std::string v(verb.substr(0, verb.find(' ')));
  const std::string_view rest = verb.size() > v.size() ? verb.substr(v.size() + 1) : std::string_view();
  for (const row& r : rows_) {
    if (r.section != static_cast<int>(section::statement)) continue;
    for (const std::string& p : r.patterns) {
      bool starts_with_selection = false;
      std::string first = first_verb(p, starts_with_selection);
      bool same = first == v || (v.size() > 1 && v.back() == 's' && first == v.substr(0, v.size() - 1)) ||
                  (first.size() > 1 && first.back() == 's' && first.substr(0, first.size() - 1) == v);
      if (!same || !same_words_after(p, first, rest)) continue;
      if (starts_with_selection == after_selection) return render(r);
      if (!fallback) fallback = &r;
    }
  }
  if (fallback) return render(*fallback);
  return std::nullopt;
}

std::optional<std::string> reference_doc::cost(std::string_view statement) const {
  std::istringstream in{std::string(statement)};
  std::vector<std::string> written;
  for (std::string w; in >> w;) written.push_back(w);
  // `do nothing` is its own row before `do _`: a pattern without a placeholder is matched whole.
  for (bool whole : {true, false})
    for (const row& r : rows_) {
      if (r.section != static_cast<int>(section::cost)) continue;
      for (const std::string& p : r.patterns) {
        std::istringstream words{p};
        std::vector<std::string> want;
        for (std::string w; words >> w;) want.push_back(w);
        const bool placeholder_in = std::find(want.begin(), want.end(), "_") != want.end();
        if (whole == placeholder_in) continue;
        bool same = whole ? want == written : true;
        for (std::size_t i = 0; !whole && same && i < want.size() && want[i] != "_"; ++i)
          same = i < written.size() && written[i] == want[i];
        if (same) return render(r);
      }
    }
  return std::nullopt;
}

std::optional<std::string> reference_doc::field(std::string_view name) const {
  const std::string want = std::string(name) + ":";
  for (const row& r : rows_)
    if (r.section == static_cast<int>(section::field))
      for (const std::string& p : r.patterns)
        if (p == want) return render(r);
  return std::nullopt;
}

std::optional<std::string> reference_doc::word(std::string_view w) const {
  auto has_word = [&](const std::string& p, bool first_only) {
    std::istringstream in{p};
    for (std::string x; in >> x;) {
      if (x == w) return true;
      if (first_only && x != "_") return false;
    }
    return false;
  };
  // a row that is the word; one of the selections, conditions, amounts (7-9) that holds it;
  // a row that starts with it; any row that holds it
  const auto find = [&](auto&& test) -> const row* {
    for (const row& r : rows_)
      for (const std::string& p : r.patterns)
        if (test(r, p)) return &r;
    return nullptr;
  };
  const row* r = find([&](const row&, const std::string& p) { return p == w; });
  if (!r) r = find([&](const row& x, const std::string& p) { return x.section >= 7 && x.section <= 9 && has_word(p, false); });
  if (!r) r = find([&](const row&, const std::string& p) { return has_word(p, true); });
  if (!r) r = find([&](const row&, const std::string& p) { return has_word(p, false); });
  if (!r) return std::nullopt;
  return render(*r);
}

std::optional<std::string> reference_doc::holding(std::string_view words) const {
  for (const row& r : rows_)
    for (const std::string& p : r.patterns)
      if (p.find(words) != std::string::npos) return render(r);
  return std::nullopt;
}

std::optional<std::string> reference_doc::parameter_kind(std::string_view kind) const {
  for (const row& r : rows_)
    if (r.section == static_cast<int>(section::parameter))
      for (const std::string& p : r.patterns)
        if (p == kind) return render(r);
  return std::nullopt;
}

}  // namespace megacorp::lsp
