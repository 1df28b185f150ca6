#include "ir/render.hpp"

#include "engine/book_numbers.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace megacorp {

using checked::expr;
using checked::op;

namespace {

std::string join(const checked::expr_list& args, std::size_t from, const char* sep) {
  std::string out;
  for (std::size_t i = from; i < args.size(); ++i) out += (i == from ? "" : sep) + render(args[i]);
  return out;
}

// A condition inside `and` or `not`: an `or` (or, under `not`, an `and`) keeps its
// parentheses, so that the text reads back as the same tree.
std::string grouped(const expr& e, bool and_too) {
  if (e.o != op::any_of && !(and_too && e.o == op::all_of)) return render(e);
  std::string out = "(";
  out += render(e);
  out += ')';
  return out;
}

std::string join_grouped(const checked::expr_list& args, const char* sep) {
  std::string out;
  for (std::size_t i = 0; i < args.size(); ++i) out += (i == 0 ? "" : sep) + grouped(args[i], false);
  return out;
}

std::string cost_text(const checked::cost& c) {
  std::string out = fmt::format("{}M", c.money);
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    if (c.traits[i]) out += fmt::format(" + {}{}", c.traits[i], engine::trait_names[i]);
  return out;
}

std::string types_text(const checked::card& c) {
  std::string out;
  for (std::size_t i = 0; i < checked::card_type_names.size(); ++i)
    if (c.types & (1u << i)) {
      if (i == 0 && c.is(checked::founder)) continue;  // "founder" already says character
      if (!out.empty()) out += ' ';
      out += checked::card_type_names[i];
    }
  return out;
}

// A triggered ability's trigger's value 1 (checker: check_trigger_once).
constexpr std::string_view first_time_words = " for the first time each turn";

// One line per node, indented, for `show`: the tree exactly as the checker built it.
// `value_words`, if given, is what the node's value means, printed for it (a trigger's 1:
// `for the first time each turn`).
void tree_lines(const expr& e, int depth, std::string& out, std::string_view value_words = {}) {
  out += fmt::format("{:{}}{}", "", depth * 2, checked::op_name(e.o));
  if (!name_of(e).empty()) out += fmt::format(" \"{}\"", name_of(e));
  if (e.value && !value_words.empty()) out += fmt::format(" {}", value_words);
  else if (e.value) out += fmt::format(" {}", e.value);
  if (e.target) out += " target";
  if (const auto* m = std::get_if<checked::manner>(&e.ref)) out += fmt::format(" {}", checked::manner_name(*m));
  out += '\n';
  for (const expr& a : e.args) tree_lines(a, depth + 1, out);
}

// `, activate only once each turn and only while it is your turn` (checker:
// check_activation_limit): the count, then the condition.
std::string activation_limit_text(const expr& limit) {
  const char* times = limit.value == 1 ? "once each turn" : limit.value == 2 ? "twice each turn" : "";
  if (limit.args.empty()) return fmt::format(", activate only {}", times);
  if (!*times) return fmt::format(", activate only {}", render(limit));
  return fmt::format(", activate only {} and only {}", times, render(limit));
}

std::string ability_text(const checked::ability& a) {
  switch (a.kind) {
    case checked::ability_kind::triggered:  // value 1: `for the first time each turn` (checker: check_trigger_once)
      return fmt::format("when {}{}: {}", render(a.trigger), a.trigger.value == 1 ? first_time_words : "",
                         render(a.effect));
    case checked::ability_kind::activated: {
      const std::string cost = render(a.cost);  // none: `ability: -> EFFECT`, one space
      return fmt::format("ability{}: {}-> {}{}", a.name.empty() ? "" : fmt::format(" \"{}\"", a.name),
                         cost.empty() ? cost : cost + " ", render(a.effect),
                         a.trigger.o == op::while_condition ? activation_limit_text(a.trigger) : "");
    }
    case checked::ability_kind::resolve: return fmt::format("on resolve: {}", render(a.effect));
    case checked::ability_kind::additional_cost: return fmt::format("additional cost: {}", render(a.cost));
    case checked::ability_kind::rule: return fmt::format("rule: {}", render(a.trigger));
    case checked::ability_kind::replacement: {
      // `instead of this being destroyed`: the trigger renders as "this destroyed".
      std::string t = render(a.trigger);
      const std::string subject = a.trigger.args.empty() ? "" : render(a.trigger.args[0]);
      if (!subject.empty() && t.rfind(subject + " ", 0) == 0) t = subject + " being " + t.substr(subject.size() + 1);
      return fmt::format("instead of {}{}: {}", t, a.trigger.value == 1 ? first_time_words : "", render(a.effect));
    }
  }
  return {};
}

nlohmann::json to_json(const expr& e) {
  nlohmann::json j;
  j["op"] = checked::op_name(e.o);
  if (!name_of(e).empty()) j["text"] = name_of(e);
  if (e.value) j["value"] = e.value;  // a position in the library (granted_use, a ref) is not printed
  if (e.target) j["target"] = true;
  if (const auto* m = std::get_if<checked::manner>(&e.ref)) j["manner"] = checked::manner_name(*m);
  if (!e.args.empty()) {
    j["args"] = nlohmann::json::array();
    for (const expr& a : e.args) j["args"].push_back(to_json(a));
  }
  return j;
}

// The ops that stand for a card or a player (the subject of a phrase).
bool is_selection(op o) {
  return o == op::this_card || o == op::bound || o == op::you || o == op::player_ref ||
         o == op::select || o == op::top_of_zone || o == op::joined_cards;
}

}  // namespace

std::string render_ability(const checked::ability& a) { return ability_text(a); }
std::string render_cost(const checked::cost& c) { return cost_text(c); }
std::string render_types(const checked::card& c) { return types_text(c); }

std::string render_keyword_use(const checked::keyword_use& k) {
  std::string out = k.def ? k.def->name : std::string("?");
  for (const auto& arg : k.args) (out += ' ') += render(arg);  // not `" " + string`: GCC 12 -Wrestrict at -O3
  return out;
}

