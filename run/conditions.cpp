// Conditions and amounts: read from a state, never changing it.
#include "run/evaluator_parts.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include <fmt/format.h>

#include "engine/behaviour.hpp"
#include "vocabulary/variants.hpp"

namespace megacorp {

using namespace run_parts;

bool holds(const eval_context& c, const expr& e) {
  const engine::state& s = *c.s;
  // `if a card you control is engaged`: some card that fits does (a choice's determiner
  // read as "there is one"); `each character you control is engaged`: every one that fits
  // does (so does none when none fits); `2 cards you control are damaged`: that many do, as
  // `you control 2 cards` counts; otherwise the one card the subject names, if there is one.
  auto about = [&](auto&& test) -> bool {
    const expr& sel = e.args[0];
    if (sel.o == op::select && sel.value != 1) {
      const std::vector<card_id> fits = choice_options(c, sel);
      if (is_choice(c, sel)) return std::any_of(fits.begin(), fits.end(), test);
      if (const std::optional<how_many> n = counted(c, sel)) {
        const auto k = std::count_if(fits.begin(), fits.end(), test);
        return k >= n->at_least && k <= n->at_most;
      }
      return std::all_of(fits.begin(), fits.end(), test);
    }
    const card_id x = single(c, sel);
    return x != no_card && test(x);
  };
  switch (e.o) {
    case op::any_of:
      return std::any_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::all_of:
      return std::all_of(e.args.begin(), e.args.end(), [&](const expr& a) { return holds(c, a); });
    case op::negate: return !holds(c, e.args[0]);
    case op::has_state: return about([&](card_id x) { return has_state(c, x, e); });
    case op::has_tag: return about([&](card_id x) { return has_tag_now(s, x, tag(c, e.text)); });
    case op::has_keyword: return about([&](card_id x) { return has_keyword(c, x, e.text); });
    case op::adjacent:
      return about([&](card_id a) {
        for (card_id other : s.in_play)
          if (adjacent(s, a, other) && matches(c, e.args[1], other)) return true;
        return false;
      });
    case op::is_kind: return about([&](card_id x) { return noun_fits(s.def(x), as<noun>(c, e.word)); });
    case op::did:
      if (!c.did) unsupported(e, "'did' without a 'may' before it");
      return e.value == 0 ? *c.did : !*c.did;  // value 1: `did not`
    case op::rules_are: {
      // A declared variant (value: its index + 1) is its bit; a built-in one is on when
      // selecting it again changes nothing.
      if (e.value > 0) return declared_variant_on(s.rules, static_cast<std::size_t>(e.value - 1));
      engine::rules_options with = s.rules;
      if (const rules_variant* v = find_builtin_variant(e.text)) v->apply(with);
      return with == s.rules;
    }
    case op::controls: {
      // `you control at least 3 cards with #INFRASTRUCTURE`; `an opponent controls a
      // character`: some opponent does; `each opponent controls ...`: every one does.
      auto controls = [&](player_id p) {
        int n = 0;
        for (card_id card : s.in_play)
          if (in_network(s, card) && s.card(card).controller == p && matches(c, e.args[1], card)) ++n;
        for (const expr& f : e.args[1].args) {
          if (f.o != op::number || f.args.empty()) continue;
          const int k = amount(c, f.args[0]);
          if (as<determiner>(c, f.word) == determiner::at_least) return n >= k;
          if (as<determiner>(c, f.word) == determiner::up_to) return n <= k;
          return n == k;
        }
        return n >= 1;
      };
      const std::vector<player_id> who = players_of(c, e.args[0]);
      if (is_player_noun(c, e.args[0]) && words::chooses_one(determiner_of(c, e.args[0])))
        return std::any_of(who.begin(), who.end(), controls);
      return !who.empty() && std::all_of(who.begin(), who.end(), controls);
    }
    case op::compare: {
      const int l = amount(c, e.args[0]);
      const int r = amount(c, e.args[1]);
      switch (as<comparison>(c, e.word)) {
        case comparison::equal: return l == r;
        case comparison::less: return l < r;
        case comparison::greater: return l > r;
        case comparison::at_most: return l <= r;
        case comparison::at_least: return l >= r;
        case comparison::unknown: break;
      }
      unsupported(e, fmt::format("the comparison '{}'", e.text));
    }
    default: unsupported(e, "this condition");
  }
}

int amount(const eval_context& c, const expr& e) {
  switch (e.o) {
    case op::number: return clamp_int(e.value);
    case op::cost_arg: return clamp_int(e.value);
    case op::parameter: {
      const expr* arg = parameter(c, e.text);
      if (!arg) unsupported(e, fmt::format("the parameter '{}' outside its keyword", e.text));
      return amount(c, *arg);
    }
    case op::negate: return -amount(c, e.args[0]);
    case op::count_of: return static_cast<int>(every_fit(c, e.args[0]).size());
    case op::per_each: return amount(c, e.args[0]) * static_cast<int>(every_fit(c, e.args[1]).size());
    case op::damage_dealt: return c.dealt;
    case op::trait_of: {
      // `the BQ of target character`: its current value (001 Traits); a null trait is 0.
      // Of several cards (`the BQ of each character you control`, `of a card you control`:
      // each that fits, as in `the number of`): their total (docs/rulings.md, Choices in counts).
      const std::vector<card_id> cards = anchors(c, e.args[0]);
      long long total = 0;
      for (card_id x : cards) total += std::max(0, engine::trait_value(*c.s, x, trait_of_word(c, e)).value_or(0));
      return clamp_int(total);
    }
    default: unsupported(e, "this amount");
  }
}


}  // namespace megacorp
