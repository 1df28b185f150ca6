# Sourced by the tests of `megacorp rules check` (rules_index_test.sh, variant_check_test.sh):
# called as TEST MEGACORP ROOT, it sets mc (the binary), root (the checkout) and work (a
# temporary directory removed on exit), defines fail, checks that `rules check` passes on
# the repository, and copies the books, the index and examples/ into $work for the test to
# plant defects in.
mc=$(realpath "$1")
root=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

(cd "$root" && "$mc" rules check examples >/dev/null) || fail "rules check fails on the repository"

mkdir -p "$work/rules"
cp -r "$root/rules/books" "$root/rules/index" "$work/rules/"
cp -r "$root/examples" "$work/"
