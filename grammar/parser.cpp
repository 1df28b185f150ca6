#include "grammar/parser.hpp"

#include <algorithm>
#include <cassert>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "grammar/grammar.hpp"
#include "grammar/messages.hpp"
#include "grammar/suggest.hpp"
#include "grammar/reach.hpp"
#include "grammar/vocabulary.hpp"

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
  expected_rule rule;
};

template <typename Rule> constexpr expected_rule rule_of() {
  if constexpr (std::is_same_v<Rule, grammar::colon>) return expected_rule::colon;
  else if constexpr (std::is_same_v<Rule, grammar::trigger>) return expected_rule::trigger;
  else if constexpr (std::is_same_v<Rule, grammar::keyword_use> || std::is_same_v<Rule, grammar::keyword_uses>)
    return expected_rule::keyword_use;
  else return expected_rule::other;
}

template <typename Rule, typename = void> inline constexpr bool makes_node = false;
template <typename Rule> inline constexpr bool makes_node<Rule, std::void_t<decltype(Rule::node)>> = true;
template <typename Rule, typename = void> inline constexpr bool adopts_previous = false;
template <typename Rule>
inline constexpr bool adopts_previous<Rule, std::void_t<decltype(Rule::adopts_previous)>> = Rule::adopts_previous;

// Hands out runs of consecutive node slots from blocks that never move, so a node can
// point at its children as soon as it closes.
class node_arena {
 public:
  // How much of the arena is in use, to give back what a failed rule took.
  struct mark {
    std::uint32_t blocks;
    std::uint32_t used;
  };

  explicit node_arena(syntax::node_storage& storage) : storage_(storage) {}

  // Copies `count` nodes from `from` into consecutive slots; returns where they are.
  const node* store(const node* from, std::uint32_t count) {
    if (storage_.blocks.empty() || count > storage_.blocks.back().size - used_) new_block(count);
    node* first = reinterpret_cast<node*>(storage_.blocks.back().bytes.get()) + used_;
    std::uninitialized_copy_n(from, count, first);
    used_ += count;
    return first;
  }
  mark position() const { return {static_cast<std::uint32_t>(storage_.blocks.size()), used_}; }
  // Blocks given back are kept for reuse: backtracking across a block's edge is common.
  void rewind(mark m) {
    while (storage_.blocks.size() > m.blocks) {
      spare_.push_back(std::move(storage_.blocks.back()));
      storage_.blocks.pop_back();
    }
    used_ = m.used;
  }

 private:
  static constexpr std::uint32_t block_nodes = 2048;

  void new_block(std::uint32_t count) {
    used_ = 0;
    if (!spare_.empty() && count <= spare_.back().size) {
      storage_.blocks.push_back(std::move(spare_.back()));
      spare_.pop_back();
      return;
    }
    std::uint32_t size = std::max(count, block_nodes);
    storage_.blocks.push_back({std::make_unique_for_overwrite<std::byte[]>(size * sizeof(node)), size});
  }

  syntax::node_storage& storage_;
  std::vector<syntax::node_storage::block> spare_;
  std::uint32_t used_ = 0;  // slots taken in the last block
};

// Builds the tree as rules succeed: a node opens when its rule starts, joins its parent
// on success and is dropped on failure (backtracking). Finished nodes wait on one stack
// until their parent closes; then they move, as one run, into the arena.
struct tree_builder {
  // A node being matched, and how much of the stack and arena it will own.
  struct frame {
    kind k;
    std::uint32_t begin;
    std::uint32_t done_mark;  // its children are done[done_mark, end)
    node_arena::mark arena_mark;
  };

  const char* base;
  node_arena arena;
  std::vector<node> done;  // finished nodes waiting for their parent
  std::vector<frame> frames;
  const char* skip_begin = nullptr;  // the last whitespace run, so nodes can end before it
  const char* skip_end = nullptr;
  // How far the form reached: the furthest end of any rule that matched, and of a word of
  // the language (keyword<S>) matched outside a lookahead (not_at<reserved> tries words it
  // then refuses). The error of a form that fails beyond its must<> point is put there.
  const char* furthest = nullptr;
  const char* furthest_word = nullptr;
  int lookahead = 0;
  // Where the card items (fields, abilities) being read began, innermost last. A probe
  // (accepts) in the middle of a line counts no word of an item that begins at or after
  // `item_floor`: an item starts a line, so the word continues the line's ability.
  std::vector<const char*> items = {};
  const char* item_floor = nullptr;

