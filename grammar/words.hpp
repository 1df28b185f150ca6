// Lexical rules for the grammar, written as loops: whitespace and comments, keywords, and
// a sor that skips alternatives whose first word cannot match. Include via grammar.hpp.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>
#include <utility>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace megacorp::grammar {

namespace pegtl = tao::pegtl;

// A string as a template argument: keyword<"with">.
template <std::size_t N> struct fixed_string {
  char chars[N]{};
  constexpr fixed_string(const char (&s)[N]) {
    for (std::size_t i = 0; i < N; ++i) chars[i] = s[i];
  }
  static constexpr std::size_t size() { return N - 1; }
  constexpr std::string_view view() const { return {chars, N - 1}; }
};

// A letter, digit or '_': what may not follow a keyword (pegtl::identifier_other).
constexpr bool identifier_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Whether a comment starts at `p`: '#' followed by a blank, '#' or the end of the line or
// file (while '#WORD' is a tag), or '//'. It runs to the end of the line.
inline bool comment_at(const char* p, const char* end) {
  if (*p == '/') return end - p > 1 && p[1] == '/';
  if (*p != '#') return false;
  return end - p == 1 || p[1] == ' ' || p[1] == '\t' || p[1] == '#' || p[1] == '\r' || p[1] == '\n';
}

// Whitespace (pegtl::space) and comments between tokens; may match nothing. Most tokens are
// followed by nothing to skip (`,` `:` after a word) or by one space before the next token:
// those two are answered inline (the parser's control inlines this rule at every token);
// anything else by the loop.
struct skip {
  using rule_t = skip;
  using subs_t = pegtl::empty_list;

  // Whether `c` may begin whitespace or a comment: a blank or another control byte (the loop
  // then decides), '#' or '/'.
  static constexpr bool may_skip(char c) { return static_cast<unsigned char>(c) <= ' ' || c == '#' || c == '/'; }

  template <typename Input> [[nodiscard, gnu::always_inline]] static bool match(Input& in) {
    const char* p = in.current();
    const char* end = in.end();
    if (p == end || !may_skip(*p)) return true;
    if (*p == ' ' && end - p > 1 && !may_skip(p[1])) {
      in.bump(1);
      return true;
    }
    return match_loop(in);
  }

  template <typename Input> [[gnu::noinline]] static bool match_loop(Input& in) {
    const char* p = in.current();
    const char* end = in.end();
    while (p != end) {
      char c = *p;
      if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
        ++p;
      } else if (comment_at(p, end)) {
        const void* eol = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
        p = eol ? static_cast<const char*>(eol) + 1 : end;
      } else {
        break;
      }
    }
    in.bump(static_cast<std::size_t>(p - in.current()));
    return true;
  }
};

// A word of the language: its characters, then no letter, digit or '_'. The same rule as
// pegtl::ascii::keyword, with the characters compared in line rather than by memcmp.
template <fixed_string S> struct keyword {
  using rule_t = keyword;
  using subs_t = pegtl::empty_list;

  template <typename Input> [[nodiscard]] static bool match(Input& in) {
    constexpr std::size_t n = S.size();
    const std::size_t left = in.size(n + 1);
    if (left < n || !same(in.current())) return false;
    if (left > n && identifier_char(in.current()[n])) return false;
    in.bump_in_this_line(n);
    return true;
  }
  // Whether the n characters at `p` are this keyword's.
  static bool same(const char* p) {
    for (std::size_t i = 0; i < S.size(); ++i)
      if (p[i] != S.chars[i]) return false;
    return true;
  }
};

// What a rule sees first: the input's characters (`left` of them) and the first one ('\0'
// at the end of the input). Read only as far as a rule asks: most fail at the first.
struct lookahead {
  const char* at;
  std::size_t left;
  char first;
};