namespace {

// The tree printer: one form per op (render_forms below), a pattern or a function of its own.
std::string arg(const expr& e, std::size_t i) { return i < e.args.size() ? render(e.args[i]) : std::string(); }
// " " and the argument i, when there is one.
// The printers build strings with fmt, not `"text" + string`: GCC 12 -O3 warns (-Wrestrict,
// a false positive of its inliner) on operator+ of a literal and a temporary string.
std::string spaced(const expr& e, std::size_t i) { return e.args.size() > i ? fmt::format(" {}", arg(e, i)) : ""; }

// A pattern: {a} the first argument, {b} the second, {t} the text (each rendered only when used).
// The keyword use whose arguments stand for its parameters while render_bound prints.
thread_local const checked::keyword_use* bound_use = nullptr;

// How render_in_force decides an `if`'s condition while it prints, else null.
thread_local const condition_in_force* in_force = nullptr;

// The argument standing for e's parameter, when e names one and render_bound prints.
const expr* bound_argument(const expr& e) {
  const auto* p = bound_use ? std::get_if<checked::param_id>(&e.ref) : nullptr;
  const auto i = p ? static_cast<std::size_t>(*p) : 0;
  return p && i < bound_use->args.size() ? &bound_use->args[i] : nullptr;
}

// `{t}`: the node's word, or for a parameter the argument given (a tag's name, `#{t}`).
std::string word_of(const expr& e) {
  const expr* a = bound_argument(e);
  if (!a) return name_of(e);
  const checked::keyword_use* use = std::exchange(bound_use, nullptr);  // an argument is the card's text
  std::string out = a->o == op::tag_arg ? name_of(*a) : render(*a);
  bound_use = use;
  return out;
}

std::string by_pattern(const expr& e, std::string_view pattern) {
  auto uses = [&](std::string_view name) { return pattern.find(name) != std::string_view::npos; };
  return fmt::format(fmt::runtime(pattern), fmt::arg("a", uses("{a}") ? arg(e, 0) : std::string()),
                     fmt::arg("b", uses("{b}") ? arg(e, 1) : std::string()), fmt::arg("t", word_of(e)));
}

// A `may` governs the statements after it up to a ';' (check_effect), and an `activate:`'s
// effect reaches the next ';': so after either, the next statement follows a ';'.
// `destroy target equipment and target location` (manner::joined): the first statement's
// words with the second's selection after its own, before the rest (a place, `for free`).
std::string joined_text(const expr& e) {
  const std::string first = render(e.args[0]), chosen = render(e.args[0].args[0]);
  const std::size_t verb_end = first.find(' ') + 1;
  return fmt::format("{}{} and {}{}", first.substr(0, verb_end), chosen, render(e.args[1].args[0]),
                     first.substr(std::min(first.size(), verb_end + chosen.size())));
}
// Whether a statement's text reaches on to the next statement but for a `;`: a `may`, an
// `activate`, and a next-time replacement's EFFECT (grammar.hpp, stmt_next_time).
bool reaches_on(const expr& e) {
  return e.o == op::may || e.o == op::activate || (e.o == op::next_time && !checked::takes(e, checked::manner::prevent_next));
}
std::string sequence_text(const expr& e) {
  if (checked::takes(e, checked::manner::joined) && e.args.size() == 2) return joined_text(e);
  const auto& a = e.args;
  std::string out;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (i > 0) out.append(reaches_on(a[i - 1]) ? "; " : ", ");
    out.append(render(a[i]));
  }
  return out;
}
std::string if_then_text(const expr& e) {
  // printed in force (render_in_force): the branch the game takes, where it is known
  if (const int holds = in_force && !e.args.empty() ? (*in_force)(e.args[0]) : -1; holds >= 0)
    return holds ? arg(e, 1) : e.args.size() > 2 ? arg(e, 2) : std::string();
  return fmt::format("if {} {{ {} }}{}", arg(e, 0), arg(e, 1), e.args.size() > 2 ? fmt::format(" else {{ {} }}", arg(e, 2)) : "");
}
// The verb of a statement said of a subject (`each opponent loses 2M`): `draw` -> `draws`,
// `search` -> `searches`; after `they` and `you`, as written (`they lose 2M`, `you draw 2 cards`).
std::string third_person(const expr& statement, const expr& subject) {
  const std::string text = render(statement);
  if ((subject.o == op::player_ref && name_of(subject) == "they") || subject.o == op::you) return text;
  const std::size_t end = std::min(text.find(' '), text.size());
  return fmt::format("{}{}{}", text.substr(0, end), statement.o == op::search ? "es" : "s", text.substr(end));
}
// `for each SEL { ... }` holds a block (a sequence); a statement said of a subject
// (`each player draws 1 card`, check_subject) holds the statement alone.
std::string for_each_text(const expr& e) {
  if (e.args.size() < 2 || e.args[1].o == op::sequence) return fmt::format("for each {} {{ {} }}", arg(e, 0), arg(e, 1));
  return fmt::format("{} {}", arg(e, 0), third_person(e.args[1], e.args[0]));
}
// `move SEL [to a space adjacent to SEL]`, `redeploy SEL [to a space ...]`: the place, args[1].
std::string placed_text(std::string_view verb, const expr& e) {
  return fmt::format("{} {}{}", verb, arg(e, 0), e.args.size() > 1 ? fmt::format(" to a space {}", arg(e, 1)) : "");
}
std::string move_text(const expr& e) { return placed_text("move", e); }
std::string redeploy_text(const expr& e) { return placed_text("redeploy", e); }
std::string search_text(const expr& e) {
  std::string zones;
  for (std::size_t i = 0; i + 1 < e.args.size(); ++i) {
    if (i > 0) zones.append(" and ");
    zones.append(render(e.args[i]));
  }
  return fmt::format("search {} for {}", zones, render(e.args.back()));
}
std::string put_text(const expr& e) {
  const char* manner = takes(e, checked::manner::in_any_order) ? " in any order"
                       : takes(e, checked::manner::your_control) ? " under your control"
                                                                  : "";
  return fmt::format("put {} {}{}", arg(e, 0), arg(e, 1), manner);
}
// `look at ZONE` (manner::whole_zone): every card in the zone, its in_zone filter's zone.
std::string look_text(const expr& e) {
  return "look at " + (takes(e, checked::manner::whole_zone) ? render(e.args[0].args[0].args[0]) : arg(e, 0));
}
// `discard 2 cards`: a discard's cards are in the hand of the player who discards (the
// checker writes it `in your hand`), printed without it, as `each player discards 2 cards`
// would read "your" as the controller's hand (blind design batch 30, N2).
std::string discard_text(const expr& e) {
  std::string cards = arg(e, 0);
  if (constexpr std::string_view own = " in your hand"; cards.ends_with(own)) cards.resize(cards.size() - own.size());
  return "discard " + cards;  // `a card at random`: the selection's own mark (op::chosen_at_random)
}
std::string unbond_text(const expr& e) { return fmt::format("unbond {}{}", arg(e, 0), takes(e, checked::manner::for_free) ? " for free" : ""); }
std::string deploy_text(const expr& e) {
  return fmt::format("deploy {}{}{}", arg(e, 0), name_of(e).empty() ? "" : fmt::format(" {}", name_of(e)), spaced(e, 1));
}
std::string gain_control_text(const expr& e) { return fmt::format("gain control of {}{}", arg(e, 0), spaced(e, 1)); }
// `exchange control of X and Y`, or of one selection naming two (`them`, `2 target characters`).
std::string exchange_control_text(const expr& e) {
  return fmt::format("exchange control of {}{}", arg(e, 0), e.args.size() > 1 ? fmt::format(" and {}", arg(e, 1)) : "");
}

// `choose one: A; or B`, `target opponent chooses one: A; or B` (check_modes: args[0] who
// chooses, `you` without a subject).
constexpr std::array<std::string_view, 4> modes_counts{"one", "two", "one or both", "one or more"};  // by checked::modes_picked
std::string modes_text(const expr& e) {
  std::string out;
  const std::string_view count = modes_counts[std::min<std::size_t>(e.word, modes_counts.size() - 1)];
  if (e.args[0].o == op::you) out = fmt::format("choose {}: ", count);
  else if (e.args[0].o == op::player_ref && name_of(e.args[0]) == "they") out = fmt::format("they choose {}: ", count);
  else out = fmt::format("{} chooses {}: ", arg(e, 0), count);
  for (std::size_t i = 1; i < e.args.size(); ++i) out.append(i > 1 ? "; or " : "").append(render(e.args[i]));
  return out;
}

std::string copy_text(const expr& e) {
  return fmt::format("copy {}{}", arg(e, 0), takes(e, checked::manner::new_targets) ? ", you may choose new targets for the copy" : "");
}

