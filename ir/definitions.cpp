// The checked definitions of a library (ir/definitions.hpp).
#include "ir/definitions.hpp"

#include <algorithm>
#include <cctype>

#include "ir/name_table.hpp"
#include "ir/render.hpp"

namespace megacorp {

definitions::definitions() = default;
definitions::~definitions() { forget_trees(); }

namespace {
void forget_abilities(std::vector<checked::ability>& abilities) noexcept {
  for (checked::ability& a : abilities)
    for (checked::expr* e : {&a.trigger, &a.cost, &a.effect}) checked::forget_arena_lists(*e);
}
void forget_uses(std::vector<checked::keyword_use>& uses) noexcept {
  for (checked::keyword_use& u : uses) checked::forget_arena_lists(u.args);
}
void forget_keywords(std::vector<std::unique_ptr<checked::keyword>>& keywords) noexcept {
  for (auto& k : keywords) {
    forget_abilities(k->abilities);
    checked::forget_arena_lists(k->bare.args);
  }
}
}  // namespace

void definitions::forget_trees() noexcept {
  for (auto& c : cards_) {
    forget_abilities(c->abilities);
    forget_uses(c->keywords);
  }
  forget_keywords(keywords_);
  forget_keywords(granted_rules_);
  for (auto& u : granted_uses_) checked::forget_arena_lists(u->args);
}

void definitions::clear_checked() {
  forget_trees();
  cards_.clear();
  keywords_.clear();
  granted_uses_.clear();
  granted_rules_.clear();
  printed_uses_.clear();
  granted_by_use_.clear();
  variants_.clear();
  tags_.clear();
  tag_index_.clear();
  decks_.clear();
  scenarios_.clear();
  card_index_.clear();
  keyword_index_.clear();
  deck_index_.clear();
  scenario_index_.clear();
  trees_.release();
  thread_trees_.clear();
}

// The parameter of keyword `k` an argument of a keyword use names: `#t` (a tag parameter;
// tags are stored upper case, parameters lower case), or a parameter node; else null.
checked::tag_id definitions::tag(std::string_view name) {
  if (const auto it = tag_index_.find(name); it != tag_index_.end()) return it->second;
  if (tags_.size() >= max_names) return static_cast<checked::tag_id>(max_names);  // the library refuses it
  const auto id = static_cast<checked::tag_id>(tags_.size());
  tags_.emplace_back(name);
  tag_index_.emplace(tags_.back(), id);
  return id;
}

std::optional<checked::tag_id> definitions::find_tag(std::string_view name) const {
  const auto it = tag_index_.find(name);
  return it == tag_index_.end() ? std::nullopt : std::optional<checked::tag_id>(it->second);
}

const checked::keyword_param* names_param_of(const checked::expr& arg, const checked::keyword& k) {
  if (arg.o != checked::op::parameter && arg.o != checked::op::tag_arg) return nullptr;
  std::string lower;
  for (char ch : name_of(arg)) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  for (const checked::keyword_param& p : k.params)
    if (name_of(p) == lower && (arg.o == checked::op::parameter || p.kind == checked::param_kind::tag)) return &p;
  return nullptr;
}

namespace {
bool has_grant(const checked::expr& e) {
  return e.o == checked::op::grant_keyword ||
         std::any_of(e.args.begin(), e.args.end(), [](const checked::expr& a) { return has_grant(a); });
}
// Whether any ability of `k` holds a `gains KEYWORD`: most keywords hold none, and are then
// not walked again for each of their uses.
bool grants_keywords(const checked::keyword& k) {
  for (const checked::ability& a : k.abilities)
    if (has_grant(a.trigger) || has_grant(a.cost) || has_grant(a.effect)) return true;
  return false;
}
}  // namespace

// `gains KEYWORD ARGS` inside a keyword, with arguments that name the granting keyword's own
// parameters: for every use of the granting keyword (printed on a card, or itself granted),
// one use of the granted keyword with those arguments filled in, made once per distinct
// keyword and arguments (so a keyword granting itself ends).
void definitions::make_granted_uses_by_use() {
  granted_by_use_.clear();
  std::vector<const checked::keyword_use*> uses;
  for (const auto& c : cards_)
    for (const auto& u : c->keywords)
      if (u.def) uses.push_back(&u);
  for (const auto& u : granted_uses_) uses.push_back(u.get());
  std::map<std::string, std::int64_t> made;  // the keyword and its arguments, rendered -> value
  std::unordered_map<const checked::keyword*, bool> grants;  // grants_keywords, once per keyword
  for (std::size_t i = 0; i < uses.size(); ++i) {
    const checked::keyword_use* by = uses[i];
    auto [known, fresh_def] = grants.try_emplace(by->def, false);
    if (fresh_def) known->second = grants_keywords(*by->def);
    if (!known->second) continue;
    auto visit = [&](const checked::expr& e, auto& self) -> void {
      for (const checked::expr& a : e.args) self(a, self);
      if (e.o != checked::op::grant_keyword || e.args.size() < 2 || e.args[1].value != 0) return;
      const checked::expr& granted = e.args[1];
      const checked::keyword* def = find_keyword(name_of(granted));
      if (!def || granted.args.empty()) return;
      checked::expr_list args = granted.args;
      bool named = false;
      for (checked::expr& arg : args)
        if (const checked::keyword_param* p = names_param_of(arg, *by->def)) {
          const std::size_t at = static_cast<std::size_t>(p - by->def->params.data());
          if (at < by->args.size()) arg = by->args[at];
          named = true;
        }
      if (!named) return;
      std::string key = def->name;
      for (const checked::expr& arg : args) (key += ' ') += render(arg);
      auto [it, fresh] = made.try_emplace(key, 0);
      if (fresh) {
        granted_uses_.push_back(std::make_unique<checked::keyword_use>(checked::keyword_use{def, args, granted.where}));
        it->second = static_cast<std::int64_t>(granted_uses_.size());
        uses.push_back(granted_uses_.back().get());
      }
      granted_by_use_[{by, &granted}] = it->second;
    };
    for (const checked::ability& a : by->def->abilities)
      for (const checked::expr* e : {&a.trigger, &a.cost, &a.effect}) visit(*e, visit);
  }
}

std::int64_t definitions::granted_use_value(const checked::keyword_use* by, const checked::expr& keyword) const {
  const auto it = granted_by_use_.find({by, &keyword});
  return it == granted_by_use_.end() ? 0 : it->second;
}

const checked::card* definitions::find_card(std::string_view name) const {
  auto it = card_index_.find(name);
  return it == card_index_.end() ? nullptr : it->second;
}

const checked::keyword* definitions::find_keyword(std::string_view name) const {
  auto it = keyword_index_.find(name);
  return it == keyword_index_.end() ? nullptr : it->second;
}

const checked::deck* definitions::find_deck(std::string_view name) const {
  auto it = deck_index_.find(name);
  return it == deck_index_.end() ? nullptr : it->second;
}

const checked::scenario* definitions::find_scenario(std::string_view name) const {
  auto it = scenario_index_.find(name);
  return it == scenario_index_.end() ? nullptr : it->second;
}

}  // namespace megacorp
