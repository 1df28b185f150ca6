// The table of path ids (engine/paths.hpp).
#include "engine/paths.hpp"

#include "engine/behaviour.hpp"
#include "engine/event_log.hpp"
#include "engine/path_watch.hpp"

#include <array>

namespace engine {

namespace {

#define MEGACORP_PATH_SITE(name, kind, section) {#name, section, path_sort::site, static_cast<int>(event_kind::kind)},
#define MEGACORP_PATH_SHARED(name, kind, section) {#name, section, path_sort::shared, static_cast<int>(event_kind::kind)},
#define MEGACORP_PATH_ASK(name, query, section) {#name, section, path_sort::ask, static_cast<int>(rule_query::query)},
constexpr path_row rows[] = {
    {"none", "", path_sort::none, 0},
    MEGACORP_EVENT_PATHS(MEGACORP_PATH_SITE, MEGACORP_PATH_SHARED) MEGACORP_QUERY_PATHS(MEGACORP_PATH_ASK)};
#undef MEGACORP_PATH_SITE
#undef MEGACORP_PATH_SHARED
#undef MEGACORP_PATH_ASK

}  // namespace

int path_count() { return static_cast<int>(std::size(rows)); }

const path_row& row_of(path p) { return rows[static_cast<std::size_t>(p)]; }

path_watch::~path_watch() = default;

bool is_money_lost(path p) { return p == path::text_lost; }

}  // namespace engine
