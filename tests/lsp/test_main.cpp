// Catch2 main for the language server tests.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
