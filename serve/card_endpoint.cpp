// GET /card?name=NAME: a card's text and its keywords' rulebook text, for the table's hover
// (docs/play.md, "The browser table"). The same records as the language server's hover
// (lsp/hover.cpp): the checked card rendered as card text, and each keyword's definition
// with the rulebook passages quoted in it (docgen/keyword_doc.hpp).
#include <fmt/format.h>

#include "docgen/keyword_doc.hpp"
#include "input/excerpt.hpp"
#include "ir/render.hpp"
#include "serve/call.hpp"

namespace megacorp::serve {

namespace {

// A keyword as its definition is written, with the rulebook's words it quotes.
json keyword_json(const checked::keyword& k) {
  json quotes = json::array();
  for (const keyword_quote& q : keyword_quotes(k)) quotes.push_back({{"source", q.source}, {"text", q.text}});
  return {{"name", k.name}, {"definition", keyword_definition_text(k)}, {"quotes", quotes}};
}

// The card's own lines (abilities printed on it; its keywords' abilities are the keywords').
json card_json(const checked::card& c) {
  json abilities = json::array(), uses = json::array(), keywords = json::array();
  for (const checked::ability& a : c.abilities) abilities.push_back(render_ability(a));
  for (const checked::keyword_use& k : c.keywords) {
    uses.push_back(render_keyword_use(k));
    if (k.def) keywords.push_back(keyword_json(*k.def));
  }
  json out = {{"name", c.name}, {"types", render_types(c)}, {"traits", render_traits(c)}};
  if (!c.is(checked::business)) out["cost"] = render_cost(c.price);
  if (c.valuation) out["valuation"] = *c.valuation;
  out["uses"] = uses;
  out["abilities"] = abilities;
  if (!c.flavour.empty()) out["flavour"] = c.flavour;
  out["keywords"] = keywords;
  return out;
}

}  // namespace

response get_card(call& c) {
  const auto name = c.where.query.find("name");
  if (name == c.where.query.end()) throw http_error(400, "GET /card needs ?name=, a card's name (as the view gives it)");
  const checked::card* card = c.lib.find_card(name->second);
  if (!card) throw http_error(404, fmt::format("there is no card named \"{}\" in the library", excerpt(name->second)));
  return json_reply(200, card_json(*card));
}

}  // namespace megacorp::serve
