// The documentation of the small families of words (words.hpp): one record per entry of
// each family, whose row lists the entry's spellings (docs/vocabulary.md, sections 7-9).
#pragma once

#include <span>

#include "docgen/statements.hpp"
#include "vocabulary/doc_record.hpp"
#include "vocabulary/words.hpp"

namespace megacorp::words {

// `gen`: what the generative test writes of the entry (statements.hpp, generated): its
// sample is the row's spellings unless given ("none": the test writes none of them).
template <class E>
struct word_doc {
  E word;
  doc_record doc;
  statements::generated gen{};
};

// Each family's records, in the order of docs/vocabulary.md; tests/lang/vocabulary_doc_test.cpp
// requires exactly one for every entry the family's spellings name.
std::span<const word_doc<noun>> noun_docs();
std::span<const word_doc<state>> state_docs();
std::span<const word_doc<zone>> zone_docs();
std::span<const word_doc<owner>> owner_docs();
std::span<const word_doc<pronoun>> pronoun_docs();
std::span<const word_doc<controller>> controller_docs();
std::span<const word_doc<determiner>> determiner_docs();
std::span<const word_doc<comparison>> comparison_docs();
std::span<const word_doc<trait>> trait_docs();

// The record of `word` in `docs`, or null.
template <class E>
const doc_record* doc_of(std::span<const word_doc<E>> docs, E word) {
  for (const word_doc<E>& d : docs)
    if (d.word == word) return &d.doc;
  return nullptr;
}

}  // namespace megacorp::words
