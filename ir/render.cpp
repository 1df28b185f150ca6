#include "ir/render.hpp"

#include "engine/book_numbers.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace megacorp {

using checked::expr;
using checked::op;

namespace {

std::string join(const std::vector<expr>& args, std::size_t from, const char* sep) {
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

std::string join_grouped(const std::vector<expr>& args, const char* sep) {
  std::string out;
  for (std::size_t i = 0; i < args.size(); ++i) out += (i == 0 ? "" : sep) + grouped(args[i], false);
  return out;
}

std::string cost_text(const checked::cost& c) {
  std::string out = fmt::format("{}M", c.money);
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    if (c.traits[i]) out += fmt::format(" + {}{}", c.traits[i], checked::trait_names[i]);
  return out;
}

std::string types_text(const checked::card& c) {
  std::string out;
  for (std::size_t i = 0; i < checked::card_type_names.size(); ++i)
    if (c.types & (1u << i)) {
      if (i == 0 && c.is(checked::founder)) continue;  // "founder" already says character
      out += (out.empty() ? "" : " ") + std::string(checked::card_type_names[i]);
    }
  return out;
}

// One line per node, indented, for `show`: the tree exactly as the checker built it.
void tree_lines(const expr& e, int depth, std::string& out) {
  out += fmt::format("{:{}}{}", "", depth * 2, checked::op_name(e.o));
  if (!e.text.empty()) out += fmt::format(" \"{}\"", e.text);
  if (e.value) out += fmt::format(" {}", e.value);
  out += '\n';
  for (const expr& a : e.args) tree_lines(a, depth + 1, out);
}

std::string ability_text(const checked::ability& a) {
  switch (a.kind) {
    case checked::ability_kind::triggered: return fmt::format("when {}: {}", render(a.trigger), render(a.effect));
    case checked::ability_kind::activated:
      return fmt::format("ability{}: {} -> {}", a.name.empty() ? "" : " \"" + a.name + "\"", render(a.cost), render(a.effect));
    case checked::ability_kind::resolve: return fmt::format("on resolve: {}", render(a.effect));
    case checked::ability_kind::rule: return fmt::format("rule: {}", render(a.trigger));
    case checked::ability_kind::replacement: {
      // `instead of this being destroyed`: the trigger renders as "this destroyed".
      std::string t = render(a.trigger);
      const std::string subject = a.trigger.args.empty() ? "" : render(a.trigger.args[0]);
      if (!subject.empty() && t.rfind(subject + " ", 0) == 0) t = subject + " being " + t.substr(subject.size() + 1);
      return fmt::format("instead of {}: {}", t, render(a.effect));
    }
  }
  return {};
}

nlohmann::json to_json(const expr& e) {
  nlohmann::json j;
  j["op"] = checked::op_name(e.o);
  if (!e.text.empty()) j["text"] = e.text;
  if (e.value) j["value"] = e.value;
  if (!e.args.empty()) {
    j["args"] = nlohmann::json::array();
    for (const expr& a : e.args) j["args"].push_back(to_json(a));
  }
  return j;
}

// The ops that stand for a card or a player (the subject of a phrase).
bool is_selection(op o) {
  return o == op::this_card || o == op::bound || o == op::you || o == op::player_ref ||
         o == op::select || o == op::top_of_zone;
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

std::string render(const expr& e) {
  const auto& a = e.args;
  auto arg = [&](std::size_t i) { return i < a.size() ? render(a[i]) : std::string(); };
  switch (e.o) {
    case op::sequence: {
      // A `may` governs the statements after it up to a ';' (check_effect): so after a
      // may, the next statement follows a ';'.
      std::string out;
      for (std::size_t i = 0; i < a.size(); ++i)
        out += (i == 0 ? "" : a[i - 1].o == op::may ? "; " : ", ") + render(a[i]);
      return out;
    }
    case op::if_then: return fmt::format("if {} {{ {} }}{}", arg(0), arg(1), a.size() > 2 ? " else { " + arg(2) + " }" : "");
    case op::for_each: return fmt::format("for each {} {{ {} }}", arg(0), arg(1));
    case op::may: return fmt::format("{} may {}", arg(0), arg(1));
    case op::deal_damage: return fmt::format("deal {} {} damage to {}", arg(0), e.text, arg(1));
    case op::destroy: return "destroy " + arg(0);
    case op::annihilate: return "annihilate " + arg(0);
    case op::engage: return "engage " + arg(0);
    case op::disengage: return "disengage " + arg(0);
    case op::reveal: return "reveal " + arg(0);
    case op::redeploy: return "redeploy " + arg(0);
    case op::unbond: return "unbond " + arg(0);
    case op::cancel: return "cancel " + arg(0);
    case op::reset: return "reset " + arg(0);
    case op::choose: return "choose " + arg(0);
    case op::move: return "move " + arg(0) + (a.size() > 1 ? " to a space " + arg(1) : "");
    case op::swap: return fmt::format("swap {} with {}", arg(0), arg(1));
    case op::bond: return fmt::format("bond {} to {}", arg(0), arg(1));
    case op::search: {
      std::string zones;
      for (std::size_t i = 0; i + 1 < a.size(); ++i) zones += (i ? " and " : "") + render(a[i]);
      return fmt::format("search {} for {}", zones, render(a.back()));
    }
    case op::put: return fmt::format("put {} {}", arg(0), arg(1));
    case op::deploy: return "deploy " + arg(0) + (e.text.empty() ? "" : " " + e.text) + (a.size() > 1 ? " " + arg(1) : "");
    case op::draw: return fmt::format("draw {} card{}", arg(0), a[0].o == op::number && a[0].value == 1 ? "" : "s");
    case op::discard: return "discard " + arg(0);
    case op::gain_money:
    case op::lose_money:
    case op::pay_money: {
      // `gain 3M`, but `gain x M` and `lose the damage dealt M` with a space.
      const char* verb = e.o == op::gain_money ? "gain" : e.o == op::lose_money ? "lose" : "pay";
      return fmt::format("{} {}{}M", verb, arg(0), e.args[0].o == op::number ? "" : " ");
    }
    case op::take_money: return fmt::format("take up to {}{}M from {}", arg(0), e.args[0].o == op::number ? "" : " ", arg(1));
    case op::produce: return fmt::format("produce {} {}", arg(0), e.text);
    case op::modify_trait:
    case op::modify_valuation: {
      const expr& n = a[1].o == op::negate ? a[1].args[0] : a[1];
      const bool per = n.o == op::per_each;
      const std::string amount = (a[1].o == op::negate ? "-" : "+") + render(per ? n.args[0] : n);
      return fmt::format("{} gets {} {}{}{}", arg(0), amount, e.text, per ? " for each " + render(n.args[1]) : "",
                         a.size() > 2 ? " " + arg(2) : "");
    }
    case op::grant_keyword: return fmt::format("{} gains {}{}", arg(0), arg(1), a.size() > 2 ? " " + arg(2) : "");
    case op::remove_keyword: return fmt::format("{} loses {}{}", arg(0), arg(1), a.size() > 2 ? " " + arg(2) : "");
    case op::add_counters:
      return fmt::format("add {} {} counter{} to {}", arg(0), e.text, a[0].o == op::number && a[0].value == 1 ? "" : "s", arg(1));
    case op::win_game: return arg(0) + " wins the game";
    case op::lose_game: return arg(0) + " loses the game";
    case op::nothing: return "do nothing";
    case op::do_parameter: return "do " + e.text;
    case op::did: return "you " + e.text;
    case op::rules_are: return fmt::format("the rules are \"{}\"", e.text);
    case op::this_card: return "this";
    case op::bound:
    case op::you:
    case op::player_ref:
    case op::select: {
      // Triggers, rules and replacements reuse `select`: a subject, then a phrase whose
      // '_' stand for the objects that follow, then a duration.
      if (!a.empty() && is_selection(a[0].o)) {
        std::string phrase = e.text;
        std::string after;
        for (std::size_t i = 1; i < a.size(); ++i) {
          const std::size_t hole = phrase.find('_');
          if (a[i].o == op::while_condition || a[i].o == op::until_end_of_turn || hole == std::string::npos)
            after += " " + render(a[i]);
          else
            phrase.replace(hole, 1, render(a[i]));
        }
        return render(a[0]) + " " + phrase + after;
      }
      std::string words;
      std::string tail;
      for (const expr& part : a) {
        if (part.o == op::number && part.text.empty()) continue;
        bool before = part.o == op::with_state || part.o == op::number;
        (before ? words : tail) += (before ? "" : " ") + render(part) + (before ? " " : "");
      }
      return words + e.text + tail;
    }
    case op::top_of_zone: return fmt::format("the top {} {} of {}", arg(0), e.text, arg(1));
    case op::with_tag: return "with #" + e.text;
    case op::without_tag: return "without #" + e.text;
    case op::with_keyword: return (a.empty() ? e.text : e.text + " " + join(a, 0, " "));
    case op::without_keyword: return "without " + e.text;
    case op::controlled_by: return e.text + (e.text == "you" ? " control" : " controls");
    case op::in_radius: return "in card radius " + arg(0) + (a.size() > 1 ? " of " + arg(1) : "");
    case op::in_area: return "in an area " + e.text + (a.empty() ? "" : " of " + arg(0));
    case op::adjacent_to: return "adjacent to " + arg(0);
    case op::valuation_at_most: return "with valuation " + arg(0) + " or less";
    case op::combined_valuation_at_most: return "with combined valuation " + arg(0) + " or less";
    case op::other_than: return "other than " + arg(0);
    case op::same_name_as: return "with the same name as " + arg(0);
    case op::in_zone: return "in " + arg(0);
    case op::with_state: return e.text;
    case op::zone: return (a.empty() ? "" : arg(0) + " ") + e.text;
    case op::into: return "into " + arg(0);
    case op::bottom_of: return "on the bottom of " + arg(0);
    case op::top_of: return "on top of " + arg(0);
    case op::number:
      if (a.empty()) return e.text.empty() ? std::to_string(e.value) : e.text;
      return (e.text == "exactly" ? "" : e.text + " ") + arg(0);
    case op::parameter: return e.text;
    case op::count_of: return "the number of " + arg(0);
    case op::per_each: return fmt::format("{} for each {}", arg(0), arg(1));
    case op::damage_dealt: return "the damage dealt";
    case op::trait_of: return fmt::format("the {} of {}", e.text, arg(0));
    case op::any_of: return join(a, 0, " or ");
    case op::all_of: return join_grouped(a, " and ");
    case op::negate: return "not " + grouped(a[0], true);
    case op::has_state: return arg(0) + " is " + e.text;
    case op::has_tag: return arg(0) + " has #" + e.text;
    case op::has_keyword: return arg(0) + " has " + e.text;
    case op::controls: return arg(0) + (arg(0) == "you" ? " control " : " controls ") + arg(1);
    case op::compare: return fmt::format("{} {} {}", arg(0), e.text, arg(1));
    case op::adjacent: return arg(0) + " is adjacent to " + arg(1);
    case op::is_kind: return arg(0) + " is a " + e.text;
    case op::until_end_of_turn: return "until end of turn";
    case op::while_condition: return "while " + arg(0);
    case op::trait_arg: return e.text;
    case op::tag_arg: return "#" + e.text;
    case op::shape_arg: return e.text;
    case op::cost_arg: {
      std::string out = fmt::format("{}M", e.value);
      for (const expr& t : a) out += fmt::format(" + {}{}", t.value, t.text);
      return out;
    }
    case op::effect_arg: return "(" + arg(0) + ")";
  }
  return checked::op_name(e.o);
}

std::string render_card(const checked::card& c) {
  std::string out = fmt::format("{}\n  {} ({})", c.name, types_text(c), checked::faction_names[static_cast<std::size_t>(c.side)]);
  out += c.valuation ? fmt::format(", valuation {}M", *c.valuation) : fmt::format(", cost {}", cost_text(c.price));
  out += "\n  traits:";
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    out += fmt::format(" {} {}", checked::trait_names[i], c.traits[i] ? std::to_string(*c.traits[i]) : "-");
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
    if (a.kind == checked::ability_kind::rule || a.kind == checked::ability_kind::triggered ||
        a.kind == checked::ability_kind::replacement)
      tree_lines(a.trigger, 2, tree);
    if (a.kind == checked::ability_kind::activated) tree_lines(a.cost, 2, tree);
    if (a.kind != checked::ability_kind::rule) tree_lines(a.effect, 2, tree);
    out += tree;
  }
  if (!c.flavour.empty()) out += fmt::format("  \"{}\"\n", c.flavour);
  return out;
}

std::string render_keyword(const checked::keyword& k) {
  std::string out = "keyword " + k.name;
  if (!k.params.empty()) {
    out += " (";
    for (std::size_t i = 0; i < k.params.size(); ++i)
      out += fmt::format("{}{}: {}", i ? ", " : "", k.params[i].name, checked::param_kind_name(k.params[i].kind));
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
  if (a.kind != checked::ability_kind::resolve && a.kind != checked::ability_kind::activated) aj["trigger"] = to_json(a.trigger);
  if (a.kind == checked::ability_kind::activated) aj["cost"] = to_json(a.cost);
  if (a.kind != checked::ability_kind::rule) aj["effect"] = to_json(a.effect);
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
  j["faction"] = checked::faction_names[static_cast<std::size_t>(c.side)];
  j["cost"] = {{"money", c.price.money}, {"traits", c.price.traits}};
  if (c.valuation) j["valuation"] = *c.valuation;
  for (std::size_t i = 0; i < engine::book::traits; ++i)
    j["traits"][checked::trait_names[i]] = c.traits[i] ? nlohmann::json(*c.traits[i]) : nlohmann::json(nullptr);
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
  return dump(j);
}

}  // namespace megacorp
