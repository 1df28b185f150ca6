// The splitter: a book's text -> its statements, one sentence each (a list item, a
// glossary entry's sentences and a heading are statements too), numbered within the
// section of the heading above them (docs/rules_index.md). It writes the first draft of
// an index; the index is then edited by hand (statuses), and the index check holds it to
// the book.
#pragma once

#include <string>
#include <vector>

#include "rulebook/statement.hpp"

namespace megacorp::rulebook {

// Every statement of `text` in order, `book` ("001") the first part of each id. Headings
// get status not-a-rule/heading; every other statement is open.
std::vector<statement> split_book(const std::string& book, const std::string& text);

// `paragraph`'s sentences in order: a sentence ends at '.', '!' or '?' (and any closing
// quote or bracket) before a space and a capital, a digit or an opening quote.
std::vector<std::string> split_sentences(const std::string& paragraph);

}  // namespace megacorp::rulebook
