// The cards checked on several threads, with the same result as on one (docs/design.md,
// "The check on two threads").
//
// Invariants:
// - The cards are cut into contiguous chunks by count, one a thread; a chunk's checker
//   writes only its own cards, its own diagnostics and its own arena (definitions::
//   thread_trees_), and reads what the first pass and the keywords' check made, which no
//   thread writes while the cards are checked.
// - What depends on the order of the cards is done after, on the calling thread, card by
//   card in card order: each card's diagnostics appended, the founder's business read as
//   one thread would have (checked_before), the card settled (library::check numbers the
//   uses and rules effects give in that order).
// - A tag no card prints gets its id from the order it is met: a worker adds none and the
//   check is made again on one thread (tag_number).
// - The names a thread interns may get other ids than on one thread: no output depends on
//   an id's value (ir/name_table.hpp: ids are compared, never ordered or printed).
#include <cstddef>
#include <exception>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

#include "check/checker.hpp"
#include "ir/tree_arena.hpp"

namespace megacorp {

namespace {
// Fewer cards than this a thread are checked on one: a thread costs about 50 microseconds
// to start, about what checking 50 cards takes.
constexpr std::size_t min_cards_a_thread = 128;
constexpr std::size_t not_merging = static_cast<std::size_t>(-1);
}  // namespace

// Where a card's diagnostics are in its worker's list: [begin, business) before the founder's
// business is read (by the merge), [business, end) after.
struct checker::card_marks {
  std::size_t begin = 0, business = 0, end = 0;
  const syntax::node* business_field = nullptr;
};

struct checker::worker {
  diagnostics diags;
  std::vector<card_marks> marks;
  checked::tree_arena* arena = nullptr;
  std::unique_ptr<checker> check;
  std::exception_ptr failed;
};

checker::checker(const checker& main, diagnostics& diags) : lib_(main.lib_), sources_(main.sources_), diags_(diags) {
  known_tags_ = main.known_tags_;
  known_tag_list_ = main.known_tag_list_;
  worker_ = true;
}

// Cards [begin, end) of `cards`, each as check_card but for the founder's business.
void checker::check_chunk(const std::vector<pending>& cards, std::size_t begin, std::size_t end,
                          std::vector<card_marks>& marks) {
  marks.reserve(end - begin);
  for (std::size_t i = begin; i < end; ++i) {
    if (i + 2 < end) syntax::prefetch_children(*cards[i + 2].tree);
    const pending& p = cards[i];
    current_file_ = p.file;
    auto& c = *static_cast<checked::card*>(p.target);
    card_marks& m = marks.emplace_back();
    m.begin = diags_.list().size();
    card_fields seen;
    check_card_fields(*p.tree, c, seen);
    m.business = diags_.list().size();
    m.business_field = seen.get(syntax::kind::field_business);
    whole_card_checks(c);
    m.end = diags_.list().size();
  }
}

// Card `p`, checked by a worker into `from`: what one thread would have done after its fields.
void checker::merge_card(const pending& p, const card_marks& m, diagnostics& from,
                         const std::function<void(checked::card&)>& settle) {
  current_file_ = p.file;
  auto& c = *static_cast<checked::card*>(p.target);
  for (std::size_t i = m.begin; i < m.business; ++i) diags_.add(from.list()[i]);
  check_founder_business(c, m.business_field);
  for (std::size_t i = m.business; i < m.end; ++i) diags_.add(from.list()[i]);
  if (settle) settle(c);
}

// On one thread the business card `b` has its types when it comes before the founder being
// checked (or is that card); while merging, every card has them, so the order is asked.
bool checker::checked_before(const checked::card& b) const {
  if (merging_ == not_merging) return true;
  for (std::size_t i = merging_ + 1; i-- > 0;)  // the business is most often just before its founder
    if (cards_[i].target == &b) return true;
  return false;
}

// The threads the cards took (1 when they are too few to share), or 0 when a worker met a
// tag no card prints.
std::size_t checker::check_cards_on_threads(const std::function<void(checked::card&)>& settle, std::size_t threads) {
  if (threads < 2 || cards_.size() < threads * min_cards_a_thread) {
    check_cards(settle);
    return 1;
  }
  std::vector<worker> workers(threads);
  auto first = [&](std::size_t t) { return cards_.size() * t / threads; };
  for (worker& w : workers) {
    w.check = std::unique_ptr<checker>(new checker(*this, w.diags));
    w.arena = lib_.thread_trees_.emplace_back(std::make_unique<checked::tree_arena>()).get();
  }
  auto work = [&](std::size_t t) {
    try {
      const checked::arena_scope in(*workers[t].arena);
      workers[t].check->check_chunk(cards_, first(t), first(t + 1), workers[t].marks);
    } catch (...) {
      workers[t].failed = std::current_exception();
    }
  };
  {
    std::vector<std::jthread> others;  // joined at the end of this block
    for (std::size_t t = 1; t < threads; ++t) try {
        others.emplace_back(work, t);
      } catch (const std::system_error&) {  // no thread to be had: this one does it
        work(t);
      }
    work(0);
  }
  for (const worker& w : workers)
    if (w.failed) std::rethrow_exception(w.failed);
  for (const worker& w : workers)
    if (w.check->new_tag_met_) return 0;
  for (std::size_t t = 0; t < threads; ++t)
    for (std::size_t k = 0; k < workers[t].marks.size(); ++k) {
      merging_ = first(t) + k;
      merge_card(cards_[merging_], workers[t].marks[k], workers[t].diags, settle);
    }
  merging_ = not_merging;
  for (worker& w : workers) variants_read_.merge(w.check->variants_read_);
  return threads;
}

}  // namespace megacorp