bool is_one(const expr& n) { return n.o == op::number && n.value == 1; }
std::string cost_money(const expr& m, std::string& per);
// `gain 3M`, but `gain x M` and `lose the damage dealt M` with a space.
std::string money_text(const expr& e) {
  const char* verb = e.o == op::gain_money ? "gain" : e.o == op::lose_money ? "lose" : "pay";
  if (e.args[0].o == op::cost_arg) {  // `pay 1M + 1BQ`, `pay 2IQ`: no `0M` before trait costs alone
    const std::string price = render(e.args[0]);
    return fmt::format("{} {}", verb, price.rfind("0M + ", 0) == 0 ? price.substr(5) : price);
  }
  std::string per;  // `pay 1M for each character you control`
  const std::string money = cost_money(e.args[0], per);
  return fmt::format("{} {}{}", verb, money, per);
}
// `take up to 1M for each location they control from target opponent`.
std::string take_money_text(const expr& e) {
  std::string per;
  const std::string money = cost_money(e.args[0], per);
  return fmt::format("take up to {}{} from {}", money, per, arg(e, 1));
}
std::string give_money_text(const expr& e) {
  std::string per;
  const std::string money = cost_money(e.args[0], per);
  return fmt::format("give {}{} to {}", money, per, arg(e, 1));
}
// What `for each` counts: cards, or the counters on them (`for each development counter on this`)
// or that the costs removed.
std::string per_what(const expr& counted) {
  if (counted.o == op::played_by) return "event " + render(counted.args[0]) + " played this turn";
  if (counted.o == op::destroyed_count) return render(counted.args[0]) + " destroyed this turn";
  if (counted.o == op::left_count) return render(counted.args[0]) + " that left play this turn";
  if (counted.o == op::destroyed_way) return render(counted.args[0]) + " destroyed this way";
  if (counted.o == op::counters_removed) return "development counter removed this way";
  return counted.o == op::counters_on ? "development counter on " + render(counted.args[0]) : render(counted);
}
std::string per_each_text(const expr& e) { return fmt::format("{} for each {}", arg(e, 0), per_what(e.args[1])); }
// `produce 1 IQ for each character you control`: the trait before its `for each`.
std::string produce_text(const expr& e) {
  const expr& n = e.args[0];
  if (n.o != op::per_each) return fmt::format("produce {} {}", render(n), word_of(e));
  return fmt::format("produce {} {} for each {}", render(n.args[0]), word_of(e), per_what(n.args[1]));
}
// `take up to 2 BQ from target opponent`, `... 1 IQ for each character they control from ...`.
std::string take_traits_text(const expr& e) {
  const expr& n = e.args[0];
  if (n.o != op::per_each) return fmt::format("take up to {} {} from {}", render(n), word_of(e), arg(e, 1));
  return fmt::format("take up to {} {} for each {} from {}", render(n.args[0]), word_of(e), per_what(n.args[1]), arg(e, 1));
}
// `draw 1 card for each character you control`: the cards before its `for each`.
std::string draw_text(const expr& e) {
  const expr& n = e.args[0];
  if (n.o != op::per_each) return fmt::format("draw {} card{}", arg(e, 0), is_one(n) ? "" : "s");
  return fmt::format("draw {} card{} for each {}", render(n.args[0]), is_one(n.args[0]) ? "" : "s", per_what(n.args[1]));
}
// Between the items of a list ending at `end`, the one before item `i`: `A, B and C`.
std::string_view list_joiner(std::size_t i, std::size_t end) { return i + 1 == end ? " and " : ", "; }
std::string modify_text(const expr& e) {
  const auto& a = e.args;
  const expr& n = a[1].o == op::negate ? a[1].args[0] : a[1];
  const bool per = n.o == op::per_each;
  const std::string each = per ? fmt::format(" for each {}", per_what(n.args[1])) : std::string();
  std::string more;  // `, +2 EQ and +1 IQ` (check_statements_players.cpp, conjoined: after the duration)
  for (std::size_t i = 3; i < a.size(); ++i) {
    const expr& m = a[i].args[0];
    more += fmt::format("{}{}{} {}", list_joiner(i, a.size()), m.o == op::negate ? "-" : "+", render(m.o == op::negate ? m.args[0] : m),
                        name_of(a[i]));
  }
  return fmt::format("{} gets {}{} {}{}{}{}", arg(e, 0), a[1].o == op::negate ? "-" : "+", render(per ? n.args[0] : n),
                     name_of(e), each, more, spaced(e, 2));
}
// A keyword with its arguments (`AREA ATTACK BQ 3x1`), as `gains` and `loses` name it.
std::string keyword_named(const expr& e) { return e.args.empty() ? name_of(e) : name_of(e) + " " + join(e.args, 0, " "); }
std::string keyword_change_text(const expr& e) {
  std::string keyword = e.args.size() > 1 ? keyword_named(e.args[1]) : std::string();
  for (std::size_t i = 3; i < e.args.size(); ++i) (keyword += list_joiner(i, e.args.size())) += keyword_named(e.args[i]);  // `gains A, B and C`
  return fmt::format("{} {} {}{}", arg(e, 0), e.o == op::grant_keyword ? "gains" : "loses", keyword, spaced(e, 2));
}
// `target character cannot attack until end of turn`: the rule given, read after its cards
// (its subject is `this`, the card that has it; of a rule given to players, `that player`).
// `target character cannot block until end of turn` (the rule's `this`, the cards given it),
// `each opponent cannot play events ...` (`that player`), `cards you buy cost 1M less until
// end of turn` (a cost change for a while, with its own subject).
std::string grant_rule_text(const expr& e) {
  std::string rule = e.args.size() > 1 ? render(e.args[1]) : std::string();
  if (rule.rfind("this ", 0) == 0) rule.erase(0, 5);
  else if (rule.rfind("that player ", 0) == 0) rule.erase(0, 12);
  else return fmt::format("{}{}", rule, spaced(e, 2));
  return fmt::format("{} {}{}", arg(e, 0), rule, spaced(e, 2));
}
// `at the start of your next turn, draw 1 card`, `at the beginning of the end phase, ...`.
std::string delayed_text(const expr& e) {
  const bool turn = !e.args.empty() && e.args[0].o == op::until_next_turn;
  return fmt::format("at the {}, {}", turn ? "start of your next turn" : "beginning of the end phase", arg(e, 1));
}
// `the next time target character would be destroyed this turn, instead put it into its owner's
// hand`; manner::prevent_next: `prevent the next [3] damage that would be dealt to SEL [this turn]`.
std::string next_time_text(const expr& e) {
  // Its one duration is written `this turn` (blind design batch 31, N3: shown as `until end of turn`,
  // which the grammar refuses here).
  const op d = e.args[2].o;
  const std::string lasts = d == op::nothing ? std::string() : d == op::until_end_of_turn ? " this turn" : " " + render(e.args[2]);
  if (checked::takes(e, checked::manner::prevent_next)) {
    const expr& p = e.args[3];
    return fmt::format("prevent the next {}damage that would be dealt to {}{}", p.args.empty() ? "" : arg(p, 0) + " ", arg(e, 0), lasts);
  }
  std::string event = name_of(e.args[1]);
  if (const std::size_t hole = event.find('_'); hole != std::string::npos && e.args[1].args.size() > 1)
    event.replace(hole, 1, arg(e.args[1], 1));
  return fmt::format("the next time {} would be {}{}, instead {}", arg(e, 0), event, lasts, arg(e, 3));
}
// `target character gets +1 BQ until end of turn and gains KEYWORD until end of turn`: each
// change written with the subject, which only the first shows.
// The changes' one duration, said once at the end (`cannot attack and cannot block while this
// is in play`: a `while` written after each would take the `and` into its condition), or null.
const expr* shared_duration(const expr& e) {
  const expr* last = nullptr;
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    const expr& c = e.args[i];
    if (c.args.empty() || !checked::is_duration(c.args.back().o)) return nullptr;
    if (last && render(*last) != render(c.args.back())) return nullptr;
    last = &c.args.back();
  }
  return last;
}
std::string changes_text(const expr& e) {
  const std::string subject = render(e.args[0]);
  const expr* lasts = shared_duration(e);
  std::string out;
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    expr change = e.args[i];
    change.args[0] = e.args[0];
    if (lasts && i + 1 < e.args.size()) change.args.pop_back();  // said after the last
    const std::string text = render(change);
    if (i == 1) out = text;
    else out += " and " + (text.starts_with(subject + " ") ? text.substr(subject.size() + 1) : text);
  }
  return out;
}
// `you may draw 1 card`, `you may have this become a copy of target character`.
std::string may_text(const expr& e) {
  const expr& first = e.args[1].o == op::sequence && !e.args[1].args.empty() ? e.args[1].args[0] : e.args[1];
  return fmt::format("{} may {}", arg(e, 0), after_may(first, render(e.args[1])));
}
// `this becomes a copy of target character until end of turn`, `this gains the keywords of ...`.
std::string become_text(const expr& e) {
  return fmt::format("{} {} {}{}", arg(e, 0), e.o == op::become_copy ? "becomes a copy of" : "gains the keywords of", arg(e, 1),
                     spaced(e, 2));
}
// `rule: this has the traits of the chosen card while this is engaged`.
std::string has_traits_text(const expr& e) { return fmt::format("{} has the traits of {}{}", arg(e, 0), arg(e, 1), spaced(e, 2)); }
std::string add_counters_text(const expr& e) {
  const expr& n = e.args[0];
  if (n.o == op::per_each)  // `add 1 development counter to this for each character you control`
    return fmt::format("add {} {} counter{} to {} for each {}", render(n.args[0]), name_of(e), is_one(n.args[0]) ? "" : "s",
                       arg(e, 1), per_what(n.args[1]));
  return fmt::format("add {} {} counter{} to {}", arg(e, 0), name_of(e), is_one(e.args[0]) ? "" : "s", arg(e, 1));
}
std::string shuffle_text(const expr& e) {
  if (e.args.size() == 1) return "shuffle " + render(e.args[0].args[0]);
  return fmt::format("shuffle {} into {}", arg(e, 0), render(e.args[1].args[0]));
}
std::string remove_counters_text(const expr& e) {
  if (takes(e, checked::manner::all)) return fmt::format("remove all {} counters from {}", name_of(e), arg(e, 1));
  return fmt::format("remove {} {} counter{} from {}", arg(e, 0), name_of(e), is_one(e.args[0]) ? "" : "s", arg(e, 1));
}
// Triggers, rules and replacements reuse `select`: a subject, then a phrase whose '_'
// stand for the objects that follow, then a duration.
// A cost change's money: `cost 1M less`, `cost the number of SEL M less`; `1M ... for each
// SEL` puts the count after the phrase (`cost 1M less for each card with #BUILDING you control`).
std::string cost_money(const expr& m, std::string& per) {
  const expr& once = m.o == op::per_each && m.args.size() > 1 ? m.args[0] : m;
  if (&once != &m) per = " for each " + per_what(m.args[1]);
  return render(once) + (once.o == op::number ? "M" : " M");
}
std::string phrase_text(const expr& e) {
  std::string words = name_of(e);
  std::string after, per;
  const bool cost = words.find("cost") != std::string::npos;
  for (std::size_t i = 1; i < e.args.size(); ++i) {
    const std::size_t hole = words.find_first_of("_#%$");  // a selection, a number, a keyword's parameter, N TRAIT
    // `gains control of this`: the table's phrase names `a card` (check_abilities.cpp player_verbs)
    if (hole != std::string::npos && words[hole] == '$' && i + 1 < e.args.size())  // `cost 1 BQ less`: two objects
      words.replace(hole, 1, render(e.args[i]) + " " + name_of(e.args[i + 1])), ++i;
    else if (hole == std::string::npos && e.args[i].o == op::this_card && words.ends_with(" a card"))
      words.replace(words.size() - 6, 6, "this");
    else if (is_duration(e.args[i].o) || hole == std::string::npos)
      (after += ' ') += render(e.args[i]);
    else
      words.replace(hole, 1, cost && words[hole] == '#' ? cost_money(e.args[i], per) : render(e.args[i]));
  }
  // `when you draw a card`: a player's phrase is spelt for one player (`draws a card`), and
  // `you` takes its verb without the `s` (check_trigger reads both).
  static constexpr std::array<std::string_view, 7> player_verbs = {"draws ", "activates ", "plays ", "buys ",
                                                                   "sells ", "gains ", "loses "};
  if (e.args[0].o == op::you)
    for (const std::string_view v : player_verbs)
      if (words.starts_with(v)) words.erase(v.size() - 2, 1);
  return fmt::format("{} {}{}{}", render(e.args[0]), words, per, after);
}
// A selection: its state words and number before the noun, the other filters after.
// `one of them`, `up to 2 of them`, `the rest` (check_selections.cpp: a determiner, then the filter).
std::string group_text(const expr& e) {
  if (e.args.back().o == op::rest_looked) return "the rest";
  std::string qualifiers;  // `one of them with #CYBORG`: between the determiner and the group filter
  for (std::size_t i = 1; i + 1 < e.args.size(); ++i) (qualifiers += ' ') += render(e.args[i]);
  return fmt::format("{} of them{}", e.args.size() > 1 ? render(e.args[0]) : "one", qualifiers);
}
// A player qualifier `with more money than you`: the condition `they have more money than you`
// without its subject.
std::string than_qualifier_text(const expr& e) {
  const std::string condition = render(e);
  for (std::string_view verb : {" has ", " have "})
    if (const std::size_t at = condition.find(verb); at != std::string::npos) return "with " + condition.substr(at + verb.size());
  return condition;
}
// A card noun after a count of one that a bound parameter prints (`up to x cards` with x 1:
// `up to 1 card`; blind rules batch 96 read "up to 1 cards").
std::string singular(std::string noun) {
  if (noun.ends_with("ies")) return noun.substr(0, noun.size() - 3) + "y";     // abilities
  if (noun.ends_with("sses")) return noun.substr(0, noun.size() - 2);          // businesses
  if (noun.ends_with('s') && !noun.ends_with("ss")) noun.pop_back();           // cards
  return noun;
}
bool counts_one(const std::string& number) { return number == "1" || number.ends_with(" 1") || number.ends_with(" 1 target"); }

