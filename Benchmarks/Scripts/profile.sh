#!/usr/bin/env bash
# Counts the instructions of one benchmark under callgrind, to compare the container's hot path
# before and after a change (instruction counts repeat from run to run, whatever else the
# machine does; times do not).
#
#     Benchmarks/Scripts/profile.sh graph.typhoon.ref        # or singleton.typhoon.ref, ...
#     Benchmarks/Scripts/profile.sh --list                   # the benchmarks' names
#
# Builds the release binary (its symbol table names the functions) and runs the one benchmark
# under callgrind for a fixed number of operations (ITERATIONS, 100,000 unless set), counting only
# inside the timed batch; then once more for one operation, whose count (one-time work such as
# the first resolution's) is subtracted to give the instructions per operation (the method is
# Scripts/callgrind_count.py's). Prints the top functions (TOP, 15 unless set) by inclusive and by
# self instructions. The full profile stays in Benchmarks/.build/callgrind/NAME.out, for
# callgrind_annotate or KCachegrind.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "" ]; then
    echo "usage: $0 NAME | --list" >&2
    exit 2
fi
swift build -c release >&2
binary=.build/release/TyphoonBenchmarks
if [ "$1" = "--list" ]; then
    exec "$binary" --list
fi
name=$1
top=${TOP:-15}
iterations=${ITERATIONS:-100000}
out=.build/callgrind/$name.out
# The count itself (a copy stripped of debug information, collection inside the timed batch only,
# a run of one operation subtracted) is Scripts/callgrind_count.py's, which Scripts/report.py
# shares.
python3 Scripts/callgrind_count.py "$binary" "$name" "$iterations" .build/callgrind

set +o pipefail  # head closes its pipe early below
# Swift symbol names are long: demangle them, drop the object file, keep the source file's name.
shorten() {
    if command -v swift-demangle >/dev/null; then swift-demangle --simplified; else cat; fi |
        sed -E 's/ \[[^]]*\]$//; s#  [^ ]*/([^/ ]+\.swift):#  \1:#; s#  \?\?\?:#  #'
}
# The program's and the harness's frames, which include everything and say nothing.
harness='\(@[a-z_]+ Int\) -> \(@[a-z_]+ UInt\)|PROGRAM TOTALS|ld-linux|below main|libc-start|libc_start|_main$|Benchmark\.init|Harness\.|Clock\.measure|Benchmarks\(\)|_dl_|0x0000'
listing() {  # $1: --inclusive=yes, or nothing for self counts
    callgrind_annotate --auto=no $1 "$out" 2>/dev/null | sed -n '/^-\{10,\}/,$p' | grep -E '^ *[0-9,]+ ' | shorten |
        grep -Ev "$harness" | awk '!seen[substr($0, index($0, "  "))]++' | head -n "$top" | cut -c1-200
}
echo
echo "== $name: top $top functions by inclusive instructions (harness frames left out)"
listing --inclusive=yes
echo
echo "== $name: top $top functions by self instructions"
listing ""
