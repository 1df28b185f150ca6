// A game between people and agents, seat by seat (session/game_session.hpp).
#include "session/game_session.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "engine/event_log.hpp"
#include "engine/invariants.hpp"
#include "engine/observed_event.hpp"
#include "engine/rules.hpp"
#include "session/log_entry.hpp"
#include "session/offers.hpp"
#include "session/view.hpp"

namespace megacorp::session {

namespace {

// The rule a refusal names: its last parenthesis that cites a book or a document, e.g.
// `001 Buy Phase: ...` (engine refusals end with one or carry one mid-sentence).
std::string rule_of(const std::string& reason) {
  std::string rule;
  for (std::size_t open = reason.find('('); open != std::string::npos; open = reason.find('(', open + 1)) {
    const std::string_view rest = std::string_view(reason).substr(open + 1);
    const bool cites = rest.size() > 3 && ((rest[0] >= '0' && rest[0] <= '9') || rest.starts_with("docs/") ||
                                           rest.starts_with("rule query"));
    if (!cites) continue;
    int depth = 0;
    for (std::size_t i = open; i < reason.size(); ++i) {
      depth += reason[i] == '(' ? 1 : reason[i] == ')' ? -1 : 0;
      if (depth == 0) {
        rule = reason.substr(open + 1, i - open - 1);
        break;
      }
    }
  }
  return rule;
}

act_result refused(std::string why) {
  act_result r;
  r.rule = rule_of(why);
  r.refusal = std::move(why);
  return r;
}

std::string player_name(engine::player_id p, const std::vector<std::string>& labels) {
  return p < labels.size() ? fmt::format("player {} (\"{}\")", p + 1, labels[p]) : fmt::format("player {}", p + 1);
}

// Why the engine ended the game: the winner and each loser's reason (001 Winning the Game).
std::string engine_end(const engine::state& s, const std::vector<std::string>& labels) {
  std::string why;
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    if (s.player(p).lost)
      why += fmt::format("{}player {} lost: {}", why.empty() ? "" : "; ", p + 1, engine::to_string(s.player(p).why_lost));
  if (s.winner == engine::no_player) return fmt::format("draw: nobody is left in the game on turn {} ({})", s.turn_number, why);
  return fmt::format("{} wins on turn {} ({})", player_name(s.winner, labels), s.turn_number, why);
}

}  // namespace

json act_result::to_json() const {
  if (ok) return {{"ok", true}};
  return {{"ok", false}, {"refusal", refusal}, {"rule", rule}};
}

game_session::game_session(engine::state start, std::vector<std::string> labels,
                           std::vector<std::unique_ptr<agent>> agents, play_limits limits)
    : state_(std::move(start)), labels_(std::move(labels)), agents_(std::move(agents)), limits_(limits),
      logs_(static_cast<std::size_t>(state_.player_count())), start_(state_) {
  agents_.resize(logs_.size());
  check_limits();
}

engine::player_id game_session::decider() const { return over() ? engine::no_player : state_.decider(); }

void game_session::check_seat(engine::player_id seat) const {
  if (seat >= state_.player_count())
    throw std::out_of_range(fmt::format("there is no player {} in this game (players 1 to {})", seat + 1, seats()));
}

json game_session::view(engine::player_id seat) const {
  check_seat(seat);
  json out = view_json(state_, seat, {labels_, version_, end_});
  out["travel"] = travel_json();
  return out;
}

json game_session::actions(engine::player_id seat) const {
  check_seat(seat);
  json list = json::array();
  if (decider() == seat) {
    const std::vector<engine::action> legal = engine::legal_actions(state_);
    for (std::size_t i = 0; i < legal.size(); ++i) list.push_back(offer_json(state_, legal[i], i));
  }
  return {{"version", version_}, {"decider", player_json(decider())}, {"actions", list}};
}

json game_session::log(engine::player_id seat, std::size_t from) const {
  check_seat(seat);
  json out = json::array();
  const std::vector<json>& entries = logs_.at(seat);
  for (std::size_t i = from; i < entries.size(); ++i) out.push_back(entries[i]);
  return out;
}

act_result game_session::act(engine::player_id seat, std::uint64_t version, std::size_t id) {
  check_seat(seat);
  if (over()) return refused("the game is over: " + end_);
  if (version != version_)
    return refused(fmt::format("stale: the action was chosen at version {} and the game is at version {}; ask for "
                               "the actions again", version, version_));
  if (decider() != seat)
    return refused(fmt::format("it is player {}'s decision, not player {}'s", decider() + 1, seat + 1));
  const std::vector<engine::action> legal = engine::legal_actions(state_);
  if (id >= legal.size())
    return refused(fmt::format("there is no action {}: the actions are numbered 0 to {}", id, legal.size() - 1));
  take(legal[id]);  // legal_actions() has checked it
  act_result r;
  r.ok = true;
  return r;
}

std::optional<engine::action> game_session::checked_text(engine::player_id seat, std::string_view text,
                                                         act_result& refusal) const {
  check_seat(seat);
  auto no = [&](std::string why) -> std::optional<engine::action> {
    refusal = refused(std::move(why));
    return std::nullopt;
  };
  if (over()) return no("the game is over: " + end_);
  std::string line(text);
  if (line.find(" p=") == std::string::npos) line += fmt::format(" p={}", seat + 1);
  std::string error;
  const std::optional<engine::action> a = engine::parse_action(line, &error);
  if (!a) return no("cannot read the action: " + error + "; docs/replays.md gives the form");
  if (a->player != seat) return no(fmt::format("player {} cannot take an action of player {}", seat + 1, a->player + 1));
  if (decider() != seat) return no(fmt::format("it is player {}'s decision, not player {}'s", decider() + 1, seat + 1));
  if (act_result r = refuse_hidden(seat, *a); !r.refusal.empty()) {
    refusal = r;
    return std::nullopt;
  }
  if (const engine::verdict v = engine::check(state_, *a); !v) return no(v.reason);
  return a;
}

act_result game_session::check_text(engine::player_id seat, std::string_view text) const {
  act_result r;
  r.ok = checked_text(seat, text, r).has_value();
  return r;
}

act_result game_session::act_text(engine::player_id seat, std::string_view text) {
  act_result r;
  const std::optional<engine::action> a = checked_text(seat, text, r);
  if (!a) return r;
  take(*a);
  r.ok = true;
  return r;
}

// A card the seat cannot see is refused before the engine is asked: the engine's reason
// would name it (docs/play.md, hidden information).
act_result game_session::refuse_hidden(engine::player_id seat, const engine::action& a) const {
  std::vector<engine::card_id> named(a.cards.begin(), a.cards.end());
  named.push_back(a.card);
  for (const engine::target& t : a.targets) named.push_back(t.card);
  for (engine::card_id c : named) {
    if (c == engine::no_card) continue;
    if (c >= state_.cards.size()) return refused(fmt::format("there is no card {} in the game", c));
    const bool asked = state_.pending && state_.pending->question.player == seat;
    const bool offered = asked && std::count(state_.pending->question.options.begin(),
                                             state_.pending->question.options.end(), c) > 0;
    if (engine::hidden_from(state_, c, seat) && !offered)
      return refused(fmt::format("card {} is not a card player {} can see", c, seat + 1));
  }
  return {};
}

void game_session::apply(const engine::action& a) {
  const engine::state before = state_;
  engine::event_log events;
  engine::apply(state_, a, &events);
  // The engine's invariants after every action, as scenarios check them: a broken one is an
  // engine bug, thrown (the server answers 500 and stops the game; docs/play.md).
  engine::check_invariants(state_);
  ++version_;
  history_.push_back(engine::to_text(a));
  taken_.push_back(a);
  for (engine::player_id p = 0; p < logs_.size(); ++p)
    logs_[p].push_back(log_entry_json(before, state_, a, events.events(), p, version_));
  check_limits();
}

void game_session::check_limits() {
  if (!end_.empty()) return;
  if (state_.over()) {
    end_ = engine_end(state_, labels_);
    return;
  }
  if (state_.turn_number > limits_.max_turns) {
    end_ = fmt::format("draw: the turn limit was reached ({} turns) with nobody having won", limits_.max_turns);
    return;
  }
  if (state_.turn_number != turn_) turn_ = state_.turn_number, in_turn_ = 0;
  if (++in_turn_ > limits_.max_actions_per_turn)
    end_ = fmt::format("draw: turn {} was stopped after {} actions", state_.turn_number, limits_.max_actions_per_turn);
}

int game_session::advance() {
  int taken = 0;
  while (!over() && agents_[decider()]) {
    const std::vector<engine::action> legal = engine::legal_actions(state_);
    if (legal.empty()) throw std::logic_error("no legal action while the game is not over (an engine bug)");
    apply(agents_[decider()]->pick(state_, legal));
    ++taken;
  }
  return taken;
}

}  // namespace megacorp::session