std::string selection_text(const expr& e) {
  // `the controller of SEL`: a player pronoun whose args[0] is SEL
  if (e.o == op::player_ref && !e.args.empty() && is_selection(e.args[0].o)) return name_of(e) + " " + render(e.args[0]);
  if (!e.args.empty() && is_selection(e.args[0].o)) return phrase_text(e);
  if (!e.args.empty() && (e.args.back().o == op::among_named || e.args.back().o == op::rest_looked)) return group_text(e);
  std::string words;
  std::string tail;
  bool one = false;
  for (const expr& part : e.args) {
    if (part.o == op::number && name_of(part).empty()) continue;
    // the author's own `1 cards` is printed as written (show's text checks to the same tree)
    if (part.o == op::number && !part.args.empty() && bound_argument(part.args[0])) one = counts_one(render(part));
    if (part.o == op::has_amount) {  // `each opponent with more money than you` (checker::check_than)
      tail += ' ';
      tail += than_qualifier_text(part);
      continue;
    }
    bool before = part.o == op::with_state || part.o == op::number || part.o == op::of_faction;
    std::string& to = before ? words : tail;  // appended to, not `" " + string`: GCC 12 -Wrestrict at -O3
    if (!before) to += ' ';
    to += render(part);
    if (before) to += ' ';
  }
  // `the player with the most money` (most_of value 1: written with `the`)
  if (words.empty() && std::any_of(e.args.begin(), e.args.end(), [](const expr& f) { return f.o == op::most_of && f.value == 1; }))
    words = "the ";
  return words + (one ? singular(name_of(e)) : name_of(e)) + tail;
}
std::string with_keyword_text(const expr& e) { return fmt::format("with {}", keyword_named(e)); }
std::string named_text(const expr& e) { return "named " + quote(name_of(e)); }
std::string controlled_by_text(const expr& e) {
  return name_of(e) + (name_of(e) == "you" || name_of(e) == "they" ? " control" : " controls");
}
std::string in_radius_text(const expr& e) {
  return fmt::format("in card radius {}{}", arg(e, 0), e.args.size() > 1 ? fmt::format(" of {}", arg(e, 1)) : "");
}
std::string in_area_text(const expr& e) {
  return fmt::format("in an area {}{}", name_of(e), e.args.empty() ? "" : fmt::format(" of {}", arg(e, 0)));
}
std::string zone_text(const expr& e) {
  // manner::any_players: any player's; `target opponent's` holds its target selection
  if (!e.args.empty() && e.args[0].o == op::player_ref && !e.args[0].args.empty()) return name_of(e.args[0]) + " " + name_of(e);
  return (e.args.empty() ? (takes(e, checked::manner::any_players) ? "an " : "") : arg(e, 0) + " ") + name_of(e);
}
// A filter (`in your hand`), or a condition on a card (`this is in an open market`).
std::string in_zone_text(const expr& e) {
  return e.args.size() > 1 ? fmt::format("{} is {}", arg(e, 0), arg(e, 1)) : fmt::format("in {}", arg(e, 0));
}
std::string number_text(const expr& e) {
  // a determiner of a counted target (`2 target`, `up to 3 target`, `any number of target`): target
  if (!name_of(e).empty() && name_of(e) != "target" && e.target && e.word != 0) {
    expr plain = e;
    plain.target = false;
    return number_text(plain) + " target";
  }
  if (e.args.empty()) return name_of(e).empty() ? std::to_string(e.value) : name_of(e);
  if (name_of(e) == "exactly" && e.args[0].o == op::number && e.args[0].value == 0) return "no";  // `no other characters`
  return (name_of(e) == "exactly" ? "" : name_of(e) + " ") + arg(e, 0);
}
// `it is an event`, `it is a character`: the article the noun takes (blind design batch 42:
// `show` printed "it is a event").
std::string is_kind_text(const expr& e) {
  const std::string& noun = name_of(e);
  const bool vowel = !noun.empty() && std::string_view("aeiou").find(noun.front()) != std::string_view::npos;
  return fmt::format("{} is {} {}", arg(e, 0), vowel ? "an" : "a", noun);
}
std::string any_of_text(const expr& e) { return join(e.args, 0, " or "); }
// Whether e is `the rules are "V"` or its negation: a keyword's variant condition.
bool variant_condition(const expr& e) {
  return e.o == op::rules_are || (e.o == op::negate && !e.args.empty() && e.args[0].o == op::rules_are);
}
// A keyword's rule printed as it holds on a card in a game (render_bound) leaves out its
// variant conditions: they hold in that game (blind rules batch 111: CAMOUFLAGE's refusal
// read `... and not the rules are "camouflage-owner-may-target"`).
std::string all_of_text(const expr& e) {
  if (!bound_use || std::none_of(e.args.begin(), e.args.end(), variant_condition)) return join_grouped(e.args, " and ");
  checked::expr_list kept;
  for (const expr& a : e.args)
    if (!variant_condition(a)) kept.push_back(a);
  return join_grouped(kept, " and ");
}
std::string negate_text(const expr& e) { return fmt::format("not {}", grouped(e.args[0], true)); }
std::string controls_text(const expr& e) {
  const std::string who = arg(e, 0);
  return who + (who == "you" ? " control " : " controls ") + arg(e, 1);
}
std::string cost_arg_text(const expr& e) {
  std::string out = fmt::format("{}M", e.value);
  for (const expr& t : e.args) out += fmt::format(" + {}{}", t.value, name_of(t));
  return out;
}

