// The arena of checked trees (ir/tree_arena.hpp): lists made under a scope come from its
// arena, others from the heap; a library checked again starts from an empty arena; a copy
// of a checked tree outlives its library (under the sanitizers a tree left in a released
// arena is a use after free).
#include <catch2/catch.hpp>

#include <cstddef>
#include <memory_resource>
#include <string>

#include "ir/checked.hpp"
#include "ir/render.hpp"
#include "library/library.hpp"

namespace {

using megacorp::checked::expr;
using megacorp::checked::op;

// Counts what an arena asks of the heap.
struct counting_resource : std::pmr::memory_resource {
  std::size_t asked = 0;
  void* do_allocate(std::size_t bytes, std::size_t align) override {
    asked += bytes;
    return std::pmr::new_delete_resource()->allocate(bytes, align);
  }
  void do_deallocate(void* p, std::size_t bytes, std::size_t align) override {
    std::pmr::new_delete_resource()->deallocate(p, bytes, align);
  }
  bool do_is_equal(const std::pmr::memory_resource& other) const noexcept override { return this == &other; }
};

expr with_args(std::size_t n) {
  expr e;
  e.o = op::sequence;
  e.args.resize(n);
  return e;
}

// A card with a rule tree deep enough to need lists, and a scenario (a second check must not
// find its own scenario "defined twice").
const std::string arena_text = R"(card "Arena Idol" {
  type: location
  faction: none
  cost: 1M
  traits: IQ 1, EQ 1, MQ 1, BQ 1
  when this is deployed: for each card in card radius 1 of this { deal 1 BQ damage to it }
}

scenario "The arena idol is a location" {
  player Ana { network { "Kurzwel Dynamics" at 0,0
                         "Arena Idol" at 1,0 } }
  player Nicole { network { "Temple of the Quorum" at 0,0 } }
  expect "Arena Idol" in Ana's network
}
)";

// The bundled cards and arena_text, checked into lib: the library the tests below read; the
// number of diagnostics (warnings) the check gave.
std::size_t check_arena_library(megacorp::library& lib) {
  megacorp::diagnostics diags;
  lib.add_path(megacorp::bundled_cards_dir(), diags);
  lib.add_source("arena.mc", arena_text, diags);
  lib.check(diags);
  REQUIRE_FALSE(diags.has_errors());
  return diags.list().size();
}

}  // namespace

TEST_CASE("argument lists come from the arena of the scope they are made in, else from the heap", "[tree_arena]") {
  counting_resource upstream;
  megacorp::checked::tree_arena arena(64, &upstream);  // a small first block: the lists below overflow it
  expr outside = with_args(100);
  CHECK(upstream.asked == 0);
  {
    megacorp::checked::arena_scope scope(arena);
    expr inside = with_args(100);
    CHECK(upstream.asked >= 100 * sizeof(expr));
    const std::size_t before = upstream.asked;
    {
      counting_resource other_upstream;
      megacorp::checked::tree_arena inner(64, &other_upstream);
      megacorp::checked::arena_scope nested(inner);
      expr deeper = with_args(100);
      CHECK(other_upstream.asked >= 100 * sizeof(expr));
      CHECK(upstream.asked == before);
    }
    expr again = with_args(100);  // the outer scope is current again
    CHECK(upstream.asked > before);
    outside = inside;  // a copy into a list of the heap: freed whenever, as the heap's
  }
  const std::size_t after = upstream.asked;
  expr later = with_args(100);
  CHECK(upstream.asked == after);
  CHECK(outside.args.size() == 100);
}

TEST_CASE("a library checked twice checks the same; a copy of its tree outlives it", "[tree_arena]") {
  expr kept;
  {
    megacorp::library lib;
    const std::size_t diagnosed = check_arena_library(lib);
    const std::string first = megacorp::render(lib.find_card("Arena Idol")->abilities.at(0).effect);
    megacorp::diagnostics again;
    lib.check(again);
    CHECK_FALSE(again.has_errors());
    CHECK(again.list().size() == diagnosed);
    REQUIRE(lib.find_card("Arena Idol"));
    CHECK(lib.scenarios().size() == 1);
    CHECK(megacorp::render(lib.find_card("Arena Idol")->abilities.at(0).effect) == first);
    kept = lib.find_card("Arena Idol")->abilities.at(0).effect;
  }
  CHECK(megacorp::render(kept).find("deal 1 BQ damage to it") != std::string::npos);
}

// A library's teardown forgets its trees' arena lists unwalked (checked::forget_arena_lists,
// docs/benchmarks.md stop 43): sound only while an arena list holds arena lists alone.
TEST_CASE("an arena list is forgotten unwalked, a list of the heap is left to its destructor", "[tree_arena]") {
  megacorp::checked::tree_arena arena;
  expr from_arena;
  expr heap_inside;
  {
    megacorp::checked::arena_scope scope(arena);
    from_arena = with_args(3);
    from_arena.args[0] = with_args(2);
    heap_inside = with_args(2);
  }
  heap_inside.args[1] = with_args(4);  // made outside the scope: a list of the heap in an arena list
  expr from_heap = with_args(3);
  CHECK(megacorp::checked::arena_lists_only(from_arena.args));
  CHECK_FALSE(megacorp::checked::arena_lists_only(heap_inside.args));
  CHECK_FALSE(megacorp::checked::arena_lists_only(from_heap.args));
  CHECK(megacorp::checked::arena_lists_only(expr{}.args));  // an empty list owns nothing
  megacorp::checked::forget_arena_lists(from_heap);
  CHECK(from_heap.args.size() == 3);  // still its own, freed by its destructor
  megacorp::checked::forget_arena_lists(from_arena);
  CHECK(from_arena.args.empty());
  heap_inside.args[1] = expr{};  // what the invariant asks: no list of the heap left inside
  megacorp::checked::forget_arena_lists(heap_inside);
  CHECK(heap_inside.args.empty());
}

TEST_CASE("every list of a checked library's trees is its arena's", "[tree_arena]") {
  megacorp::library lib;
  check_arena_library(lib);
  std::size_t trees = 0;
  auto all_arena = [&](const megacorp::checked::ability& a) {
    for (const expr* e : {&a.trigger, &a.cost, &a.effect}) {
      trees += e->args.empty() ? 0 : 1;
      if (!megacorp::checked::arena_lists_only(e->args)) return false;
    }
    return true;
  };
  for (const auto& c : lib.cards()) {
    for (const auto& a : c->abilities) CHECK(all_arena(a));
    for (const auto& u : c->keywords) CHECK(megacorp::checked::arena_lists_only(u.args));
  }
  for (const auto& k : lib.keywords())
    for (const auto& a : k->abilities) CHECK(all_arena(a));
  for (const auto& k : lib.granted_rules())
    for (const auto& a : k->abilities) CHECK(all_arena(a));
  CHECK(trees > 50);  // the walk saw the trees (106 at this writing)
}
