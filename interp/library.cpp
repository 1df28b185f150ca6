#include "interp/library.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "grammar/parser.hpp"
#include "interp/checker.hpp"

#ifndef MEGACORP_CARDS_DIR
#define MEGACORP_CARDS_DIR "cards"
#endif

namespace megacorp {

library::library() = default;
library::~library() = default;

std::shared_ptr<const parsed_source> parse_source(std::string name, std::string text, diagnostics& diags) {
  auto p = std::make_shared<parsed_source>();
  p->file = std::make_unique<source_file>(std::move(name), std::move(text));
  p->tree = parse(*p->file, diags);
  return p;
}

void library::add_source(std::string name, std::string text, diagnostics& diags) {
  sources_.push_back(parse_source(std::move(name), std::move(text), diags));
}

void library::add_parsed(std::shared_ptr<const parsed_source> source) { sources_.push_back(std::move(source)); }

namespace {

bool read_file(const std::filesystem::path& path, std::string& out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  out = std::move(buffer).str();
  return !in.bad();
}

}  // namespace

bool library::add_path(const std::filesystem::path& path, diagnostics& diags) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    std::vector<std::filesystem::path> files;
    for (auto it = std::filesystem::recursive_directory_iterator(path, ec);
         !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
      if (it->is_regular_file(ec) && it->path().extension() == ".mc") files.push_back(it->path());
    }
    if (ec) {
      diags.error({}, "cannot read folder '" + path.string() + "': " + ec.message());
      return false;
    }
    std::sort(files.begin(), files.end());
    bool ok = true;
    for (const auto& f : files) ok = add_path(f, diags) && ok;
    return ok;
  }
  std::string text;
  if (!std::filesystem::exists(path, ec) || !read_file(path, text)) {
    diags.error({}, "cannot read '" + path.string() + "': no such file or folder, or not readable");
    return false;
  }
  add_source(path.lexically_normal().string(), std::move(text), diags);
  return true;
}

void library::check(diagnostics& diags) {
  cards_.clear();
  keywords_.clear();
  decks_.clear();
  card_index_.clear();
  keyword_index_.clear();
  deck_index_.clear();
  checker(*this, diags).run();
  auto grants = [](const checked::ability& a) {
    return a.kind == checked::ability_kind::rule && a.trigger.o == checked::op::grant_keyword;
  };
  for (auto& c : cards_) {
    c->grants_keywords = std::any_of(c->abilities.begin(), c->abilities.end(), grants);
    for (const auto& k : c->keywords)
      if (k.def) c->grants_keywords = c->grants_keywords || std::any_of(k.def->abilities.begin(), k.def->abilities.end(), grants);
  }
}

const checked::card* library::find_card(std::string_view name) const {
  auto it = card_index_.find(name);
  return it == card_index_.end() ? nullptr : it->second;
}

const checked::keyword* library::find_keyword(std::string_view name) const {
  auto it = keyword_index_.find(name);
  return it == keyword_index_.end() ? nullptr : it->second;
}

const checked::deck* library::find_deck(std::string_view name) const {
  auto it = deck_index_.find(name);
  return it == deck_index_.end() ? nullptr : it->second;
}

const checked::scenario* library::find_scenario(std::string_view name) const {
  auto it = scenario_index_.find(name);
  return it == scenario_index_.end() ? nullptr : it->second;
}

std::filesystem::path bundled_cards_dir() { return MEGACORP_CARDS_DIR; }

}  // namespace megacorp
