// Diagnostics: collecting them, and printing them as text (with a bounded excerpt) or JSON.
#include "grammar/diagnostics.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "grammar/words.hpp"
#include "input/excerpt.hpp"

namespace megacorp {

diagnostic& diagnostics::error(span where, std::string message) {
  list_.push_back({severity::error, where, bound_quotes(message), {}});  // docs/install.md, "Inputs"
  return list_.back();
}

diagnostic& diagnostics::warning(span where, std::string message) {
  list_.push_back({severity::warning, where, bound_quotes(message), {}});
  return list_.back();
}

std::uint32_t end_of_tokens(const span& where) {
  if (!where.file || where.end <= where.begin) return where.end;
  std::string_view text = where.file->text().substr(where.begin, where.end - where.begin);
  // the first comment outside a string literal ends the tokens
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"' || c == '\n') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (grammar::comment_at(text.data() + i, text.data() + text.size())) {
      text = text.substr(0, i);
      break;
    }
  }
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
    text.remove_suffix(1);
  return where.begin + static_cast<std::uint32_t>(text.size());
}

diagnostic& suggest(diagnostic& d, std::string replacement) {
  if (replacement.empty()) return d;
  span where = d.where;
  where.end = end_of_tokens(where);
  d.fix = text_edit{where, std::move(replacement)};
  return d;
}

std::size_t diagnostics::error_count() const {
  return static_cast<std::size_t>(std::count_if(list_.begin(), list_.end(),
                                                [](const diagnostic& d) { return d.level == severity::error; }));
}

void diagnostics::sort() {
  std::stable_sort(list_.begin(), list_.end(), [](const diagnostic& a, const diagnostic& b) {
    const std::string an = a.where.file ? a.where.file->name() : "";
    const std::string bn = b.where.file ? b.where.file->name() : "";
    if (an != bn) return an < bn;
    return a.where.begin < b.where.begin;
  });
}

namespace {

const char* severity_name(severity s) {
  switch (s) {
    case severity::error: return "error";
    case severity::warning: return "warning";
    case severity::note: return "note";
  }
  return "error";
}

// The start of the UTF-8 character holding byte `i` of `text`.
std::size_t char_start(std::string_view text, std::size_t i) {
  while (i > 0 && i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) --i;
  return i;
}

// The source line, then a caret line that keeps the line's tabs so the caret aligns. A
// line longer than max_excerpt bytes is shown as a window of that many around the column,
// "..." marking what is cut (docs/install.md, "Inputs").
void append_excerpt(std::string& out, const span& where) {
  const source_file& f = *where.file;
  line_col at = f.locate(where.begin);
  std::string_view line = f.line(at.line);
  std::uint32_t start = f.line_start(at.line);
  std::size_t col_byte = std::min<std::size_t>(where.begin - start, line.size());
  const std::size_t lo = line.size() > max_excerpt && col_byte > max_excerpt / 2 ? char_start(line, col_byte - max_excerpt / 2) : 0;
  const std::size_t hi = lo + max_excerpt < line.size() ? char_start(line, lo + max_excerpt) : line.size();
  col_byte = std::min(col_byte, hi);
  std::string caret(lo > 0 ? 3 : 0, ' ');
  for (std::size_t i = lo; i < col_byte; ++i) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if ((c & 0xC0) == 0x80) continue;
    caret += c == '\t' ? '\t' : ' ';
  }
  std::size_t end_byte = std::min<std::size_t>(where.end - start, hi);
  std::size_t width = end_byte > col_byte ? code_points(line.substr(col_byte, end_byte - col_byte)) : 0;
  caret += '^';
  if (width > 1) caret.append(width - 1, '~');
  out += fmt::format("  {}{}{}\n  {}\n", lo > 0 ? "..." : "", line.substr(lo, hi - lo), hi < line.size() ? "..." : "", caret);
}

void append_text(std::string& out, const diagnostic& d) {
  if (d.where.file) {
    line_col at = d.where.file->locate(d.where.begin);
    out += fmt::format("{}:{}:{}: {}: {}\n", d.where.file->name(), at.line, at.column,
                       severity_name(d.level), bound_quotes(d.message));
    append_excerpt(out, d.where);
  } else {
    out += fmt::format("{}: {}\n", severity_name(d.level), bound_quotes(d.message));
  }
  for (const diagnostic& n : d.notes) append_text(out, n);
}

nlohmann::json to_json(const diagnostic& d) {
  nlohmann::json j;
  j["severity"] = severity_name(d.level);
  j["message"] = bound_quotes(d.message);
  if (d.where.file) {
    line_col b = d.where.file->locate(d.where.begin);
    line_col e = d.where.file->locate(std::max(d.where.end, d.where.begin));
    j["file"] = d.where.file->name();
    j["line"] = b.line;
    j["column"] = b.column;
    j["end_line"] = e.line;
    j["end_column"] = e.column;
  }
  if (d.fix && d.fix->where.file) {
    line_col b = d.fix->where.file->locate(d.fix->where.begin);
    line_col e = d.fix->where.file->locate(std::max(d.fix->where.end, d.fix->where.begin));
    j["fix"] = {{"line", b.line}, {"column", b.column}, {"end_line", e.line}, {"end_column", e.column},
                {"replacement", d.fix->replacement}};
  }
  nlohmann::json notes = nlohmann::json::array();
  for (const diagnostic& n : d.notes) notes.push_back(to_json(n));
  j["notes"] = std::move(notes);
  return j;
}

}  // namespace

std::string format_text(const diagnostic& d) {
  std::string out;
  append_text(out, d);
  return out;
}

std::string format_text(const diagnostics& ds) {
  std::string out;
  for (const diagnostic& d : ds.list()) append_text(out, d);
  return out;
}

std::string format_json(const diagnostics& ds) {
  nlohmann::json j;
  j["diagnostics"] = nlohmann::json::array();
  std::size_t warnings = 0;
  for (const diagnostic& d : ds.list()) {
    j["diagnostics"].push_back(to_json(d));
    if (d.level == severity::warning) ++warnings;
  }
  j["errors"] = ds.error_count();
  j["warnings"] = warnings;
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace megacorp