  // Called at every rule's success, so the common case (nothing read further: a rule ending
  // where the rule inside it ended) returns at once; furthest_word <= furthest always holds.
  [[gnu::always_inline]] void reached(const char* at, bool word) {
    if (at <= furthest && (!word || at <= furthest_word)) return;
    reached_further(at, word);
  }
  void reached_further(const char* at, bool word) {
    const bool own_item = !item_floor || items.empty() || items.back() < item_floor;
    if (own_item && at > furthest) furthest = at;
    if (word && lookahead == 0 && own_item && at > furthest_word) furthest_word = at;
  }
  void begin_form(const char* at) {
    furthest = furthest_word = at;
    lookahead = 0;
    items.clear();
  }

  void open(kind k, const char* at) { frames.push_back({k, offset(at), done_size(), arena.position()}); }
  void close(const char* at) {
    frame f = frames.back();
    frames.pop_back();
    const char* end = at == skip_end ? skip_begin : at;
    syntax::node_list children = move_to_arena(f.done_mark);
    node& n = done.emplace_back();  // filled in place: a copy would read back a half-written node
    n.text = std::string_view(base + f.begin, std::max(offset(end), f.begin) - f.begin);
    n.children = children;
    n.k = f.k;
  }
  // Closes a node that takes the node finished just before it as its first child.
  void close_adopting(const char* at) {
    frame& f = frames.back();
    assert(f.done_mark > 0);
    f.done_mark -= 1;
    f.begin = offset(done[f.done_mark].text.data());
    close(at);
  }
  void drop() {
    frame f = frames.back();
    frames.pop_back();
    done.resize(f.done_mark);
    arena.rewind(f.arena_mark);
  }
  // Forgets what a form that failed with a syntax error left behind.
  void reset(std::uint32_t done_mark, node_arena::mark arena_mark) {
    frames.clear();
    done.resize(done_mark);
    arena.rewind(arena_mark);
  }
  // Moves done[from, end) into the arena, as the children of a node.
  syntax::node_list move_to_arena(std::uint32_t from) {
    std::uint32_t count = done_size() - from;
    if (count == 0) return {};
    const node* first = arena.store(done.data() + from, count);
    done.resize(from);
    return {first, count};
  }
  std::uint32_t done_size() const { return static_cast<std::uint32_t>(done.size()); }
  std::uint32_t offset(const char* at) const { return static_cast<std::uint32_t>(at - base); }
};

// Whether a rule matches without calling other rules (a keyword, a character, skip): it adds
// one level of nesting for the moment it runs, and can be counted without a write.
template <typename Rule> inline constexpr bool leaf_rule = std::is_same_v<typename Rule::subs_t, pegtl::empty_list>;
template <typename Rule> inline constexpr bool word_rule = false;
template <grammar::fixed_string S> inline constexpr bool word_rule<grammar::keyword<S>> = true;
template <typename Rule> inline constexpr bool item_rule =
    std::is_same_v<Rule, grammar::card_item> || std::is_same_v<Rule, grammar::keyword_item>;
template <typename Rule> inline constexpr bool lookahead_rule = false;
template <typename... Rs> inline constexpr bool lookahead_rule<pegtl::internal::not_at<Rs...>> = true;
template <typename... Rs> inline constexpr bool lookahead_rule<pegtl::internal::at<Rs...>> = true;

