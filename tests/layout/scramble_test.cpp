// Every library file with its whitespace scrambled formats back to the same bytes, also
// with the fields of each card in reverse order.
//
// The scrambler changes, deterministically: each line's indentation, the spaces between
// tokens (one to three, a space added before `,` `:` `;` `)`, after `(`, after a `,`
// of a cell and after the sign of `+1`), trailing spaces, and blank lines (one becomes
// one to three; the one after a form may go). It keeps what the layout keeps from the
// author: line breaks, and the column of a comment after code (a line whose scrambled
// code would reach its comment is left as it was).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "grammar/source.hpp"
#include "layout/format.hpp"
#include "tests/layout/library_files.hpp"

using namespace megacorp;
namespace fs = std::filesystem;

namespace {

bool comment_starts(std::string_view line, std::size_t i) {
  if (line[i] == '/') return i + 1 < line.size() && line[i + 1] == '/';
  if (line[i] != '#') return false;
  return i + 1 == line.size() || line[i + 1] == ' ' || line[i + 1] == '\t' || line[i + 1] == '#';
}

// Where the comment of a line starts (outside strings), or npos.
std::size_t comment_of(std::string_view line) {
  bool in_string = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (comment_starts(line, i)) {
      return i;
    }
  }
  return std::string_view::npos;
}

bool digit(char c) { return c >= '0' && c <= '9'; }
bool word(char c) { return digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '\''; }

class scrambler {
 public:
  explicit scrambler(std::uint32_t seed) : rng_(seed) {}

  std::string scramble(std::string_view text) {
    std::string out;
    std::vector<std::string_view> lines;
    for (std::size_t at = 0; at < text.size();) {
      std::size_t nl = text.find('\n', at);
      lines.push_back(text.substr(at, nl - at));
      at = nl + 1;
    }
    for (std::size_t n = 0; n < lines.size(); ++n) {
      std::string_view line = lines[n];
      if (line.empty()) {
        bool after_form = n > 0 && lines[n - 1] == "}";
        out.append(pick(after_form ? 0 : 1, 3), '\n');
        continue;
      }
      out += scramble_line(line);
      out.append(pick(0, 2), ' ');
      out += '\n';
    }
    return out;
  }

  int kept_lines = 0;  // lines left as they were so a comment keeps its column

 private:
  std::size_t pick(int lo, int hi) { return static_cast<std::size_t>(std::uniform_int_distribution<int>(lo, hi)(rng_)); }
  bool coin() { return pick(0, 1) == 1; }

  std::string scramble_code(std::string_view code) {
    const std::size_t spaces = pick(0, 7);
    // Appends only: GCC 12 at -O3 misreports -Wrestrict on inserting at the front.
    std::string out = coin() ? std::string("\t") : std::string();
    out.append(spaces, ' ');
    std::size_t i = code.find_first_not_of(' ');
    bool in_string = false;
    for (; i < code.size(); ++i) {
      char c = code[i];
      if (in_string) {
        out += c;
        if (c == '\\') out += code[++i];
        else if (c == '"') in_string = false;
        continue;
      }
      if (c == '"') {
        in_string = true;
        out += c;
        continue;
      }
      if (c == ' ') {
        // `2 M`: at most one blank between a number and M (grammar money_term); `2 BQ` in a
        // price likewise (blind rules batch 97 wrote `pay 2 BQ`).
        bool before_m = i + 1 < code.size() && code[i + 1] == 'M' && (i + 2 == code.size() || !word(code[i + 2]));
        bool before_trait = i > 0 && digit(code[i - 1]) && i + 2 < code.size() && code[i + 2] == 'Q' &&
                            std::string_view("IEMB").find(code[i + 1]) != std::string_view::npos &&
                            (i + 3 == code.size() || !word(code[i + 3]));
        out.append(before_m || before_trait ? 1 : pick(1, 3), ' ');
        continue;
      }
      if ((c == ',' || c == ':' || c == ';' || c == ')') && coin() && !out.empty() && out.back() != ' ') out += ' ';
      out += c;
      bool cell_comma = c == ',' && i + 1 < code.size() && (digit(code[i + 1]) || code[i + 1] == '-');
      bool sign = c == '+' && i + 1 < code.size() && digit(code[i + 1]);
      if ((c == '(' || cell_comma || sign) && coin()) out += ' ';
    }
    return out;
  }

