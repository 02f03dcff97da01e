#!/usr/bin/env python3
"""What one request's graph touches, with Typhoon and by hand: what a server pays when its request
meets the wiring cold (Examples/QuestServer/README.md, "Cold: the wiring a request meets").

Instructions are cheap next to the cache lines a cold request fetches, so this counts lines, under
valgrind, on ColdFootprint (a QuestServer-shaped graph, built synchronously):

- code: callgrind with one record per instruction, for N and 2N graphs; the instructions whose
  count grows by N or more run in every graph. Their distinct 64-byte lines and 4 KB pages are
  the code a graph runs.
- data: cachegrind with a 1 MB last-level cache simulated and 2 MB written between two graphs, for
  N and 2N graphs; the growth in last-level data misses per graph, less that of the sweep alone
  ("none"), is the data lines a cold graph fetches.

Counts do not depend on the machine's load, so one run is enough. Like callgrind_count.py, it runs
a copy of the binary stripped of its debug information, which valgrind 3.19 cannot read.

    Benchmarks/Scripts/cold-footprint.py [--graphs N]    # from the repository's root or Benchmarks/

Python 3, standard library only; needs valgrind and objcopy (reported when missing).
"""

import argparse
import collections
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent
CACHES = ["--I1=32768,8,64", "--D1=49152,12,64", "--LL=1048576,16,64"]
SWEEP_BYTES = 2 << 20


def build() -> Path:
    subprocess.run(["swift", "build", "-c", "release", "--product", "ColdFootprint"], cwd=BENCHMARKS, check=True)
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=BENCHMARKS, check=True,
        capture_output=True, text=True).stdout.strip()
    return Path(path) / "ColdFootprint"


def instruction_counts(binary: Path, which: str, graphs: int, out: Path) -> collections.Counter:
    """Instructions executed at each (object, address), for `graphs` graphs."""
    subprocess.run(
        ["valgrind", "--tool=callgrind", "--dump-instr=yes", "--compress-pos=no", "--compress-strings=no",
         f"--callgrind-out-file={out}", str(binary), which, str(graphs)],
        check=True, capture_output=True)
    counts: collections.Counter = collections.Counter()
    obj, after_call = "?", False
    for line in out.read_text().splitlines():
        if line.startswith("ob="):
            obj = line[3:].strip().rsplit("/", 1)[-1]
        elif line.startswith("calls="):
            after_call = True  # the next cost line is the call's inclusive cost, not this address's
        elif match := re.match(r"(0x[0-9a-f]+) \d+ (\d+)", line):
            if after_call:
                after_call = False
            else:
                counts[(obj, int(match.group(1), 16))] += int(match.group(2))
    return counts


def code_footprint(binary: Path, which: str, graphs: int, work: Path) -> tuple[int, int, int]:
    """Instructions, code lines and code pages per graph."""
    once = instruction_counts(binary, which, graphs, work / f"{which}.1")
    twice = instruction_counts(binary, which, 2 * graphs, work / f"{which}.2")
    every = {key: twice[key] - once.get(key, 0) for key in twice if twice[key] - once.get(key, 0) >= graphs}
    lines = {(obj, address >> 6) for obj, address in every}
    pages = {(obj, address >> 12) for obj, address in every}
    return sum(every.values()) // graphs, len(lines), len(pages)


def data_misses(binary: Path, which: str, graphs: int, work: Path) -> float:
    """Last-level data misses per graph, with the sweep written before each."""
    def misses(count: int) -> int:
        out = work / f"{which}.cg.{count}"
        result = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=yes", *CACHES, f"--cachegrind-out-file={out}",
             str(binary), which, str(count), str(SWEEP_BYTES)],
            check=True, capture_output=True, text=True)
        match = re.search(r"LLd misses:\s+([\d,]+)", result.stderr)
        if not match:
            sys.exit(f"cachegrind printed no LLd misses for {which}:\n{result.stderr}")
        return int(match.group(1).replace(",", ""))
    return (misses(2 * graphs) - misses(graphs)) / graphs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--graphs", type=int, default=300, help="graphs per run (default 300)")
    graphs = parser.parse_args().graphs
    for tool in ("valgrind", "objcopy"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is missing. To fix, install it (Debian: apt-get install valgrind binutils).")
    binary = build()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        stripped = work / "ColdFootprint"
        subprocess.run(["objcopy", "--strip-debug", str(binary), str(stripped)], check=True)
        sweep_alone = data_misses(stripped, "none", graphs, work)
        print("| per request graph | instructions | code lines | code pages (4 KB) | data lines missed |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for which, name in (("hand", "by hand"), ("typhoon", "Typhoon")):
            instructions, lines, pages = code_footprint(stripped, which, graphs, work)
            data = data_misses(stripped, which, graphs, work) - sweep_alone
            print(f"| {name} | {instructions:,} | {lines:,} | {pages:,} | {data:,.0f} |")


if __name__ == "__main__":
    main()
