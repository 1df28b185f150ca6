// The actions of a game as a scenario's steps (docs/scenarios.md, Actions), each written in
// the position it was taken in, then applied: one function per kind of action, by a table.
#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include <fmt/format.h>

#include "engine/rules.hpp"
#include "run/evaluator.hpp"
#include "scenario/write_parts.hpp"

namespace megacorp::scenario_write {

namespace {

using engine::action;
using engine::action_kind;
using engine::zone;
using scenario_run::bit;
using scenario_run::in_play;

// Writes each action where it is taken; the game moves on as the steps are written.
class script {
 public:
  script(const library& lib, engine::state start, const std::vector<std::string>& names)
      : lib_(lib), s_(std::move(start)), names_(names) {}
  std::vector<std::string> write(const std::vector<action>& actions);

  const engine::state& st() const { return s_; }
  namer names() const { return namer(s_, names_); }
  std::string who(const action& a) const { return names_.at(a.player); }
  std::string in_play_card(card_id c) const { return names().card(c, in_play, -1); }
  std::string targets(const action& a) const;
  std::string ability(const action& a) const;

 private:
  void legal(const action& a, std::size_t k) const;
  std::size_t answer(const std::vector<action>& actions, std::size_t i);
  std::size_t choices(const std::vector<action>& actions, std::size_t i);
  void apply(const action& a);
  const library& lib_;
  engine::state s_;  // the game as far as it is written
  const std::vector<std::string>& names_;
  std::vector<std::string> lines_;
  std::size_t taken_ = 0;
};

std::string cell_text(engine::cell c) { return fmt::format("{},{}", c.x, c.y); }

// The top card at a cell of a player's network, or no_card.
card_id card_at(const engine::state& s, engine::player_id p, engine::cell at) {
  for (card_id c = 0; c < s.cards.size(); ++c) {
    const engine::card_instance& ci = s.card(c);
    if (ci.zone == zone::network && ci.zone_player == p && s.cell_of(c) == at) return c;
  }
  return engine::no_card;
}

// One step per kind of action that is not an answer.
struct steps {
  using write = std::string (*)(const script&, const action&);

