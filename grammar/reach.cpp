// The parser with its bookkeeping on (controls<true>): how far a text is read, for the
// editor's probes and for the error of a form that failed (grammar/reach.hpp).
//
// This file is compiled on its own, never in a unity batch with grammar/parser.cpp
// (grammar/CMakeLists.txt): the tracked copy of the grammar's matching code, in parse()'s
// translation unit, made the compiler inline less of the untracked copy that every parse
// runs (docs/benchmarks.md, "Stop 30").
#include "grammar/reach.hpp"

#include <optional>
#include <string>

#include "grammar/parse_control.hpp"

namespace megacorp {
namespace {

using namespace parsing;

bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

// How far the parser reads text[from, end) as whole forms, up to the first syntax error.
// Words of an item that begins at or after `item_floor` do not count in `floor` (reach.hpp);
// `whole` counts every item, as parse() does; `error` is the form's syntax error, if any.
struct tracked_read {
  parse_reach floor, whole;
  std::optional<syntax_error> error;
  std::size_t form = 0;  // where the last form read began
};
tracked_read read_tracked(std::string_view text, std::size_t from, std::size_t item_floor) {
  syntax::node_storage storage;
  tree_builder b{text.data(), node_arena(storage), {}, {}};
  b.begin_form(text.data() + from);
  if (item_floor < text.size()) b.item_floor = text.data() + item_floor;
  pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data() + from, text.data() + text.size(), "reach");
  tracked_read out;
  try {
    while (!in.empty()) {
      out.form = static_cast<std::size_t>(in.current() - text.data());
      pegtl::parse<grammar::file_item, pegtl::nothing, controls<true>::control>(in, b);
    }
  } catch (const syntax_error& e) {
    out.error = e;
  } catch (const pegtl::parse_error&) {
  }
  auto at = [&](const char* p) { return static_cast<std::size_t>(p - text.data()); };
  out.floor = {at(b.furthest_word), at(b.furthest)};
  out.whole = {at(b.whole_word), at(b.whole)};
  return out;
}

}  // namespace

parse_reach reach(std::string_view text, std::size_t item_floor) { return read_tracked(text, 0, item_floor).floor; }

parse_reach form_reach(std::string_view text, std::size_t form) { return read_tracked(text, form, std::string_view::npos).whole; }

bool accepts(std::string_view before, std::string_view word, bool literal) {
  std::string probe;
  probe.reserve(before.size() + word.size() + 1);
  probe.append(before);
  if (!probe.empty() && ident_char(probe.back())) probe += ' ';  // a word of its own, not the last one's end
  probe.append(word);
  // In the middle of a line (not right after a `{`) the word continues the line's item.
  std::size_t last = before.find_last_not_of(" \t");
  const bool mid_line = last != std::string_view::npos && before[last] != '\n' && before[last] != '{';
  const tracked_read r = read_tracked(probe, 0, mid_line ? probe.size() - word.size() : std::string::npos);
  if ((literal ? r.floor.word : r.floor.any) < probe.size()) return false;
  // and parse() would not put its error before the word's end: the text is parseable
  // through the word (error_place, the same place parse() reports).
  static const parse_vocabulary none;
  const syntax_error* e = r.error ? &*r.error : nullptr;
  return !e || error_place(probe, r.form, static_cast<std::size_t>(e->at - probe.data()), e->message, e->rule, r.whole, none) >=
                   probe.size();
}

}  // namespace megacorp