template <typename Rule> struct control : pegtl::normal<Rule> {
  template <typename Input> static void start(const Input& in, tree_builder& b) {
    if constexpr (makes_node<Rule>) b.open(Rule::node, in.current());
    if constexpr (std::is_same_v<Rule, grammar::skip>) b.skip_begin = in.current();
    if constexpr (item_rule<Rule>) b.items.push_back(in.current());
  }
  template <typename Input> static void success(const Input& in, tree_builder& b) {
    if constexpr (adopts_previous<Rule>) b.close_adopting(in.current());
    else if constexpr (makes_node<Rule>) b.close(in.current());
    if constexpr (std::is_same_v<Rule, grammar::skip>) b.skip_end = in.current();
    b.reached(in.current(), word_rule<Rule>);
    if constexpr (item_rule<Rule>) b.items.pop_back();
  }
  template <typename Input> static void failure(const Input&, tree_builder& b) {
    if constexpr (makes_node<Rule>) b.drop();
    if constexpr (item_rule<Rule>) b.items.pop_back();
  }
  // A rule under must<> that fails gives back what it read, so the error points where it
  // was expected, not wherever its last alternative stopped. Deep nesting is an error,
  // not a stack overflow: every rule of the grammar counts (as pegtl::limit_depth counts).
  // The count is not restored when an error is thrown: parse() then drops the input.
  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename Input, typename... States>
  [[nodiscard]] static bool match(Input& in, States&&... st) {
    constexpr bool rewind = M == pegtl::rewind_mode::dontcare && grammar::has_message<Rule>;
    constexpr pegtl::rewind_mode mode = rewind ? pegtl::rewind_mode::required : M;
    if constexpr (lookahead_rule<Rule>) {
      tree_builder& b = (st, ...);
      ++b.lookahead;
      const bool matched = pegtl::normal<Rule>::template match<A, mode, Action, Control>(in, st...);
      --b.lookahead;
      return matched;
    } else if constexpr (!pegtl::normal<Rule>::enable) {
      return pegtl::normal<Rule>::template match<A, mode, Action, Control>(in, st...);
    } else if constexpr (leaf_rule<Rule>) {
      if (in.private_depth + 1 > max_rule_depth) too_deep(in);
      return pegtl::normal<Rule>::template match<A, mode, Action, Control>(in, st...);
    } else {
      if (++in.private_depth > max_rule_depth) too_deep(in);
      const bool matched = pegtl::normal<Rule>::template match<A, mode, Action, Control>(in, st...);
      --in.private_depth;
      return matched;
    }
  }
  template <typename Input> [[noreturn]] static void too_deep(const Input& in) {
    throw pegtl::parse_error("rule nesting is too deep", in);
  }
  template <typename Input> [[noreturn]] static void raise(const Input& in, tree_builder&) {
    static_assert(grammar::has_message<Rule>, "every rule under must<> needs a message in messages.hpp");
    throw syntax_error{in.current(), grammar::message<Rule>, rule_of<Rule>()};
  }
};

bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

