#include "grammar/parser.hpp"

#include <algorithm>
#include <cassert>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "grammar/parse_control.hpp"
#include "grammar/reach.hpp"
#include "grammar/suggest.hpp"
#include "grammar/synonyms.hpp"
#include "grammar/vocabulary.hpp"

namespace megacorp {
namespace {

using namespace parsing;
using syntax::kind;
using syntax::node;

bool ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
}

bool blank_char(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// Where a comment begins in text[line_begin, end), or npos: outside a string
// (grammar::comment_at).
std::size_t comment_start(std::string_view text, std::size_t line_begin, std::size_t end) {
  for (std::size_t i = line_begin; i < end; ++i) {
    if (text[i] == '"') {
      for (++i; i < end && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
      if (i >= end) return std::string_view::npos;  // `end` is inside the string
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      return i;
    }
  }
  return std::string_view::npos;
}

// Where the last token before `at` ends, skipping whitespace and comments.
std::size_t previous_token_end(std::string_view text, std::size_t at) {
  std::size_t end = at;
  for (;;) {
    while (end > 0 && blank_char(text[end - 1])) --end;
    if (end == 0) return 0;
    std::size_t line_begin = text.rfind('\n', end - 1);
    line_begin = line_begin == std::string_view::npos ? 0 : line_begin + 1;
    std::size_t comment = comment_start(text, line_begin, end);
    if (comment == std::string_view::npos) return end;
    end = comment;
  }
}

// The token that ends just before `at` (skipping whitespace and comments), for "after 'x'".
std::string_view previous_token(std::string_view text, std::size_t at) {
  std::size_t end = previous_token_end(text, at);
  if (end == 0) return {};
  std::size_t begin = end - 1;
  if (ident_char(text[begin])) {
    while (begin > 0 && ident_char(text[begin - 1])) --begin;
  } else if (text[begin] == '"') {
    while (begin > 0 && text[begin - 1] != '"' && text[begin - 1] != '\n') --begin;
    if (begin > 0 && text[begin - 1] == '"') --begin;
  }
  if (end - begin > 40) begin = end - 40;
  return text.substr(begin, end - begin);
}

// An error raised at the first token of a later line (`expected 'to' after '0', found
// 'expect'`) is placed just after the token before it, where the missing word belongs (as a
// compiler places "expected ';'"); the message still names what was found. Not where the
// line's own first word is wrong (a definition or a field expected: that word is the slip),
// nor at the end of the file or a byte that is no word.
std::size_t after_previous_line(std::string_view text, std::size_t at, std::string_view message) {
  if (at >= text.size() || !ident_char(text[at]) || message.find("to start a definition") != std::string_view::npos ||
      message.find("to close") != std::string_view::npos)
    return at;
  const std::size_t end = previous_token_end(text, at);
  if (end == 0 || end >= at || text.substr(end, at - end).find('\n') == std::string_view::npos) return at;
  return end;
}

// The token that starts at `at`, for "found 'x'".
std::string_view next_token(std::string_view text, std::size_t at) {
  if (at >= text.size()) return {};
  std::size_t end = at;
  if (ident_char(text[at]) || text[at] == '#') {
    ++end;
    while (end < text.size() && ident_char(text[end])) ++end;
  } else {
    ++end;
    while (end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) ++end;  // whole code point
  }
  return text.substr(at, end - at);
}

std::string printable(std::string_view token) {
  if (token == "\n" || token == "\r") return "end of line";
  if (token == "\t") return "a tab";
  if (token.size() == 1 && static_cast<unsigned char>(token[0]) < 0x20) return fmt::format("byte 0x{:02x}", token[0]);
  return fmt::format("'{}'", token);
}

std::string describe(std::string_view text, std::size_t at, const char* message, const parse_vocabulary& words) {
  std::string out = with_keyword_examples(message, words);
  std::string_view before = previous_token(text, at);
  if (!before.empty()) out += fmt::format(" after '{}'", before);
  if (at >= text.size())
    out += ", but the file ended";
  else
    out += fmt::format(", found {}", printable(next_token(text, at)));
  return out;
}

// A line whose first word starts a top-level form followed by a name.
bool starts_form(std::string_view line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return false;
  line.remove_prefix(i);
  for (std::string_view word : {"card", "keyword", "deck", "scenario", "variant"}) {
    if (line.size() > word.size() && line.substr(0, word.size()) == word &&
        (line[word.size()] == ' ' || line[word.size()] == '\t'))
      return true;
  }
  return false;
}

// The line [begin, end) that holds `at`.
std::string_view line_at(std::string_view text, std::size_t at, std::size_t& begin) {
  std::size_t before = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
  begin = before == std::string_view::npos ? 0 : before + 1;
  std::size_t end = text.find('\n', begin);
  return text.substr(begin, end == std::string_view::npos ? std::string_view::npos : end - begin);
}

// Where parsing resumes after an error at `at` in a form that began at `form`: the next
// line that starts a form, or the error's own line when the error is that line's form.
std::size_t resume_point(std::string_view text, std::size_t at, std::size_t form) {
  std::size_t line_begin = 0;
  std::string_view line = line_at(text, at, line_begin);
  bool at_line_start = text.find_first_not_of(" \t", line_begin) == at;
  if (at_line_start && line_begin > form && starts_form(line)) return line_begin;
  std::size_t pos = text.find('\n', at);
  while (pos != std::string_view::npos) {
    line = line_at(text, pos + 1, line_begin);
    if (starts_form(line)) return line_begin;
    pos = text.find('\n', line_begin);
  }
  return text.size();
}

// Words joined for a message: `a, b or c`, at most `most` of them, then `...`.
std::string word_list(const std::vector<std::string>& ws, std::size_t most = 8) {
  std::string out;
  for (std::size_t i = 0; i < ws.size() && i < most; ++i) {
    if (i > 0) out += i + 1 == ws.size() ? " or " : ", ";
    out += "'" + ws[i] + "'";
  }
  if (ws.size() > most) out += ", ...";
  return out;
}

// The words of the language, and the keywords defined so far, that may follow `before`.
std::vector<std::string> valid_words(std::string_view before, const parse_vocabulary& words) {
  std::vector<std::string> out;
  for (const std::string& w : grammar::all_words())
    if (accepts(before, w, true)) out.push_back(w);
  for (const std::string& k : words.keywords)  // any upper-case name (upper_name)
    if (accepts(before, k, false)) out.push_back(k);
  return out;
}

bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Where the unknown word is, when the parser read up to `furthest`: before the lower-case
// words read last that no rule took as words of the language (`drow` read as a parameter
// name, `they` as an unknown field's name), down to `floor` (where the error was raised).
std::size_t back_over_free_words(std::string_view text, std::size_t furthest, std::size_t word_end, std::size_t floor) {
  std::size_t at = furthest;
  for (;;) {
    const std::size_t end = previous_token_end(text, at);
    const std::string_view token = previous_token(text, at);
    if (token.empty() || !(token[0] >= 'a' && token[0] <= 'z') || end <= word_end || end - token.size() < floor) return at;
    at = end - token.size();
  }
}

// Whether the form at `form` (after blanks and comments) is a card or a keyword: card text,
// where an error beyond its must<> point is put at the unknown word.
bool card_text(std::string_view text, std::size_t form) {
  for (std::size_t i = form; i < text.size();) {
    if (blank_char(text[i])) {
      ++i;
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      const std::size_t nl = text.find('\n', i);
      i = nl == std::string_view::npos ? text.size() : nl;
    } else {
      const std::string_view rest = text.substr(i);
      return rest.starts_with("card ") || rest.starts_with("keyword ");
    }
  }
  return false;
}

// Whether the error at `at` is the card's or keyword's "expected a field, an ability or
// '}'" in the middle of a line: the word continues the line's ability, whose words are
// what the message should list.
bool ability_left_open(std::string_view text, std::size_t at, const char* message) {
  if (message != grammar::message<grammar::card_end> && message != grammar::message<grammar::keyword_end>) return false;
  std::size_t b = at;
  while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
  return b > 0 && text[b - 1] != '\n' && text[b - 1] != '{';
}

// Whether `w`, a word of the language offered at `at` for the word found there, may stand
// there: the parser takes it after `before` and, when it is the synonym table's word (not
// a spelling of the same word), the next word after it too (`an enemy character` is no
// `an opponent character`).
bool offerable(std::string_view text, std::string_view before, std::size_t at, std::string_view found, const std::string& w) {
  if (misspelling_cost(found, w) == static_cast<std::size_t>(-1) || !accepts(before, w, true)) return false;
  if (synonym_of(found).empty()) return true;
  std::size_t next = text.find_first_not_of(" \t", at + found.size());
  const std::string_view after = next == std::string_view::npos ? std::string_view() : next_token(text, next);
  if (after.empty() || !letter(after[0])) return true;
  std::string with(before);
  with += ' ';
  with += w;
  return accepts(with, after, true);
}

// The rule's message at `at`, where the parser stopped on a word, with the valid word
// that means what it does (meaning_finder): "did you mean" (`drow` -> `draw`, `kill` ->
// `destroy`), and that word as the fix.
std::optional<refined_error> did_you_mean(std::string_view text, std::size_t form, std::size_t at, const std::string& message,
                                          std::string& fix) {
  const std::string_view found = next_token(text, at);
  if (found.empty() || !letter(found[0]) || at - form > 4096) return std::nullopt;
  meaning_finder near(found);
  for (const std::string& w : grammar::all_words())  // the close ones only: each probe parses the form
    if (offerable(text, text.substr(form, at - form), at, found, w)) near.offer(w);
  if (near.best().empty()) return std::nullopt;
  fix = near.best();
  return refined_error{at, at + found.size(), fmt::format("{}; did you mean '{}'?", message, near.best()), at, at + found.size(),
                       near.best()};
}

// Whether the error of a form is put at the unknown word at `unknown`: a form of modest
// size (unknown_word probes it word by word, each probe parses its text again), and a word
// or the end of the text there (at punctuation the rule's message says more).
bool placed_at_unknown_word(std::string_view text, std::size_t form, std::size_t unknown) {
  constexpr std::size_t probe_limit = 4096;
  const std::string_view found = next_token(text, unknown);
  return unknown - form <= probe_limit && (found.empty() || letter(found[0]));
}

// Where the word no rule took is, in card text read up to `read` beyond the point its
// error was raised at (`raised`), or npos: the error then stays at `raised`.
std::size_t unknown_word_at(std::string_view text, std::size_t form, std::size_t raised, const char* message, parse_reach read) {
  if (read.any < raised || !card_text(text, form)) return std::string_view::npos;
  // A text read to its end refused no word: the error is at its end, after the free words.
  const bool read_all = text.find_first_not_of(" \t\r\n", read.any) == std::string_view::npos;
  const std::size_t unknown = read_all ? read.any : back_over_free_words(text, read.any, read.word, raised);
  const bool beyond = unknown > raised || (unknown == raised && ability_left_open(text, raised, message));
  return beyond ? unknown : std::string_view::npos;
}

// A form the parser read beyond the point its error was raised at (`at`), up to
// `furthest`: the error is there, at the word no rule took, with the words that could
// stand there and the closest of them ("did you mean").
// Only a form of modest size is probed word by word (each probe parses its text again).
std::optional<refined_error> unknown_word(std::string_view text, std::size_t form, std::size_t furthest,
                                          const parse_vocabulary& words, std::string& fix) {
  if (!placed_at_unknown_word(text, form, furthest)) return std::nullopt;
  const std::string_view before = text.substr(form, furthest - form);
  const std::string_view found = next_token(text, furthest);
  const std::vector<std::string> valid = valid_words(before, words);
  const std::string after = fmt::format("after '{}'", previous_token(text, furthest));
  if (found.empty()) {
    // The same place whether or not a word could follow (error_place asks no probe).
    if (valid.empty()) return refined_error{furthest, furthest, fmt::format("the form is not finished {}, but the file ended", after), 0, 0, {}};
    return refined_error{furthest, furthest, fmt::format("expected {} {}, but the file ended", word_list(valid), after), 0, 0,
                                 {}};
  }
  meaning_finder near(found);
  for (const std::string& w : valid)
    if (offerable(text, before, furthest, found, w)) near.offer(w);
  std::string message = fmt::format("'{}' cannot stand here {}", found, after);
  if (!near.best().empty()) message += fmt::format("; did you mean '{}'?", near.best());
  if (!valid.empty()) message += fmt::format(" (expected {})", word_list(valid));
  fix = near.best();
  return refined_error{furthest, furthest + found.size(), std::move(message), furthest, furthest + found.size(), fix};
}

// The innermost '{' of the form at `form` still open at `at` (braces in strings and
// comments do not count), or npos; `word` is the form's first word ("card"), `own` whether
// that '{' is the form's own.
std::size_t open_brace(std::string_view text, std::size_t form, std::size_t at, std::string_view& word, bool& own) {
  std::vector<std::size_t> open;
  for (std::size_t i = form; i < at; ++i) {
    if (text[i] == '"') {
      for (++i; i < at && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\') ++i;
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      while (i < at && text[i] != '\n') ++i;
    } else if (word.empty() && ident_char(text[i])) {
      word = next_token(text, i);
    } else if (text[i] == '{') {
      open.push_back(i);
    } else if (text[i] == '}' && !open.empty()) {
      open.pop_back();
    }
  }
  own = open.size() == 1;
  return open.empty() ? std::string_view::npos : open.back();
}

// A form that ran into the next form or the end of the file with a '{' left open: a note at
// that '{' ("the card's '{' opened here"), the form's own or a block's inside it.
void note_open_brace(diagnostic& d, std::string_view text, std::size_t form) {
  const std::size_t at = d.where.begin;
  std::size_t line_begin = 0;
  const std::string_view line = line_at(text, at, line_begin);
  const bool at_form = starts_form(line) && line.find_first_not_of(" \t") == at - line_begin;
  const bool at_end = text.find_first_not_of(" \t\r\n", at) == std::string_view::npos;
  if (!at_form && !at_end) return;
  std::string_view word;
  bool own = false;
  const std::size_t brace = open_brace(text, form, at, word, own);
  if (brace == std::string_view::npos) return;
  diagnostic note;
  note.level = severity::note;
  note.where = span{d.where.file, static_cast<std::uint32_t>(brace), static_cast<std::uint32_t>(brace + 1)};
  note.message = own && !word.empty() ? fmt::format("the {}'s '{{' opened here", word) : std::string("this '{' is not closed");
  d.notes.push_back(std::move(note));
}

// A required word where another word stands that cannot follow it (`the rules is` for
// `the rules are`): the fix replaces that word instead of inserting before it.
void replace_wrong_word(diagnostic& d, std::string_view text, std::size_t form, std::size_t at, std::string_view insertion) {
  const std::string_view found = next_token(text, d.where.begin);
  // the form parsed again once: of modest size only, as did_you_mean's probes
  if (insertion.size() < 2 || insertion[0] != ' ' || found.empty() || !letter(found[0]) || at < form || at - form > 4096) return;
  const std::string before = fmt::format("{}{} ", text.substr(form, at - form), insertion);
  if (accepts(before, found, true)) return;
  d.fix = text_edit{span{d.where.file, d.where.begin, static_cast<std::uint32_t>(d.where.begin + found.size())},
                    std::string(insertion.substr(1))};
}

// The fix-it of a syntax error whose message states its edit (grammar/fixits.hpp): the
// hint's own, the word "did you mean" offers, or the token the rule's message asks for.
void attach_fix(diagnostic& d, std::string_view text, std::size_t form, const std::optional<refined_error>& better,
                std::string fix, const char* insertion) {
  if (better && !better->replacement.empty()) {
    d.fix = text_edit{span{d.where.file, static_cast<std::uint32_t>(better->fix_at), static_cast<std::uint32_t>(better->fix_end)},
                      better->replacement};
  } else if (!fix.empty()) {
    suggest(d, std::move(fix));
  } else if (!better && insertion) {
    // after the token before the error, or, for a closing '"', inside the string where it ends
    const std::size_t at = insertion[0] == '"' ? d.where.begin : previous_token_end(text, d.where.begin);
    if (at > 0) d.fix = text_edit{span{d.where.file, static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(at)}, insertion};
    if (at > 0) replace_wrong_word(d, text, form, at, insertion);
  }
}

}  // namespace

std::size_t error_place(std::string_view text, std::size_t form, std::size_t raised, const char* message, expected_rule rule,
                        parse_reach read, const parse_vocabulary& words) {
  if (auto better = refine_error(text, raised, rule, words)) return better->at;
  const std::size_t unknown = unknown_word_at(text, form, raised, message, read);
  return unknown != std::string_view::npos && placed_at_unknown_word(text, form, unknown) ? unknown
                                                                                          : after_previous_line(text, raised, message);
}

syntax::node parse(const source_file& file, diagnostics& diags) {
  static const parse_vocabulary none;
  return parse(file, diags, none);
}

syntax::node parse(const source_file& file, diagnostics& diags, const parse_vocabulary& words) {
  std::string_view text = file.text();
  node root;
  root.k = kind::file;
  root.text = text;

  auto storage = std::make_unique<syntax::node_storage>();
  tree_builder builder{text.data(), node_arena(*storage), {}, {}};
  std::size_t pos = 0;
  // The words valid at an unknown word are probed for the first errors only: a file of
  // thousands of broken forms is still reported at once.
  int probed_errors = 16;
  while (pos < text.size()) {
    pegtl::memory_input<pegtl::tracking_mode::lazy> in(text.data() + pos, text.data() + text.size(), file.name());
    std::size_t error_at = 0;
    std::size_t error_end = 0;
    std::string message, fix;
    std::optional<refined_error> better;
    const char* insertion = nullptr;
    std::uint32_t done_mark = builder.done_size();
    node_arena::mark arena_mark = builder.arena.position();
    std::size_t form = pos;
    try {
      // One form at a time, so a syntax error only loses the form it is in.
      while (!in.empty()) {
        done_mark = builder.done_size();
        arena_mark = builder.arena.position();
        form = static_cast<std::size_t>(in.current() - text.data());
        pegtl::parse<grammar::file_item, pegtl::nothing, controls<false>::control>(in, builder);
      }
      break;
    } catch (const syntax_error& e) {
      error_at = static_cast<std::size_t>(e.at - text.data());
      error_end = error_at + next_token(text, error_at).size();
      message = describe(text, error_at, e.message, words);
      insertion = e.insertion;
      better = refine_error(text, error_at, e.rule, words);
      if (!better && probed_errors > 0) {
        // How far the form was read: the form read again with the bookkeeping on, which
        // fails where this reading failed (controls). The place is error_place's.
        const parse_reach read = form_reach(text, form);
        const std::size_t unknown = unknown_word_at(text, form, error_at, e.message, read);
        if (read.any >= error_at) {
          --probed_errors;
          better = unknown != std::string_view::npos ? unknown_word(text, form, unknown, words, fix)
                                                     : did_you_mean(text, form, error_at, message, fix);
        }
      }
      if (better) {
        error_at = better->at;
        error_end = better->end;
        message = std::move(better->message);
      } else if (const std::size_t after = after_previous_line(text, error_at, e.message); after != error_at) {
        error_at = error_end = after;  // at the end of the line the word is missing from (error_place)
      }
    } catch (const pegtl::parse_error& e) {
      // Deep nesting (control::match): the position is relative to where this input began.
      error_at = pos + (e.positions().empty() ? 0 : e.positions().front().byte);
      message = "nesting is too deep (more than a few dozen levels of blocks or parentheses)";
      error_end = error_at + next_token(text, error_at).size();
    }
    builder.reset(done_mark, arena_mark);
    diagnostic& d = diags.error(span{&file, static_cast<std::uint32_t>(error_at), static_cast<std::uint32_t>(error_end)},
                                std::move(message));
    attach_fix(d, text, form, better, std::move(fix), insertion);
    note_open_brace(d, text, form);
    std::size_t next = resume_point(text, error_at, form);
    if (next <= form) next = text.size();  // never loop without progress
    pos = next;
  }
  root.children = builder.move_to_arena(0);
  file.keep(std::move(storage));
  return root;
}

}  // namespace megacorp
