// Rule answers kept while a game does not change (docs/engine.md, "Rule answers kept";
// docs/benchmarks.md, Stop 47). Card text's answers to the engine's rule questions (ask,
// ask_number) are a function of the state read and of the question alone when nothing else
// is being read: within a scope over one state (an action's run, apply.cpp run_held; a
// listing of legal actions) such an answer is kept and given again until the state changes.
// Invariants:
// - only the scope's state is answered from the memo; a scope's start and end forget all;
// - every change of a game in play goes through ops::game(), which forgets all (forget());
//   inside a scope nothing else writes its state (a listing's state is const). An ops method
//   that writes through a reference it took from game() makes no rule question between
//   such a write and its next game() call (record() is one), so no answer kept before the
//   write is read after it (ops*.cpp as of docs/benchmarks.md, Stop 47);
// - only an outermost question is kept or answered from the memo: a question asked while
//   another reading is under way (a rule question, a keyword question, a rule read without
//   the rules after it, a card's traits read through another's) may get another answer
//   (docs/rulings.md, A rule that reads what it changes): those readings hold a
//   nested_reading while they last.
#pragma once

#include <array>
#include <cstdint>

#include "engine/types.hpp"

namespace engine {

struct state;

namespace rule_memo_detail {
struct entry {
  std::uint64_t key = 0;
  std::uint64_t stamp = 0;  // valid while equal to the memo's stamp
  std::uint16_t what = 0;
  int answer = 0;
};
constexpr std::size_t slots = 256;
struct memo {
  const state* scope = nullptr;
  std::uint64_t stamp = 1;  // never 0; never the same twice on a thread (64 bits do not wrap)
  int nested = 0;  // readings under way that make a question not the outermost
  std::array<entry, slots> table{};
};
inline thread_local memo now;
}  // namespace rule_memo_detail

// Forgets every kept answer (a change of the game, a scope's start or end).
inline void rule_memo_forget() { ++rule_memo_detail::now.stamp; }

// A number naming `s` as it is now, within a scope over it (0 outside): equal twice on a
// thread only if s did not change in between; for what a reader keeps of s (any reading,
// outermost or not, when what it keeps is a function of the state alone).
inline std::uint64_t rule_memo_stamp(const state& s) {
  return rule_memo_detail::now.scope == &s ? rule_memo_detail::now.stamp : 0;
}

// Answers about `s` are kept while this lasts (nested scopes over the same state share them).
class rule_memo_scope {
 public:
  explicit rule_memo_scope(const state& s) : saved_(rule_memo_detail::now.scope), s_(&s) {
    if (saved_ != s_) rule_memo_detail::now.scope = s_, rule_memo_forget();
  }
  ~rule_memo_scope() {
    if (saved_ != s_) rule_memo_detail::now.scope = saved_, rule_memo_forget();
  }
  rule_memo_scope(const rule_memo_scope&) = delete;
  rule_memo_scope& operator=(const rule_memo_scope&) = delete;

 private:
  const state* saved_;
  const state* s_;
};

// A reading under way inside which a question is not the outermost one.
struct nested_reading {
  nested_reading() { ++rule_memo_detail::now.nested; }
  ~nested_reading() { --rule_memo_detail::now.nested; }
  nested_reading(const nested_reading&) = delete;
  nested_reading& operator=(const nested_reading&) = delete;
};

// Whether a question about `s` asked now may be kept or answered from the memo.
inline bool rule_memo_open(const state& s) {
  const rule_memo_detail::memo& m = rule_memo_detail::now;
  return m.scope == &s && m.nested == 0;
}

// A question: its kind (0 a yes/no query, 1 a number), its number, the cards asked about
// and the answer without rules.
struct rule_question {
  std::uint16_t what = 0;  // kind << 8 | number
  std::uint64_t key = 0;   // value << 32 | self << 16 | other
  rule_question(unsigned kind, unsigned q, card_id self, card_id other, int value)
      : what(static_cast<std::uint16_t>(kind << 8 | q)),
        key(std::uint64_t{static_cast<std::uint32_t>(value)} << 32 | std::uint64_t{self} << 16 | other) {}
};

namespace rule_memo_detail {
inline entry& slot_of(const rule_question& r) {
  std::uint64_t h = (r.key ^ (std::uint64_t{r.what} << 52)) * 0x9E3779B97F4A7C15ULL;
  return now.table[(h >> 56) & (slots - 1)];
}
}  // namespace rule_memo_detail

// The kept answer to r, if there is one (rule_memo_open before).
inline bool rule_memo_find(const rule_question& r, int& answer) {
  const rule_memo_detail::entry& e = rule_memo_detail::slot_of(r);
  if (e.stamp != rule_memo_detail::now.stamp || e.key != r.key || e.what != r.what) return false;
  answer = e.answer;
  return true;
}

inline void rule_memo_keep(const rule_question& r, int answer) {
  rule_memo_detail::entry& e = rule_memo_detail::slot_of(r);
  e.key = r.key, e.what = r.what, e.stamp = rule_memo_detail::now.stamp, e.answer = answer;
}

}  // namespace engine
