// The splitter (rulebook/splitter.hpp): lines are read into units (headings, list items,
// paragraphs), paragraphs into sentences.
#include "rulebook/splitter.hpp"

#include <cctype>
#include <map>
#include <sstream>

namespace megacorp::rulebook {

namespace {

bool upper(unsigned char c) { return std::isupper(c) != 0; }
bool lower(unsigned char c) { return std::islower(c) != 0; }

std::string trim(const std::string& s) {
  std::size_t b = s.find_first_not_of(" \t\r\f\v");
  if (b == std::string::npos) return "";
  std::size_t e = s.find_last_not_of(" \t\r\f\v");
  return s.substr(b, e - b + 1);
}

int words(const std::string& s) {
  std::istringstream in(s);
  std::string w;
  int n = 0;
  while (in >> w) ++n;
  return n;
}

bool ends_sentence(const std::string& s) {
  std::string t = trim(s);
  while (!t.empty() && std::string(")\"]'").find(t.back()) != std::string::npos) t.pop_back();
  if (t.size() >= 3 && t.compare(t.size() - 3, 3, "\xE2\x80\x9D") == 0) t.resize(t.size() - 3);  // ”
  return !t.empty() && std::string(".!?:").find(t.back()) != std::string::npos;
}

// Letters all capitals (at least four of them), no full stop at the end: "CHALLENGE PHASE".
bool all_caps(const std::string& line) {
  int letters = 0;
  for (unsigned char c : line) {
    if (lower(c)) return false;
    if (upper(c)) ++letters;
  }
  return letters >= 4 && line.back() != '.' && words(line) <= 8;
}

bool small_word(const std::string& w) {
  for (const char* s : {"a", "an", "and", "the", "of", "to", "in", "on", "for", "from", "with", "or", "de", "du", "des",
                        "la", "le", "les", "et", "en"})
    if (w == s) return true;
  return false;
}

// Words as a title has them: capitals, bar small words and at most one other ("Beginning
// of the game").
bool title_words(const std::string& line, int allowed = 1) {
  std::istringstream in(line);
  int lower_words = 0;
  for (std::string w; in >> w;) {
    if (!lower(static_cast<unsigned char>(w[0]))) continue;
    if (!small_word(w)) ++lower_words;
  }
  return lower_words <= allowed;
}

// "Buy Phase:" alone on its line; "Example:", "Note:" and "Tip:" open text, not sections.
bool title_colon(const std::string& line) {
  if (line.back() != ':' || words(line) > 5 || !upper(static_cast<unsigned char>(line[0])) || !title_words(line))
    return false;
  for (const char* w : {"Example", "Note", "Tip", "Here is", "Let us", "E.g"})
    if (line.rfind(w, 0) == 0) return false;
  return true;
}

bool has_lower(const std::string& s) {
  for (unsigned char c : s)
    if (lower(c)) return true;
  return false;
}

// "Blocking" or "Winning the Game" followed by a line of prose.
bool short_title(const std::string& line, const std::string& next) {
  const std::string last = line.substr(line.find_last_of(' ') == std::string::npos ? 0 : line.find_last_of(' ') + 1);
  return words(line) <= 6 && upper(static_cast<unsigned char>(line[0])) && !ends_sentence(line) &&
         title_words(line) && !small_word(last) && line.back() != ',' && line.back() != ';' &&
         next.size() >= 25 && words(next) >= 5 && has_lower(next);
}

// "# Setting up the game", "### Cost:".
bool markdown_heading(const std::string& line) {
  const std::size_t hashes = line.find_first_not_of('#');
  return hashes > 0 && hashes != std::string::npos && line[hashes] == ' ';
}

bool list_item(const std::string& line) {
  if (line.rfind("- ", 0) == 0 || line.rfind("* ", 0) == 0 || line.rfind("\xE2\x80\xA2", 0) == 0) return true;
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  return i > 0 && i + 1 < line.size() && line[i] == '.' && line[i + 1] == ' ';
}

// "ABRUPT: Cards with ..." or "- **MOVE:** ...": a glossary entry's term, or "".
std::string entry_term(const std::string& line) {
  std::string s = line;
  for (const char* lead : {"- ", "**"})
    if (s.rfind(lead, 0) == 0) s = s.substr(std::string(lead).size());
  const std::size_t colon = s.find(':');
  if (colon == std::string::npos || colon < 3 || colon > 40) return "";
  const std::string term = trim(s.substr(0, colon));
  int letters = 0;
  for (unsigned char c : term) {
    if (lower(c)) return "";
    if (upper(c)) ++letters;
  }
  return letters >= 3 ? term : "";
}

bool abbreviation_before(const std::string& p, std::size_t dot) {
  std::size_t b = dot;
  while (b > 0 && !std::isspace(static_cast<unsigned char>(p[b - 1])) && p[b - 1] != '(') --b;
  const std::string w = p.substr(b, dot - b);
  for (const char* a : {"e.g", "E.g", "i.e", "etc", "vs", "Mr", "Mrs", "Dr", "St", "ex", "Ex"})
    if (w == a) return true;
  return w.size() == 1 && upper(static_cast<unsigned char>(w[0]));
}

// How the splitter reads a book: the units so far, the current section.
class splitter {
 public:
  explicit splitter(std::string book) : book_(std::move(book)) {}

