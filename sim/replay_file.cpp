// Saved games as text: writing them and reading them back line by line.
#include "sim/replay_file.hpp"

#include <algorithm>
#include <charconv>
#include <sstream>

#include <fmt/format.h>

#include "engine/state_hash.hpp"
#include "input/excerpt.hpp"

namespace megacorp::sim {

namespace {

const char* const magic = "megacorp-replay 2";
const char* const magic_1 = "megacorp-replay 1";  // before state hashes: still read


std::string_view end_name(outcome o) {
  switch (o) {
    case outcome::win: return "win";
    case outcome::draw: return "draw";
    case outcome::capped: return "capped";
  }
  return "win";
}

template <class T>
bool number(std::string_view text, T& out) {
  auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc() && p == text.data() + text.size();
}

// Splits off the first word of `rest` (up to a space).
std::string_view word(std::string_view& rest) {
  const std::size_t sp = rest.find(' ');
  std::string_view w = rest.substr(0, sp);
  rest = sp == std::string_view::npos ? std::string_view{} : rest.substr(sp + 1);
  return w;
}

// `key=value` fields of a line, by key.
bool field(std::string_view line, std::string_view key, std::string_view& value) {
  std::string_view rest = line;
  while (!rest.empty()) {
    std::string_view w = word(rest);
    if (w.size() > key.size() && w.substr(0, key.size()) == key && w[key.size()] == '=') {
      value = w.substr(key.size() + 1);
      return true;
    }
  }
  return false;
}

// `checks H H ...`: one 8-digit hex number per action.
bool read_checks(std::string_view rest, std::vector<std::uint32_t>& out) {
  while (!rest.empty()) {
    const std::string_view w = word(rest);
    std::uint32_t v = 0;
    auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), v, 16);
    if (w.empty() || ec != std::errc() || p != w.data() + w.size()) return false;
    out.push_back(v);
  }
  return true;
}

}  // namespace

std::string library_hash(const library& lib) {
  std::uint64_t h = 1469598103934665603ULL;
  auto add = [&](unsigned char c) { h = (h ^ c) * 1099511628211ULL; };
  for (const auto& src : lib.sources()) {
    for (char c : src->file->text()) add(static_cast<unsigned char>(c));
    add(0);
  }
  return fmt::format("{:016x}", h);
}

std::string end_reason(const engine::state& s, bool capped) {
  if (capped) return "capped";
  if (!s.over()) return "none";
  std::string out;
  for (engine::player_id p = 0; p < s.player_count(); ++p)
    if (s.player(p).lost) {
      if (!out.empty()) out += '+';
      for (char c : engine::to_string(s.player(p).why_lost)) out += c == ' ' ? '-' : c;  // one word on the line
    }
  return out.empty() ? "none" : out;
}

std::uint32_t action_check(const engine::state& s) { return static_cast<std::uint32_t>(engine::state_hash(s)); }

std::string to_text(const replay_result& r) {
  return fmt::format("end={} winner={} turn={} actions={}", end_name(r.end), r.winner, r.turn, r.actions);
}

std::string write_replay(const replay_file& r) {
  std::string out = std::string(magic) + "\n";
  out += "library " + r.library + "\n";
  out += r.rules.empty() ? std::string("rules\n") : fmt::format("rules {}\n", fmt::join(r.rules, ","));
  out += fmt::format("limits max-turns={} max-actions-per-turn={}\n", r.max_turns, r.max_actions_per_turn);
  out += fmt::format("seed {}\n", r.seed);
  for (std::size_t i = 0; i < r.decks.size(); ++i) {
    const checked::deck& d = r.decks[i];
    out += fmt::format("deck {} {}\n", i + 1, d.name);
    out += fmt::format("business {}\n", d.business);
    out += fmt::format("founder {}\n", d.founder);
    for (const auto& e : d.resources) out += fmt::format("resource {} {}\n", e.count, e.name);
    for (const auto& e : d.main) out += fmt::format("main {} {}\n", e.count, e.name);
  }
  out += "result " + to_text(r.result) + "\n";
  if (r.has_states) {
    out += fmt::format("final state={:016x} reason={}\n", r.final_state, r.reason);
    out += "checks";
    for (std::uint32_t c : r.checks) out += fmt::format(" {:08x}", c);
    out += "\n";
  }
  out += fmt::format("actions {}\n", r.actions.size());
  for (const auto& a : r.actions) out += a + "\n";
  return out;
}

