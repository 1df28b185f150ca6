#include "ir/name_table.hpp"

#include <array>
#include <atomic>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

namespace megacorp::checked {
namespace {

// The texts live in chunks that never move, so a reader needs no lock: an id reaches another
// thread only with the tree that holds it, after the text was stored (release, acquire).
constexpr std::uint32_t chunk_bits = 12, chunk_size = 1u << chunk_bits, chunk_count = 1u << 12;

struct table {
  std::mutex writing;
  std::unordered_map<std::string_view, std::uint32_t> ids;  // views of the stored texts
  std::array<std::atomic<std::string*>, chunk_count> chunks{};
  std::vector<std::unique_ptr<std::string[]>> owned;
  std::uint32_t size = 0;

  table() { store(""); }
  // Under `writing`: stores `text` as the next id.
  std::uint32_t store(std::string_view text) {
    if (size == chunk_size * chunk_count) throw std::length_error("the table of names is full (16,777,216 names)");
    std::string* chunk = chunks[size >> chunk_bits].load(std::memory_order_relaxed);
    if (!chunk) {
      owned.push_back(std::make_unique<std::string[]>(chunk_size));
      chunk = owned.back().get();
      chunks[size >> chunk_bits].store(chunk, std::memory_order_release);
    }
    std::string& slot = chunk[size & (chunk_size - 1)];
    slot = std::string(text);
    ids.emplace(slot, size);
    return size++;
  }
};

table& the_table() {
  static table t;
  return t;
}

// The texts this thread interned lately, by a cheap mix of their length and three letters:
// the checker interns the same few words again and again (`this`, `card`, `BQ`), about
// 43 k times per MB of cards, and finds most here without the table's hash and lock. An
// id never changes once given, so an entry is never stale; a collision only misses. An
// entry views the table's own copy of the text, which never moves (a chunk's string is
// written once), so the cache owns nothing: no guard or destructor for the thread_local
// on each call, and no copy of the text on a miss.
struct recent_name {
  std::string_view text;
  std::uint32_t id = 0;
};
static_assert(std::is_trivially_destructible_v<recent_name>);
constexpr std::size_t recent_slots = 1024;
thread_local std::array<recent_name, recent_slots> recent;

std::size_t recent_slot(std::string_view text) {  // `text` is not empty
  std::size_t mix = text.size();
  for (const char c : {text.front(), text[text.size() / 2], text.back()})
    mix = mix * 131 + static_cast<unsigned char>(c);
  return mix % recent_slots;
}

}  // namespace

name_id intern_name(std::string_view text) {
  if (text.empty()) return name_id{};
  recent_name& seen = recent[recent_slot(text)];
  // Sizes, then bytes, inline: std::string_view's == calls compare out of line.
  if (seen.text.size() == text.size() && std::memcmp(seen.text.data(), text.data(), text.size()) == 0)
    return name_id{seen.id};
  table& t = the_table();
  std::uint32_t id = 0;
  {
    const std::lock_guard lock(t.writing);
    const auto found = t.ids.find(text);
    id = found != t.ids.end() ? found->second : t.store(text);
  }
  seen = {name_of(name_id{id}), id};
  return name_id{id};
}

const std::string& name_of(name_id id) {
  const auto i = static_cast<std::uint32_t>(id);
  return the_table().chunks[i >> chunk_bits].load(std::memory_order_acquire)[i & (chunk_size - 1)];
}

}  // namespace megacorp::checked