  static std::string bid(const script& w, const action& a) { return fmt::format("{} bids {}", w.who(a), a.value); }
  static std::string mulligan(const script& w, const action& a) { return w.who(a) + " mulligans"; }
  static std::string keep_hand(const script& w, const action& a) { return w.who(a) + " keeps her hand"; }
  static std::string pay_upkeep(const script& w, const action& a) {
    return fmt::format("{} pays upkeep for {}", w.who(a), w.in_play_card(a.card));
  }
  static std::string decline_upkeep(const script& w, const action& a) {
    return fmt::format("{} declines upkeep for {}", w.who(a), w.in_play_card(a.card));
  }
  static std::string buy_revealed(const script& w, const action& a) {
    return fmt::format("{} buys the revealed card at {}", w.who(a), cell_text(a.at));
  }
  static std::string bottom_revealed(const script& w, const action& a) {
    return w.who(a) + " puts the revealed card on the bottom";
  }
  static std::string produce(const script& w, const action& a) {
    return fmt::format("{} produces {} with {}", w.who(a), engine::to_string(a.t), w.in_play_card(a.card));
  }
  static std::string buy(const script& w, const action& a);
  static std::string sell(const script& w, const action& a) {
    if (w.st().card(a.card).zone == zone::hand)
      return fmt::format("{} sells {} from her hand", w.who(a), quoted(w.st().name_of(a.card)));
    return fmt::format("{} sells {}", w.who(a), w.in_play_card(a.card));
  }
  static std::string pass(const script& w, const action& a) { return w.who(a) + " passes"; }
  static std::string concede(const script& w, const action& a) { return w.who(a) + " concedes"; }
  static std::string attack(const script& w, const action& a) {
    const card_id target = a.cards[0] != engine::no_card ? a.cards[0] : card_at(w.st(), a.network, a.at);
    if (target == engine::no_card) throw cannot_write{"an attack on an empty space has no step"};
    const auto facing = static_cast<std::size_t>(a.value);
    const std::string faces = a.value > 0 && facing < engine::facing_names.size()
                                  ? fmt::format(" facing {}", engine::facing_names[facing]) : std::string();
    return fmt::format("{} attacks {} with {} using {}{}", w.who(a), w.in_play_card(target), w.in_play_card(a.card),
                       engine::to_string(a.t), faces);
  }
  static std::string listed(const script& w, const action& a, bool amounts) {
    std::string out;
    for (std::size_t i = 0; i < a.cards.size() && a.cards[i] != engine::no_card; ++i) {
      if (!out.empty()) out += ", ";
      if (amounts) out += fmt::format("{} to ", a.amounts[i]);
      out += w.in_play_card(a.cards[i]);
    }
    return out;
  }
  static std::string block(const script& w, const action& a) {
    const std::string cards = listed(w, a, false);
    return cards.empty() ? w.who(a) + " does not block" : fmt::format("{} blocks with {}", w.who(a), cards);
  }
  static std::string retaliate(const script& w, const action& a) {
    const std::string cards = listed(w, a, false);
    return cards.empty() ? w.who(a) + " does not retaliate" : fmt::format("{} retaliates with {}", w.who(a), cards);
  }
  static std::string assign(const script& w, const action& a) {
    return fmt::format("{} assigns {}", w.who(a), listed(w, a, true));
  }
  // From the top of an open market: the event is bought (docs/rulings.md, An event bought
  // from an open market).
  static std::string play(const script& w, const action& a) {
    const engine::card_instance& ci = w.st().card(a.card);
    const std::string from =
        ci.zone == zone::open_market ? fmt::format(" from {}'s open market", w.names().player(ci.zone_player)) : "";
    return fmt::format("{} plays {}{} at {}{}{}", w.who(a), quoted(w.st().name_of(a.card)), from, cell_text(a.at),
                       a.value == 1 ? " for free" : "", w.targets(a));
  }
  static std::string activate(const script& w, const action& a) {
    return fmt::format("{} activates {} of {}{}", w.who(a), quoted(w.ability(a)), w.in_play_card(a.card), w.targets(a));
  }

