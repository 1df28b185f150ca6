// The cards checked on one thread and on two give the same library, byte for byte: the
// diagnostics in their order, every card's printed forms and ids, the keywords, the uses and
// rules effects give, in their numbering (check/check_parallel.cpp).
#include <catch2/catch.hpp>

#include <cstddef>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "docgen/card_text.hpp"
#include "ir/render.hpp"
#include "library/library.hpp"

namespace {

using megacorp::diagnostics;
using megacorp::library;
namespace checked = megacorp::checked;

struct loaded {
  std::unique_ptr<library> lib = std::make_unique<library>();
  diagnostics diags;
};

loaded load_paths(const std::vector<std::filesystem::path>& paths, std::size_t threads) {
  loaded out;
  out.lib->set_check_threads(threads);
  for (const auto& p : paths) out.lib->add_path(p, out.diags);
  out.lib->check(out.diags);
  return out;
}

loaded load_text(const std::string& text, std::size_t threads) {
  loaded out;
  out.lib->set_check_threads(threads);
  out.lib->add_path(megacorp::bundled_cards_dir() / "prelude", out.diags);
  out.lib->add_source("many.mc", text, out.diags);
  out.lib->check(out.diags);
  return out;
}

// What the runner reads of a tree that its printed forms may not show.
void observe_tree(const checked::expr& e, std::string& out) {
  out += fmt::format("{}:{}:{}:{} ", static_cast<int>(e.o), e.word, e.granted_use, e.ref.index());
  for (const checked::expr& a : e.args) observe_tree(a, out);
}

void observe_card(const library& lib, const checked::card& c, std::string& out) {
  out += megacorp::render_card(c) + megacorp::render_card_json(c) + megacorp::card_text(lib, c);
  for (const checked::tag_id t : c.tag_ids) out += fmt::format(" tag {}", static_cast<int>(t));
  for (const checked::ability& a : c.abilities)
    for (const checked::expr* e : {&a.trigger, &a.cost, &a.effect}) observe_tree(*e, out);
  for (const checked::keyword_use& u : c.keywords)
    for (const checked::expr& a : u.args) observe_tree(a, out);
  out += fmt::format(" bound {} grants {} takes {} passes {} loses {}\n", c.bound.size(), c.grants_keywords,
                     c.takes_keywords, c.passes_keywords, c.loses_own);
}

// Everything a command, the language server or a game can read of a checked library, as text.
std::string observe(const loaded& l) {
  const library& lib = *l.lib;
  std::string out = megacorp::format_text(l.diags) + megacorp::format_json(l.diags);  // in the order found
  for (const auto& c : lib.cards()) observe_card(lib, *c, out);
  for (const auto& k : lib.keywords())
    out += megacorp::render_keyword(*k) + megacorp::render_keyword_json(*k) +
           fmt::format(" id {} bonds {} {} gives {}\n", static_cast<int>(k->id), k->bonds_under_deployed,
                       k->bonds_by_statement, k->gives_keywords);
  for (const auto& d : lib.decks()) out += megacorp::render_deck_json(*d);
  for (const auto& t : lib.tags()) out += t + ",";
  for (std::size_t i = 1; i <= lib.granted_use_count(); ++i) out += megacorp::render_keyword_use(*lib.granted_use(i)) + ";";
  for (const auto& r : lib.granted_rules()) out += r->name + ";";
  for (const checked::keyword_use* u : lib.printed_uses()) out += megacorp::render_keyword_use(*u) + ";";
  out += fmt::format("\n{} {} {} {}\n", lib.some_card_grants(), lib.some_card_takes(), lib.some_card_passes(),
                     lib.scenarios().size());
  return out;
}

// 600 cards with errors (unknown keywords, a bad trait), and founders naming a character as
// their business before and after it: one thread reads a business's types only when that
// card came first ("is not a business" for the founder after it, nothing for the one before).
std::string cards_with_errors() {
  std::string out;
  for (std::size_t i = 0; i < 600; ++i) {
    if (i % 100 == 50)
      out += fmt::format("card \"Founder {0}\" {{\n  type: founder character\n  faction: corp\n  cost: 6M\n"
                         "  traits: IQ 2, EQ 2, MQ -, BQ 4\n  business: \"Plain {1}\"\n}}\n\n",
                         i, i % 200 == 50 ? i - 1 : i + 1);
    out += fmt::format("card \"Plain {0}\" {{\n  type: character\n  faction: corp\n  cost: 1M\n"
                       "  traits: IQ 1, EQ 1, MQ 1, BQ {1}\n{2}"
                       "  rule: this gets +1 BQ while you control at least 2 cards\n}}\n\n",
                       i, i % 7 == 3 ? "99999999" : "1", i % 5 == 0 ? fmt::format("  keywords: UNKNOWN{}\n", i % 3) : "");
  }
  return out;
}

}  // namespace

TEST_CASE("the cards and examples checked on two threads are as on one", "[check_threads]") {
  const std::filesystem::path cards = megacorp::bundled_cards_dir();
  const std::vector<std::filesystem::path> paths{cards, cards.parent_path() / "examples"};
  const loaded one = load_paths(paths, 1);
  const loaded two = load_paths(paths, 2);
  REQUIRE(one.lib->checked_on() == 1);
  REQUIRE(two.lib->checked_on() == 2);  // the threads were used, not fallen back from
  REQUIRE(one.lib->cards().size() > 1000);
  const std::string a = observe(one), b = observe(two);
  REQUIRE(a.size() > 1000000);
  CHECK(a == b);
}

TEST_CASE("cards with errors checked on two threads give the diagnostics of one, in order", "[check_threads]") {
  const std::string text = cards_with_errors();
  const loaded one = load_text(text, 1);
  const loaded two = load_text(text, 2);
  const loaded three = load_text(text, 3);
  REQUIRE(two.lib->checked_on() == 2);
  REQUIRE(three.lib->checked_on() == 3);
  REQUIRE(one.diags.list().size() > 200);
  std::size_t not_business = 0;
  for (const auto& d : one.diags.list()) not_business += d.message.find("is not a business") != std::string::npos;
  CHECK(not_business == 3);  // the founders at 50, 250, 450 name the card before them
  const std::string a = observe(one);
  CHECK(a == observe(two));
  CHECK(a == observe(three));
}

TEST_CASE("a tag no card prints makes the check on two threads run again on one", "[check_threads]") {
  std::string text = cards_with_errors();
  text += "card \"Tagged\" {\n  type: character\n  faction: corp\n  cost: 1M\n  traits: IQ 1, EQ 1, MQ 1, BQ 1\n"
          "  rule: this gets +1 BQ while you control a card with #NOBODYHASIT\n}\n";
  const loaded one = load_text(text, 1);
  const loaded two = load_text(text, 2);
  CHECK(two.lib->checked_on() == 1);
  CHECK(observe(one) == observe(two));
}
