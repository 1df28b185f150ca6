// Argument lists of checked trees from the current arena or the heap (ir/tree_arena.hpp).
#include "ir/tree_arena.hpp"

#include <algorithm>
#include <cstdint>
#include <new>

namespace megacorp::checked {

namespace {

// The arena of the innermost arena_scope of this thread, or null.
thread_local tree_arena* current = nullptr;

// Before every list: where it came from.
enum class origin : std::uint64_t { heap, arena };
constexpr std::size_t header = sizeof(origin);
static_assert(header == 8, "the header keeps lists 8-byte aligned");

}  // namespace

void tree_arena::refill(std::size_t bytes) {
  const std::size_t size = std::max(bytes, block_);
  next_ = static_cast<std::byte*>(blocks_.allocate(size, alignof(std::max_align_t)));
  end_ = next_ + size;
  block_ = std::min(block_ * 2, largest_block);
}

void tree_arena::release() {
  blocks_.release();
  next_ = end_ = nullptr;
}

arena_scope::arena_scope(tree_arena& arena) : outer_(current) { current = &arena; }
arena_scope::~arena_scope() { current = outer_; }

void* tree_allocate(std::size_t bytes) {
  void* block;
  origin from;
  if (current) {
    block = current->allocate(bytes + header);
    from = origin::arena;
  } else {
    block = ::operator new(bytes + header);
    from = origin::heap;
  }
  *static_cast<origin*>(block) = from;
  return static_cast<std::byte*>(block) + header;
}

// Unsized delete: clang has no sized one unless asked (-fsized-deallocation).
void tree_deallocate(void* p, std::size_t) noexcept {
  void* block = static_cast<std::byte*>(p) - header;
  if (*static_cast<origin*>(block) == origin::heap) ::operator delete(block);
}

bool from_arena(const void* p) noexcept {
  return *(static_cast<const origin*>(p) - 1) == origin::arena;
}

}  // namespace megacorp::checked
