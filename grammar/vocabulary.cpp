#include "grammar/vocabulary.hpp"

#include <algorithm>
#include <type_traits>

#include "grammar/grammar.hpp"
#include "grammar/reach.hpp"

namespace megacorp::grammar {

namespace {

using words = std::vector<std::string>;

// Adds the words a rule can start with: a keyword's own word; a seq's first rule; every
// alternative of a sor; what must<> or plus<> wraps. Anything else (opt<>, a name, a
// number) adds nothing, so only literal language words come out.
template <typename Rule> struct first_of {
  static void add(words& out) {
    using R = typename Rule::rule_t;
    if constexpr (!std::is_same_v<R, Rule>) first_of<R>::add(out);
  }
};
template <fixed_string S> struct first_of<keyword<S>> {
  static void add(words& out) { out.emplace_back(S.view()); }
};
template <typename First, typename... Rest> struct first_of<pegtl::internal::seq<First, Rest...>> {
  static void add(words& out) { first_of<First>::add(out); }
};
template <typename... Alts> struct first_of<pegtl::internal::sor<Alts...>> {
  static void add(words& out) { (first_of<Alts>::add(out), ...); }
};
template <typename... Alts> struct first_of<sor_by_word<Alts...>> {
  static void add(words& out) { (first_of<Alts>::add(out), ...); }
};
template <typename R> struct first_of<pegtl::internal::must<R>> {
  static void add(words& out) { first_of<R>::add(out); }
};
template <typename R, typename... Rs> struct first_of<pegtl::internal::plus<R, Rs...>> {
  static void add(words& out) { first_of<R>::add(out); }
};

// The second rule of a seq: in `seq<selection, X>`, X.
template <typename Seq> struct second_of;
template <typename A, typename B, typename... Rest> struct second_of<pegtl::internal::seq<A, B, Rest...>> {
  using type = B;
};

template <typename... Rules> words collect() {
  words out;
  (first_of<Rules>::add(out), ...);
  words unique;
  for (auto& w : out)
    if (std::find(unique.begin(), unique.end(), w) == unique.end()) unique.push_back(std::move(w));
  return unique;
}

// Every keyword<S> under Rule, each rule visited once (the grammar is recursive).
template <typename Rule> struct all_of;
template <typename... Rules> void visit_all(words& out, std::vector<const void*>& seen, pegtl::type_list<Rules...>) {
  (all_of<typename Rules::rule_t>::add(out, seen), ...);
}
template <typename Rule> struct all_of {
  static void add(words& out, std::vector<const void*>& seen) {
    static const char id = 0;
    if (std::find(seen.begin(), seen.end(), &id) != seen.end()) return;
    seen.push_back(&id);
    visit_all(out, seen, typename Rule::subs_t{});
  }
};
template <fixed_string S> struct all_of<keyword<S>> {
  static void add(words& out, std::vector<const void*>&) {
    std::string w(S.view());
    if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(std::move(w));
  }
};

}  // namespace

const std::vector<std::string>& all_words() {
  static const words all = [] {
    words out;
    std::vector<const void*> seen;
    all_of<file_item>::add(out, seen);
    return out;
  }();
  return all;
}

std::vector<std::string> first_words(construct c) {
  switch (c) {
    case construct::top_form: return collect<top_form>();
    case construct::card_item: return collect<card_item>();
    case construct::ability: return collect<ability>();
    case construct::deck_item: return collect<deck_item>();
    case construct::statement: return collect<imperative, you_may>();
    case construct::after_selection: return collect<typename second_of<selection_stmt::rule_t>::type>();
    case construct::scenario_item: return collect<scenario_item>();
    case construct::player_item: return collect<player_item>();
    case construct::action: return collect<action_body>();
    case construct::expectation: return collect<expectation>();
  }
  return {};
}

std::span<const std::string_view> card_noun_words() { return card_nouns::words; }

std::span<const std::string_view> verb_words() { return verbs::words; }

const std::vector<std::string>& trait_words() {
  static const words traits = collect<trait_lit>();
  return traits;
}
bool is_trait_word(std::string_view w) {
  const words& traits = trait_words();
  return std::find(traits.begin(), traits.end(), w) != traits.end();
}

}  // namespace megacorp::grammar