// `your`, `their`, `its owner's`: whose trait pool.
std::string possessive(const expr& who) {
  if (who.o == op::you) return "your";
  if (name_of(who) == "its owner" || name_of(who) == "its controller") return name_of(who) + "'s";
  return "their";
}
std::string with_number_text(const expr& e) {
  const std::string what = "with " + (e.args.size() > 1 ? name_of(e.args[1]) : std::string("valuation")) + " ";
  if (name_of(e).ends_with(" than")) return what + name_of(e) + " " + arg(e, 0);  // `with BQ less than 3`
  return what + arg(e, 0) + " " + name_of(e);
}
// `deal 3 IQ damage to SEL`; manner::divided: `divided as you choose among SEL`.
std::string deal_text(const expr& e) {
  if (e.args[0].o == checked::op::replaced_damage) return fmt::format("deal that damage to {}", arg(e, 1));
  const expr& n = e.args[0];
  const bool per = n.o == checked::op::per_each;  // `deal 1 BQ damage to SEL for each SEL`
  return fmt::format("deal {} {} damage {} {}{}", render(per ? n.args[0] : n), name_of(e),
                     takes(e, checked::manner::divided) ? "divided as you choose among" : "to", arg(e, 1),
                     per ? " for each " + per_what(n.args[1]) : "");
}
// `prevent that damage`, `prevent 1 of that damage`, `prevent the first 2 of that damage each turn`.
std::string prevent_text(const expr& e) {
  if (e.args.empty()) return "prevent that damage";
  if (takes(e, checked::manner::first_each_turn)) return fmt::format("prevent the first {} of that damage each turn", arg(e, 0));
  return fmt::format("prevent {} of that damage", arg(e, 0));
}
// `remove 2 damage from SEL`, `remove 1 BQ damage from SEL` (text: the trait, or empty).
std::string remove_damage_text(const expr& e) {
  return fmt::format("remove {} {}damage from {}", takes(e, checked::manner::all) ? "all" : arg(e, 0), name_of(e).empty() ? "" : name_of(e) + " ",
                     arg(e, 1));
}
std::string pool_of_text(const expr& e) { return "the " + name_of(e) + " in " + possessive(e.args[0]) + " trait pool"; }
std::string pool_empty_text(const expr& e) { return possessive(e.args[0]) + " trait pool is empty"; }
// `you have at most 5M`, `an opponent has 3 BQ or more`, `an opponent has more money than you`.
// `with the most money`, `with the fewest cards in their hand` (checker::check_most_quantity).
std::string most_quantity_text(const expr& e) {
  const expr& q = e.args[0];
  return "with the " + name_of(e) + " " + (q.o == op::money_of ? std::string("money") : arg(q, 0));
}
// `the greatest BQ among characters you control`, `the least money among opponents`.
std::string extreme_text(const expr& e) {
  const expr& q = e.args[0];
  const std::string what = q.o == op::money_of ? "money" : q.o == op::valuation_of ? "valuation" : name_of(q);
  return fmt::format("the {} {} among {}", name_of(e), what, arg(q, 0));
}
// `half the number of cards in your hand`; `half their money` as written (value 1).
std::string half_text(const expr& e) {
  if (e.value == 1 && e.args[0].o == op::money_of) return fmt::format("half {} money", possessive(e.args[0].args[0]));
  return fmt::format("half {}", arg(e, 0));
}
std::string has_most_text(const expr& e) {
  const std::string who = arg(e, 0);
  return who + (who == "you" ? " have" : " has") + most_quantity_text(e.args[1]).substr(4);
}
// `you played 2 or more events this turn`, `you played at least 2 events this turn`.
// `you played 2 or more events this turn`, `you bought at least 1 card this turn`, `you sold ...`.
std::string played_text(const std::string& who, const expr& e) {
  const checked::player_number n = checked::payload<checked::player_number>(e);
  const bool cards = n == checked::player_number::bought || n == checked::player_number::sold;
  const bool one = e.args[1].o == op::number && e.args[1].value == 1;
  const std::string what = cards ? (one ? " card" : " cards") : (one ? " event" : " events");
  const std::string verb = n == checked::player_number::bought ? " bought " : n == checked::player_number::sold ? " sold " : " played ";
  if (name_of(e).rfind("or ", 0) == 0) return who + verb + arg(e, 1) + " " + name_of(e) + what + " this turn";
  return who + verb + name_of(e) + " " + arg(e, 1) + what + " this turn";
}
// `you have 3 or fewer cards in hand`, `an opponent has at least 5 cards in hand`, `... in
// their open market`.
std::string hand_text(const std::string& who, const std::string& have, const expr& e) {
  if (e.args[1].o == op::hand_of) return who + have + name_of(e) + " cards in hand than " + arg(e.args[1], 0);
  static constexpr std::array<const char*, 4> zones = {" hand", " their open market", " their main deck", " their resource deck"};
  const auto zone = static_cast<std::size_t>(checked::payload<checked::player_number>(e)) -
                    static_cast<std::size_t>(checked::player_number::hand);
  const std::string in = std::string(" in") + zones.at(zone);
  const std::string cards = (e.args[1].o == op::number && e.args[1].value == 1 ? " card" : " cards") + in;
  if (name_of(e).rfind("or ", 0) == 0) return who + have + arg(e, 1) + " " + name_of(e) + cards;
  return who + have + name_of(e) + " " + arg(e, 1) + cards;
}
std::string has_amount_text(const expr& e) {
  const std::string who = arg(e, 0);
  const std::string have = who == "you" || who == "they" ? " have " : " has ";  // `if they have 0 cards in hand`
  if (checked::payload<checked::player_number>(e) >= checked::player_number::hand) return hand_text(who, have, e);
  if (checked::payload<checked::player_number>(e) >= checked::player_number::events) return played_text(who, e);
  const auto what = checked::payload<checked::player_number>(e);
  const bool money = what == checked::player_number::money;
  const std::string unit = money ? "" : engine::trait_names[static_cast<std::size_t>(what) % engine::book::traits];
  const expr& r = e.args[1];
  if (r.o == op::money_of || r.o == op::pool_of)
    return who + have + name_of(e) + " " + (money ? "money" : unit) + " than " + arg(r, 0);
  const std::string how_much = arg(e, 1) + (money ? "M" : " " + unit);
  if (name_of(e).rfind("or ", 0) == 0) return who + have + how_much + " " + name_of(e);
  return who + have + name_of(e) + " " + how_much;
}