// Whether a rule can match at such an input. Exact for a keyword made of identifier
// characters, one<...>, a range and plus<> of them, a seq (its first rules decide, see
// may_start_seq) and a sor; true, to be safe, for anything else. Never false where the
// rule could match, and never false for a must<> (which must raise its error).
template <typename Rule> struct may_start {
  static bool with(lookahead) { return true; }
};
template <fixed_string S> struct may_start<keyword<S>> {
  static constexpr bool plain = [] {
    for (char c : S.view())
      if (!identifier_char(c)) return false;
    return true;
  }();
  static bool with(lookahead in) {
    if constexpr (!plain) return in.first == S.chars[0];  // `owner's`: the identifier stops before the '
    // the keyword's characters, then no more of the identifier (keyword<S>::match)
    constexpr std::size_t n = S.size();
    return in.left >= n && keyword<S>::same(in.at) && (in.left == n || !identifier_char(in.at[n]));
  }
};
template <char... Cs>
struct may_start<pegtl::internal::one<pegtl::internal::result_on_found::success, pegtl::internal::peek_char, Cs...>> {
  static bool with(lookahead in) { return ((in.first == Cs) || ...); }
};
template <char Lo, char Hi>
struct may_start<pegtl::internal::range<pegtl::internal::result_on_found::success, pegtl::internal::peek_char, Lo, Hi>> {
  static bool with(lookahead in) { return in.first >= Lo && in.first <= Hi; }
};
template <typename Rule, typename... Rules> struct may_start<pegtl::internal::plus<Rule, Rules...>> {
  static bool with(lookahead in) { return may_start<typename Rule::rule_t>::with(in); }
};
// A seq: its first rule that must consume decides. A rule that consumes nothing
// (not_at), or may (opt, star), lets what follows it decide as well.
template <typename... Rules> struct may_start_seq {
  static bool with(lookahead) { return true; }  // empty: matches anywhere
};
template <typename First, typename... Rest> struct may_start_first {
  static bool with(lookahead in) { return may_start<First>::with(in); }
};
template <typename Rule, typename... Rest> struct may_start_first<pegtl::internal::not_at<Rule>, Rest...> {
  static bool with(lookahead in) { return may_start_seq<Rest...>::with(in); }
};
template <typename Rule, typename... Rest> struct may_start_first<pegtl::internal::opt<Rule>, Rest...> {
  static bool with(lookahead in) { return may_start<typename Rule::rule_t>::with(in) || may_start_seq<Rest...>::with(in); }
};
template <typename Rule, typename... Rest> struct may_start_first<pegtl::internal::star<Rule>, Rest...> {
  static bool with(lookahead in) { return may_start<typename Rule::rule_t>::with(in) || may_start_seq<Rest...>::with(in); }
};
template <typename First, typename... Rest> struct may_start_seq<First, Rest...> {
  static bool with(lookahead in) { return may_start_first<typename First::rule_t, Rest...>::with(in); }
};
template <typename... Rules> struct may_start<pegtl::internal::seq<Rules...>> : may_start_seq<Rules...> {};
template <typename... Alts> struct may_start<pegtl::internal::sor<Alts...>> {
  static bool with(lookahead in) { return (may_start<typename Alts::rule_t>::with(in) || ...); }
};

// sor<Alts...>, except that an alternative that cannot start with the word (or the
// character) at the input is not tried: it would fail at once. Same result, far fewer
// attempts where alternatives each start with their own word (qualifiers, statements,
// card fields) or kind of token (numbers, tags, names).
template <typename... Alts> struct sor_by_word;
template <typename... Alts> struct may_start<sor_by_word<Alts...>> : may_start<pegtl::internal::sor<Alts...>> {};

// A set of characters, known at compile time.
struct char_set {
  std::uint64_t bits[4]{};
  static constexpr char_set all() { return {{~0ULL, ~0ULL, ~0ULL, ~0ULL}}; }
  static constexpr char_set of(char c) {
    char_set s;
    const auto u = static_cast<unsigned char>(c);
    s.bits[u / 64] |= 1ULL << (u % 64);
    return s;
  }
  constexpr char_set operator|(char_set o) const {
    return {{bits[0] | o.bits[0], bits[1] | o.bits[1], bits[2] | o.bits[2], bits[3] | o.bits[3]}};
  }
  constexpr bool has(char c) const {
    const auto u = static_cast<unsigned char>(c);
    return (bits[u / 64] >> (u % 64)) & 1U;
  }
};

