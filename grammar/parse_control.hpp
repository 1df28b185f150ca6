// The parser's machinery shared by parse() (grammar/parser.cpp) and the probes of
// grammar/reach.cpp: the tree builder and the rules' hooks (controls). Internal to grammar/.
#pragma once

#include <algorithm>
#include <cassert>
#include <memory>
#include <new>
#include <type_traits>
#include <vector>

#include "grammar/grammar.hpp"
#include "grammar/messages.hpp"
#include "grammar/syntax.hpp"
#include "grammar/syntax_hints.hpp"

// In an unnamed namespace, as it was inside parser.cpp: each translation unit its own copy,
// which the compiler inlines as freely as a file's own functions.
namespace megacorp {
namespace {
namespace parsing {

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
  const char* insertion;  // the token the message asks for, or nullptr (messages.hpp, `insertion`)
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
// A rule that names the node it is read in (its kind: Rule::retag) rather than making one
// (MC_RETAG in grammar.hpp).
template <typename Rule, typename = void> inline constexpr bool retags_parent = false;
template <typename Rule> inline constexpr bool retags_parent<Rule, std::void_t<decltype(Rule::retag)>> = true;
template <typename Rule, typename = void> inline constexpr bool adopts_previous = false;
template <typename Rule>
inline constexpr bool adopts_previous<Rule, std::void_t<decltype(Rule::adopts_previous)>> = Rule::adopts_previous;

// A stack of trivially copyable values whose push is a compare and a store, its growth out
// of line: the builder pushes and pops a frame and a node for most rules it tries, and
// std::vector's push_back kept its growth path, and the registers it needs, in each of them.
template <class T> class pod_stack {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  pod_stack() = default;
  pod_stack(const pod_stack&) = delete;
  pod_stack& operator=(const pod_stack&) = delete;

  std::size_t size() const { return static_cast<std::size_t>(top_ - buffer_.data()); }
  T* data() { return buffer_.data(); }
  T& operator[](std::size_t i) { return buffer_[i]; }
  T& back() { return top_[-1]; }
  void pop_back() { --top_; }
  void clear() { top_ = buffer_.data(); }
  // Drops the values above the first `n` (never grows).
  void resize(std::size_t n) {
    assert(n <= size());
    top_ = buffer_.data() + n;
  }
  void push_back(const T& v) {
    if (top_ == end_) [[unlikely]] grow();
    *top_++ = v;
  }
  // A new top value, default-initialised, to be filled in place.
  T& emplace_back() {
    if (top_ == end_) [[unlikely]] grow();
    return *::new (static_cast<void*>(top_++)) T;
  }

 private:
  [[gnu::noinline]] void grow() {
    const std::size_t used = size();
    buffer_.resize(std::max<std::size_t>(256, buffer_.size() * 2));
    top_ = buffer_.data() + used;
    end_ = buffer_.data() + buffer_.size();
  }

  std::vector<T> buffer_;
  T* top_ = nullptr;
  T* end_ = nullptr;
};

// Hands out runs of consecutive node slots from blocks that never move, so a node can
// point at its children as soon as it closes. The last block's place and size are kept
// here too, so a store or a mark reads no vector.
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
    if (count > size_ - used_) [[unlikely]] new_block(count);
    node* first = last_ + used_;
    std::uninitialized_copy_n(from, count, first);
    used_ += count;
    return first;
  }
  mark position() const { return {blocks_, used_}; }
  // Blocks given back are kept for reuse: backtracking across a block's edge is common.
  void rewind(mark m) {
    if (m.blocks != blocks_) [[unlikely]] give_back(m.blocks);
    used_ = m.used;
  }

 private:
  static constexpr std::uint32_t block_nodes = 2048;

  [[gnu::noinline]] void new_block(std::uint32_t count) {
    used_ = 0;
    if (!spare_.empty() && count <= spare_.back().size) {
      storage_.blocks.push_back(std::move(spare_.back()));
      spare_.pop_back();
    } else {
      std::uint32_t size = std::max(count, block_nodes);
      storage_.blocks.push_back({std::make_unique_for_overwrite<std::byte[]>(size * sizeof(node)), size});
    }
    last_block_changed();
  }
  [[gnu::noinline]] void give_back(std::uint32_t blocks) {
    while (storage_.blocks.size() > blocks) {
      spare_.push_back(std::move(storage_.blocks.back()));
      storage_.blocks.pop_back();
    }
    last_block_changed();
  }
  void last_block_changed() {
    blocks_ = static_cast<std::uint32_t>(storage_.blocks.size());
    last_ = blocks_ ? reinterpret_cast<node*>(storage_.blocks.back().bytes.get()) : nullptr;
    size_ = blocks_ ? storage_.blocks.back().size : 0;
  }

