// Checking a deck (001 Where Business is War, The Factions, Making a deck). What is written
// wrong (an unknown card, a count of 0, a card listed twice, an unknown or repeated field)
// is an error of the file; what the rules refuse (a part missing, a founder of another
// business, a card in the wrong deck, too few cards, a fifth copy) is a refusal naming the
// section of 001 it breaks. A library's deck reports both as errors; a scenario's deck keeps
// the refusals for `expect deck "X" is refused because "..."` (docs/scenarios.md, Decks).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grammar/diagnostics.hpp"
#include "grammar/syntax.hpp"
#include "ir/checked.hpp"
#include "ir/definitions.hpp"

namespace megacorp {

class deck_checker {
 public:
  using node = syntax::node;
  // `refusals`: where the rules' refusals go; nullptr makes them errors at their place.
  deck_checker(const definitions& lib, const source_file* file, diagnostics& diags, std::vector<std::string>* refusals)
      : lib_(lib), file_(file), diags_(diags), refusals_(refusals) {}
  void check(const node& n, checked::deck& d);

 private:
  span at(const node& n) const { return syntax::span_of(file_, n); }
  diagnostic& error(const node& n, std::string message) { return diags_.error(at(n), std::move(message)); }
  void refuse(span where, std::string message, const checked::card* defined_here = nullptr);
  std::int64_t count(const node& n);
  const checked::card* known_card(const node& name_node, const std::string& name);
  void check_list(const node& n, std::vector<checked::deck_entry>& out, bool resources);
  void check_entry_kind(const checked::card& c, const checked::deck_entry& e, span name_at, bool resources);
  void check_card_field(const node& f, checked::deck& d);
  void check_sizes(const checked::deck& d, const node* resources, const node* main_list);
  void check_founder_of_business(const checked::deck& d, const node* founder);

  const definitions& lib_;
  const source_file* file_;
  diagnostics& diags_;
  std::vector<std::string>* refusals_;
};

// The rules a deck with no refusal was checked by, one sentence each naming its section
// (for `expect deck "X" is legal` and the citation check, docs/rules_index.md).
std::vector<std::string> deck_rules_held(const definitions& lib, const checked::deck& d);

}  // namespace megacorp
