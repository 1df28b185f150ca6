// A vector that keeps up to N elements inside itself and goes to the heap only beyond:
// copying a state whose piles and lists fit allocates nothing (docs/benchmarks.md).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

namespace engine {

// Elements are contiguous (data(), size()); iterators are pointers, invalidated by any
// change of size as with std::vector. Holds any copyable T; trivially copyable ones are
// copied with memcpy. A copy holds as many elements as the original, inline when they fit.
template <class T, std::size_t N>
class small_vector {
  static_assert(N > 0, "an inline capacity of at least one element");
  static constexpr bool trivial = std::is_trivially_copyable_v<T>;

 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using iterator = T*;
  using const_iterator = const T*;

  small_vector() noexcept = default;
  small_vector(std::initializer_list<T> init) { assign(init.begin(), init.end()); }
  template <class It, class = decltype(*std::declval<It>())>
  small_vector(It first, It last) { assign(first, last); }
  small_vector(const small_vector& o) { assign(o.begin(), o.end()); }
  small_vector(small_vector&& o) noexcept { take(std::move(o)); }
  ~small_vector() { release(); }

  small_vector& operator=(const small_vector& o) {
    if (this != &o) {
      clear();
      assign(o.begin(), o.end());
    }
    return *this;
  }
  small_vector& operator=(small_vector&& o) noexcept {
    if (this != &o) {
      release();
      data_ = inline_data();
      size_ = 0;
      cap_ = N;
      take(std::move(o));
    }
    return *this;
  }

  T* data() noexcept { return data_; }
  const T* data() const noexcept { return data_; }
  size_type size() const noexcept { return size_; }
  size_type capacity() const noexcept { return cap_; }
  bool empty() const noexcept { return size_ == 0; }
  bool on_heap() const noexcept { return data_ != inline_data(); }

  iterator begin() noexcept { return data_; }
  iterator end() noexcept { return data_ + size_; }
  const_iterator begin() const noexcept { return data_; }
  const_iterator end() const noexcept { return data_ + size_; }
  const_iterator cbegin() const noexcept { return data_; }
  const_iterator cend() const noexcept { return data_ + size_; }
  std::reverse_iterator<iterator> rbegin() noexcept { return std::reverse_iterator<iterator>(end()); }
  std::reverse_iterator<iterator> rend() noexcept { return std::reverse_iterator<iterator>(begin()); }
  std::reverse_iterator<const_iterator> rbegin() const noexcept { return std::reverse_iterator<const_iterator>(end()); }
  std::reverse_iterator<const_iterator> rend() const noexcept { return std::reverse_iterator<const_iterator>(begin()); }

  T& operator[](size_type i) noexcept { return data_[i]; }
  const T& operator[](size_type i) const noexcept { return data_[i]; }
  T& front() noexcept { return data_[0]; }
  const T& front() const noexcept { return data_[0]; }
  T& back() noexcept { return data_[size_ - 1]; }
  const T& back() const noexcept { return data_[size_ - 1]; }

  void reserve(size_type n) {
    if (n > cap_) grow_to(n);
  }
  void clear() noexcept {
    std::destroy(data_, data_ + size_);
    size_ = 0;
  }
  void push_back(const T& v) { emplace_back(v); }
  void push_back(T&& v) { emplace_back(std::move(v)); }
  template <class... A>
  T& emplace_back(A&&... a) {
    if (size_ == cap_) {
      T copy(std::forward<A>(a)...);  // the argument may live in this vector
      grow_to(next_capacity());
      return *::new (static_cast<void*>(data_ + size_++)) T(std::move(copy));
    }
    return *::new (static_cast<void*>(data_ + size_++)) T(std::forward<A>(a)...);
  }
  void pop_back() noexcept { std::destroy_at(data_ + --size_); }
  void resize(size_type n) { resize(n, T{}); }
  void resize(size_type n, const T& v) {
    if (n < size_) {
      std::destroy(data_ + n, data_ + size_);
      size_ = static_cast<std::uint32_t>(n);
      return;
    }
    reserve(n);
    std::uninitialized_fill(data_ + size_, data_ + n, v);
    size_ = static_cast<std::uint32_t>(n);
  }
  iterator insert(const_iterator pos, const T& v) {
    const size_type at = static_cast<size_type>(pos - data_);
    if (at == size_) {
      push_back(v);
      return data_ + at;
    }
    T copy(v);
    if (size_ == cap_) grow_to(next_capacity());
    ::new (static_cast<void*>(data_ + size_)) T(std::move(data_[size_ - 1]));
    std::move_backward(data_ + at, data_ + size_ - 1, data_ + size_);
    ++size_;
    data_[at] = std::move(copy);
    return data_ + at;
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    T* f = data_ + (first - data_);
    T* l = data_ + (last - data_);
    if (f == l) return f;
    T* new_end = std::move(l, end(), f);
    std::destroy(new_end, end());
    size_ = static_cast<std::uint32_t>(new_end - data_);
    return f;
  }

  friend bool operator==(const small_vector& a, const small_vector& b) {
    return a.size_ == b.size_ && std::equal(a.begin(), a.end(), b.begin());
  }

 private:
  T* inline_data() noexcept { return std::launder(reinterpret_cast<T*>(buf_)); }
  const T* inline_data() const noexcept { return std::launder(reinterpret_cast<const T*>(buf_)); }
  size_type next_capacity() const { return std::max<size_type>(size_type{cap_} * 2, 4); }

  template <class It>
  void assign(It first, It last) {
    const auto n = static_cast<size_type>(std::distance(first, last));
    reserve(n);
    if constexpr (trivial && std::is_pointer_v<It>) {
      if (n) std::memcpy(static_cast<void*>(data_), first, n * sizeof(T));
    } else {
      std::uninitialized_copy(first, last, data_);
    }
    size_ = static_cast<std::uint32_t>(n);
  }
  void grow_to(size_type n) {
    T* fresh = static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t{alignof(T)}));
    if constexpr (trivial) {
      if (size_) std::memcpy(static_cast<void*>(fresh), data_, size_ * sizeof(T));
    } else {
      std::uninitialized_move(data_, data_ + size_, fresh);
      std::destroy(data_, data_ + size_);
    }
    if (on_heap()) ::operator delete(data_, std::align_val_t{alignof(T)});
    data_ = fresh;
    cap_ = static_cast<std::uint32_t>(n);
  }
  void release() noexcept {
    std::destroy(data_, data_ + size_);
    if (on_heap()) ::operator delete(data_, std::align_val_t{alignof(T)});
  }
  // Takes o's elements: its heap block as it is, or its inline elements one by one.
  void take(small_vector&& o) noexcept {
    if (o.on_heap()) {
      data_ = o.data_;
      cap_ = o.cap_;
      size_ = o.size_;
    } else {
      std::uninitialized_move(o.begin(), o.end(), data_);
      size_ = o.size_;
      std::destroy(o.begin(), o.end());
    }
    o.data_ = o.inline_data();
    o.size_ = 0;
    o.cap_ = N;
  }

  T* data_ = inline_data();
  std::uint32_t size_ = 0;
  std::uint32_t cap_ = N;
  alignas(T) unsigned char buf_[N * sizeof(T)];
};

// std::erase_if for a small_vector: removes the elements for which pred holds.
template <class T, std::size_t N, class Pred>
std::size_t erase_if(small_vector<T, N>& v, Pred pred) {
  auto keep = std::remove_if(v.begin(), v.end(), pred);
  const auto n = static_cast<std::size_t>(v.end() - keep);
  v.erase(keep, v.end());
  return n;
}

}  // namespace engine
