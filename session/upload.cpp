// An uploaded file checked against the server's library (session/upload.hpp).
#include "session/upload.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "grammar/diagnostics.hpp"

namespace megacorp::session {

namespace {

constexpr std::size_t max_problems = 20;

bool is_ignored(const diagnostic& e, const std::vector<std::string_view>& ignored) {
  return std::any_of(ignored.begin(), ignored.end(), [&](std::string_view end) { return e.message.ends_with(end); });
}

// The first line of each error, as `megacorp check` prints it.
std::vector<std::string> error_lines(const diagnostics& d, const std::vector<std::string_view>& ignored) {
  std::vector<std::string> out;
  for (const diagnostic& e : d.list()) {
    if (e.level != severity::error || is_ignored(e, ignored)) continue;
    const std::string text = format_text(e);
    out.push_back(text.substr(0, text.find('\n')));
    if (out.size() == max_problems) break;
  }
  return out;
}

}  // namespace

checked_upload check_upload(const library& lib, std::string_view file_name, const std::string& text,
                            std::size_t max_chars, const std::vector<std::string_view>& ignored) {
  checked_upload out;
  if (text.size() > max_chars) {
    out.problems.push_back(fmt::format("the file holds {} characters; at most {}", text.size(), max_chars));
    return out;
  }
  out.with = std::make_unique<library>();
  for (const auto& source : lib.sources()) out.with->add_parsed(source);
  diagnostics d;
  out.with->add_source(std::string(file_name), text, d);
  if (!d.has_errors()) out.with->check(d);
  d.sort();
  out.problems = error_lines(d, ignored);
  return out;
}

std::string added_besides(const library& lib, const library& with, std::string_view allowed) {
  if (with.cards().size() != lib.cards().size()) return "a card";
  if (allowed != "deck" && with.decks().size() != lib.decks().size()) return "a deck";
  if (with.keywords().size() != lib.keywords().size()) return "a keyword";
  if (allowed != "scenario" && with.scenarios().size() != lib.scenarios().size()) return "a scenario";
  return {};
}

}  // namespace megacorp::session
