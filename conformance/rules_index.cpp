// Loading the rules index, and the sections an engine sentence names (conformance/rules_index.hpp).
#include "conformance/rules_index.hpp"

#include <algorithm>
#include <cctype>

#include "input/read.hpp"
#include "rulebook/index_check.hpp"

namespace megacorp::conformance {

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> index_files(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".txt") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

void load_one(const fs::path& root, const fs::path& file, rules_index& idx, std::vector<rulebook::problem>& problems) {
  const std::string name = fs::relative(file, root).generic_string();
  std::string text, error;
  if (!read_input(file, text, error)) return problems.push_back({name, 0, error});
  rulebook::book_index index = rulebook::read_index(name, text, problems);
  std::string book_text;
  if (!read_input(root / index.source, book_text, error)) problems.push_back({name, 0, "its book: " + error});
  else rulebook::check_against_book(name, index, book_text, problems);
  idx.books.emplace_back(name, std::move(index));
}

// "001 Challenge Phase: Damage" and the like in `sentence`: each book number followed by a
// capital, up to the closing bracket, quote or end.
std::vector<std::pair<std::string, std::string>> citations_in(const std::string& sentence) {
  std::vector<std::pair<std::string, std::string>> out;
  for (std::size_t at = sentence.find("00"); at != std::string::npos; at = sentence.find("00", at + 1)) {
    if (at + 5 > sentence.size() || sentence[at + 2] < '0' || sentence[at + 2] > '3' || sentence[at + 3] != ' ') continue;
    if (at > 0 && std::isalnum(static_cast<unsigned char>(sentence[at - 1]))) continue;
    if (!std::isupper(static_cast<unsigned char>(sentence[at + 4]))) continue;
    const std::size_t end = sentence.find_first_of(")\";", at + 4);
    out.emplace_back(sentence.substr(at, 3), sentence.substr(at + 4, end == std::string::npos ? end : end - at - 4));
  }
  return out;
}

// `"X" (SUPPRESSOR): when this is blocked ...`, `(REGENERATE (annihilate ...))`: the card
// text of a keyword, whose rule is the keyword's glossary entry. The terms, in capitals.
std::vector<std::string> keyword_causes(const std::string& sentence) {
  std::vector<std::string> out;
  for (std::size_t open = sentence.find('('); open != std::string::npos; open = sentence.find('(', open + 1)) {
    std::size_t end = open + 1;
    while (end < sentence.size() && (std::isupper(static_cast<unsigned char>(sentence[end])) || sentence[end] == ' ' ||
                                     sentence[end] == '-'))
      ++end;
    std::string term = sentence.substr(open + 1, end - open - 1);
    // A keyword with parameters (`(DEAD DROP 4):`, `(AREA ATTACK BQ 1x4)`): its words run
    // up to a space, and the parameters to the closing parenthesis.
    const bool parameters = end < sentence.size() && end > open + 1 && sentence[end - 1] == ' ' &&
                            sentence.find(')', end) != std::string::npos;
    while (!term.empty() && term.back() == ' ') term.pop_back();
    if (term.size() >= 3 &&
        (parameters || (end < sentence.size() && std::string("):(").find(sentence[end]) != std::string::npos)))
      out.push_back(term);
  }
  return out;
}

bool names(const std::string& part_slug, const std::string& section) {
  return part_slug == section || part_slug.rfind(section + "-", 0) == 0;
}

// rules_index::restated_by, from every `same-as` statement.
void link_restatements(rules_index& idx) {
  for (const auto& [file, index] : idx.books)
    for (const rulebook::statement& s : index.statements)
      if (s.st == rulebook::status::same_as && idx.by_id.count(s.arg))
        idx.restated_by[book_section_of(s.arg)].insert(book_section_of(s.id));
}

}  // namespace

std::string book_section_of(const std::string& id) {
  std::string book, section;
  rulebook::split_id(id, book, section);
  return book + "/" + section;
}

rules_index load_rules_index(const fs::path& root, std::vector<rulebook::problem>& problems) {
  rules_index idx;
  const std::vector<fs::path> files = index_files(root / "rules" / "index");
  if (files.empty()) problems.push_back({"rules/index", 0, "no index files (*.txt)"});
  for (const fs::path& f : files) load_one(root, f, idx, problems);
  rulebook::check_statuses(idx.books, root, problems);
  for (const auto& [file, index] : idx.books)
    for (const auto& [section, parent] : index.within) idx.parent[section] = parent;
  for (const auto& [file, index] : idx.books)
    for (const rulebook::statement& s : index.statements) {
      idx.by_id.emplace(s.id, &s);
      std::string book, section;
      if (rulebook::split_id(s.id, book, section)) idx.sections[book].insert(section);
    }
  link_restatements(idx);
  return idx;
}

std::set<std::string> named_sections(const std::string& sentence, const rules_index& index) {
  std::set<std::string> out;
  for (const auto& [book, cause] : citations_in(sentence)) {
    const auto sections = index.sections.find(book);
    if (sections == index.sections.end()) continue;
    std::vector<std::string> parts = {rulebook::slug(cause)};
    std::size_t from = 0;
    for (std::size_t to; (to = cause.find_first_of(":,", from)) != std::string::npos; from = to + 1)
      parts.push_back(rulebook::slug(cause.substr(from, to - from)));
    parts.push_back(rulebook::slug(cause.substr(from)));
    for (const std::string& section : sections->second)
      for (const std::string& part : parts)
        if (names(part, section)) out.insert(book + "/" + section);
  }
  // The longest run of the term's first words that is a glossary entry (`AREA ATTACK BQ`:
  // the parameter BQ is a word in capitals too).
  for (std::string term : keyword_causes(sentence))
    for (const auto& [book, sections] : index.sections)
      for (std::string words = term; !words.empty();) {
        if (sections.count("glossary-" + rulebook::slug(words))) {
          out.insert(book + "/glossary-" + rulebook::slug(words));
          break;
        }
        const std::size_t space = words.rfind(' ');
        words = space == std::string::npos ? std::string() : words.substr(0, space);
      }
  // A section another book restates (000 Glossaire REGENERER restates 001 Glossary
  // REGENERATE): the engine names 001's sections, and the restating one is the same rule.
  std::set<std::string> restating;
  for (const std::string& named : out)
    if (const auto it = index.restated_by.find(named); it != index.restated_by.end())
      restating.insert(it->second.begin(), it->second.end());
  out.insert(restating.begin(), restating.end());
  return out;
}

}  // namespace megacorp::conformance
