// Catch2 test main for the engine tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