struct render_form {
  op o;
  std::string (*print)(const expr&);  // or
  const char* pattern;                // by_pattern
};
using O = op;
// Every op's form, in the order of checked::op (an op without one prints its name).
constexpr render_form render_forms[] = {
    {O::sequence, sequence_text, nullptr}, {O::if_then, if_then_text, nullptr}, {O::for_each, for_each_text, nullptr},
    {O::may, may_text, nullptr}, {O::deal_damage, deal_text, nullptr},
    {O::remove_damage, remove_damage_text, nullptr}, {O::prevent_damage, prevent_text, nullptr},
    {O::destroy, nullptr, "destroy {a}"}, {O::annihilate, nullptr, "annihilate {a}"}, {O::engage, nullptr, "engage {a}"},
    {O::disengage, nullptr, "disengage {a}"}, {O::reveal, nullptr, "reveal {a}"}, {O::redeploy, redeploy_text, nullptr},
    {O::unbond, unbond_text, nullptr}, {O::cancel, nullptr, "cancel {a}"}, {O::reset, nullptr, "reset {a}"},
    {O::sell, nullptr, "sell {a}"},
    {O::choose, nullptr, "choose {a}"}, {O::move, move_text, nullptr}, {O::swap, nullptr, "swap {a} with {b}"},
    {O::bond, nullptr, "bond {a} to {b}"}, {O::search, search_text, nullptr}, {O::put, put_text, nullptr},
    {O::deploy, deploy_text, nullptr}, {O::draw, draw_text, nullptr}, {O::discard, discard_text, nullptr},
    {O::gain_money, money_text, nullptr}, {O::lose_money, money_text, nullptr}, {O::pay_money, money_text, nullptr},
    {O::take_money, take_money_text, nullptr}, {O::take_traits, take_traits_text, nullptr}, {O::give_money, give_money_text, nullptr}, {O::produce, produce_text, nullptr}, {O::modify_trait, modify_text, nullptr},
    {O::modify_valuation, modify_text, nullptr}, {O::grant_keyword, keyword_change_text, nullptr},
    {O::remove_keyword, keyword_change_text, nullptr}, {O::add_counters, add_counters_text, nullptr},
    {O::remove_counters, remove_counters_text, nullptr},
    {O::shuffle, shuffle_text, nullptr},
    {O::win_game, nullptr, "{a} wins the game"}, {O::lose_game, nullptr, "{a} loses the game"},
    {O::gain_control, gain_control_text, nullptr}, {O::exchange_control, exchange_control_text, nullptr},
    {O::copy, copy_text, nullptr}, {O::activate, nullptr, "activate: {a} -> {b}"},
    {O::nothing, nullptr, "do nothing"}, {O::do_parameter, nullptr, "do {t}"}, {O::grant_rule, grant_rule_text, nullptr},
    {O::look, look_text, nullptr},
    {O::become_copy, become_text, nullptr}, {O::grant_keywords_of, become_text, nullptr},
    {O::choose_mode, modes_text, nullptr}, {O::delayed, delayed_text, nullptr},
    {O::next_time, next_time_text, nullptr}, {O::joined, changes_text, nullptr},
    // selections
    {O::this_card, selection_text, nullptr}, {O::bound, selection_text, nullptr}, {O::you, selection_text, nullptr},
    {O::player_ref, selection_text, nullptr}, {O::select, selection_text, nullptr}, {O::top_of_zone, nullptr, "the top {a} {t} of {b}"},
    {O::joined_cards, nullptr, "them"},
    // filters
    {O::with_tag, nullptr, "with #{t}"}, {O::with_keyword, with_keyword_text, nullptr}, {O::without_tag, nullptr, "without #{t}"},
    {O::without_keyword, nullptr, "without {t}"}, {O::controlled_by, controlled_by_text, nullptr},
    {O::in_radius, in_radius_text, nullptr}, {O::in_area, in_area_text, nullptr}, {O::adjacent_to, nullptr, "adjacent to {a}"},
    {O::bonded_to, nullptr, "bonded to {a}"}, {O::among_named, nullptr, "of them"}, {O::rest_looked, nullptr, "the rest"},
    {O::most_of, most_quantity_text, nullptr},
    {O::valuation_at_most, nullptr, "with valuation {a} or less"},
    {O::combined_valuation_at_most, nullptr, "with combined valuation {a} or less"},
    {O::other_than, nullptr, "other than {a}"}, {O::in_zone, in_zone_text, nullptr}, {O::with_state, nullptr, "{t}"},
    {O::same_name_as, nullptr, "with the same name as {a}"}, {O::chosen_at_random, nullptr, "at random"}, {O::named, named_text, nullptr}, {O::with_number, with_number_text, nullptr},
    {O::of_faction, nullptr, "{t}"}, {O::of_type, nullptr, "{t}"},
    {O::attacked_this_turn, nullptr, "that attacked this turn"},
    // zones and destinations
    {O::zone, zone_text, nullptr}, {O::into, nullptr, "into {a}"}, {O::bottom_of, nullptr, "on the bottom of {a}"},
    {O::top_of, nullptr, "on top of {a}"},
    // amounts
    {O::number, number_text, nullptr}, {O::parameter, nullptr, "{t}"}, {O::count_of, nullptr, "the number of {a}"},
    {O::trait_of, nullptr, "the {t} of {a}"}, {O::damage_dealt, nullptr, "the damage dealt"},
    {O::per_each, per_each_text, nullptr}, {O::replaced_damage, nullptr, "that damage"}, {O::money_of, nullptr, "the money of {a}"},
    {O::drawn_by, nullptr, "the number of cards {a} drew this turn"},
    {O::bought_by, nullptr, "the number of cards {a} bought this turn"},
    {O::sold_by, nullptr, "the number of cards {a} sold this turn"},
    {O::played_by, nullptr, "the number of events {a} played this turn"},
    {O::destroyed_count, nullptr, "the number of {a} destroyed this turn"},
    {O::left_count, nullptr, "the number of {a} that left play this turn"},
    {O::destroyed_way, nullptr, "the number of {a} destroyed this way"},
    {O::hand_of, nullptr, "the number of cards in the hand of {a}"},
    {O::extreme_of, extreme_text, nullptr}, {O::half_of, half_text, nullptr},
    {O::that_many, nullptr, "that {t}"},
    {O::pool_of, pool_of_text, nullptr}, {O::damage_on, nullptr, "the damage on {a}"},
    {O::valuation_of, nullptr, "the valuation of {a}"},
    {O::counters_on, nullptr, "the number of development counters on {a}"},
    {O::counters_removed, nullptr, "the number of development counters removed this way"},
    // conditions
    {O::any_of, any_of_text, nullptr}, {O::all_of, all_of_text, nullptr}, {O::negate, negate_text, nullptr},
    {O::has_state, nullptr, "{a} is {t}"}, {O::has_tag, nullptr, "{a} has #{t}"}, {O::has_keyword, nullptr, "{a} has {t}"},
    {O::controls, controls_text, nullptr}, {O::compare, nullptr, "{a} {t} {b}"}, {O::adjacent, nullptr, "{a} is adjacent to {b}"},
    {O::is_kind, is_kind_text, nullptr}, {O::has_most, has_most_text, nullptr}, {O::did, nullptr, "{t}"},
    {O::has_amount, has_amount_text, nullptr}, {O::pool_empty, pool_empty_text, nullptr},
    {O::is_period, nullptr, "it is {t}"}, {O::rules_are, nullptr, "the rules are \"{t}\""},
    {O::deployed_this_turn, nullptr, "{a} was deployed this turn"},
    {O::was_destroyed, nullptr, "{a} was destroyed this turn"},
    {O::left_play, nullptr, "{a} left play this turn"},
    {O::attacked_turn, nullptr, "{a} attacked this turn"},
    {O::stack_empty, nullptr, "the stack is empty"}, {O::on_stack, nullptr, "{a} is on the stack"},
    // durations
    {O::until_end_of_turn, nullptr, "until end of turn"}, {O::while_condition, nullptr, "while {a}"},
    {O::until_end_of_phase, nullptr, "until end of phase"}, {O::until_next_turn, nullptr, "until your next turn"},
    {O::until_controller_accounting, nullptr, "until its controller's next accounting phase ends"},
    {O::until_end_of_combat, nullptr, "until end of combat"},
    {O::until_end_of_next_turn, nullptr, "until the end of your next turn"},
    // keyword arguments
    {O::trait_arg, nullptr, "{t}"}, {O::tag_arg, nullptr, "#{t}"}, {O::shape_arg, nullptr, "{t}"},
    {O::cost_arg, cost_arg_text, nullptr}, {O::effect_arg, nullptr, "({a})"},
    {O::chosen_amount, nullptr, "x"},
    {O::copy_traits, has_traits_text, nullptr},
};

