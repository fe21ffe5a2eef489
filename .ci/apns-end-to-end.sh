#!/usr/bin/env bash
# glimpse serve, end to end, on loopback: real senders (curl over h2c and over TLS with
# ALPN h2; a Python HTTP/2 client, `h2` from PyPI, installed here in a virtual
# environment) against the built glimpse. Each APNs reason the server gives, the log line
# of each push, hostile input (garbage, a TLS handshake of garbage, HTTP/1, a 10 MB body)
# with the server still serving after it, the kept certificate and its fingerprint, the
# exit statuses, and 10,000 pushes over 4 connections with nothing lost (pushes/s and
# memory reported).
#
#   bash .ci/apns-end-to-end.sh [GLIMPSE]      GLIMPSE: the binary (default: swift build's)
#   APNS_LOAD_PUSHES=100000 bash .ci/apns-end-to-end.sh   a longer load, for memory
set -euo pipefail
cd "$(dirname "$0")/.."
glimpse="${1:-$(swift build --show-bin-path)/glimpse}"
[ -x "$glimpse" ] || { echo "apns-end-to-end: $glimpse is missing (swift build)" >&2; exit 1; }
pushes="${APNS_LOAD_PUSHES:-10000}"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$work/config"
checks=0
fail() {
  echo "apns-end-to-end: FAIL: $1" >&2
  for log in "$work"/*.log; do echo "---- $log (last lines)" >&2; tail -5 "$log" | cut -c1-300 >&2; done
  exit 1
}
ok() { checks=$((checks + 1)); echo "ok - $1"; }

# start NAME ARGS...: starts a server logging to $work/NAME.log; sets $port and $pid.
start() {
  local name="$1"; shift
  "$glimpse" serve --listen 127.0.0.1:0 "$@" >"$work/$name.log" 2>"$work/$name.err" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 1 100); do
    grep -q "listening on" "$work/$name.log" 2>/dev/null && break
    kill -0 "$pid" 2>/dev/null || fail "$name did not start: $(cat "$work/$name.err")"
    sleep 0.1
  done
  port="$(grep -o 'listening on 127.0.0.1:[0-9]*' "$work/$name.log" | head -1 | cut -d: -f2)"
  [ -n "$port" ] || fail "$name printed no port"
}
# stop PID: SIGTERM, and its exit status must be 0.
stop() {
  kill -TERM "$1"
  local status=0
  wait "$1" || status=$?
  [ "$status" -eq 0 ] || fail "the server exited with $status after SIGTERM"
}

# A provider token of the shape APNs takes, made AGE seconds ago (ALG to change its alg).
jwt() {
  python3 - "${1:-0}" "${2:-ES256}" <<'PY'
import base64, json, sys, time
b64 = lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode()
age, alg = int(sys.argv[1]), sys.argv[2]
print(".".join([b64(json.dumps({"alg": alg, "kid": "ABC123DEFG"}).encode()),
                b64(json.dumps({"iss": "DEF123GHIJ", "iat": int(time.time()) - age}).encode()),
                b64(bytes(range(64)))]))
PY
}
state='"content-state":{"status":"onTheWay","driverName":"Sam","currentStep":3,"totalSteps":4,"estimatedMinutesRemaining":12}'
now=$(date +%s)

# send LABEL STATUS REASON: one curl push with the settings below (an empty one is left
# out); checks the status, the reason in the body, and the server's log line for it.
scheme=h2c; log=""; token=""
reset() {
  topic="com.example.pizza.push-type.liveactivity"; type=liveactivity; priority=10
  auth="bearer $(jwt 60)"; method=POST; body="{\"aps\":{\"timestamp\":$now,\"event\":\"update\",$state}}"
  path=""; extra=(); bodyfile=""
}
send() {
  local label="$1" status="$2" reason="$3" args=(-sS -o "$work/body" -D "$work/headers" -w '%{http_code}')
  local url="http://127.0.0.1:$port"
  if [ "$scheme" = tls ]; then args+=(--http2 -k); url="https://127.0.0.1:$port"; else args+=(--http2-prior-knowledge); fi
  args+=(-X "$method")
  [ -n "$topic" ] && args+=(-H "apns-topic: $topic")
  [ -n "$type" ] && args+=(-H "apns-push-type: $type")
  [ -n "$priority" ] && args+=(-H "apns-priority: $priority")
  [ -n "$auth" ] && args+=(-H "authorization: $auth")
  if [ -n "$bodyfile" ]; then args+=(--data-binary "@$bodyfile")
  elif [ "$method" = POST ]; then args+=(--data-binary "$body"); fi
  local lines_before; lines_before=$(wc -l <"$log")
  local got; got=$(curl "${args[@]}" "${extra[@]}" "$url${path:-/3/device/$token}") || fail "$label: curl failed"
  [ "$got" = "$status" ] || fail "$label: status $got, expected $status ($(cat "$work/body"))"
  head -1 "$work/headers" | grep -q "^HTTP/2 " || fail "$label: not answered over HTTP/2"
  grep -qi "^apns-id: " "$work/headers" || fail "$label: no apns-id"
  if [ "$reason" = - ]; then
    grep -qi "^apns-unique-id: " "$work/headers" || fail "$label: no apns-unique-id"
  else
    grep -qF "{\"reason\":\"$reason\"}" "$work/body" || fail "$label: body $(cat "$work/body"), expected $reason"
  fi
  line=$(tail -n +"$((lines_before + 1))" "$log" | grep -E " $status |\"status\":$status," | tail -1 || true)
  [ -n "$line" ] || fail "$label: no log line"
  ok "$label ($scheme): $status ${reason/#-/}"
}

echo "-- a server for delivery, h2c and TLS on one port"
start a --activity delivery
log="$work/a.log"
token="$(grep -o 'delivery: update push token [0-9a-f]*' "$log" | awk '{print $5}')"
[ ${#token} -eq 64 ] || fail "no update token printed"
ok "delivery's update token printed: $token"
fingerprint="$(grep -o 'SHA-256 fingerprint [0-9A-F:]*' "$log" | awk '{print $3}')"
certificate="$XDG_CONFIG_HOME/glimpse/serve-certificate.pem"
[ "$(openssl x509 -noout -fingerprint -sha256 -in "$certificate" | cut -d= -f2)" = "$fingerprint" ] \
  || fail "the printed fingerprint is not the kept certificate's"
grep -q "(made now, kept for the next runs)" "$log" || fail "the certificate was not said to be new"
[ "$(stat -c %a "$XDG_CONFIG_HOME/glimpse/serve-key.pem")" = 600 ] || fail "the key is readable by others"
ok "the self-signed certificate kept in \$XDG_CONFIG_HOME/glimpse, fingerprint $fingerprint"

reset; scheme=h2c
send "an update" 200 -; grep -q "200 applied update token $token (delivery)" <<<"$line" || fail "not applied: $line"
reset; scheme=tls; body="{\"aps\":{\"timestamp\":$((now + 1)),\"event\":\"update\",$state}}"
send "an update" 200 -
# Trusting the kept certificate (no -k): it is for 127.0.0.1.
curl -sS --http2 --cacert "$certificate" -o /dev/null -X POST "https://127.0.0.1:$port/3/device/$token" \
  -H "authorization: $auth" || fail "curl does not trust the kept certificate for 127.0.0.1"
ok "curl --cacert trusts the kept certificate for 127.0.0.1"
reset; scheme=tls; body="{\"aps\":{\"timestamp\":$((now - 100)),\"event\":\"update\",$state}}"
send "an older update, accepted and dropped" 200 -
grep -q "200 dropped update .*: the device drops it: aps.timestamp: expected a timestamp after" <<<"$line" \
  || fail "not dropped with validate's reason: $line"
reset; scheme=h2c; body="{\"aps\":{\"timestamp\":$((now + 2)),\"event\":\"update\",\"content-state\":{\"status\":7}}}"
send "a state the app cannot decode, accepted and dropped" 200 -
grep -q "dropped update .*aps.content-state" <<<"$line" || fail "not dropped for its state: $line"
reset; scheme=tls; body="{\"aps\":{\"timestamp\":$((now + 3)),\"event\":\"end\",\"dismissal-date\":$((now + 600)),$state}}"
send "an end with a dismissal date" 200 -; grep -q "200 applied end" <<<"$line" || fail "end not applied: $line"
reset; body="{\"aps\":{\"timestamp\":$((now + 4)),\"event\":\"update\",$state}}"
send "an update after the end" 200 -; grep -q "arrives after the end" <<<"$line" || fail "$line"

start_token="$(grep -o 'delivery: push-to-start token [0-9a-f]*' "$log" | awk '{print $4}')"
reset; scheme=tls; path="/3/device/$start_token"
body="{\"aps\":{\"timestamp\":$now,\"event\":\"start\",\"attributes-type\":\"DeliveryAttributes\",\"attributes\":{\"orderNumber\":\"9001\",\"restaurantName\":\"Tacos\",\"estimatedDeliveryTime\":817641900},\"alert\":{\"title\":\"Order confirmed\",\"body\":\"Cooking\"},$state}}"
send "a push-to-start" 200 -; grep -q "200 applied start .*(delivery#2)" <<<"$line" || fail "no activity started: $line"
second="$(grep -o 'delivery#2: started by a push-to-start; update push token [0-9a-f]*' "$log" | awk '{print $NF}')"
[ ${#second} -eq 64 ] || fail "no update token printed for the started activity"
reset; path="/3/device/$second"; body="{\"aps\":{\"timestamp\":$((now + 1)),\"event\":\"update\",$state}}"
send "an update to the started activity" 200 -; grep -q "200 applied update .*(delivery#2)" <<<"$line" || fail "$line"

echo "-- each reason, as APNs gives it"
scheme=h2c
reset; path="/3/device/zz12"; send "a token that is not hex" 400 BadDeviceToken
reset; path="/3/device/$(printf 'ab%.0s' $(seq 32))"; send "a token of no activity" 400 BadDeviceToken
reset; path="/3/device/"; send "no token" 400 MissingDeviceToken
reset; topic=""; send "no topic" 400 MissingTopic
reset; topic="com.example.pizza"; send "a topic without .push-type.liveactivity" 400 BadTopic
reset; scheme=tls; type=alert; send "an alert push type" 400 InvalidPushType
reset; priority=1; send "priority 1" 400 BadPriority
reset; extra=(-H "apns-expiration: soon"); send "an expiration that is not seconds" 400 BadExpirationDate
reset; extra=(-H "apns-id: 42"); send "an apns-id that is not a UUID" 400 BadMessageId
reset; extra=(-H "apns-collapse-id: $(printf 'c%.0s' $(seq 65))"); send "a 65-byte collapse ID" 400 BadCollapseId
reset; extra=(-H "apns-priority: 5"); send "apns-priority twice" 400 DuplicateHeaders
reset; body=""; send "an empty body" 400 PayloadEmpty
reset; body="$(printf '{"aps":{"pad":"%s"}}' "$(head -c 5000 /dev/zero | tr '\0' x)")"; send "a 5 KB body" 413 PayloadTooLarge
reset; scheme=h2c; auth=""; send "no authorization" 403 MissingProviderToken
reset; auth="bearer $(jwt 60 HS256)"; send "an HS256 token" 403 InvalidProviderToken
reset; scheme=tls; auth="bearer $(jwt 3700)"; send "a token made 1 h 1 min ago" 403 ExpiredProviderToken
grep -q "ExpiredProviderToken .*is 1 h 1 min old" <<<"$line" || fail "$line"
reset; method=GET; send "a GET" 405 MethodNotAllowed
reset; path="/3/devices/$token"; send "another path" 404 BadPath
reset; extra=(-H "apns-id: 123e4567-e89b-12d3-a456-426614174000"); body="{\"aps\":{\"timestamp\":$((now + 5)),\"event\":\"update\",$state}}"
send "an apns-id given" 200 -; grep -qi "^apns-id: 123e4567-e89b-12d3-a456-426614174000" "$work/headers" || fail "apns-id not echoed"

echo "-- hostile input; the server keeps serving"
python3 - "$port" <<'PY'
import os, socket, sys
port = int(sys.argv[1])
def attempt(data, expect_answer=False):
    s = socket.create_connection(("127.0.0.1", port), timeout=120)  # a bound for an answer at all: lanes run side by side
    got = b""
    try:  # the server may close first: that is an answer too
        s.sendall(data)
        s.shutdown(socket.SHUT_WR)
        while chunk := s.recv(65536):
            got += chunk
    except OSError:
        pass
    s.close()
    return got
attempt(os.urandom(100_000))                                      # garbage
attempt(b"\x16\x03\x01\x02\x00" + os.urandom(5000))                # a TLS handshake of garbage
attempt(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + os.urandom(3000))      # HTTP/2 preface, then garbage
reply = attempt(b"POST /3/device/x HTTP/1.1\r\nhost: x\r\n\r\n")
assert reply.startswith(b"HTTP/1.1 505"), reply[:80]
PY
grep -q "closed 127.0.0.1:[0-9]*: TLS handshake failed" "$log" || fail "no log line for the TLS garbage"
grep -q "closed 127.0.0.1:[0-9]*: malformed HTTP/2" "$log" || fail "no log line for malformed HTTP/2"
grep -q "closed 127.0.0.1:[0-9]*: an HTTP/1 request (answered 505)" "$log" || fail "no log line for HTTP/1"
ok "garbage, a TLS handshake of garbage, malformed HTTP/2 and HTTP/1: closed, each with a log line"
python3 .ci/apns-streams.py "$port" 10000 >/dev/null
grep -q "bound hit: 127.0.0.1:[0-9]* opened more than 1000 streams at once" "$log" || fail "no bound line for 10,000 streams"
ok "10,000 open streams on one connection: those past 1000 refused, with a log line"
head -c 10000000 /dev/zero >"$work/ten-megabytes"
reset; scheme=h2c; bodyfile="$work/ten-megabytes"; send "a 10 MB body, answered at once" 413 PayloadTooLarge
grep -q "bound hit: .* sent a body past 5120 bytes" "$log" || fail "no bound line for the 10 MB body"
reset; scheme=tls; bodyfile="$work/ten-megabytes"; send "a 10 MB body over TLS" 413 PayloadTooLarge
reset; body="{\"aps\":{\"timestamp\":$((now + 6)),\"event\":\"update\",$state}}"; send "a push after all that" 200 -
kill -0 "$pid" || fail "the server died"

echo "-- exit statuses"
"$glimpse" serve --help >"$work/help" || fail "serve --help failed"
for word in --listen --activity --bundle-id --cert --key --no-tls --log-format --max-connections \
  --max-streams --max-rate --idle-timeout --record --p8 push-to-start libnghttp2-14; do
  grep -q -- "$word" "$work/help" || fail "serve --help does not describe $word"
done
ok "serve --help describes every option"
status=0; "$glimpse" serve --lisen 1 2>"$work/err" || status=$?
[ "$status" -eq 2 ] && grep -q "serve: unknown option '--lisen'" "$work/err" || fail "a wrong flag: status $status"
ok "a wrong flag exits 2: $(head -1 "$work/err")"
status=0; GLIMPSE_NGHTTP2_LIBRARY=/nonexistent/libnghttp2.so.14 "$glimpse" serve --no-tls --listen 127.0.0.1:0 >/dev/null 2>"$work/err" || status=$?
[ "$status" -eq 1 ] && [ "$(wc -l <"$work/err")" -eq 1 ] && grep -q "install the package libnghttp2-14" "$work/err" \
  || fail "without nghttp2: status $status, $(cat "$work/err")"
ok "without libnghttp2: exit 1, $(cut -c1-90 "$work/err")..."
stop "$pid"
grep -q "stopped (SIGTERM): " "$log" || fail "no stopped line"
ok "SIGTERM stops it with status 0: $(grep -o 'stopped (SIGTERM).*' "$log")"

echo "-- a second run keeps the certificate; your own certificate"
start b --activity delivery
grep -q "(kept from an earlier run), SHA-256 fingerprint $fingerprint" "$work/b.log" || fail "the certificate was not kept"
ok "the second run uses the kept certificate (same fingerprint)"
stop "$pid"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -subj /CN=localhost \
  -addext subjectAltName=IP:127.0.0.1 -days 1 -keyout "$work/own-key.pem" -out "$work/own.pem" 2>/dev/null
start c --cert "$work/own.pem" --key "$work/own-key.pem" --log-format json
log="$work/c.log"
own="$(openssl x509 -noout -fingerprint -sha256 -in "$work/own.pem" | cut -d= -f2)"
grep -q "\"fingerprint\":\"$own\"" "$log" || fail "not serving --cert"
curl -sS --http2 --cacert "$work/own.pem" -o /dev/null "https://127.0.0.1:$port/" || fail "curl --cacert own.pem"
ok "--cert/--key: serves your own certificate ($own)"
reset; scheme=tls; body="{\"aps\":{\"timestamp\":$now,\"event\":\"update\",$state}}"; send "an update, JSON log" 200 -
python3 -c 'import json,sys; [json.loads(l) for l in open(sys.argv[1])]' "$log" || fail "a JSON log line is not JSON"
grep -q '"kind":"push".*"status":200.*"outcome":"applied"' "$log" || fail "no JSON push record"
ok "--log-format json: every line is a JSON object"
stop "$pid"

echo "-- TooManyRequests (--max-rate 0.01: one push per 100 s, so a second push is refused however slow the machine), the connection bound (--max-connections 2), an idle client"
start d --no-tls --max-rate 0.01 --max-connections 2 --idle-timeout 1
log="$work/d.log"; scheme=h2c
reset; send "a first push" 200 -
reset; body="{\"aps\":{\"timestamp\":$((now + 1)),\"event\":\"update\",$state}}"; send "a second at once" 429 TooManyRequests
python3 - "$port" <<'PY'
import socket, sys, time
held = [socket.create_connection(("127.0.0.1", int(sys.argv[1]))) for _ in range(2)]
time.sleep(0.3)
extra = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
extra.settimeout(10)
assert extra.recv(1) == b"", "the connection past the bound was not closed"
PY
grep -q "bound hit: 2 connections open (--max-connections); closed the one from 127.0.0.1:" "$work/d.log" \
  || fail "no bound line for connections"
ok "a third connection past --max-connections 2 is closed, with a log line"
python3 - "$port" <<'PY'
import socket, sys
s = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
s.sendall(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\x00\x00\x00\x04\x00\x00\x00\x00\x00")
s.settimeout(20)
got = b""
while chunk := s.recv(65536):  # the server's SETTINGS, then GOAWAY and the end
    got += chunk
assert b"\x07" in got, "no GOAWAY"
PY
grep -q "bound hit: 127.0.0.1:[0-9]* sent nothing for 1 s (--idle-timeout); closed (GOAWAY)" "$work/d.log" \
  || fail "no bound line for the idle client"
ok "a client idle past --idle-timeout 1 gets GOAWAY and is closed, with a log line"
stop "$pid"

echo "-- Python clients from PyPI (h2; PyJWT to sign with a .p8), in .build/apns-venv"
venv=".build/apns-venv"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -c "import h2, jwt, cryptography" 2>/dev/null || "$venv/bin/pip" install -q h2 pyjwt cryptography

echo "-- --p8: the provider token's signature verified"
openssl ecparam -genkey -name prime256v1 -noout | openssl pkcs8 -topk8 -nocrypt -out "$work/AuthKey_ABC123DEFG.p8"
start f --no-tls --p8 "$work/AuthKey_ABC123DEFG.p8"
log="$work/f.log"; scheme=h2c
signed=$("$venv/bin/python" -c 'import jwt, sys, time; print(jwt.encode({"iss": "DEF123GHIJ", "iat": int(time.time())}, open(sys.argv[1]).read(), algorithm="ES256", headers={"kid": "ABC123DEFG"}))' "$work/AuthKey_ABC123DEFG.p8")
reset; auth="bearer $signed"; send "a token signed with the .p8 (PyJWT)" 200 -
reset; send "a token of the right shape the key did not sign" 403 InvalidProviderToken
grep -q "signature does not verify with the key in" <<<"$line" || fail "$line"
stop "$pid"

echo "-- broadcast channels: a broadcast on --channel, channel management create/list/read/delete"
channel="dHN0LXNyY2gtY2hubA=="
start g --no-tls --activity delivery --channel "$channel"
grep -q "delivery: subscribed to channel $channel" "$work/g.log" || fail "no subscription line"
# chan METHOD PATH [CURL ARGS...]: status in $got, headers in $work/headers, body in $work/body.
chan() {
  local method="$1" path="$2"; shift 2
  got=$(curl -sS --http2-prior-knowledge -o "$work/body" -D "$work/headers" -w '%{http_code}' \
    -X "$method" -H "authorization: bearer $(jwt 60)" "$@" "http://127.0.0.1:$port$path") \
    || fail "$method $path: curl failed"
}
bstate='"content-state":{"status":"onTheWay","driverName":"Sam","currentStep":3,"totalSteps":4,"estimatedMinutesRemaining":7}'
chan POST /4/broadcasts/apps/com.example.pizza -H "apns-channel-id: $channel" -H "apns-push-type: liveactivity" \
  --data-binary "{\"aps\":{\"timestamp\":$now,\"event\":\"update\",$bstate}}"
[ "$got" = 200 ] || fail "broadcast: $got $(cat "$work/body")"
grep -qi "^apns-request-id: " "$work/headers" || fail "broadcast: no apns-request-id"
grep -q "200 applied update channel $channel (delivery)" "$work/g.log" || fail "broadcast not applied: $(tail -1 "$work/g.log")"
ok "a broadcast (POST /4/broadcasts/apps/<bundle ID>, apns-channel-id) updates delivery, subscribed with --channel"
chan POST /4/broadcasts/apps/com.example.pizza -H "apns-channel-id: $channel" -H "apns-push-type: liveactivity" \
  --data-binary "{\"aps\":{\"timestamp\":$((now + 1)),\"event\":\"start\",\"attributes-type\":\"DeliveryAttributes\",\"attributes\":{\"orderNumber\":\"1\",\"restaurantName\":\"X\",\"estimatedDeliveryTime\":817641900},\"alert\":{\"title\":\"a\",\"body\":\"b\"},$bstate}}"
[ "$got" = 200 ] || fail "start on a channel: $got"
grep -q "200 dropped start channel $channel (delivery) .*: the device drops it: delivery: aps.event: expected \"update\" or \"end\" on a channel" "$work/g.log" \
  || fail "start on a channel not dropped: $(tail -1 "$work/g.log")"
ok "a start on a channel: 200 and dropped by every subscribed activity (a channel never starts one)"
chan POST /4/broadcasts/apps/com.example.pizza -H "apns-push-type: liveactivity" --data-binary '{"aps":{}}'
[ "$got" = 400 ] && grep -qF '{"reason":"MissingChannelId"}' "$work/body" || fail "no channel id: $got $(cat "$work/body")"
chan POST /4/broadcasts/apps/com.example.pizza -H "apns-channel-id: c29tZUNoYW5uZWw=" -H "apns-push-type: liveactivity" --data-binary '{"aps":{}}'
[ "$got" = 410 ] && grep -qF '{"reason":"ChannelNotRegistered"}' "$work/body" || fail "unknown channel: $got $(cat "$work/body")"
ok "a broadcast without apns-channel-id: 400 MissingChannelId; to an unknown channel: 410 ChannelNotRegistered"
chan POST /1/apps/com.example.pizza/channels --data-binary '{"message-storage-policy":1,"push-type":"LiveActivity"}'
[ "$got" = 201 ] || fail "create: $got $(cat "$work/body")"
created="$(grep -i '^apns-channel-id: ' "$work/headers" | cut -d' ' -f2 | tr -d '\r')"
[ -n "$created" ] || fail "create: no apns-channel-id"
ok "POST /1/apps/com.example.pizza/channels: 201, apns-channel-id $created"
chan GET /1/apps/com.example.pizza/all-channels
[ "$got" = 200 ] && grep -qF "\"$created\"" "$work/body" && grep -qF "\"$channel\"" "$work/body" || fail "list: $got $(cat "$work/body")"
ok "GET /1/apps/com.example.pizza/all-channels: $(cat "$work/body")"
chan GET /1/apps/com.example.pizza/channels -H "apns-channel-id: $created"
[ "$got" = 200 ] && grep -qF '"message-storage-policy":1' "$work/body" || fail "read: $got $(cat "$work/body")"
chan DELETE /1/apps/com.example.pizza/channels -H "apns-channel-id: $created"
[ "$got" = 204 ] || fail "delete: $got"
chan GET /1/apps/com.example.pizza/channels -H "apns-channel-id: $created"
[ "$got" = 410 ] || fail "read after delete: $got"
ok "read: 200 with its policy; DELETE: 204; read after: 410 ChannelNotRegistered"
stop "$pid"

echo "-- the app's own code: a token from pushTokenUpdates, registered, then pushed to"
# glimpse-token-fixture requests an activity with pushType .token before the command line
# runs and writes the token its pushTokenUpdates yields (and the push-to-start token) where
# an app would send them; it writes each content its Activity shows after.
fixture="$(dirname "$glimpse")/glimpse-token-fixture"
if [ ! -x "$fixture" ]; then
  case "$glimpse" in */release/*) config=release ;; *) config=debug ;; esac
  swift build -c "$config" --product glimpse-token-fixture >"$work/fixture-build.log" 2>&1 \
    || fail "glimpse-token-fixture did not build: $(tail -3 "$work/fixture-build.log")"
fi
export GLIMPSE_FIXTURE_TOKEN_FILE="$work/app-token" GLIMPSE_FIXTURE_START_TOKEN_FILE="$work/app-start-token" \
  GLIMPSE_FIXTURE_STATE_FILE="$work/app-state"
glimpse_main="$glimpse"; glimpse="$fixture"
start f --no-tls
glimpse="$glimpse_main"
log="$work/f.log"; token="$(cat "$work/app-token")"
[ ${#token} -eq 64 ] || fail "the app registered no token: '$token'"
grep -q "courier#2: requested by the app (Activity.request, pushType .token); update push token $token" "$log" \
  || fail "serve did not print the app's token: $(grep requested "$log" || true)"
ok "the token the app's pushTokenUpdates yielded ($token) is served, printed as courier#2's"
# Stamped now: the activity began when the app requested it, after this script began.
ts=$(date +%s)
reset; scheme=h2c; body="{\"aps\":{\"timestamp\":$ts,\"event\":\"update\",\"content-state\":{\"stopsAway\":3}}}"
send "an update to the app's token" 200 -; grep -q "200 applied update token $token (courier#2)" <<<"$line" || fail "$line"
for _ in $(seq 1 50); do grep -q "^3 active" "$work/app-state" && break; sleep 0.1; done
grep -q "^3 active" "$work/app-state" || fail "the app's Activity does not show the push: $(cat "$work/app-state")"
ok "the app's Activity.content shows the push (stopsAway 3)"
reset; scheme=h2c; path="/3/device/$(cat "$work/app-start-token")"
body="{\"aps\":{\"timestamp\":$ts,\"event\":\"start\",\"attributes-type\":\"CourierAttributes\",\"attributes\":{\"trackingNumber\":\"1Z555\"},\"alert\":{\"title\":\"Parcel\",\"body\":\"On its way\"},\"content-state\":{\"stopsAway\":8}}}"
send "a start to the app's push-to-start token" 200 -; grep -q "200 applied start .*(courier#3)" <<<"$line" || fail "$line"
stop "$pid"
unset GLIMPSE_FIXTURE_TOKEN_FILE GLIMPSE_FIXTURE_START_TOKEN_FILE GLIMPSE_FIXTURE_STATE_FILE

echo "-- $pushes pushes over 4 connections (h2 from PyPI)"
start e --no-tls --activity delivery --activity timer --activity ride --activity sports-score --record "$work/record"
targets=$(grep -o '[a-z-]*: update push token [0-9a-f]*' "$work/e.log" | awk '{sub(":","",$1); print $1":"$5}')
rss_before=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
"$venv/bin/python" .ci/apns-load.py "$port" Sources/GlimpseDemos/Payloads "$(jwt 0)" $targets --pushes "$pushes" | tee "$work/load" || fail "the load failed"
rss_after=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
stop "$pid"
grep -q "stopped (SIGTERM): $pushes pushes, $pushes applied, 0 dropped by the device, 0 refused" "$work/e.log" \
  || fail "not every push applied: $(tail -1 "$work/e.log")"
for t in $targets; do
  last=$(grep "(${t%%:*})" "$work/e.log" | tail -1)
  grep -q "200 applied update" <<<"$last" || fail "${t%%:*}'s last push: $last"
done
for t in $targets; do
  name="${t%%:*}"
  [ "$(wc -l <"$work/record/$name.jsonl")" -eq $((pushes / 4)) ] || fail "$name's recording is not $((pushes / 4)) pushes"
  grep -q "^$name · state $((pushes / 4))/$((pushes / 4)) " "$work/record/$name.txt" || fail "$name not drawn at its last push: $(head -1 "$work/record/$name.txt")"
done
ok "--record: each activity's pushes in DIR/<activity>.jsonl, drawn at the last one (state $((pushes / 4))/$((pushes / 4)))"
ok "$pushes pushes, every one 200 and applied, in order per activity; server memory ${rss_before} kB before, ${rss_after} kB after"
echo "apns-end-to-end: $checks checks passed"
