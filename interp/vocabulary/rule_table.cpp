// The table of rule phrases (docs/language.md, section Rules; docs/reference.md).
#include "interp/vocabulary/rule_table.hpp"

#include <array>
#include <atomic>

namespace megacorp::rule_table {

using engine::rule_number;
using engine::rule_query;
using nc = number_change;

namespace {

// 001 Challenge Phase (attacks, blocks, retaliation, damage), Card States, Buy and Divest
// Phases, End Phase, Advanced Rules (the stack, targets), Bonding, Deploying and Docking.
// A function's static: other files' statics read it while they start.
const std::vector<entry>& table() {
  static std::vector<entry> t = {
    {"be blocked by _", rule_query::can_block, {}, nc::none, side::other, side::self, true},
    {"be blocked", rule_query::can_block, {}, nc::none, side::other, side::none, true},
    {"block _", rule_query::can_block, {}, nc::none, side::self, side::other, true},
    {"retaliate against _", rule_query::can_retaliate, {}, nc::none, side::self, side::other, true},
    {"retaliate", rule_query::can_retaliate, {}, nc::none, side::self, side::none, true},
    {"be attacked", rule_query::can_be_attacked, {}, nc::none, side::self, side::none, true},
    {"be attacked by _", rule_query::can_be_attacked, {}, nc::none, side::self, side::other, true},
    {"be targeted", rule_query::can_be_targeted, {}, nc::none, side::self, side::none, true},
    {"be targeted by _", rule_query::can_be_targeted, {}, nc::none, side::self, side::other, true},
    {"attack _", rule_query::can_be_attacked, {}, nc::none, side::other, side::self, true},
    {"attack", rule_query::can_attack, {}, nc::none, side::self, side::none, true},
    {"attack without engaging", rule_query::needs_engage_to_attack, {}, nc::none, side::self, side::none, false},
    {"retaliate unlimited times", {}, rule_number::retaliations_allowed, nc::unlimited, side::self, side::none, true},
    {"retaliate # times per turn", {}, rule_number::retaliations_allowed, nc::times, side::self, side::none, true},
    {"be attacked more than once per turn", rule_query::can_be_attacked, {}, nc::none, side::self, side::none, true,
     true},
    {"attack surrounded _", rule_query::ignores_surround, {}, nc::none, side::self, side::other, true},
    {"attack bonded _", rule_query::can_attack_bonded, {}, nc::none, side::self, side::other, true},
    {"be sold", rule_query::can_be_sold, {}, nc::none, side::self, side::none, true},
    {"be bought by _", rule_query::can_be_bought_from_network, {}, nc::none, side::self, side::turn_player, true},
    {"be played at any time", rule_query::can_be_played_any_time, {}, nc::none, side::self, side::none, true},
    {"is not discarded at end of turn", rule_query::discarded_at_end, {}, nc::none, side::self, side::none, false},
    {"deals damage first", {}, rule_number::damage_step, nc::first, side::self, side::none, true},
    {"be engaged", rule_query::can_engage, {}, nc::none, side::self, side::none, true},
    {"be deployed onto", rule_query::can_be_deployed_onto, {}, nc::none, side::self, side::none, true},
    {"be deployed onto by _", rule_query::can_be_deployed_onto, {}, nc::none, side::self, side::other, true},
    {"be controlled twice by _", rule_query::can_be_controlled_twice, {}, nc::none, side::self, side::controller, true},
    {"attack areas of % using %", {}, rule_number::attack_area, nc::area, side::self, side::none, true},
    {"_ buy cost # less", {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buy cost # more", {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::turn_player, true},
    {"_ buys cost # less", {}, rule_number::buy_cost_change, nc::cost_less, side::self, side::turn_player, true},
    {"_ buys cost # more", {}, rule_number::buy_cost_change, nc::cost_more, side::self, side::turn_player, true},
  };
  // The obligations `must` names: 001 Challenge Phase (attacks, blocks, retaliation),
  // Divest and Buy Phases, Glossary TARGET, Card States.
  struct obligation {
    const char* text;
    rule_query q;
    side subject, object;
  };
  static const bool obligations_set = [] {
    const obligation list[] = {
        {"attack", rule_query::must_attack, side::self, side::none},
        {"attack _", rule_query::must_attack, side::self, side::other},
        {"be attacked", rule_query::must_be_attacked, side::self, side::none},
        {"be attacked by _", rule_query::must_be_attacked, side::self, side::other},
        {"block _", rule_query::must_block, side::self, side::other},
        {"be blocked", rule_query::must_be_blocked, side::self, side::none},
        {"be blocked by _", rule_query::must_be_blocked, side::self, side::other},
        {"retaliate", rule_query::must_retaliate, side::self, side::none},
        {"retaliate against _", rule_query::must_retaliate, side::self, side::other},
        {"be sold", rule_query::must_be_sold, side::self, side::none},
        {"be bought by _", rule_query::must_be_bought, side::self, side::turn_player},
        {"be targeted", rule_query::must_be_targeted, side::self, side::none},
        {"be targeted by _", rule_query::must_be_targeted, side::self, side::other},
        {"be engaged", rule_query::must_be_engaged, side::self, side::none},
    };
    for (const obligation& o : list)
      for (entry& e : t)
        if (std::string_view(e.text) == o.text) {
          e.obliges = true;
          e.must = o.q;
          e.must_subject = o.subject;
          e.must_object = o.object;
        }
    return true;
  }();
  (void)obligations_set;
  return t;
}

std::atomic<int> switched_off{-1};  // switch_off_for_test

constexpr std::array<const char*, 5> modal_words = {"", "can", "cannot", "can only", "must"};

}  // namespace

const char* modal_text(modal m) { return modal_words[static_cast<std::size_t>(m)]; }

const std::vector<entry>& all() { return table(); }

std::optional<std::uint8_t> find(std::string_view text) {
  for (std::size_t i = 0; i < table().size(); ++i)
    if (text == table()[i].text) return static_cast<std::uint8_t>(i);
  return std::nullopt;
}

modal modal_of(std::string_view words) {
  for (std::size_t i = 1; i < modal_words.size(); ++i)
    if (words == modal_words[i]) return static_cast<modal>(i);
  return modal::none;
}

// 0 stands for no entry: entry i is stored as i + 1, times 8, plus the modal.
std::int64_t encode(std::uint8_t e, modal m) { return (static_cast<std::int64_t>(e) + 1) * 8 + static_cast<std::int64_t>(m); }

form decode(std::int64_t value) {
  if (value < 8) return {};
  const auto e = static_cast<std::size_t>(value / 8 - 1);
  if (e >= table().size() || static_cast<int>(e) == switched_off.load(std::memory_order_relaxed)) return {};
  return {&table()[e], static_cast<modal>(value % 8)};
}

void switch_off_for_test(int e) { switched_off.store(e, std::memory_order_relaxed); }

std::vector<std::string> texts() {
  std::vector<std::string> out;
  for (const entry& e : table()) out.emplace_back(e.text);
  return out;
}

}  // namespace megacorp::rule_table