// render_forms by op.
constexpr std::array<const render_form*, checked::op_count> forms_by_op() {
  std::array<const render_form*, checked::op_count> t{};
  for (const render_form& f : render_forms) t[static_cast<std::size_t>(f.o)] = &f;
  return t;
}
constexpr std::array<const render_form*, checked::op_count> form_of = forms_by_op();
constexpr bool every_op_has_form() {
  for (const render_form* f : form_of)
    if (!f || (!f->print && !f->pattern)) return false;
  return true;
}
static_assert(every_op_has_form(), "render_forms: an op without a form");

}  // namespace

namespace {
// Whether a statement's subject is plural, so that its verb agrees (`characters you control
// get +1 MQ`, `2 target characters gain FLYING`, `they lose 2M`): a noun written plural
// (`characters`, `businesses`; not `business`) without a determiner of one (`each`, `a`,
// `another`, `target`), or `they`.
bool plural_subject(const expr& s) {
  if (s.o == op::player_ref) return name_of(s) == "they";
  if (s.o != op::select) return false;
  const std::string noun = name_of(s);
  if (noun.empty() || noun.back() != 's' || noun == "business") return false;
  return std::none_of(s.args.begin(), s.args.end(), [](const expr& f) {
    if (f.o != op::number || f.target) return false;
    const std::string d = name_of(f);
    return d == "each" || d == "a" || d == "an" || d == "another" || d == "target";
  });
}

// The verb's plural: `gets` -> `get`, `has` -> `have`, `is` -> `are`, `touches` -> `touch`.
std::string plural_verb(const std::string& verb) {
  if (verb == "has") return "have";
  if (verb == "is") return "are";
  if (verb.size() < 3 || verb.back() != 's' || verb.ends_with("ss")) return verb;
  for (const char* ending : {"ches", "shes", "sses", "xes", "zes"})
    if (verb.ends_with(ending)) return verb.substr(0, verb.size() - 2);
  return verb.substr(0, verb.size() - 1);
}

// A statement printed with its subject first: the verb after a plural subject agrees with it.
std::string agreed(const expr& e, std::string text) {
  if (e.o > op::grant_keywords_of || e.args.empty() || !plural_subject(e.args[0])) return text;
  const std::string subject = render(e.args[0]) + ' ';
  if (!text.starts_with(subject)) return text;
  const std::size_t end = std::min(text.find(' ', subject.size()), text.size());
  return subject + plural_verb(text.substr(subject.size(), end - subject.size())) + text.substr(end);
}
}  // namespace

