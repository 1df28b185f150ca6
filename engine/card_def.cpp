// Card definitions and the card database.
#include "engine/card_def.hpp"

#include <algorithm>
#include <stdexcept>

namespace engine {

bool card_def::has_tag(std::string_view tag) const {
  return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

def_id card_db::add(card_def def) {
  if (defs_.size() >= 0xFFFF) throw std::length_error("card_db: too many definitions");
  defs_.push_back(std::move(def));
  return static_cast<def_id>(defs_.size() - 1);
}

std::optional<def_id> card_db::find(std::string_view name) const {
  for (std::size_t i = 0; i < defs_.size(); ++i)
    if (defs_[i].name == name) return static_cast<def_id>(i);
  return std::nullopt;
}

}  // namespace engine