  static constexpr std::array<write, engine::action_kind_count> table() {
    std::array<write, engine::action_kind_count> t{};
    auto set = [&t](action_kind k, write f) { t[static_cast<std::size_t>(k)] = f; };
    set(action_kind::bid, bid);
    set(action_kind::mulligan, mulligan);
    set(action_kind::keep_hand, keep_hand);
    set(action_kind::pay_upkeep, pay_upkeep);
    set(action_kind::decline_upkeep, decline_upkeep);
    set(action_kind::buy_revealed, buy_revealed);
    set(action_kind::bottom_revealed, bottom_revealed);
    set(action_kind::produce, produce);
    set(action_kind::buy, buy);
    set(action_kind::sell, sell);
    set(action_kind::pass, pass);
    set(action_kind::concede, concede);
    set(action_kind::attack, attack);
    set(action_kind::block, block);
    set(action_kind::retaliate, retaliate);
    set(action_kind::assign, assign);
    set(action_kind::play, play);
    set(action_kind::activate, activate);
    return t;
  }
};

constexpr std::array<steps::write, engine::action_kind_count> step_of = steps::table();

// A buy-out, or a buy from a hand, an open market (its top copy: the only one that can be
// bought) or a network, deployed in the buyer's network or another's.
std::string steps::buy(const script& w, const action& a) {
  const engine::state& s = w.st();
  const engine::card_instance& ci = s.card(a.card);
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    if (s.player(p).business == a.card) return fmt::format("{} buys out {}'s business", w.who(a), w.names().player(p));
  std::string from = ci.zone == zone::hand ? "her hand" : fmt::format("{}'s {}", w.names().player(ci.zone_player),
                                                                      ci.zone == zone::bonded ? "network" : engine::to_string(ci.zone));
  // From a network: the card's cell when copies of it stand there (`buys "X" at 1,0 from ...`).
  std::string card = quoted(s.name_of(a.card));
  if (engine::in_play(ci.zone)) card = w.names().card(a.card, in_play, ci.zone_player);
  if (ci.zone == zone::bonded && card.find(" at ") != std::string::npos)
    throw cannot_write{fmt::format("\"{}\" is bonded under a card, and copies of it stand in that network", s.name_of(a.card))};
  const std::string into = a.network == a.player ? "" : fmt::format(" in {}'s network", w.names().player(a.network));
  return fmt::format("{} buys {} from {} at {}{}{}", w.who(a), card, from, cell_text(a.at), into, a.value == 1 ? " for free" : "");
}

// ` choosing mode 2 on "X", Nick`: the mode chosen with it (docs/rulings.md, Modes), then its targets.
std::string script::targets(const action& a) const {
  std::string out = a.mode >= 0 ? fmt::format(" choosing mode {}", a.mode + 1) : std::string();
  const std::size_t mode_part = out.size();
  for (const engine::target& t : a.targets) {
    if (t.none()) continue;
    out += out.size() == mode_part ? " on " : ", ";
    out += t.is_player() ? names_.at(t.player) : in_play_card(t.card);
  }
  return out;
}

// The ability's name as `activates` finds it: the first activated ability of that name (or
// of the keyword that gives it) among the source's (scenario/scenario_actions.cpp).
std::string script::ability(const action& a) const {
  std::vector<std::string> found;
  for (const bound_ability& b : active_abilities(context_for(lib_, s_, a.card, nullptr), a.card))
    if (b.ability->kind == checked::ability_kind::activated)
      found.push_back(!b.ability->name.empty() ? b.ability->name : b.use ? b.use->def->name : "");
  const auto k = static_cast<std::size_t>(a.value);
  if (k >= found.size() || std::find(found.begin(), found.end(), found[k]) != found.begin() + a.value)
    throw cannot_write{fmt::format("ability {} of \"{}\" has no name that tells it from the card's others", a.value,
                                   s_.name_of(a.card))};
  return found[k];
}

// Each action is checked before its step is written: a step names the cards of a legal action only.
void script::legal(const action& a, std::size_t k) const {
  if (const engine::verdict v = engine::check(s_, a); !v)
    throw cannot_write{fmt::format("action {} (`{}`) is refused where it stands: {}", k + 1, engine::to_text(a), v.reason)};
}

void script::apply(const action& a) {
  engine::apply(s_, a);
  ++taken_;
}

std::vector<std::string> script::write(const std::vector<action>& actions) {
  for (std::size_t i = 0; i < actions.size();) {
    const action& a = actions[i];
    legal(a, taken_);
    if (engine::is_answer(a.kind)) {
      i = answer(actions, i);
      continue;
    }
    const steps::write f = step_of[static_cast<std::size_t>(a.kind)];
    if (!f || s_.pending)
      throw cannot_write{fmt::format("action {} (`{}`) has no step in a scenario here", taken_ + 1, engine::to_text(a))};
    lines_.push_back(f(*this, a));
    apply(a);
    ++i;
  }
  return lines_;
}

namespace {
// A mode of `choose one` as a scenario names it: its text, or its place from 1 when the text
// holds a quote.
std::string mode_named(const engine::choice_request& q, int mode) {
  const auto m = static_cast<std::size_t>(mode);
  if (m < q.modes.size() && q.modes[m].find('"') == std::string::npos) return fmt::format("\"{}\"", q.modes[m]);
  return std::to_string(mode + 1);
}
}  // namespace

// An answer to the question card text asks (docs/scenarios.md, Strict choices): `accepts`,
// `declines`, `moves "X" to 1,2`, `chooses Nick`, `chooses 3M`, or `chooses "X", "Y"` for the cards picked
// in one question (choices()).
std::size_t script::answer(const std::vector<action>& actions, std::size_t i) {
  const action& a = actions[i];
  if (!s_.pending || s_.pending->question.player != a.player)
    throw cannot_write{fmt::format("action {} (`{}`) answers no question", taken_ + 1, engine::to_text(a))};
  if (a.kind == action_kind::choose) return choices(actions, i);
  const engine::choice_request& q = s_.pending->question;
  if (a.kind == action_kind::accept) lines_.push_back(who(a) + " accepts");
  else if (a.kind == action_kind::decline) lines_.push_back(who(a) + " declines");
  else if (a.kind == action_kind::choose_player) lines_.push_back(fmt::format("{} chooses {}", who(a), names_.at(a.whom)));
  else if (a.kind == action_kind::choose_amount) lines_.push_back(fmt::format("{} chooses {}M", who(a), a.value));
  else if (a.kind == action_kind::choose_mode && static_cast<std::size_t>(a.value) < q.modes.size() &&
           q.modes[static_cast<std::size_t>(a.value)] == engine::no_other_mode)
    lines_.push_back(who(a) + " declines");  // no other mode of `choose one or more`
  else if (a.kind == action_kind::choose_mode) lines_.push_back(fmt::format("{} chooses mode {}", who(a), mode_named(q, a.value)));
  else lines_.push_back(fmt::format("{} moves {} to {}", who(a), quoted(s_.name_of(q.card)), cell_text(a.at)));
  apply(a);
  return i + 1;
}

// The cards picked in one question, in one step; the runner ends a question that allows
// more once they are picked, so the game's `decline` after them is part of the step.
std::size_t script::choices(const std::vector<action>& actions, std::size_t i) {
  const engine::choice_request q = s_.pending->question;
  const engine::player_id p = actions[i].player;
  std::vector<card_id> chosen = s_.pending->picked;
  std::string cards;
  auto same_question = [&] { return s_.pending && s_.pending->question.player == p && !s_.pending->picked.empty(); };
  do {
    const action& a = actions[i];
    legal(a, taken_);
    cards += (cards.empty() ? "" : ", ") + names().option(a.card, q.options, chosen);
    chosen.push_back(a.card);
    apply(a);
    ++i;
  } while (same_question() && i < actions.size() && actions[i].kind == action_kind::choose && actions[i].player == p);
  lines_.push_back(fmt::format("{} chooses {}", names_.at(p), cards));
  if (!same_question()) return i;
  if (i < actions.size() && actions[i].kind == action_kind::decline && actions[i].player == p) {
    legal(actions[i], taken_);
    apply(actions[i]);
    return i + 1;
  }
  if (i == actions.size()) throw cannot_write{"the game ends in the middle of a choice of several cards"};
  throw cannot_write{fmt::format("action {} (`{}`) leaves a choice of several cards open", taken_ + 1, engine::to_text(actions[i]))};
}

}  // namespace

written_script script_lines(const library& lib, engine::state start, const std::vector<std::string>& names,
                            const std::vector<action>& actions) {
  script w(lib, std::move(start), names);
  std::vector<std::string> lines = w.write(actions);
  return {std::move(lines), w.st()};
}

std::optional<std::string> step_line(const library& lib, const engine::state& s, const std::vector<std::string>& names,
                                     const action& a) {
  const steps::write f = engine::is_answer(a.kind) ? nullptr : step_of[static_cast<std::size_t>(a.kind)];
  if (!f) return std::nullopt;
  try {
    return f(script(lib, s, names), a);
  } catch (const cannot_write&) {
    return std::nullopt;  // a card the script cannot name apart from a copy
  }
}

}  // namespace megacorp::scenario_write
