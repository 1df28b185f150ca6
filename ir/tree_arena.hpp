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

// Memory that is given out and never taken back until the arena goes.
using tree_arena = std::pmr::monotonic_buffer_resource;

// While it lives, the argument lists made on this thread come from `arena`.
class arena_scope {
 public:
  explicit arena_scope(tree_arena& arena);
  ~arena_scope();
  arena_scope(const arena_scope&) = delete;
  arena_scope& operator=(const arena_scope&) = delete;

 private:
  std::pmr::memory_resource* outer_;
};

// `bytes` from the current arena, or the heap when there is none (8-byte aligned).
void* tree_allocate(std::size_t bytes);
// Frees what tree_allocate gave, if it came from the heap; arena memory waits for its arena.
void tree_deallocate(void* p, std::size_t bytes) noexcept;

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
