// Where the argument lists of checked trees live (checked::expr_list): in the arena of the
// library being checked while library::check runs, on the heap otherwise.
//
// Checking 10 MB of cards makes about a million argument lists; from the heap each is a
// malloc, and destroying the library a free each (docs/benchmarks.md, issue 28). From an
// arena each is a bump of a pointer, and the library's memory goes in a few large blocks.
//
// Invariants:
// - An arena_scope makes `arena` the current one on its thread until it ends; scopes nest.
// - Every list notes where it came from (8 bytes before it), so a list made from the heap
//   can be freed whenever, and one made from an arena is freed with its arena only.
// - So a tree made under a scope must not outlive that arena: the library owns both, and
//   destroys its trees before its arena. A copy made outside the scope is on the heap.
#pragma once

#include <cstddef>
#include <memory_resource>

namespace megacorp::checked {

// Memory that is given out and never taken back until the arena goes (or is released).
// A list is a bump of a pointer within the block in hand, inline (about a million lists
// for 10 MB of cards: docs/benchmarks.md, stop 42); the blocks, growing, come from a
// monotonic resource, which frees them all at once.
class tree_arena {
 public:
  tree_arena() = default;
  // Blocks from `first` bytes up, from `upstream` (what a test counts).
  tree_arena(std::size_t first, std::pmr::memory_resource* upstream) : block_(first), blocks_(first, upstream) {}
  tree_arena(const tree_arena&) = delete;
  tree_arena& operator=(const tree_arena&) = delete;
  // `bytes`, 8-byte aligned; valid until the arena is released or goes.
  void* allocate(std::size_t bytes) {
    bytes = (bytes + 7) & ~std::size_t{7};
    if (static_cast<std::size_t>(end_ - next_) < bytes) refill(bytes);
    void* p = next_;
    next_ += bytes;
    return p;
  }
  // Gives every block back: nothing may point into them any more.
  void release();

 private:
  void refill(std::size_t bytes);  // a new block in hand, of at least `bytes`
  static constexpr std::size_t largest_block = std::size_t{1} << 20;
  std::byte* next_ = nullptr;  // the free part of the block in hand
  std::byte* end_ = nullptr;
  std::size_t block_ = 4096;  // the size of the next block (doubling up to largest_block)
  std::pmr::monotonic_buffer_resource blocks_;
};

// While it lives, the argument lists made on this thread come from `arena`.
class arena_scope {
 public:
  explicit arena_scope(tree_arena& arena);
  ~arena_scope();
  arena_scope(const arena_scope&) = delete;
  arena_scope& operator=(const arena_scope&) = delete;

 private:
  tree_arena* outer_;
};

// `bytes` from the current arena, or the heap when there is none (8-byte aligned).
void* tree_allocate(std::size_t bytes);
// Frees what tree_allocate gave, if it came from the heap; arena memory waits for its arena.
void tree_deallocate(void* p, std::size_t bytes) noexcept;
// Whether `p` (from tree_allocate) came from an arena.
bool from_arena(const void* p) noexcept;

// The allocator of checked::expr_list; stateless, so a list is still three pointers and
// moving one list into another never copies (all tree_allocators are equal).
template <class T>
struct tree_allocator {
  using value_type = T;
  tree_allocator() = default;
  template <class U>
  tree_allocator(const tree_allocator<U>&) noexcept {}
  T* allocate(std::size_t n) {
    static_assert(alignof(T) <= 8, "tree_allocate aligns to 8 bytes");
    return static_cast<T*>(tree_allocate(n * sizeof(T)));
  }
  void deallocate(T* p, std::size_t n) noexcept { tree_deallocate(p, n * sizeof(T)); }
  friend bool operator==(tree_allocator, tree_allocator) { return true; }
};

}  // namespace megacorp::checked