std::string after_may(const expr& first, std::string text) {
  if (first.args.empty()) return text;
  const checked::op who = first.args[0].o;
  if (who != op::select && who != op::this_card && who != op::bound && who != op::player_ref) return text;
  const std::string subject = render(first.args[0]) + ' ';
  if (!text.starts_with(subject)) return text;  // a statement that starts with its verb
  const std::size_t end = std::min(text.find(' ', subject.size()), text.size());
  return "have " + subject + plural_verb(text.substr(subject.size(), end - subject.size())) + text.substr(end);
}

std::string render(const expr& e) {
  const auto i = static_cast<std::size_t>(e.o);
  const render_form* f = i < form_of.size() ? form_of[i] : nullptr;
  if (!f) return checked::op_name(e.o);
  return agreed(e, f->print ? f->print(e) : by_pattern(e, f->pattern));
}

std::string render_bound(const expr& e, const checked::keyword_use* use) {
  const checked::keyword_use* outer = std::exchange(bound_use, use);
  std::string out = render(e);
  bound_use = outer;
  return out;
}

std::string render_in_force(const checked::ability& a, const checked::keyword_use* use, const condition_in_force& decide) {
  const checked::keyword_use* outer = std::exchange(bound_use, use);
  const condition_in_force* outer_force = std::exchange(in_force, &decide);
  std::string out = ability_text(a);
  bound_use = outer;
  in_force = outer_force;
  return out;
}

std::string render_traits(const checked::card& c) {
  std::vector<std::string> traits;
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    traits.push_back(fmt::format("{} {}", engine::trait_names[i], c.traits[i] ? std::to_string(*c.traits[i]) : "-"));
  return fmt::format("{}", fmt::join(traits, ", "));
}

std::string render_card(const checked::card& c) {
  std::string out = fmt::format("{}\n  {} ({})", c.name, types_text(c), engine::faction_names[static_cast<std::size_t>(c.side)]);
  out += c.valuation ? fmt::format(", valuation {}M", *c.valuation) : fmt::format(", cost {}", cost_text(c.price));
  out += "\n  traits:";
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    out += fmt::format(" {} {}", engine::trait_names[i], c.traits[i] ? std::to_string(*c.traits[i]) : "-");
  out += '\n';
  if (!c.tags.empty()) {
    out += "  tags:";
    for (const auto& t : c.tags) out += " #" + t;
    out += '\n';
  }
  if (!c.business.empty()) out += fmt::format("  business: \"{}\"\n", c.business);
  for (const auto& k : c.keywords) out += "  keyword " + render_keyword_use(k) + '\n';
  for (const auto& a : c.abilities) {
    out += "  " + ability_text(a) + '\n';
    std::string tree;
    // A triggered ability's trigger holds 1 for `for the first time each turn` (checker:
    // check_trigger_once).
    const bool triggered = a.kind == checked::ability_kind::triggered, replaces = a.kind == checked::ability_kind::replacement;
    if (triggered || a.kind == checked::ability_kind::rule || replaces)
      tree_lines(a.trigger, 2, tree, triggered || replaces ? first_time_words.substr(1) : "");
    if (a.kind == checked::ability_kind::activated) tree_lines(a.cost, 2, tree);
    if (a.kind != checked::ability_kind::rule) tree_lines(a.effect, 2, tree);
    out += tree;
  }
  if (!c.flavour.empty()) out += fmt::format("  \"{}\"\n", c.flavour);
  if (!c.art.empty()) out += fmt::format("  art: \"{}\"\n", c.art);
  return out;
}

std::string render_keyword(const checked::keyword& k) {
  std::string out = "keyword " + k.name;
  if (!k.params.empty()) {
    out += " (";
    for (std::size_t i = 0; i < k.params.size(); ++i)
      out += fmt::format("{}{}: {}", i ? ", " : "", name_of(k.params[i]), checked::param_kind_name(k.params[i].kind));
    out += ")";
  }
  out += '\n';
  for (const auto& a : k.abilities) out += "  " + ability_text(a) + '\n';
  return out;
}

namespace {

nlohmann::json ability_json(const checked::ability& a) {
  nlohmann::json aj{{"kind", checked::ability_kind_name(a.kind)}, {"text", ability_text(a)}};
  if (!a.name.empty()) aj["name"] = a.name;
  if (a.kind != checked::ability_kind::resolve && a.kind != checked::ability_kind::activated &&
      a.kind != checked::ability_kind::additional_cost)
    aj["trigger"] = to_json(a.trigger);
  if (a.kind == checked::ability_kind::activated || a.kind == checked::ability_kind::additional_cost)
    aj["cost"] = to_json(a.cost);
  if (a.kind != checked::ability_kind::rule && a.kind != checked::ability_kind::additional_cost) aj["effect"] = to_json(a.effect);
  return aj;
}

std::string dump(const nlohmann::json& j) { return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace); }

}  // namespace

std::string render_keyword_json(const checked::keyword& k) {
  nlohmann::json j{{"name", k.name}, {"params", nlohmann::json::array()}, {"abilities", nlohmann::json::array()}};
  for (const auto& p : k.params) j["params"].push_back({{"name", p.name}, {"kind", checked::param_kind_name(p.kind)}});
  for (const auto& a : k.abilities) j["abilities"].push_back(ability_json(a));
  return dump(j);
}

std::string render_card_json(const checked::card& c) {
  nlohmann::json j;
  j["name"] = c.name;
  j["types"] = types_text(c);
  j["faction"] = engine::faction_names[static_cast<std::size_t>(c.side)];
  j["cost"] = {{"money", c.price.money}, {"traits", c.price.traits}};
  if (c.valuation) j["valuation"] = *c.valuation;
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    j["traits"][engine::trait_names[i]] = c.traits[i] ? nlohmann::json(*c.traits[i]) : nlohmann::json(nullptr);
  j["tags"] = c.tags;
  j["keywords"] = nlohmann::json::array();
  for (const auto& k : c.keywords) {
    nlohmann::json kj{{"name", k.def ? k.def->name : ""}, {"args", nlohmann::json::array()}};
    for (const auto& arg : k.args) kj["args"].push_back(to_json(arg));
    j["keywords"].push_back(kj);
  }
  j["abilities"] = nlohmann::json::array();
  for (const auto& a : c.abilities) j["abilities"].push_back(ability_json(a));
  if (!c.business.empty()) j["business"] = c.business;
  if (!c.flavour.empty()) j["flavour"] = c.flavour;
  if (!c.art.empty()) j["art"] = c.art;
  return dump(j);
}

std::string render_deck_json(const checked::deck& d) {
  auto entries = [](const std::vector<checked::deck_entry>& list) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& e : list) out.push_back({{"count", e.count}, {"name", e.name}});
    return out;
  };
  nlohmann::json j{{"name", d.name}, {"business", d.business}, {"founder", d.founder}};
  j["resources"] = entries(d.resources);
  j["main"] = entries(d.main);
  return dump(j);
}

}  // namespace megacorp
