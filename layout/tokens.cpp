#include "layout/tokens.hpp"

#include <algorithm>
#include <utility>

#include "grammar/source.hpp"
#include "grammar/words.hpp"

namespace megacorp::layout {

using syntax::kind;
using syntax::node;

namespace {

// A character of a word token: letters, digits, '_' and the apostrophe of `Nicole's`.
bool word_char(char c) { return grammar::identifier_char(c) || c == '\''; }

// A hyphen at text[pos] glued to the word before it is part of the word (`single-mulligan`,
// and `triggers--stack` or `triggers-`, which a variant name may be: grammar.hpp
// variant_name), so the word is one token as the grammar reads it; but not the `-` of `->`.
bool hyphens_inside_word(std::string_view text, std::size_t pos) {
  if (text[pos] != '-' || pos == 0 || !(word_char(text[pos - 1]) || text[pos - 1] == '-')) return false;
  std::size_t after = pos;
  while (after < text.size() && text[after] == '-') ++after;
  return after == text.size() || text[after] != '>';
}

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// The lexical layer of grammar/grammar.hpp, without its meaning: strings, comments,
// words (with inner hyphens, as in `single-mulligan`), tags, `->`, `>=`, `<=`, and any
// other character alone.
std::vector<token> lex(std::string_view text) {
  std::vector<token> out;
  std::size_t pos = 0, line_start = 0;
  std::uint32_t newlines = 0;
  const char* end = text.data() + text.size();
  while (pos < text.size()) {
    char c = text[pos];
    if (c == '\n') {
      ++newlines;
      line_start = ++pos;
      continue;
    }
    if (blank(c)) {
      ++pos;
      continue;
    }
    token t;
    std::size_t start = pos;
    if (grammar::comment_at(text.data() + pos, end)) {
      while (pos < text.size() && text[pos] != '\n') ++pos;
      t.comment = true;
    } else if (c == '"') {
      ++pos;
      while (pos < text.size() && text[pos] != '"' && text[pos] != '\n') pos += text[pos] == '\\' ? 2 : 1;
      if (pos < text.size() && text[pos] == '"') ++pos;
    } else if (word_char(c) || (c == '#' && pos + 1 < text.size() && word_char(text[pos + 1]))) {
      ++pos;
      while (pos < text.size() && (word_char(text[pos]) || hyphens_inside_word(text, pos))) ++pos;
    } else if (pos + 1 < text.size() && (text.substr(pos, 2) == "->" || text.substr(pos, 2) == ">=" ||
                                         text.substr(pos, 2) == "<=")) {
      pos += 2;
    } else {
      ++pos;
    }
    std::size_t stop = std::min(pos, text.size());
    while (t.comment && stop > start && blank(text[stop - 1])) --stop;
    t.text = text.substr(start, stop - start);
    t.begin = static_cast<std::uint32_t>(start);
    t.newlines = newlines;
    t.column = static_cast<std::uint32_t>(code_points(text.substr(line_start, start - line_start)));
    newlines = 0;
    out.push_back(t);
  }
  return out;
}

std::uint32_t offset_of(std::string_view text, const node& n) {
  return static_cast<std::uint32_t>(n.text.data() - text.data());
}

class annotator {
 public:
  annotator(std::string_view text, token_stream& s) : text_(text), s_(s) {}

  // The first token at or after byte `offset`.
  std::size_t at(std::uint32_t offset) const {
    auto it = std::lower_bound(s_.tokens.begin(), s_.tokens.end(), offset,
                               [](const token& t, std::uint32_t o) { return t.begin < o; });
    return static_cast<std::size_t>(it - s_.tokens.begin());
  }
  std::size_t first(const node& n) const { return at(offset_of(text_, n)); }
  std::size_t past(const node& n) const { return at(offset_of(text_, n) + static_cast<std::uint32_t>(n.text.size())); }

  void find_verbatim(const node& n) {
    if (n.is(kind::money_term) || n.is(kind::trait_term)) return add_run(first(n), past(n));
    if (n.is(kind::field_unknown) && !n.children.empty()) return add_run(past(n.children.front()) + 1, past(n));
    if (n.is(kind::setup_cites)) {  // `001/challenge-phase/12`: an id, one token
      for (const node& id : n.children) add_run(first(id), past(id));
      return;
    }
    for (const node& c : n.children) find_verbatim(c);
  }
  void add_run(std::size_t from, std::size_t to) {
    if (to > from + 1) runs_.emplace_back(from, to);
  }

