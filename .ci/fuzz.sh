#!/usr/bin/env bash
# Fuzzes the states-file reader and the command line (Tests/GlimpseFuzz) with libFuzzer,
# which ships with the toolchain, for a bounded time: `.ci/fuzz.sh [SECONDS]` (default 60).
# Seeds: every demo states file, and a few command lines. Fails on a crash, a hang of more
# than 10 s on one input, or more than 2 GB of memory; the input that did it is kept in
# .build/fuzz/artifacts/ (replay it with `swift run glimpse-fuzz FILE`).
# The manifest stays free of unsafe flags: the sanitizer is passed here.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
scratch=.build/fuzz
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer -Xswiftc -DGLIMPSE_FUZZING)
echo "fuzz: building glimpse-fuzz with libFuzzer"
swift build "${flags[@]}" --product glimpse-fuzz
binary="$(swift build "${flags[@]}" --show-bin-path)/glimpse-fuzz"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus"
artifacts="$PWD/$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
for file in Demo/States/*.json; do
  name="$(basename "$file" .json)"
  { printf 'S%s\n' "$name"; cat "$file"; } >"$corpus/states-$name"
done
# Arguments separated by NUL bytes (written \000, so that a digit after one stays a digit).
seed() { printf "A$1" >"$corpus/arguments-$2"; }
seed 'render\000delivery\000--timeline\000--at\000+25m' timeline
seed 'render\000timer\000--state\0002\000--at\0002026-11-29T10:11:30Z\000--presentation\000compact' at
seed 'render\000delivery\000--with\000timer\000--width\00060\000--ascii\000--color\000always' with
seed 'render\000ride\000--device\000watch-45\000--theme\000light\000--locale\000de_DE\000--time-zone\000Europe_Paris' device
seed 'list\000--help' list
seed 'preview\000delivery\000--states\000-' preview

echo "fuzz: running for ${seconds} s"
status=0
(cd "$work" && "$binary" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=16384 -print_final_stats=1 -artifact_prefix="$artifacts/") >"$work/log" 2>&1 || status=$?
grep -E '^(#[0-9]+ +DONE|stat::number_of_executed_units|stat::peak_rss_mb)' "$work/log" || true
if [ "$status" -ne 0 ]; then
  echo "fuzz: FAILED (exit status $status); the end of the log:" >&2
  tail -n 60 "$work/log" >&2
  echo "fuzz: the input is in $artifacts/" >&2
  exit 1
fi
echo "fuzz: passed"