  syntax::node_storage& storage_;
  std::vector<syntax::node_storage::block> spare_;
  node* last_ = nullptr;       // the last block's first slot
  std::uint32_t size_ = 0;     // its slots
  std::uint32_t used_ = 0;     // slots taken in it
  std::uint32_t blocks_ = 0;   // storage_.blocks.size()
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
  pod_stack<node> done;  // finished nodes waiting for their parent
  pod_stack<frame> frames;
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

  // The same two ends over every item, the floor ignored: how far parse() would find the
  // form read (the error's place, error_place in grammar/reach.hpp).
  const char* whole = nullptr;
  const char* whole_word = nullptr;
  // Called at every rule's success, so the common case (nothing read further: a rule ending
  // where the rule inside it ended) returns at once; furthest_word <= furthest <= whole and
  // furthest_word <= whole_word <= whole always hold.
  [[gnu::always_inline]] void reached(const char* at, bool word) {
    if (at <= whole && (!word || at <= whole_word)) return;
    reached_further(at, word);
  }
  void reached_further(const char* at, bool word) {
    const bool own_item = !item_floor || items.empty() || items.back() < item_floor;
    const bool language_word = word && lookahead == 0;
    if (at > whole) whole = at;
    if (language_word && at > whole_word) whole_word = at;
    if (own_item && at > furthest) furthest = at;
    if (language_word && own_item && at > furthest_word) furthest_word = at;
  }
  void begin_form(const char* at) {
    furthest = furthest_word = whole = whole_word = at;
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
  // A retagging rule matched: its frame goes, its children stay for the node it is in,
  // which takes its kind.
  void retag_parent(kind k) {
    frames.pop_back();
    frames.back().k = k;
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

// Deep nesting is an error, not a stack overflow (controls).
template <typename Input> [[noreturn, gnu::noinline]] void nesting_too_deep(const Input& in) {
  throw pegtl::parse_error("rule nesting is too deep", in);
}

// The parser's rules' hooks. With `Track` they also record how far the form was read
// (tree_builder::reached, the item stack, lookaheads): what the error at the unknown word
// and the editor's probes need. A form is read without it first (the common case, a form
// that parses, pays nothing for it) and read again with it only where it is asked for: a
// probe (reach()) or a form that failed (parse()), which reads the same way and so fails
// at the same place.
template <bool Track> struct controls {
  template <typename Rule, typename = void> struct control : pegtl::normal<Rule> {
    template <typename Input> static void start(const Input& in, tree_builder& b) {
      if constexpr (makes_node<Rule>) b.open(Rule::node, in.current());
      if constexpr (retags_parent<Rule>) b.open(Rule::retag, in.current());  // dropped on failure, as a node's
      if constexpr (Track && item_rule<Rule>) b.items.push_back(in.current());
    }
    template <typename Input> static void success(const Input& in, tree_builder& b) {
      if constexpr (adopts_previous<Rule>) b.close_adopting(in.current());
      else if constexpr (makes_node<Rule>) b.close(in.current());
      else if constexpr (retags_parent<Rule>) b.retag_parent(Rule::retag);
      if constexpr (Track) b.reached(in.current(), word_rule<Rule>);
      if constexpr (Track && item_rule<Rule>) b.items.pop_back();
    }
    template <typename Input> static void failure(const Input&, tree_builder& b) {
      if constexpr (makes_node<Rule> || retags_parent<Rule>) b.drop();
      if constexpr (Track && item_rule<Rule>) b.items.pop_back();
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
      if constexpr (Track && lookahead_rule<Rule>) {
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
    template <typename Input> [[noreturn]] static void too_deep(const Input& in) { nesting_too_deep(in); }
    template <typename Input> [[noreturn]] static void raise(const Input& in, tree_builder&) {
      static_assert(grammar::has_message<Rule>, "every rule under must<> needs a message in messages.hpp");
      throw syntax_error{in.current(), grammar::message<Rule>, rule_of<Rule>(), grammar::insertion<Rule>};
    }
  };
  // The whitespace after every token, inline where the token is: what the hooks above do for
  // it (the nesting count of a rule without rules inside, the run kept so that a node ends
  // before it, how far the form was read), in a few instructions when there is nothing or
  // one space to skip (grammar::skip). It never fails.
  template <typename Unused> struct control<grammar::skip, Unused> : pegtl::normal<grammar::skip> {
    template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
              template <typename...> class Control, typename Input>
    [[nodiscard, gnu::always_inline]] static bool match(Input& in, tree_builder& b) {
      if (in.private_depth + 1 > max_rule_depth) nesting_too_deep(in);
      b.skip_begin = in.current();
      (void)grammar::skip::match(in);
      b.skip_end = in.current();
      if constexpr (Track) b.reached(in.current(), false);
      return true;
    }
  };
};

}  // namespace parsing
}  // namespace
}  // namespace megacorp
