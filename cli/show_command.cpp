#include "cli/show_command.hpp"

#include <cstdio>
#include <optional>

#include <fmt/format.h>

#include "cli/exit_status.hpp"
#include "docgen/card_text.hpp"
#include "ir/render.hpp"
#include "layout/format.hpp"

namespace megacorp {

namespace {

// Card language laid out as `megacorp fmt` lays it out. Text that does not parse is a fault
// of the printer: it is printed as it is, with the parser's errors, and exits 1.
int print_laid_out(const std::string& text) {
  std::string errors;
  if (std::optional<std::string> laid_out = format_source("show", text, errors)) {
    fmt::print("{}", *laid_out);
    return exit_status::ok;
  }
  fmt::print("{}", text);
  fmt::print(stderr, "internal error: show's text does not parse:\n{}", errors);
  return exit_status::input_errors;
}

int print_card(const library& lib, const checked::card& c, show_form form) {
  if (form == show_form::json) fmt::print("{}\n", render_card_json(c));
  if (form == show_form::tree) fmt::print("{}\n", render_card(c));
  return form == show_form::text ? print_laid_out(card_text(lib, c)) : exit_status::ok;
}

int print_keyword(const library& lib, const checked::keyword& k, show_form form) {
  if (form == show_form::json) fmt::print("{}\n", render_keyword_json(k));
  if (form == show_form::tree) fmt::print("{}", render_keyword(k));
  return form == show_form::text ? print_laid_out(keyword_text(lib, k)) : exit_status::ok;
}

// A deck has no tree: --tree prints it as text.
int print_deck(const checked::deck& d, show_form form) {
  if (form == show_form::json) {
    fmt::print("{}\n", render_deck_json(d));
    return exit_status::ok;
  }
  return print_laid_out(deck_text(d));
}

}  // namespace

int print_definition(const library& lib, const std::string& name, show_form form) {
  if (const checked::card* c = lib.find_card(name)) return print_card(lib, *c, form);
  if (const checked::keyword* k = lib.find_keyword(name)) return print_keyword(lib, *k, form);
  if (const checked::deck* d = lib.find_deck(name)) return print_deck(*d, form);
  fmt::print(stderr, "error: no card, keyword or deck named \"{}\"\n", name);
  return exit_status::input_errors;
}

}  // namespace megacorp
