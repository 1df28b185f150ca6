// A set of card ids as bits, read in card id order: the cards in play (state::in_play),
// so that rule queries read a short list instead of every card of the game.
#pragma once

#include "engine/small_vector.hpp"
#include "engine/types.hpp"

#include <bit>
#include <cstdint>

namespace engine {

class card_set {
 public:
  bool contains(card_id c) const {
    const std::size_t w = c / 64;
    return w < words_.size() && ((words_[w] >> (c % 64)) & 1U);
  }
  void insert(card_id c) {
    const std::size_t w = c / 64;
    if (w >= words_.size()) words_.resize(w + 1, 0);
    words_[w] |= std::uint64_t{1} << (c % 64);
  }
  void erase(card_id c) {
    const std::size_t w = c / 64;
    if (w < words_.size()) words_[w] &= ~(std::uint64_t{1} << (c % 64));
  }
  bool empty() const {
    for (std::uint64_t w : words_)
      if (w) return false;
    return true;
  }
  int size() const {
    int n = 0;
    for (std::uint64_t w : words_) n += std::popcount(w);
    return n;
  }

  // The ids in increasing order.
  class iterator {
   public:
    using value_type = card_id;
    using difference_type = std::ptrdiff_t;
    iterator() = default;
    iterator(const std::uint64_t* w, const std::uint64_t* end) : w_(w), end_(end) { settle(); }
    card_id operator*() const { return static_cast<card_id>(base_ + std::countr_zero(bits_)); }
    iterator& operator++() {
      bits_ &= bits_ - 1;
      if (!bits_) {
        ++w_;
        base_ += 64;
        settle();
      }
      return *this;
    }
    iterator operator++(int) {
      iterator old = *this;
      ++*this;
      return old;
    }
    friend bool operator==(const iterator& a, const iterator& b) { return a.w_ == b.w_ && a.bits_ == b.bits_; }

   private:
    // Moves to the first word from w_ on with a bit set (bits_ its bits), or to the end.
    void settle() {
      while (w_ != end_ && *w_ == 0) {
        ++w_;
        base_ += 64;
      }
      bits_ = w_ != end_ ? *w_ : 0;
    }
    const std::uint64_t* w_ = nullptr;
    const std::uint64_t* end_ = nullptr;
    std::uint64_t bits_ = 0;
    unsigned base_ = 0;
  };
  iterator begin() const { return {words_.begin(), words_.end()}; }
  iterator end() const { return {words_.end(), words_.end()}; }

  // Two sets are equal when they hold the same ids (trailing empty words do not count).
  friend bool operator==(const card_set& a, const card_set& b) {
    const std::size_t n = std::max(a.words_.size(), b.words_.size());
    for (std::size_t i = 0; i < n; ++i)
      if ((i < a.words_.size() ? a.words_[i] : 0) != (i < b.words_.size() ? b.words_[i] : 0)) return false;
    return true;
  }

 private:
  small_vector<std::uint64_t, 4> words_;  // 256 cards inline
};

}  // namespace engine