  // First pass: tokens whose spacing is kept as written become one token: `2 M`, or the
  // raw value of an unknown field. The runs are found in order, then joined in one sweep.
  void merge_verbatim(const node& n) {
    find_verbatim(n);
    std::vector<token>& ts = s_.tokens;
    std::size_t write = 0, run = 0;
    for (std::size_t read = 0; read < ts.size();) {
      if (run < runs_.size() && runs_[run].first == read) {
        auto [from, to] = runs_[run++];
        token t = ts[from];
        const token& last = ts[to - 1];
        t.text = text_.substr(t.begin, last.begin + last.text.size() - t.begin);
        t.comment = false;
        ts[write++] = t;
        read = to;
      } else {
        ts[write++] = ts[read++];
      }
    }
    ts.resize(write);
  }

  // Second pass: signs, cells and blocks.
  void annotate(const node& n) {
    switch (n.k) {
      case kind::sign: s_.tokens[first(n)].sign = true; break;
      case kind::cell: {
        ++cells_;
        for (std::size_t i = first(n); i < past(n); ++i) s_.tokens[i].tight = cells_;
        break;
      }
      case kind::card: case kind::keyword_def: case kind::deck: case kind::scenario: add_block(n, false); break;
      case kind::setup_player: case kind::setup_network: case kind::card_list: add_block(n, true); break;
      default: break;
    }
    for (const node& c : n.children) annotate(c);
  }

  void add_file(const node& file) {
    s_.blocks.push_back(block{false, true});
    for (const node& form : file.children) s_.tokens[first(form)].item_of = 0;
  }

  // Card fields in the order of docs/formatting.md (the table of docs/language.md); abilities (and unknown fields) keep
  // their order among themselves, between the fields and the flavour text; `art:` last, after the flavour.
  static int field_rank(kind k) {
    switch (k) {
      case kind::field_type: return 0;
      case kind::field_faction: return 1;
      case kind::field_cost: return 2;
      case kind::field_valuation: return 3;
      case kind::field_traits: return 4;
      case kind::field_tags: return 5;
      case kind::field_keywords: return 6;
      case kind::field_business: return 7;
      case kind::field_flavour: return 9;
      case kind::field_art: return 10;
      default: return 8;
    }
  }

  void order_card_fields(const node& card) {
    std::size_t open = find_open(card);
    std::size_t close = past(card) - 1;
    struct segment {
      std::size_t from, to;
      int rank;
    };
    std::vector<segment> segments;
    std::size_t from = open + 1;
    for (const node& item : card.children) {
      if (first(item) <= open) continue;
      std::size_t to = past(item);
      if (to < close && s_.tokens[to].comment && s_.tokens[to].newlines == 0) ++to;  // its trailing comment
      segments.push_back({from, to, field_rank(item.k)});
      from = to;
    }
    std::vector<segment> sorted = segments;
    std::stable_sort(sorted.begin(), sorted.end(), [](const segment& a, const segment& b) { return a.rank < b.rank; });
    std::vector<token> reordered;
    for (const segment& g : sorted)
      reordered.insert(reordered.end(), s_.tokens.begin() + static_cast<std::ptrdiff_t>(g.from),
                       s_.tokens.begin() + static_cast<std::ptrdiff_t>(g.to));
    std::copy(reordered.begin(), reordered.end(), s_.tokens.begin() + static_cast<std::ptrdiff_t>(open + 1));
  }

  void order_fields(const node& n) {
    if (n.is(kind::card)) return order_card_fields(n);
    for (const node& c : n.children) order_fields(c);
  }

 private:
  std::size_t find_open(const node& n) const {
    std::size_t i = first(n);
    while (s_.tokens[i].text != "{") ++i;
    return i;
  }

  // A form is always laid out expanded; a block inside a scenario may be compact.
  void add_block(const node& n, bool may_be_compact) {
    auto id = static_cast<std::int32_t>(s_.blocks.size());
    std::size_t open = find_open(n);
    std::size_t close = past(n) - 1;
    s_.tokens[open].opens = id;
    s_.tokens[close].closes = id;
    block b;
    b.compact = true;  // until an item is found on a line of its own
    bool any = false;
    for (const node& item : n.children) {
      std::size_t i = first(item);
      if (i <= open) continue;
      s_.tokens[i].item_of = id;
      if (!any) b.compact = i == open + 1 && s_.tokens[i].newlines == 0;
      any = true;
    }
    b.compact = b.compact && may_be_compact;
    s_.blocks.push_back(b);
  }

  std::string_view text_;
  token_stream& s_;
  std::uint32_t cells_ = 0;
  std::vector<std::pair<std::size_t, std::size_t>> runs_;  // [from, to) to join, in order
};

}  // namespace

token_stream tokenize(std::string_view text, const syntax::node& tree) {
  token_stream s;
  s.tokens = lex(text);
  annotator a(text, s);
  a.merge_verbatim(tree);
  a.add_file(tree);
  a.annotate(tree);
  a.order_fields(tree);
  return s;
}

}  // namespace megacorp::layout
