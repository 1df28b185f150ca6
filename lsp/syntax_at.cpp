#include "lsp/syntax_at.hpp"

#include <algorithm>

#include "ir/names.hpp"

namespace megacorp::lsp {

std::uint32_t begin_of(const parsed_source& src, const syntax::node& n) {
  return static_cast<std::uint32_t>(n.text.data() - src.file->text().data());
}
std::uint32_t end_of(const parsed_source& src, const syntax::node& n) {
  std::string_view t = n.text;
  while (!t.empty() && (t.back() == ' ' || t.back() == '\t' || t.back() == '\n' || t.back() == '\r')) t.remove_suffix(1);
  return begin_of(src, n) + static_cast<std::uint32_t>(t.size());
}

std::vector<const syntax::node*> nodes_at(const parsed_source& src, std::uint32_t offset) {
  std::vector<const syntax::node*> out;
  const syntax::node* at = &src.tree;
  for (bool deeper = true; deeper;) {
    deeper = false;
    for (const syntax::node& c : at->children) {
      // A token's text ends before the blanks after it; the cursor just past it still counts.
      if (begin_of(src, c) <= offset && offset <= end_of(src, c) && !c.text.empty()) {
        out.push_back(&c);
        at = &c;
        deeper = true;
        break;
      }
    }
  }
  return out;
}

void walk(const syntax::node& root, const std::function<void(const syntax::node&, const syntax::node*)>& f) {
  struct rec {
    const std::function<void(const syntax::node&, const syntax::node*)>& f;
    void go(const syntax::node& n, const syntax::node* parent) {
      f(n, parent);
      for (const syntax::node& c : n.children) go(c, &n);
    }
  } r{f};
  for (const syntax::node& c : root.children) r.go(c, nullptr);
}

namespace {

bool upper_char(char c) { return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }
bool word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

}  // namespace

token token_at(std::string_view text, std::uint32_t offset) {
  if (offset > text.size()) offset = static_cast<std::uint32_t>(text.size());
  std::size_t line_begin = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  line_begin = line_begin == std::string_view::npos || (offset == 0) ? 0 : line_begin + 1;
  std::size_t line_end = text.find('\n', offset);
  if (line_end == std::string_view::npos) line_end = text.size();
  std::string_view line = text.substr(line_begin, line_end - line_begin);
  std::size_t at = offset - line_begin;
  // Inside a string: between a pair of quotes on the line.
  bool in_string = false;
  std::size_t quote = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!in_string && (line[i] == '#' && (i + 1 == line.size() || line[i + 1] == ' '))) break;  // a comment
    if (line[i] == '\\' && in_string) {
      ++i;
      continue;
    }
    if (line[i] != '"') continue;
    if (!in_string) {
      quote = i;
      in_string = true;
    } else {
      if (quote < at && at <= i) {
        auto b = static_cast<std::uint32_t>(line_begin + quote), e = static_cast<std::uint32_t>(line_begin + i + 1);
        return {token::name, b, e, unquote(text.substr(b, e - b))};
      }
      in_string = false;
    }
  }
  std::size_t b = at, e = at;
  while (b > 0 && word_char(line[b - 1])) --b;
  while (e < line.size() && word_char(line[e])) ++e;
  if (b == e) return {};
  token t;
  if (b > 0 && line[b - 1] == '#') {
    t.k = token::tag;
    t.text = normalize_tag(line.substr(b, e - b));
    --b;
  } else if (std::all_of(line.begin() + static_cast<std::ptrdiff_t>(b), line.begin() + static_cast<std::ptrdiff_t>(e), upper_char) &&
             e - b > 1) {
    // A keyword may be several upper-case words: DISASTER LEVEL.
    auto upper_word_before = [&](std::size_t pos) {
      std::size_t s = pos;
      while (s > 0 && upper_char(line[s - 1])) --s;
      return s;
    };
    while (b > 1 && line[b - 1] == ' ' && upper_char(line[b - 2]) && upper_word_before(b - 1) + 1 < b - 1) b = upper_word_before(b - 1);
    while (e + 2 < line.size() && line[e] == ' ' && upper_char(line[e + 1]) && upper_char(line[e + 2])) {
      std::size_t n = e + 1;
      while (n < line.size() && upper_char(line[n])) ++n;
      if (n < line.size() && word_char(line[n])) break;
      e = n;
    }
    t.k = token::keyword;
    t.text = normalize_keyword(line.substr(b, e - b));
  } else {
    t.k = token::word;
    t.text = std::string(line.substr(b, e - b));
  }
  t.begin = static_cast<std::uint32_t>(line_begin + b);
  t.end = static_cast<std::uint32_t>(line_begin + e);
  return t;
}

}  // namespace megacorp::lsp