// The characters a rule can start with (the end of the input reads as '\0'): a coarser
// may_start, read from one table before it. Never without a character may_start allows;
// everything for a rule it does not know, as may_start is true for it.
template <typename Rule> struct first_chars {
  static constexpr char_set value = char_set::all();
};
template <fixed_string S> struct first_chars<keyword<S>> {
  static constexpr char_set value = char_set::of(S.chars[0]);
};
template <char... Cs>
struct first_chars<pegtl::internal::one<pegtl::internal::result_on_found::success, pegtl::internal::peek_char, Cs...>> {
  static constexpr char_set value = (char_set{} | ... | char_set::of(Cs));
};
template <char Lo, char Hi>
struct first_chars<pegtl::internal::range<pegtl::internal::result_on_found::success, pegtl::internal::peek_char, Lo, Hi>> {
  static constexpr char_set value = [] {
    char_set s;
    for (int c = static_cast<unsigned char>(Lo); c <= static_cast<unsigned char>(Hi); ++c) s = s | char_set::of(static_cast<char>(c));
    return s;
  }();
};
template <typename Rule, typename... Rules> struct first_chars<pegtl::internal::plus<Rule, Rules...>> {
  static constexpr char_set value = first_chars<typename Rule::rule_t>::value;
};
// A seq, as may_start_seq reads it: the first rule that must consume decides.
template <typename... Rules> struct first_chars_seq {
  static constexpr char_set value = char_set::all();
};
template <typename First, typename... Rest> struct first_chars_first {
  static constexpr char_set value = first_chars<First>::value;
};
template <typename Rule, typename... Rest> struct first_chars_first<pegtl::internal::not_at<Rule>, Rest...> {
  static constexpr char_set value = first_chars_seq<Rest...>::value;
};
template <typename Rule, typename... Rest> struct first_chars_first<pegtl::internal::opt<Rule>, Rest...> {
  static constexpr char_set value = first_chars<typename Rule::rule_t>::value | first_chars_seq<Rest...>::value;
};
template <typename Rule, typename... Rest> struct first_chars_first<pegtl::internal::star<Rule>, Rest...> {
  static constexpr char_set value = first_chars<typename Rule::rule_t>::value | first_chars_seq<Rest...>::value;
};
template <typename First, typename... Rest> struct first_chars_seq<First, Rest...> {
  static constexpr char_set value = first_chars_first<typename First::rule_t, Rest...>::value;
};
template <typename... Rules> struct first_chars<pegtl::internal::seq<Rules...>> : first_chars_seq<Rules...> {};
template <typename... Alts> struct first_chars<pegtl::internal::sor<Alts...>> {
  static constexpr char_set value = (char_set{} | ... | first_chars<typename Alts::rule_t>::value);
};
template <typename... Alts> struct first_chars<sor_by_word<Alts...>> : first_chars<pegtl::internal::sor<Alts...>> {};

template <typename... Alts> struct sor_by_word {
  using rule_t = sor_by_word;
  using subs_t = pegtl::type_list<Alts...>;

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename Input, typename... States>
  [[nodiscard]] static bool match(Input& in, States&&... st) {
    const std::size_t left = in.size(0);
    const lookahead ahead{in.current(), left, left ? in.peek_char() : '\0'};
    const std::uint64_t may = starting[static_cast<unsigned char>(ahead.first)];
    if (may == 0) return false;
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return (((may >> I) & 1U && attempt<Alts, A, Action, Control>(ahead, in, st...)) || ...);
    }(std::index_sequence_for<Alts...>{});
  }

 private:
  // For each first character, the alternatives (bit i: the i-th) that can start with it.
  static_assert(sizeof...(Alts) <= 64, "sor_by_word: at most 64 alternatives");
  static constexpr std::array<std::uint64_t, 256> starting = [] {
    std::array<std::uint64_t, 256> table{};
    const char_set sets[] = {first_chars<typename Alts::rule_t>::value...};
    for (std::size_t c = 0; c < 256; ++c)
      for (std::size_t i = 0; i < sizeof...(Alts); ++i)
        if (sets[i].has(static_cast<char>(c))) table[c] |= std::uint64_t{1} << i;
    return table;
  }();

  template <typename Alt, pegtl::apply_mode A, template <typename...> class Action,
            template <typename...> class Control, typename Input, typename... States>
  static bool attempt(lookahead ahead, Input& in, States&&... st) {
    if (!may_start<typename Alt::rule_t>::with(ahead)) return false;
    return Control<Alt>::template match<A, pegtl::rewind_mode::required, Action, Control>(in, st...);
  }
};

// Words the grammar takes that code beside the parser reads too, spelled once: `words` lists
// them, `or_more<...>` is the rule that takes one of them or one of the rules after them.
template <fixed_string... S> struct word_list {
  static constexpr std::array<std::string_view, sizeof...(S)> words{S.view()...};
  template <typename... More> using or_more = sor_by_word<keyword<S>..., More...>;
  // The rule that takes one of them, each word wrapped in Token (grammar.hpp's `w`: spaces after).
  template <template <typename> class Token> using as = sor_by_word<Token<keyword<S>>...>;
};

}  // namespace megacorp::grammar

namespace tao::pegtl {

// For pegtl::analyze: skip may consume nothing, a keyword consumes input, sor_by_word is a sor.
template <typename Name> struct analyze_traits<Name, megacorp::grammar::skip> : analyze_opt_traits<> {};
template <typename Name, megacorp::grammar::fixed_string S>
struct analyze_traits<Name, megacorp::grammar::keyword<S>> : analyze_any_traits<> {};
template <typename Name, typename... Alts>
struct analyze_traits<Name, megacorp::grammar::sor_by_word<Alts...>> : analyze_traits<Name, typename sor<Alts...>::rule_t> {};

}  // namespace tao::pegtl
