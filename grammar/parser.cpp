#include "grammar/parser.hpp"

#include <string>

#include <fmt/format.h>
#include <tao/pegtl/contrib/limit_depth.hpp>

#include "grammar/grammar.hpp"
#include "grammar/messages.hpp"

namespace megacorp {
namespace {

namespace pegtl = tao::pegtl;
using syntax::kind;
using syntax::node;

// Deep nesting is an error, not a stack overflow.
constexpr std::size_t max_rule_depth = 400;

// A syntax error at a byte of the input, with the message from grammar/messages.hpp.
struct syntax_error {
  const char* at;
  const char* message;
};

template <typename Rule, typename = void> inline constexpr bool makes_node = false;
template <typename Rule> inline constexpr bool makes_node<Rule, std::void_t<decltype(Rule::node)>> = true;

// Builds the tree as rules succeed: a node opens when its rule starts, joins its parent
// on success and is dropped on failure (backtracking).
struct tree_builder {
  const char* base;
  std::vector<node> stack;
  const char* skip_begin = nullptr;  // the last whitespace run, so nodes can end before it
  const char* skip_end = nullptr;

  void open(kind k, const char* at) {
    node n;
    n.k = k;
    n.begin = offset(at);
    stack.push_back(std::move(n));
  }
  void close(const char* at) {
    node n = std::move(stack.back());
    stack.pop_back();
    const char* end = at == skip_end ? skip_begin : at;
    n.end = offset(end);
    if (n.end < n.begin) n.end = n.begin;
    n.text = std::string_view(base + n.begin, n.end - n.begin);
    stack.back().children.push_back(std::move(n));
  }
  void drop() { stack.pop_back(); }
  std::uint32_t offset(const char* at) const { return static_cast<std::uint32_t>(at - base); }
};

template <typename Rule> struct control : pegtl::normal<Rule> {
  template <typename Input> static void start(const Input& in, tree_builder& b) {
    if constexpr (makes_node<Rule>) b.open(Rule::node, in.current());
    if constexpr (std::is_same_v<Rule, grammar::skip>) b.skip_begin = in.current();
  }
  template <typename Input> static void success(const Input& in, tree_builder& b) {
    if constexpr (makes_node<Rule>) b.close(in.current());
    if constexpr (std::is_same_v<Rule, grammar::skip>) b.skip_end = in.current();
  }
  template <typename Input> static void failure(const Input&, tree_builder& b) {
    if constexpr (makes_node<Rule>) b.drop();
  }
  template <typename Input> [[noreturn]] static void raise(const Input& in, tree_builder&) {
    static_assert(grammar::has_message<Rule>, "every rule under must<> needs a message in messages.hpp");
    throw syntax_error{in.current(), grammar::message<Rule>};
  }
};

template <typename Rule> struct depth_action : pegtl::limit_depth<max_rule_depth> {};

bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

// The token that ends just before `at` (skipping whitespace), for "after 'x'".
std::string_view previous_token(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end > 0 && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == '\n' || text[end - 1] == '\r')) --end;
  if (end == 0) return {};
  std::size_t begin = end - 1;
  if (ident_char(text[begin])) {
    while (begin > 0 && ident_char(text[begin - 1])) --begin;
  } else if (text[begin] == '"') {
    while (begin > 0 && text[begin - 1] != '"' && text[begin - 1] != '\n') --begin;
    if (begin > 0 && text[begin - 1] == '"') --begin;
  }
  if (end - begin > 40) begin = end - 40;
  return text.substr(begin, end - begin);
}

// The token that starts at `at`, for "found 'x'".
std::string_view next_token(std::string_view text, std::size_t at) {
  if (at >= text.size()) return {};
  std::size_t end = at;
  if (ident_char(text[at]) || text[at] == '#') {
    ++end;
    while (end < text.size() && ident_char(text[end])) ++end;
  } else {
    ++end;
    while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;  // whole code point
  }
  return text.substr(at, end - at);
}

std::string printable(std::string_view token) {
  if (token == "\n" || token == "\r") return "end of line";
  if (token == "\t") return "a tab";
  if (token.size() == 1 && static_cast<unsigned char>(token[0]) < 0x20) return fmt::format("byte 0x{:02x}", token[0]);
  return fmt::format("'{}'", token);
}

std::string describe(std::string_view text, std::size_t at, const char* message) {
  std::string out = message;
  std::string_view before = previous_token(text, at);
  if (!before.empty()) out += fmt::format(" after '{}'", before);
  if (at >= text.size())
    out += ", but the file ended";
  else
    out += fmt::format(", found {}", printable(next_token(text, at)));
  return out;
}

// A line whose first word starts a top-level form followed by a name.
bool starts_form(std::string_view line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return false;
  line.remove_prefix(i);
  for (std::string_view word : {"card", "keyword", "deck", "scenario"}) {
    if (line.size() > word.size() && line.substr(0, word.size()) == word &&
        (line[word.size()] == ' ' || line[word.size()] == '\t'))
      return true;
  }
  return false;
}

// Where parsing resumes after an error at `at`: the next line that starts a form.
std::size_t resume_point(std::string_view text, std::size_t at) {
  std::size_t pos = text.find('\n', at);
  while (pos != std::string_view::npos) {
    std::size_t line_begin = pos + 1;
    std::size_t line_end = text.find('\n', line_begin);
    std::string_view line = text.substr(line_begin, line_end == std::string_view::npos ? std::string_view::npos : line_end - line_begin);
    if (starts_form(line)) return line_begin;
    pos = line_end;
  }
  return text.size();
}

}  // namespace

syntax::node parse(const source_file& file, diagnostics& diags) {
  std::string_view text = file.text();
  node root;
  root.k = kind::file;
  root.end = static_cast<std::uint32_t>(text.size());
  root.text = text;

  std::size_t pos = 0;
  while (pos < text.size()) {
    tree_builder builder{text.data(), {}};
    builder.stack.push_back(node{});
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data() + pos, text.data() + text.size(), file.name());
    std::size_t error_at = 0;
    std::string message;
    try {
      pegtl::parse<grammar::file_item, depth_action, control>(in, builder);
      for (node& n : builder.stack.front().children) root.children.push_back(std::move(n));
      pos = static_cast<std::size_t>(in.current() - text.data());
      if (in.empty()) break;
      continue;
    } catch (const syntax_error& e) {
      error_at = static_cast<std::size_t>(e.at - text.data());
      message = describe(text, error_at, e.message);
    } catch (const pegtl::parse_error& e) {
      // Raised by limit_depth: the position is relative to where this form began.
      error_at = pos + (e.positions().empty() ? 0 : e.positions().front().byte);
      message = "nesting is too deep (more than a few dozen levels of blocks or parentheses)";
    }
    auto at = static_cast<std::uint32_t>(error_at);
    std::uint32_t end = at + static_cast<std::uint32_t>(next_token(text, error_at).size());
    diags.error(span{&file, at, end}, std::move(message));
    std::size_t next = resume_point(text, error_at);
    if (next <= pos) next = text.size();  // never loop without progress
    pos = next;
  }
  return root;
}

}  // namespace megacorp
