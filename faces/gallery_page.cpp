// The visual gallery page (faces/gallery_page.hpp). Each card is a <figure> whose data-
// attributes carry what the filters read; the script shows the cards every filter accepts.
#include "faces/gallery_page.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <tuple>
#include <utility>

#include <fmt/format.h>

#include "docgen/keyword_doc.hpp"
#include "faces/svg.hpp"
#include "ir/render.hpp"

namespace megacorp::faces {

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::string faction_name(engine::faction f) { return engine::faction_names[static_cast<std::size_t>(f)]; }

std::vector<std::string> type_names(const checked::card& c) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < checked::card_type_names.size(); ++i)
    if (c.is(static_cast<checked::card_type>(1u << i))) out.emplace_back(checked::card_type_names[i]);
  return out;
}

std::string joined(const std::vector<std::string>& parts, const char* between) { return fmt::format("{}", fmt::join(parts, between)); }

std::vector<std::string> keyword_names(const checked::card& c) {
  std::vector<std::string> out;
  for (const auto& k : c.keywords)
    if (k.def) out.push_back(k.def->name);
  return out;
}

// The card's text as printed: the business it founds, then each ability.
std::vector<std::string> text_lines(const checked::card& c) {
  std::vector<std::string> out;
  if (!c.business.empty()) out.push_back("business: " + c.business);
  for (const auto& a : c.abilities) out.push_back(render_ability(a));
  return out;
}

// What the search box matches: the name, tags, keywords as written and the text.
std::string searched_text(const checked::card& c) {
  std::vector<std::string> parts{c.name};
  for (const auto& t : c.tags) parts.push_back("#" + t);
  for (const auto& k : c.keywords) parts.push_back(render_keyword_use(k));
  for (const auto& l : text_lines(c)) parts.push_back(l);
  return lower(joined(parts, "\n"));
}

// A business is not bought: it has no cost to filter on.
std::string cost_value(const checked::card& c) {
  return c.is(checked::business) ? std::string() : std::to_string(c.price.money);
}

