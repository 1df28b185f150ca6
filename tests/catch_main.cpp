// The one Catch2 main every test binary links (library megacorp_catch_main).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
