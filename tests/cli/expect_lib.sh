# Shared by the command-line tests (sourced): a scratch folder removed on exit, `fail`,
# and `expect STATUS PATTERN COMMAND...`, which runs COMMAND and requires its exit status
# and a pattern in its standard error (quoted in a failure up to 300 characters).
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
failed=0
fail() { echo "FAIL: $*"; failed=1; }

expect() {
  local want=$1 pattern=$2; shift 2
  local err status
  err=$("$@" 2>&1 >/dev/null); status=$?
  if [ "$status" -ne "$want" ] || ! grep -q -- "$pattern" <<<"$err"; then
    fail "$* -> exit $status (want $want), stderr: ${err:0:300}"
  fi
}
