// Checking keywords: a keyword's definition (parameters, abilities) and each use of it with its arguments.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "check/checker.hpp"
#include "ir/name_table.hpp"
#include "ir/names.hpp"
#include "vocabulary/param_kinds.hpp"

namespace megacorp {

using syntax::kind;

namespace {

bool does_parameter(const checked::expr& e, const std::string& param) {
  if (e.o == checked::op::do_parameter && name_of(e) == param) return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return does_parameter(a, param); });
}

// Whether an `activate: COSTS -> EFFECT` in `e` pays its costs with `do PARAM`.
bool activates_with(const checked::expr& e, const std::string& param) {
  if (e.o == checked::op::activate && does_parameter(e.args[0], param)) return true;
  return std::any_of(e.args.begin(), e.args.end(), [&](const checked::expr& a) { return activates_with(a, param); });
}

// Whether the keyword pays an activated ability's cost with `do PARAM`, or the costs of an
// `activate:` in its text: then the argument given for PARAM is a cost and is checked as one.
bool paid_with(const checked::keyword& k, const std::string& param) {
  return std::any_of(k.abilities.begin(), k.abilities.end(), [&](const checked::ability& a) {
    return (a.kind == checked::ability_kind::activated && does_parameter(a.cost, param)) || activates_with(a.effect, param);
  });
}

// What a card gives for a parameter of kind k, as the messages about arguments say it.
std::string written_as(checked::param_kind k) {
  switch (k) {
    case checked::param_kind::number: return "a number (2)";
    case checked::param_kind::money: return "a cost (1M)";
    case checked::param_kind::trait: return "a trait (BQ)";
    case checked::param_kind::tag: return "a tag (#NATURE)";
    case checked::param_kind::shape: return "a shape (1x4)";
    case checked::param_kind::effect: return "an effect in parentheses";
  }
  return {};
}

// What can stand as an argument of kind k, for a message: in a keyword's text also one of
// its parameters of that kind, written as its name (`#t` or `t` for a tag); an effect is
// never passed on (the keyword that gains it would run it as its own card's text).
std::string can_stand(checked::param_kind k, bool in_keyword) {
  const std::string kind = checked::param_kind_name(k);
  if (k == checked::param_kind::effect) return written_as(k) + " can stand there; an effect parameter is not passed on";
  if (!in_keyword) return written_as(k) + " can stand there; a " + kind + " parameter, only in a keyword's text";
  return written_as(k) + " or a " + kind + " parameter of this keyword can stand there";
}

}  // namespace

// 001 Glossary CARD KEYWORDS gives keywords "X" amounts; a keyword's text passes its own
// parameters on as another keyword's arguments (`keyword BANKER (n: number) { rule: resources
// you control gain CASHFLOW n }`), bound for each card that has the keyword
// (definitions::make_granted_uses_by_use).
checked::expr checker::check_param_arg(const node& arg, const checked::keyword_use& use, std::size_t index, const scope& s) {
  const checked::keyword_param& want = use.def->params[index];
  checked::expr e;
  e.where = at(arg);
  e.o = checked::op::parameter;
  e.text = intern_name(arg.children.empty() ? arg.text : arg.children[0].text);  // the word, not the blanks after it
  const std::string which = fmt::format("argument {} of {} ('{}') is a {}", index + 1, use.def->name, name_of(want),
                                        checked::param_kind_name(want.kind));
  const checked::keyword_param* p = find_param(s, name_of(e));
  if (!p) {
    const std::string guess = s.params ? closest_param(s, name_of(e), [](checked::param_kind) { return true; }) : std::string();
    suggest(error(arg, fmt::format("unknown name '{}'{}; {}: {}{}", name_of(e),
                                   s.params ? "; it is not a parameter of this keyword"
                                            : "; parameters exist only inside a keyword definition",
                                   which, can_stand(want.kind, s.params != nullptr), did_you_mean(guess))),
            guess);
    return e;
  }
  e.ref = param_index(s, p);
  if (p->kind != want.kind || want.kind == checked::param_kind::effect)
    error(arg, fmt::format("parameter '{}' is a {}, but {}: {}", name_of(e), checked::param_kind_name(p->kind), which,
                           can_stand(want.kind, true)));
  return e;
}