bool blank_char(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Where a comment begins in text[line_begin, end), or npos: outside a string
// (grammar::comment_at).
std::size_t comment_start(std::string_view text, std::size_t line_begin, std::size_t end) {
  for (std::size_t i = line_begin; i < end; ++i) {
    if (text[i] == '"') {
      for (++i; i < end && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (i >= end) return std::string_view::npos;  // `end` is inside the string
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      return i;
    }
  }
  return std::string_view::npos;
}

// Where the last token before `at` ends, skipping whitespace and comments.
std::size_t previous_token_end(std::string_view text, std::size_t at) {
  std::size_t end = at;
  for (;;) {
    while (end > 0 && blank_char(text[end - 1])) --end;
    if (end == 0) return 0;
    std::size_t line_begin = text.rfind('\n', end - 1);
    line_begin = line_begin == std::string_view::npos ? 0 : line_begin + 1;
    std::size_t comment = comment_start(text, line_begin, end);
    if (comment == std::string_view::npos) return end;
    end = comment;
  }
}

// The token that ends just before `at` (skipping whitespace and comments), for "after 'x'".
std::string_view previous_token(std::string_view text, std::size_t at) {
  std::size_t end = previous_token_end(text, at);
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

std::string describe(std::string_view text, std::size_t at, const char* message, const parse_vocabulary& words) {
  std::string out = with_keyword_examples(message, words);
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
  for (std::string_view word : {"card", "keyword", "deck", "scenario", "variant"}) {
    if (line.size() > word.size() && line.substr(0, word.size()) == word &&
        (line[word.size()] == ' ' || line[word.size()] == '\t'))
      return true;
  }
  return false;
}

// The line [begin, end) that holds `at`.
std::string_view line_at(std::string_view text, std::size_t at, std::size_t& begin) {
  std::size_t before = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  begin = before == std::string_view::npos ? 0 : before + 1;
  std::size_t end = text.find('\n', begin);
  return text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
}

// Where parsing resumes after an error at `at` in a form that began at `form`: the next
// line that starts a form, or the error's own line when the error is that line's form.
std::size_t resume_point(std::string_view text, std::size_t at, std::size_t form) {
  std::size_t line_begin = 0;
  std::string_view line = line_at(text, at, line_begin);
  bool at_line_start = text.find_first_not_of(" \t", line_begin) == at;
  if (at_line_start && line_begin > form && starts_form(line)) return line_begin;
  std::size_t pos = text.find('\n', at);
  while (pos != std::string_view::npos) {
    line = line_at(text, pos + 1, line_begin);
    if (starts_form(line)) return line_begin;
    pos = text.find('\n', line_begin);
  }
  return text.size();
}

// Words joined for a message: `a, b or c`, at most `most` of them, then `...`.
std::string word_list(const std::vector<std::string>& ws, std::size_t most = 8) {
  std::string out;
  for (std::size_t i = 0; i < ws.size() && i < most; ++i) {
    if (i > 0) out += i + 1 == ws.size() ? " or " : ", ";
    out += "'" + ws[i] + "'";
  }
  if (ws.size() > most) out += ", ...";
  return out;
}

// The words of the language, and the keywords defined so far, that may follow `before`.
std::vector<std::string> valid_words(std::string_view before, const parse_vocabulary& words) {
  std::vector<std::string> out;
  for (const std::string& w : grammar::all_words())
    if (accepts(before, w, true)) out.push_back(w);
  for (const std::string& k : words.keywords)  // any upper-case name (upper_name)
    if (accepts(before, k, false)) out.push_back(k);
  return out;
}

bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Where the unknown word is, when the parser read up to `furthest`: before the lower-case
// words read last that no rule took as words of the language (`drow` read as a parameter
// name, `they` as an unknown field's name), down to `floor` (where the error was raised).
std::size_t back_over_free_words(std::string_view text, std::size_t furthest, std::size_t word_end, std::size_t floor) {
  std::size_t at = furthest;
  for (;;) {
    const std::size_t end = previous_token_end(text, at);
    const std::string_view token = previous_token(text, at);
    if (token.empty() || !(token[0] >= 'a' && token[0] <= 'z') || end <= word_end || end - token.size() < floor) return at;
    at = end - token.size();
  }
}

// Whether the form at `form` (after blanks and comments) is a card or a keyword: card text,
// where an error beyond its must<> point is put at the unknown word.
bool card_text(std::string_view text, std::size_t form) {
  for (std::size_t i = form; i < text.size();) {
    if (blank_char(text[i])) {
      ++i;
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      const std::size_t nl = text.find('\n', i);
      i = nl == std::string_view::npos ? text.size() : nl;
    } else {
      const std::string_view rest = text.substr(i);
      return rest.starts_with("card ") || rest.starts_with("keyword ");
    }
  }
  return false;
}

// Whether the error at `at` is the card's or keyword's "expected a field, an ability or
// '}'" in the middle of a line: the word continues the line's ability, whose words are
// what the message should list.
bool ability_left_open(std::string_view text, std::size_t at, const char* message) {
  if (message != grammar::message<grammar::card_end> && message != grammar::message<grammar::keyword_end>) return false;
  std::size_t b = at;
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
  return b > 0 && text[b - 1] != '\n' && text[b - 1] != '{';
}

// The rule's message at `at`, where the parser stopped on a word, with the valid word
// closest to it: "did you mean" (`drow` -> `draw`), and that word as the fix.
std::optional<refined_error> did_you_mean(std::string_view text, std::size_t form, std::size_t at, const std::string& message,
                                          std::string& fix) {
  const std::string_view found = next_token(text, at);
  if (found.empty() || !letter(found[0]) || at - form > 4096) return std::nullopt;
  closest_finder near(found);
  for (const std::string& w : grammar::all_words()) {  // the close ones only: each probe parses the form
    closest_finder one(found);
    one.offer(w);
    if (!one.best().empty() && accepts(text.substr(form, at - form), w, true)) near.offer(w);
  }
  if (near.best().empty()) return std::nullopt;
  fix = near.best();
  return refined_error{at, at + found.size(), fmt::format("{}; did you mean '{}'?", message, near.best())};
}

// A form the parser read beyond the point its error was raised at (`at`), up to
// `furthest`: the error is there, at the word no rule took, with the words that could
// stand there and the closest of them ("did you mean").
// Only a form of modest size is probed word by word (each probe parses its text again).
std::optional<refined_error> unknown_word(std::string_view text, std::size_t form, std::size_t furthest,
                                          const parse_vocabulary& words, std::string& fix) {
  constexpr std::size_t probe_limit = 4096;
  const std::string_view before = text.substr(form, furthest - form);
  if (before.size() > probe_limit) return std::nullopt;
  const std::string_view found = next_token(text, furthest);
  const std::vector<std::string> valid = valid_words(before, words);
  const std::string after = fmt::format("after '{}'", previous_token(text, furthest));
  if (!found.empty() && !letter(found[0])) return std::nullopt;  // punctuation: the rule's message says more
  if (found.empty()) {
    const std::string what = found.empty() ? "but the file ended" : "found " + printable(found);
    if (valid.empty()) return std::nullopt;
    return refined_error{furthest, furthest + found.size(), fmt::format("expected {} {}, {}", word_list(valid), after, what)};
  }
  closest_finder near(found);
  for (const std::string& w : valid) near.offer(w);
  std::string message = fmt::format("'{}' cannot stand here {}", found, after);
  if (!near.best().empty()) message += fmt::format("; did you mean '{}'?", near.best());
  if (!valid.empty()) message += fmt::format(" (expected {})", word_list(valid));
  fix = near.best();
  return refined_error{furthest, furthest + found.size(), std::move(message)};
}

}  // namespace

parse_reach reach(std::string_view text, std::size_t item_floor) {
  syntax::node_storage storage;
  tree_builder b{text.data(), node_arena(storage), {}, {}};
  b.begin_form(text.data());
  if (item_floor < text.size()) b.item_floor = text.data() + item_floor;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data(), text.data() + text.size(), "reach");
  try {
    while (!in.empty()) pegtl::parse<grammar::file_item, pegtl::nothing, control>(in, b);
  } catch (const syntax_error&) {
  } catch (const pegtl::parse_error&) {
  }
  return {static_cast<std::size_t>(b.furthest_word - text.data()), static_cast<std::size_t>(b.furthest - text.data())};
}

bool accepts(std::string_view before, std::string_view word, bool literal) {
  std::string probe;
  probe.reserve(before.size() + word.size() + 1);
  probe.append(before);
  if (!probe.empty() && ident_char(probe.back())) probe += ' ';  // a word of its own, not the last one's end
  probe.append(word);
  // In the middle of a line (not right after a `{`) the word continues the line's item.
  std::size_t last = before.find_last_not_of(" \t");
  const bool mid_line = last != std::string_view::npos && before[last] != '\n' && before[last] != '{';
  const parse_reach r = reach(probe, mid_line ? probe.size() - word.size() : std::string::npos);
  return (literal ? r.word : r.any) >= probe.size();
}

syntax::node parse(const source_file& file, diagnostics& diags) {
  static const parse_vocabulary none;
  return parse(file, diags, none);
}

syntax::node parse(const source_file& file, diagnostics& diags, const parse_vocabulary& words) {
  std::string_view text = file.text();
  node root;
  root.k = kind::file;
  root.text = text;

  auto storage = std::make_unique<syntax::node_storage>();
  tree_builder builder{text.data(), node_arena(*storage), {}, {}};
  std::size_t pos = 0;
  // The words valid at an unknown word are probed for the first errors only: a file of
  // thousands of broken forms is still reported at once.
  int probed_errors = 16;
  while (pos < text.size()) {
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data() + pos, text.data() + text.size(), file.name());
    std::size_t error_at = 0;
    std::size_t error_end = 0;
    std::string message, fix;
    std::uint32_t done_mark = builder.done_size();
    node_arena::mark arena_mark = builder.arena.position();
    std::size_t form = pos;
    try {
      // One form at a time, so a syntax error only loses the form it is in.
      while (!in.empty()) {
        done_mark = builder.done_size();
        arena_mark = builder.arena.position();
        form = static_cast<std::size_t>(in.current() - text.data());
        builder.begin_form(in.current());
        pegtl::parse<grammar::file_item, pegtl::nothing, control>(in, builder);
      }
      break;
    } catch (const syntax_error& e) {
      error_at = static_cast<std::size_t>(e.at - text.data());
      error_end = error_at + next_token(text, error_at).size();
      message = describe(text, error_at, e.message, words);
      const auto furthest = static_cast<std::size_t>(builder.furthest - text.data());
      std::optional<refined_error> better = refine_error(text, error_at, e.rule, words);
      if (!better && furthest >= error_at && probed_errors > 0) {
        --probed_errors;
        const std::size_t word_end = static_cast<std::size_t>(builder.furthest_word - text.data());
        const std::size_t unknown = back_over_free_words(text, furthest, word_end, error_at);
        better = card_text(text, form) && (unknown > error_at || (unknown == error_at && ability_left_open(text, error_at, e.message)))
                     ? unknown_word(text, form, unknown, words, fix)
                     : did_you_mean(text, form, error_at, message, fix);
      }
      if (better) {
        error_at = better->at;
        error_end = better->end;
        message = std::move(better->message);
      }
    } catch (const pegtl::parse_error& e) {
      // Deep nesting (control::match): the position is relative to where this input began.
      error_at = pos + (e.positions().empty() ? 0 : e.positions().front().byte);
      message = "nesting is too deep (more than a few dozen levels of blocks or parentheses)";
      error_end = error_at + next_token(text, error_at).size();
    }
    builder.reset(done_mark, arena_mark);
    diagnostic& d = diags.error(span{&file, static_cast<std::uint32_t>(error_at), static_cast<std::uint32_t>(error_end)},
                                std::move(message));
    suggest(d, std::move(fix));
    std::size_t next = resume_point(text, error_at, form);
    if (next <= form) next = text.size();  // never loop without progress
    pos = next;
  }
  root.children = builder.move_to_arena(0);
  file.keep(std::move(storage));
  return root;
}

}  // namespace megacorp