// `text` with every `from` replaced by `to`.
std::string replaced(std::string text, std::string_view from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

// The face's SVG without its XML declaration, to sit inside the page; its clip paths'
// ids made the card's own (`f{n}c6`), since the page's SVGs share one id space and each
// face numbers its clip paths from the same start.
std::string inline_svg(const renderer& r, const checked::card& c, std::size_t n) {
  std::string svg = r.front_svg(c);
  if (svg.rfind("<?xml", 0) == 0) svg.erase(0, svg.find('\n') + 1);
  svg = replaced(std::move(svg), "<clipPath id=\"c", fmt::format("<clipPath id=\"f{}c", n));
  return replaced(std::move(svg), "clip-path=\"url(#c", fmt::format("clip-path=\"url(#f{}c", n));
}

std::string keyword_tips(const checked::card& c) {
  std::string out;
  for (const auto& k : c.keywords) {
    if (!k.def) continue;
    for (const keyword_quote& q : keyword_quotes(*k.def))
      out += fmt::format("<blockquote data-keyword=\"{}\"><b>{}</b> ({}): {}</blockquote>", xml_escaped(k.def->name),
                         xml_escaped(k.def->name), xml_escaped(q.source), xml_escaped(q.text));
  }
  return out;
}

// The tip a card shows on hover or focus: its text, then its keywords' rulebook quotes.
// `n` numbers the card on the page: an id holds no space, and two names may share a stem.
std::string tip(const checked::card& c, std::size_t n) {
  std::string out = fmt::format("<div class=\"tip\" role=\"tooltip\" id=\"tip-{}\"><p class=\"head\">{} &middot; {}</p>", n,
                                xml_escaped(c.name), xml_escaped(render_types(c)));
  for (const auto& l : text_lines(c)) out += fmt::format("<p>{}</p>", xml_escaped(l));
  if (!c.flavour.empty()) out += fmt::format("<p class=\"flavour\">{}</p>", xml_escaped(c.flavour));
  return out + keyword_tips(c) + "</div>";
}

std::string figure(const renderer& r, const checked::card& c, std::size_t n) {
  return fmt::format(
      "<figure class=\"card\" tabindex=\"0\" aria-describedby=\"tip-{0}\" data-name=\"{1}\" data-faction=\"{2}\" "
      "data-types=\"{3}\" data-cost=\"{4}\" data-keywords=\"{5}\" data-text=\"{6}\">\n{7}<figcaption>{1}</figcaption>{8}"
      "</figure>\n",
      n, xml_escaped(c.name), faction_name(c.side), joined(type_names(c), " "), cost_value(c),
      xml_escaped(joined(keyword_names(c), "|")), xml_escaped(searched_text(c)), inline_svg(r, c, n), tip(c, n));
}

// A <select> of `values` (sorted as given), "any" first.
std::string select(const char* id, const char* label, const std::vector<std::string>& values) {
  std::string out = fmt::format("<label>{} <select id=\"{}\"><option value=\"\">any</option>", label, id);
  for (const auto& v : values) out += fmt::format("<option value=\"{0}\">{0}</option>", xml_escaped(v));
  return out + "</select></label>\n";
}

std::string filters(const std::vector<const checked::card*>& cards) {
  std::set<std::string> factions, types, keywords;
  std::set<std::int64_t> costs;
  for (const checked::card* c : cards) {
    factions.insert(faction_name(c->side));
    for (const auto& t : type_names(*c)) types.insert(t);
    for (const auto& k : keyword_names(*c)) keywords.insert(k);
    if (!c->is(checked::business)) costs.insert(c->price.money);
  }
  std::vector<std::string> cost_names;
  for (std::int64_t m : costs) cost_names.push_back(std::to_string(m));
  return "<form id=\"filters\" role=\"search\" onsubmit=\"return false\">\n" +
         select("f-faction", "Faction", {factions.begin(), factions.end()}) +
         select("f-type", "Type", {types.begin(), types.end()}) + select("f-cost", "Cost (M)", cost_names) +
         select("f-keyword", "Keyword", {keywords.begin(), keywords.end()}) +
         "<label>Text <input id=\"f-text\" type=\"search\" placeholder=\"name, tag, keyword or text\"></label>\n"
         "<output id=\"shown\" aria-live=\"polite\"></output>\n</form>\n";
}

std::string decks(const library& lib) {
  std::string out = "<section id=\"decks\"><h2>Decks</h2>\n";
  for (const auto& d : lib.decks()) {
    out += fmt::format("<h3>{}</h3><p>business: {}; founder: {}</p><ul>", xml_escaped(d->name), xml_escaped(d->business),
                       xml_escaped(d->founder));
    for (const auto& e : d->main) out += fmt::format("<li>{} &times; {}</li>", e.count, xml_escaped(e.name));
    for (const auto& e : d->resources) out += fmt::format("<li>{} &times; {} (resource)</li>", e.count, xml_escaped(e.name));
    out += "</ul>\n";
  }
  return out + "</section>\n";
}

constexpr const char* style = R"~(<style>
body { font-family: "DejaVu Sans", sans-serif; margin: 1em; background: #f4f4f0; color: #111; }
#filters { display: flex; flex-wrap: wrap; gap: .8em; align-items: center; margin-bottom: 1em; }
#cards { display: flex; flex-wrap: wrap; gap: 12px; }
figure.card { position: relative; margin: 0; width: 189px; }
figure.card svg { width: 189px; height: 264px; display: block; }
figure.card[hidden] { display: none; }
figure.card:focus { outline: 3px solid #1a5fb4; }
figcaption { font-size: 12px; text-align: center; }
.tip { display: none; position: absolute; z-index: 2; left: 100%; top: 0; width: 320px; background: #fff;
       border: 1px solid #555; padding: .5em; font-size: 13px; box-shadow: 2px 2px 6px #0004; }
figure.card:hover .tip, figure.card:focus .tip { display: block; }
.tip .head { font-weight: bold; } .tip .flavour { font-style: italic; }
blockquote { margin: .4em 0; padding-left: .5em; border-left: 3px solid #999; }
</style>
)~";

// Shows the cards every filter accepts: faction and keyword equal, the type among the
// card's, the cost equal, the text a substring (case aside) of what searched_text() holds.
constexpr const char* script = R"~(<script>
(function () {
  var cards = Array.prototype.slice.call(document.querySelectorAll("figure.card"));
  function value(id) { return document.getElementById(id).value; }
  function apply() {
    var faction = value("f-faction"), type = value("f-type"), cost = value("f-cost"), keyword = value("f-keyword");
    var text = value("f-text").trim().toLowerCase(), shown = 0;
    cards.forEach(function (c) {
      var d = c.dataset;
      var ok = (!faction || d.faction === faction) && (!type || d.types.split(" ").indexOf(type) >= 0) &&
               (!cost || d.cost === cost) && (!keyword || d.keywords.split("|").indexOf(keyword) >= 0) &&
               (!text || d.text.indexOf(text) >= 0);
      c.hidden = !ok;
      if (ok) shown++;
    });
    document.getElementById("shown").textContent = shown + " of " + cards.length + " cards";
  }
  ["f-faction", "f-type", "f-cost", "f-keyword", "f-text"].forEach(function (id) {
    document.getElementById(id).addEventListener("input", apply);
    document.getElementById(id).addEventListener("change", apply);
  });
  window.galleryApply = apply;
  apply();
})();
</script>
)~";

}  // namespace

std::string gallery_page(const library& lib, const std::vector<const checked::card*>& cards, const renderer& r) {
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Card gallery</title>\n";
  out += style;
  out += "</head><body>\n<h1>Card gallery</h1>\n" + filters(cards) + "<main id=\"cards\">\n";
  std::vector<const checked::card*> sorted = cards;
  std::stable_sort(sorted.begin(), sorted.end(), [](const checked::card* a, const checked::card* b) {
    return std::pair(a->side == engine::faction::none, std::tuple(a->side, a->name)) <
           std::pair(b->side == engine::faction::none, std::tuple(b->side, b->name));
  });
  for (std::size_t n = 0; n < sorted.size(); ++n) out += figure(r, *sorted[n], n + 1);
  return out + "</main>\n" + decks(lib) + script + "</body></html>\n";
}

}  // namespace megacorp::faces
