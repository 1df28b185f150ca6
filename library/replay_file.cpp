// Saved games as text: writing them and reading them back line by line.
#include "library/replay_file.hpp"

#include <algorithm>
#include <charconv>
#include <istream>
#include <iterator>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "engine/state_hash.hpp"
#include "input/excerpt.hpp"

namespace megacorp {

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

replay_result result_of(const engine::state& s, int actions, bool capped) {
  replay_result r;
  r.turn = s.turn_number;
  r.actions = actions;
  if (!s.over() || capped) r.end = outcome::capped;
  else if (s.winner == engine::no_player) r.end = outcome::draw;
  else r.end = outcome::win, r.winner = s.winner + 1;
  return r;
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
  if (r.undo_used) out += "undo used\n";
  out += fmt::format("actions {}\n", r.actions.size());
  for (const auto& a : r.actions) out += a + "\n";
  return out;
}

namespace {

// What reading a replay has found so far, beside the file itself.
struct reading {
  replay_file r;
  bool have_result = false, have_seed = false, have_checks = false;
  std::int64_t deck_cards = 0;  // the current deck's, resources and main deck
};

// One reader per line key: the line's rest after its key, and an error (empty: read).
using line_reader = std::string (*)(std::string_view key, std::string_view rest, reading& in);

std::string read_library(std::string_view, std::string_view rest, reading& in) {
  in.r.library = std::string(rest);
  return {};
}

std::string read_rules(std::string_view, std::string_view rest, reading& in) {
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    in.r.rules.emplace_back(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
  }
  return {};
}

std::string read_limits(std::string_view, std::string_view rest, reading& in) {
  std::string_view a, b;
  if (!field(rest, "max-turns", a) || !field(rest, "max-actions-per-turn", b) || !number(a, in.r.max_turns) ||
      !number(b, in.r.max_actions_per_turn))
    return "expected `limits max-turns=N max-actions-per-turn=N`";
  return {};
}

std::string read_seed(std::string_view, std::string_view rest, reading& in) {
  if (!number(rest, in.r.seed)) return "the seed is not a whole number";
  in.have_seed = true;
  return {};
}

std::string read_deck(std::string_view, std::string_view rest, reading& in) {
  word(rest);  // the seat number, for people
  in.r.decks.emplace_back();
  in.r.decks.back().name = std::string(rest);
  in.deck_cards = 0;
  return {};
}

// `business NAME`, `founder NAME`, `resource COUNT NAME`, `main COUNT NAME`.
std::string read_card(std::string_view key, std::string_view rest, reading& in) {
  if (in.r.decks.empty()) return "a card line before any `deck` line";
  checked::deck& d = in.r.decks.back();
  if (key == "business") d.business = std::string(rest);
  else if (key == "founder") d.founder = std::string(rest);
  else {
    checked::deck_entry e;
    // Bounds far above any deck rule, so a damaged count cannot exhaust memory: a count
    // per line, and the deck's cards in all (one card a line would fit in the input limit).
    if (!number(word(rest), e.count) || e.count < 1 || e.count > max_replay_deck_cards || rest.empty())
      return fmt::format("expected `{} COUNT NAME` with a count from 1 to {}", key, max_replay_deck_cards);
    in.deck_cards += e.count;
    if (in.deck_cards > max_replay_deck_cards)
      return fmt::format("deck \"{}\" holds more than {} cards", excerpt(d.name), max_replay_deck_cards);
    e.name = std::string(rest);
    (key == "resource" ? d.resources : d.main).push_back(e);
  }
  return {};
}

std::string read_result(std::string_view, std::string_view rest, reading& in) {
  replay_result& res = in.r.result;
  std::string_view e, w, t, a;
  if (!field(rest, "end", e) || !field(rest, "winner", w) || !field(rest, "turn", t) || !field(rest, "actions", a) ||
      !number(w, res.winner) || !number(t, res.turn) || !number(a, res.actions))
    return "expected `result end=win|draw|capped winner=N turn=N actions=N`";
  if (e == "win") res.end = outcome::win;
  else if (e == "draw") res.end = outcome::draw;
  else if (e == "capped") res.end = outcome::capped;
  else return fmt::format("unknown end '{}' (win, draw or capped)", excerpt(e));
  in.have_result = true;
  return {};
}

std::string read_final(std::string_view, std::string_view rest, reading& in) {
  std::string_view h, why;
  if (!field(rest, "state", h) || !field(rest, "reason", why) || h.size() != 16 ||
      std::from_chars(h.data(), h.data() + h.size(), in.r.final_state, 16).ptr != h.data() + h.size())
    return "expected `final state=HASH reason=WHY` (HASH 16 hex digits)";
  in.r.reason = std::string(why);
  in.r.has_states = true;
  return {};
}

std::string read_undo(std::string_view, std::string_view rest, reading& in) {
  if (rest != "used") return "expected `undo used`";
  in.r.undo_used = true;
  return {};
}

std::string read_checks_line(std::string_view, std::string_view rest, reading& in) {
  in.have_checks = true;
  if (!read_checks(rest, in.r.checks)) return "expected `checks` and one 8-digit hex number per action";
  return {};
}

constexpr std::pair<std::string_view, line_reader> line_readers[] = {
    {"library", read_library}, {"rules", read_rules},       {"limits", read_limits},     {"seed", read_seed},
    {"deck", read_deck},       {"business", read_card},     {"founder", read_card},      {"resource", read_card},
    {"main", read_card},       {"result", read_result},     {"final", read_final},       {"checks", read_checks_line},
    {"undo", read_undo},
};

// The lines after `actions COUNT`, to the end: the actions.
std::string read_actions(std::string_view rest, std::istream& lines, int& n, reading& in) {
  std::size_t expected = 0;
  if (!number(rest, expected)) return "expected `actions COUNT`";
  in.r.first_action_line = n + 1;
  for (std::string line; std::getline(lines, line);) ++n, in.r.actions.push_back(line);
  if (in.r.actions.size() != expected)
    return fmt::format("the file holds {} action(s), its `actions` line says {}", in.r.actions.size(), expected);
  return {};
}

// A line no reader knows: an error unless empty or a comment.
std::string unknown_line(const std::string& line, std::string_view key) {
  if (line.empty() || line[0] == '#') return {};
  const bool printable = std::all_of(key.begin(), key.end(), [](char c) { return c >= ' ' && c < 127; });
  return printable && key.size() <= 40 ? fmt::format("unknown line '{}'", key) : std::string("unknown line");
}

// What the whole file must hold, once read.
std::string complete(const reading& in) {
  const replay_file& r = in.r;
  if (r.decks.size() != 2) return fmt::format("a replay holds 2 decks, this one {}", r.decks.size());
  if (!in.have_seed || !in.have_result || r.first_action_line == 0)
    return "the file ends before its seed, result and actions lines";
  // Format 2 (docs/replays.md, "State hashes"): both lines or neither, and a check after
  // every action, else some actions would replay unchecked (more checks than actions is a
  // file cut short: its replay does not reach the saved end).
  if (r.has_states != in.have_checks) return "a file has both `final` and `checks` lines, or neither";
  if (r.has_states && r.checks.size() < r.actions.size())
    return fmt::format("`checks` holds {} hash(es) for {} action(s)", r.checks.size(), r.actions.size());
  return {};
}

// Reads the lines after the magic line; an error, or empty with `in` complete.
std::string read_lines(std::istream& lines, int& n, reading& in) {
  std::string line;
  while (std::getline(lines, line)) {
    ++n;
    std::string_view rest = line;
    const std::string_view key = word(rest);
    if (key == "actions") return read_actions(rest, lines, n, in);
    const auto reader = std::find_if(std::begin(line_readers), std::end(line_readers),
                                      [&](const auto& entry) { return entry.first == key; });
    const std::string why = reader != std::end(line_readers) ? reader->second(key, rest, in) : unknown_line(line, key);
    if (!why.empty()) return why;
  }
  return {};
}

}  // namespace

std::optional<replay_file> read_replay(const std::string& text, std::string& error) {
  std::istringstream in(text);
  std::string line;
  int n = 0;
  auto fail = [&](const std::string& why) {
    error = fmt::format("{}: {}", n, why);
    return std::nullopt;
  };
  if (!std::getline(in, line) || (++n, line != magic && line != magic_1))
    return fail(fmt::format("expected \"{}\" (not a replay file)", magic));
  reading r;
  if (std::string why = read_lines(in, n, r); !why.empty()) return fail(why);
  if (std::string why = complete(r); !why.empty()) return fail(why);
  return std::move(r.r);
}

}  // namespace megacorp
