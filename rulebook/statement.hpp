// A statement of a rulebook: one sentence (or list item, table row, heading) of a book,
// with its stable id and its status (docs/rules_index.md).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace megacorp::rulebook {

// The statuses of issue 26; `open` is a statement nobody has classified yet.
enum class status { open, covered, ruling, conflict, same_as, not_a_rule };

// Why a statement is not a rule: the fixed list.
// `fragment`: a sentence the book leaves unfinished (a condition with no consequence), which
// states no rule (001/glossary-bond/6).
inline const std::vector<std::string> not_a_rule_reasons = {"flavour", "heading", "caption", "fragment", "worked-example"};

struct statement {
  std::string id;        // BOOK/SECTION/N, e.g. 001/challenge-phase/12
  status st = status::open;
  std::string arg;       // same-as: the id; not-a-rule: the reason (and worked-example: the scenario file);
                         // ruling, conflict: where it is ruled (docs/rulings.md and the variant)
  std::string text;      // the book's words, whitespace collapsed to single spaces
  std::string gloss;     // 000: the English gloss
  int line = 0;          // where it stands in the index file (0: not read from a file)
};

struct book_index {
  std::string book;      // "001"
  std::string source;    // the book's file, relative to the repository root
  std::vector<statement> statements;
  // `within 001/how-to-buy-a-card 001/buy-phase`: a section and the section it is part of
  // (the books' headings do not show their levels), written by hand.
  std::vector<std::pair<std::string, std::string>> within;
};

std::string status_name(status s);
bool parse_status(const std::string& word, status& s);

// "001/challenge-phase/12" -> "001", "challenge-phase"; false when the id is not of that form.
bool split_id(const std::string& id, std::string& book, std::string& section);

// Lower-case words joined by '-': "Challenge Phase:" -> "challenge-phase".
std::string slug(const std::string& title);

// Whitespace collapsed to one space, trimmed.
std::string collapse_space(const std::string& text);

}  // namespace megacorp::rulebook