void checker::check_keyword(const node& n, checked::keyword& k) {
  scope s;
  s.subject = "keyword";
  for (const node& child : n.children) {
    if (child.k == kind::param) {
      std::string pname(child.children[0].text);
      std::string_view kind_word = child.children[1].text;
      checked::keyword_param p{intern_name(pname), checked::param_kind::number};
      if (std::optional<checked::param_kind> kind = param_kinds::find(kind_word)) {
        p.kind = *kind;
      } else {
        std::vector<std::string> kinds;
        for (const param_kinds::spelling& sp : param_kinds::spellings()) kinds.emplace_back(sp.text);
        std::string guess = closest(kind_word, kinds);
        suggest(error(child.children[1], fmt::format("unknown parameter kind '{}'; expected {}{}", kind_word,
                                                     param_kinds::names(), did_you_mean(guess))),
                guess);
      }
      for (const checked::keyword_param& old : k.params)
        if (name_of(old) == pname) error(child.children[0], fmt::format("parameter '{}' is declared twice", pname));
      k.params.push_back(p);
    }
  }
  s.params = &k.params;
  for (const node& child : n.children) {
    if (child.k == kind::field_unknown) {
      error(child.children[0], fmt::format("unknown field '{}' in a keyword definition; a keyword holds only abilities "
                                           "(when, ability, rule:, on resolve:, instead of)", child.children[0].text));
    } else if (child.k != kind::param && child.k != kind::name && child.k != kind::upper_name) {
      checked::ability a;
      check_ability(child, a, s, nullptr);
      k.abilities.push_back(std::move(a));
    }
  }
  if (k.abilities.empty())
    error(n.children.front(), fmt::format("keyword {} has no abilities, so it would do nothing", k.name));
  chosen_needs_choose(k.abilities, false);
}

void checker::check_keyword_use(const node& n, checked::keyword_use& use, const scope& s) {
  use.where = at(n);
  const node& name_node = n.children[0];
  std::string buffer;
  const std::string_view name = normalized_keyword(name_node.text, buffer);  // no copy for most: `GLIDE`
  use.def = lib_.find_keyword(name);
  if (!use.def) {
    unknown_keyword(name_node, std::string(name));
    return;
  }
  const auto& params = use.def->params;
  std::size_t given = n.children.size() - 1;
  if (given != params.size()) {
    std::string list;
    for (const auto& p : params) list += fmt::format("{}{}: {}", list.empty() ? "" : ", ", name_of(p), checked::param_kind_name(p.kind));
    // Too many: at the first argument too many (what to remove); too few: at the keyword.
    const node& place = given > params.size() ? n.children[params.size() + 1] : n;
    diagnostic& d = error(place, fmt::format("keyword {} takes {} argument{}{}, but {} {} given", use.def->name, params.size(),
                                         params.size() == 1 ? "" : "s", list.empty() ? "" : " (" + list + ")", given,
                                         given == 1 ? "was" : "were"));
    d.notes.push_back({severity::note, use.def->where, fmt::format("{} is defined here", use.def->name), {}});
    return;
  }
  for (std::size_t i = 0; i < params.size(); ++i) {
    const node& arg = n.children[i + 1];
    checked::param_kind want = params[i].kind;
    checked::expr e;
    e.where = at(arg);
    bool ok = true;
    switch (arg.k) {
      case kind::number: ok = want == checked::param_kind::number; e.o = checked::op::number; e.value = number_value(arg); break;
      case kind::cost: {
        ok = want == checked::param_kind::money;
        e = cost_value(arg);
        break;
      }
      case kind::trait: ok = want == checked::param_kind::trait; e.o = checked::op::trait_arg; e.text = intern_name(arg.text); break;
      case kind::tag: {
        ok = want == checked::param_kind::tag;
        e.o = checked::op::tag_arg;
        e.text = intern_name(normalize_tag(arg.text));
        e.ref = tag_number(name_of(e));
        break;
      }
      case kind::amount_param: e = check_param_arg(arg, use, i, s); break;  // its own message
      case kind::shape:
        ok = want == checked::param_kind::shape;
        e.o = checked::op::shape_arg;
        e.text = intern_name(arg.text);
        e.ref = check_shape(arg);
        break;
      default: {  // an effect in parentheses
        ok = want == checked::param_kind::effect;
        e.o = checked::op::effect_arg;
        scope as_cost = s;
        as_cost.in_cost = paid_with(*use.def, name_of(params[i]));
        if (ok) add_made(e.args, [&] { return check_effect(arg, as_cost); });
      }
    }
    if (!ok) {
      diagnostic& d = error(arg, fmt::format("argument {} of {} should be a {} ('{}')", i + 1, use.def->name,
                                             checked::param_kind_name(want), name_of(params[i])));
      d.notes.push_back({severity::note, use.def->where, fmt::format("{} is defined here", use.def->name), {}});
    }
    use.args.push_back(std::move(e));
  }
}

}  // namespace megacorp