std::optional<replay_file> read_replay(const std::string& text, std::string& error) {
  replay_file r;
  std::istringstream in(text);
  std::string line;
  int n = 0;
  auto fail = [&](const std::string& why) {
    error = fmt::format("{}: {}", n, why);
    return std::nullopt;
  };
  if (!std::getline(in, line) || (++n, line != magic && line != magic_1))
    return fail(fmt::format("expected \"{}\" (not a replay file)", magic));
  bool have_result = false, have_seed = false, have_checks = false;
  std::size_t expected_actions = 0;
  std::int64_t deck_cards = 0;  // the current deck's, resources and main deck
  while (std::getline(in, line)) {
    ++n;
    std::string_view rest = line;
    const std::string_view key = word(rest);
    if (key == "library") {
      r.library = std::string(rest);
    } else if (key == "rules") {
      while (!rest.empty()) {
        const std::size_t comma = rest.find(',');
        r.rules.emplace_back(rest.substr(0, comma));
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
      }
    } else if (key == "limits") {
      std::string_view a, b;
      if (!field(rest, "max-turns", a) || !field(rest, "max-actions-per-turn", b) || !number(a, r.max_turns) ||
          !number(b, r.max_actions_per_turn))
        return fail("expected `limits max-turns=N max-actions-per-turn=N`");
    } else if (key == "seed") {
      if (!number(rest, r.seed)) return fail("the seed is not a whole number");
      have_seed = true;
    } else if (key == "deck") {
      word(rest);  // the seat number, for people
      r.decks.emplace_back();
      r.decks.back().name = std::string(rest);
      deck_cards = 0;
    } else if (key == "business" || key == "founder" || key == "resource" || key == "main") {
      if (r.decks.empty()) return fail("a card line before any `deck` line");
      checked::deck& d = r.decks.back();
      if (key == "business") d.business = std::string(rest);
      else if (key == "founder") d.founder = std::string(rest);
      else {
        checked::deck_entry e;
        // Bounds far above any deck rule, so a damaged count cannot exhaust memory: a count
        // per line, and the deck's cards in all (one card a line would fit in the input limit).
        if (!number(word(rest), e.count) || e.count < 1 || e.count > max_replay_deck_cards || rest.empty())
          return fail(fmt::format("expected `{} COUNT NAME` with a count from 1 to {}", key, max_replay_deck_cards));
        deck_cards += e.count;
        if (deck_cards > max_replay_deck_cards)
          return fail(fmt::format("deck \"{}\" holds more than {} cards", excerpt(d.name), max_replay_deck_cards));
        e.name = std::string(rest);
        (key == "resource" ? d.resources : d.main).push_back(e);
      }
    } else if (key == "result") {
      std::string_view e, w, t, a;
      if (!field(rest, "end", e) || !field(rest, "winner", w) || !field(rest, "turn", t) || !field(rest, "actions", a) ||
          !number(w, r.result.winner) || !number(t, r.result.turn) || !number(a, r.result.actions))
        return fail("expected `result end=win|draw|capped winner=N turn=N actions=N`");
      if (e == "win") r.result.end = outcome::win;
      else if (e == "draw") r.result.end = outcome::draw;
      else if (e == "capped") r.result.end = outcome::capped;
      else return fail(fmt::format("unknown end '{}' (win, draw or capped)", excerpt(e)));
      have_result = true;
    } else if (key == "final") {
      std::string_view h, why;
      if (!field(rest, "state", h) || !field(rest, "reason", why) || h.size() != 16 ||
          std::from_chars(h.data(), h.data() + h.size(), r.final_state, 16).ptr != h.data() + h.size())
        return fail("expected `final state=HASH reason=WHY` (HASH 16 hex digits)");
      r.reason = std::string(why);
      r.has_states = true;
    } else if (key == "checks") {
      have_checks = true;
      if (!read_checks(rest, r.checks)) return fail("expected `checks` and one 8-digit hex number per action");
    } else if (key == "actions") {
      if (!number(rest, expected_actions)) return fail("expected `actions COUNT`");
      r.first_action_line = n + 1;
      while (std::getline(in, line)) ++n, r.actions.push_back(line);
      if (r.actions.size() != expected_actions)
        return fail(fmt::format("the file holds {} action(s), its `actions` line says {}", r.actions.size(), expected_actions));
      break;
    } else if (!line.empty() && line[0] != '#') {
      const bool printable = std::all_of(key.begin(), key.end(), [](char c) { return c >= ' ' && c < 127; });
      return fail(printable && key.size() <= 40 ? fmt::format("unknown line '{}'", key) : std::string("unknown line"));
    }
  }
  if (r.decks.size() != 2) return fail(fmt::format("a replay holds 2 decks, this one {}", r.decks.size()));
  if (!have_seed || !have_result || r.first_action_line == 0)
    return fail("the file ends before its seed, result and actions lines");
  // Format 2 (docs/replays.md, "State hashes"): both lines or neither, and a check after
  // every action, else some actions would replay unchecked (more checks than actions is a
  // file cut short: its replay does not reach the saved end).
  if (r.has_states != have_checks) return fail("a file has both `final` and `checks` lines, or neither");
  if (r.has_states && r.checks.size() < r.actions.size())
    return fail(fmt::format("`checks` holds {} hash(es) for {} action(s)", r.checks.size(), r.actions.size()));
  return r;
}

}  // namespace megacorp::sim