  std::string scramble_line(std::string_view line) {
    std::size_t comment = comment_of(line);
    std::size_t code_end = line.find_last_not_of(' ', comment == std::string_view::npos ? line.size() : comment - 1);
    bool only_comment = code_end == std::string_view::npos || comment == line.find_first_not_of(' ');
    if (only_comment) return std::string(pick(0, 6), ' ') + std::string(line.substr(line.find_first_not_of(' ')));
    std::string_view code = line.substr(0, code_end + 1);
    if (comment == std::string_view::npos) return scramble_code(code);
    std::size_t column = code_points(line.substr(0, comment));
    for (int attempt = 0; attempt < 8; ++attempt) {
      std::string s = scramble_code(code);
      std::size_t width = code_points(s);
      if (width < column) return s + std::string(column - width, ' ') + std::string(line.substr(comment));
    }
    ++kept_lines;
    return std::string(line);
  }

  std::mt19937 rng_;
};

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

bool is_card_field(std::string_view line) {
  std::size_t at = line.find_first_not_of(' ');
  if (at == std::string_view::npos) return false;
  line = line.substr(at);
  for (std::string_view f : {"type:", "faction:", "cost:", "valuation:", "traits:", "tags:", "business:", "keywords:",
                             "flavour:", "flavor:", "art:"})
    if (starts_with(line, f)) return true;
  return false;
}

// Each card's fields in reverse order, before its abilities (which keep theirs); a field
// takes the comment lines above it along. Cards with blank lines inside are left alone.
std::string reverse_card_fields(std::string_view text, int& cards) {
  std::vector<std::string> lines;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t nl = text.find('\n', at);
    lines.emplace_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  std::string out;
  for (std::size_t n = 0; n < lines.size(); ++n) {
    out += lines[n] + "\n";
    if (!starts_with(lines[n], "card ") || lines[n].back() != '{') continue;
    std::size_t end = n + 1;
    while (end < lines.size() && lines[end] != "}") ++end;
    std::vector<std::string> fields, abilities;
    std::string pending;
    bool blank = false;
    for (std::size_t k = n + 1; k < end; ++k) {
      std::string_view l = lines[k];
      blank = blank || l.empty();
      std::size_t first = l.find_first_not_of(' ');
      if (first != std::string_view::npos && comment_starts(l, first)) {
        pending += lines[k] + "\n";
        continue;
      }
      (is_card_field(l) ? fields : abilities).push_back(pending + lines[k] + "\n");
      pending.clear();
    }
    if (blank) continue;
    std::reverse(fields.begin(), fields.end());
    for (const auto& f : fields) out += f;
    for (const auto& a : abilities) out += a;
    out += pending;
    n = end - 1;
    ++cards;
  }
  return out;
}

}  // namespace

TEST_CASE("every library file with its card fields reversed and its whitespace scrambled formats back") {
  std::vector<fs::path> files = test::library_files();
  scrambler s(7);
  int cards = 0;
  for (const fs::path& f : files) {
    INFO(f.string());
    std::string text = test::read_text(f);
    std::string shuffled = s.scramble(reverse_card_fields(text, cards));
    std::string errors;
    std::optional<std::string> out = format_source(f.string(), shuffled, errors);
    INFO(errors);
    REQUIRE(out.has_value());
    CHECK(*out == text);
  }
  CHECK(cards > 150);
}

TEST_CASE("every library file with its whitespace scrambled formats back to the same bytes") {
  std::vector<fs::path> files = test::library_files();
  REQUIRE(files.size() > 50);
  scrambler s(20261124);
  std::size_t lines = 0;
  for (const fs::path& f : files) {
    INFO(f.string());
    std::string text = test::read_text(f);
    std::string scrambled = s.scramble(text);
    REQUIRE(scrambled != text);
    std::string errors;
    std::optional<std::string> out = format_source(f.string(), scrambled, errors);
    INFO(errors);
    REQUIRE(out.has_value());  // the scrambled text still parses
    CHECK(*out == text);
    lines += static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  }
  // Lines kept whole so their comment keeps its column: a small share of all lines.
  INFO(s.kept_lines << " of " << lines << " lines kept whole");
  CHECK(static_cast<std::size_t>(s.kept_lines) * 20 < lines);
}