  std::vector<statement> run(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string l; std::getline(in, l);) lines.push_back(trim(l));
    for (const std::string& l : lines)
      if (!l.empty()) ++counts_[l];
    for (std::size_t i = 0; i < lines.size(); ++i) read_line(lines, i);
    flush();
    return std::move(out_);
  }

 private:
  std::string book_, section_ = "front";
  std::map<std::string, int> numbers_, sections_, counts_;
  std::string para_;
  bool item_ = false, broken_ = false, glossary_ = false;
  std::vector<statement> out_;

  // A picture's label: a short line the book repeats (at least three times) beside another
  // such line ("Network", "Hand", "Main Deck" around the pictures of the play area).
  bool repeated(const std::string& line) const {
    const auto it = counts_.find(line);
    return it != counts_.end() && it->second >= 3 && words(line) <= 10;
  }

  bool caption(const std::vector<std::string>& lines, std::size_t i) const {
    if (!repeated(lines[i])) return false;
    std::size_t before = i, after = i + 1;
    while (before > 0 && lines[before - 1].empty()) --before;
    while (after < lines.size() && lines[after].empty()) ++after;
    return (before > 0 && repeated(lines[before - 1])) || (after < lines.size() && repeated(lines[after]));
  }

  static std::string next_line(const std::vector<std::string>& lines, std::size_t i) {
    for (std::size_t j = i + 1; j < lines.size(); ++j)
      if (!lines[j].empty()) return lines[j];
    return "";
  }

  void read_line(const std::vector<std::string>& lines, std::size_t i) {
    const std::string& line = lines[i];
    if (line.empty()) {
      broken_ = true;
      return;
    }
    // A paragraph cut by a page break goes on when the next line starts in lower case.
    if (broken_ && !(lower(static_cast<unsigned char>(line[0])) && !para_.empty() && !ends_sentence(para_))) flush();
    broken_ = false;
    const bool sentence_open = !para_.empty() && !ends_sentence(para_);
    if (caption(lines, i)) {
      flush();
      add(line, status::not_a_rule, "caption");
    } else if (glossary_ && !entry_term(line).empty()) {
      flush();
      open_section(book_ == "000" ? "glossaire-" + slug(entry_term(line)) : "glossary-" + slug(entry_term(line)));
      para_ = line;
    } else if (markdown_heading(line) || all_caps(line) || title_colon(line) ||
        (!sentence_open && short_title(line, next_line(lines, i)))) {
      heading(line);
    } else if (list_item(line)) {
      flush();
      para_ = line;
      item_ = true;
    } else {
      para_ += para_.empty() ? line : " " + line;
    }
  }

  void heading(const std::string& line) {
    flush();
    std::string s = slug(line);
    if (s.empty()) s = "section";
    if (s.rfind("glossa", 0) == 0) {
      glossary_ = true;
      s = book_ == "000" ? "glossaire" : "glossary";
    }
    open_section(s);
    add(line, status::not_a_rule, "heading");
  }

  void open_section(const std::string& s) {
    const int seen = sections_[s]++;
    section_ = seen == 0 ? s : s + "-" + std::to_string(seen + 1);
  }

  void flush() {
    if (para_.empty()) return;
    if (item_) add(para_, status::open, "");
    else
      for (const std::string& s : split_sentences(para_)) add(s, status::open, "");
    para_.clear();
    item_ = false;
  }

  void add(const std::string& text, status st, const std::string& arg) {
    statement s;
    s.id = book_ + "/" + section_ + "/" + std::to_string(++numbers_[section_]);
    s.st = st;
    s.arg = arg;
    s.text = collapse_space(text);
    out_.push_back(std::move(s));
  }
};

}  // namespace

std::vector<std::string> split_sentences(const std::string& paragraph) {
  const std::string p = collapse_space(paragraph);
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != '.' && p[i] != '!' && p[i] != '?') continue;
    if (p[i] == '.' && abbreviation_before(p, i)) continue;
    std::size_t j = i + 1;
    while (j < p.size() && (std::string(")\"]'").find(p[j]) != std::string::npos)) ++j;
    if (p.compare(j, 3, "\xE2\x80\x9D") == 0 || p.compare(j, 3, "\xE2\x80\x99") == 0) j += 3;  // ” ’
    if (j + 1 >= p.size() || p[j] != ' ') continue;
    const unsigned char c = static_cast<unsigned char>(p[j + 1]);
    if (!(upper(c) || std::isdigit(c) || c >= 0x80 || c == '"' || c == '(' || c == '[' || c == '#')) continue;
    out.push_back(p.substr(start, j - start));
    start = j + 1;
  }
  if (start < p.size()) out.push_back(p.substr(start));
  return out;
}

std::vector<statement> split_book(const std::string& book, const std::string& text) {
  return splitter(book).run(text);
}

}  // namespace megacorp::rulebook
