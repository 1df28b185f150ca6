#!/usr/bin/env bash
# `megacorp serve` over HTTP with curl (docs/play.md, "The server"): on --port 0 it prints
# its address; a whole game against the random agent is played to its end through the API;
# a refusal names its rule; another site's Host or Origin is refused; a body over the limit
# is 413 and a request that is not HTTP 400, and the server answers on; a quiet connection
# holds nothing up; a port in use and a bad --host are usage errors; SIGINT and SIGTERM stop
# it cleanly, saying how many games it discards. Usage: serve_http_test.sh MEGACORP
set -uo pipefail
megacorp=$1
failed=0
fail() { echo "FAIL: $*"; failed=1; }
dir=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$dir"' EXIT

# Starts a server on a free port; sets pid, base (http://127.0.0.1:PORT) and port.
start() {
  "$megacorp" serve --port 0 >"$dir/out" 2>"$dir/err" &
  pid=$!
  for _ in $(seq 200); do grep -q '^serving on ' "$dir/out" && break; sleep 0.05; done
  base=$(sed -n 's/^serving on \(http:\/\/127\.0\.0\.1:[0-9]*\)$/\1/p' "$dir/out")
  port=${base##*:}
  [ -n "$base" ] || { echo "FAIL: no address printed: $(cat "$dir/out" "$dir/err")"; exit 1; }
}

# call METHOD PATH [BODY] [CURL ARGS...]: sets body (the answer) and status.
call() {
  local method=$1 path=$2 data=${3:-}
  shift $(($# < 3 ? $# : 3))
  local args=(-sS -m 20 -X "$method" -w '\n%{http_code}' "$@")
  [ -n "$data" ] && args+=(-H 'Content-Type: application/json' --data-binary "$data")
  local out
  out=$(curl "${args[@]}" "$base$path")
  status=${out##*$'\n'}
  body=${out%$'\n'*}
}

# Stops the server with signal $1; it must exit 0 and say so.
stop_with() {
  kill -"$1" "$pid"
  local s=0
  wait "$pid" || s=$?
  pid=
  [ "$s" -eq 0 ] || fail "SIG$1: the server exited $s"
  grep -q "stopped by SIG$1; $2 open game(s) discarded" "$dir/err" || fail "SIG$1: $(cat "$dir/err")"
}

start
call GET /lobby
[ "$status" = 200 ] && jq -e '.decks | map(.name) | index("Corp Starter")' <<<"$body" >/dev/null || fail "lobby: $status $body"

call POST /games '{"decks": ["Corp Starter", "Gnost Starter"], "seats": ["human", "random"], "seed": 5, "max_turns": 30}'
[ "$status" = 201 ] || fail "new game: $status $body"
game=$(jq -r .game <<<"$body")

# A refusal names its rule: selling while bidding.
call POST "/games/$game/act" '{"seat": 1, "text": "sell card=0"}'
[ "$status" = 409 ] && [ "$(jq -r .rule <<<"$body")" = "001 Divest Phase" ] || fail "refusal: $status $body"

# The game to its end: each time the actions of seat 1, then one of them (not the last,
# conceding, while there are others).
actions=0
for i in $(seq 3000); do
  call GET "/games/$game/actions?seat=1"
  [ "$status" = 200 ] || { fail "actions: $status $body"; break; }
  n=$(jq '.actions | length' <<<"$body")
  [ "$n" -gt 0 ] || break
  version=$(jq .version <<<"$body")
  call POST "/games/$game/act" "{\"seat\": 1, \"version\": $version, \"id\": $(( n > 1 ? i % (n - 1) : 0 ))}"
  [ "$status" = 200 ] || { fail "act: $status $body"; break; }
  actions=$((actions + 1))
  [ "$(jq -r .over <<<"$body")" = null ] || break
done
call GET "/games/$game/view?seat=1"
over=$(jq -r '.over.reason // empty' <<<"$body")
[ -n "$over" ] || fail "the game did not end after $actions actions"
echo "a game over HTTP: $actions actions of player 1; $over"
call GET "/games/$game/log?seat=1"
[ "$(jq 'length' <<<"$body")" -gt "$actions" ] || fail "the log is shorter than the actions taken"

# Another site: Host and Origin.
call GET /lobby '' -H 'Host: evil.example'
[ "$status" = 403 ] && grep -q "Host 'evil.example' is not this server's address" <<<"$body" || fail "bad Host: $status $body"
call GET /lobby '' -H 'Origin: http://evil.example'
[ "$status" = 403 ] || fail "bad Origin: $status $body"
call GET /lobby '' -H "Origin: http://localhost:$port"
[ "$status" = 200 ] || fail "own Origin: $status $body"

# A body over the limit, a request that is not HTTP, a connection that says nothing.
head -c 100000 /dev/zero | tr '\0' ' ' >"$dir/big"
call POST /games "@$dir/big"
[ "$status" = 413 ] || fail "a 100 kB body: $status $body"
exec 3<>"/dev/tcp/127.0.0.1/$port"
printf 'NOT HTTP AT ALL\r\n\r\n' >&3
reply=$(timeout 10 head -c 200 <&3)
exec 3<&-
grep -q '^HTTP/1.1 400' <<<"$reply" || fail "not HTTP: $reply"
exec 4<>"/dev/tcp/127.0.0.1/$port"  # opened, and left quiet
call GET /games
[ "$status" = 200 ] && [ "$(jq '.games | length' <<<"$body")" = 1 ] || fail "after the refusals: $status $body"
exec 4<&-

# Usage errors: the port in use, a host that is not an address.
"$megacorp" serve --port "$port" >/dev/null 2>"$dir/err2"; s=$?
[ "$s" = 2 ] && grep -q "cannot listen on 127.0.0.1 port $port" "$dir/err2" || fail "port in use: exit $s $(cat "$dir/err2")"
"$megacorp" serve --host example.org >/dev/null 2>"$dir/err2"; s=$?
[ "$s" = 2 ] && grep -q "is not an IP address" "$dir/err2" || fail "--host example.org: exit $s"

stop_with INT 1
start
stop_with TERM 0
exit $failed
