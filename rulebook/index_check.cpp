// The index check (rulebook/index_check.hpp).
#include "rulebook/index_check.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "input/excerpt.hpp"

namespace megacorp::rulebook {

namespace {

using named_index = std::pair<std::string, book_index>;

void check_not_a_rule(const std::string& file, const statement& s, const std::filesystem::path& root,
                      std::vector<problem>& problems) {
  const std::string reason = s.arg.substr(0, s.arg.find(' '));
  if (std::find(not_a_rule_reasons.begin(), not_a_rule_reasons.end(), reason) == not_a_rule_reasons.end()) {
    problems.push_back({file, s.line, s.id + ": not-a-rule needs a reason: flavour, heading, caption, fragment or worked-example"});
    return;
  }
  if (reason != "worked-example") return;
  const std::string scenario = s.arg.size() > reason.size() ? s.arg.substr(reason.size() + 1) : "";
  if (scenario.rfind("examples/rulebook/", 0) != 0 || !std::filesystem::is_regular_file(root / scenario))
    problems.push_back({file, s.line, s.id + ": a worked example names the examples/rulebook/ scenario file that plays it"});
}

void check_one(const std::string& file, const statement& s, const std::set<std::string>& ids,
               const std::filesystem::path& root, std::vector<problem>& problems) {
  switch (s.st) {
    case status::same_as:
      if (!ids.count(s.arg)) problems.push_back({file, s.line, s.id + ": same-as names no statement: '" + s.arg + "'"});
      break;
    case status::not_a_rule: check_not_a_rule(file, s, root, problems); break;
    case status::ruling:
    case status::conflict:
      if (s.arg.empty()) problems.push_back({file, s.line, s.id + ": a " + status_name(s.st) + " says where it is ruled"});
      break;
    case status::covered:
      if (!s.arg.empty() && s.arg.rfind("docs/rulings.md ", 0) != 0)
        problems.push_back({file, s.line, s.id + ": a covered statement names nothing or its variant, 'docs/rulings.md VARIANT'"});
      break;
    default: break;
  }
}

}  // namespace

void check_against_book(const std::string& file, const book_index& index, const std::string& book_text,
                        std::vector<problem>& problems) {
  const std::string book = collapse_space(book_text);
  std::size_t at = 0;
  for (const statement& s : index.statements) {
    if (at < book.size() && book[at] == ' ') ++at;
    if (book.compare(at, s.text.size(), s.text) != 0) {
      problems.push_back({file, s.line, s.id + " is not the book's next words: the book has '" +
                                            excerpt(book.substr(at, s.text.size() + 20)) + "'"});
      return;
    }
    at += s.text.size();
  }
  if (at < book.size())
    problems.push_back({file, 0, "the book goes on past the last statement: '" + excerpt(book.substr(at)) + "'"});
}

void check_statuses(const std::vector<named_index>& indexes, const std::filesystem::path& root,
                    std::vector<problem>& problems) {
  std::set<std::string> ids;
  for (const auto& [file, index] : indexes)
    for (const statement& s : index.statements) {
      std::string book, section;
      if (split_id(s.id, book, section) && book != index.book)
        problems.push_back({file, s.line, s.id + " is not an id of book " + index.book});
      if (!ids.insert(s.id).second) problems.push_back({file, s.line, s.id + " is used twice"});
    }
  for (const auto& [file, index] : indexes)
    for (const statement& s : index.statements) check_one(file, s, ids, root, problems);
  std::set<std::string> sections;
  for (const std::string& id : ids) sections.insert(id.substr(0, id.rfind('/')));
  for (const auto& [file, index] : indexes)
    for (const auto& [section, parent] : index.within)
      for (const std::string& s : {section, parent})
        if (!sections.count(s)) problems.push_back({file, 0, "within: no section " + s});
}

}  // namespace megacorp::rulebook
