#!/usr/bin/env python3
"""Counts the instructions of one benchmark contender under callgrind, per operation.

The method that Scripts/profile.sh (one contender, with its top functions) and Scripts/report.py
(every contender, beside the timings) share:

- valgrind 3.19 cannot read the DWARF that Swift 6.3 writes, so it runs a copy of the release
  binary stripped of its debug information (`objcopy --strip-debug`); the symbol table stays, so
  the profile still names the functions.
- Collection is on only inside the timed batch (the closure `Harness.time` hands to the clock), so
  that start-up and set-up (activation, Swinject's registrations) stay out of the count; and in the
  threads verify() and wiringGraph() start to build on, which the batch waits for.
- The benchmark runs for a fixed number of operations (`--iterations N`, no calibration), then
  once more for one operation, whose count (one-time work such as the first resolution's) is
  subtracted: (count(N) - count(1)) / (N - 1) instructions per operation.
- Swift's hashing is made deterministic (SWIFT_DETERMINISTIC_HASHING), so that a dictionary's
  layout, and with it the count, repeats from run to run.

    Benchmarks/Scripts/callgrind_count.py BINARY NAME ITERATIONS OUT   # prints the counts
"""

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

# Where collection is on (each toggles it on entry and off on exit, per thread): the closure
# Harness.time hands to the clock (the wildcard covers its partial-apply thunk), and the body of
# the threads that verify() and wiringGraph() build on, which the batch starts and waits for.
COLLECTED = [
    "$s17TyphoonBenchmarks7HarnessV4time*XEfU_TA",
    "$s7Typhoon12VerificationC10buildItems*",
]
REQUIRED_TOOLS = {
    "valgrind": "valgrind",
    "callgrind_annotate": "valgrind",
    "objcopy": "binutils",
}


class CallgrindError(Exception):
    """A failure with its message already written for the person who ran the script."""


@dataclass
class Count:
    name: str
    iterations: int
    total: int  # instructions in the batch of `iterations` operations
    base: int  # instructions in the batch of one operation

    @property
    def per_operation(self) -> float:
        return (self.total - self.base) / (self.iterations - 1)


def missing_tools() -> list[str]:
    """The Debian packages to install for callgrind counts, if any tool is missing."""
    return sorted({package for tool, package in REQUIRED_TOOLS.items() if shutil.which(tool) is None})


def require_tools() -> None:
    packages = missing_tools()
    if packages:
        raise CallgrindError(
            f"{' and '.join(packages)} not installed: the instruction counts run the benchmarks under "
            f"valgrind's callgrind and strip the binary's debug information with objcopy. "
            f"To fix: apt-get install {' '.join(packages)} (Debian's packages; nothing here installs "
            f"anything), then run again."
        )


def stripped_copy(binary: Path, directory: Path) -> Path:
    """The binary without its debug information, made again when the binary is newer."""
    directory.mkdir(parents=True, exist_ok=True)
    copy = directory / (binary.name + ".nodebug")
    if not copy.exists() or copy.stat().st_mtime < binary.stat().st_mtime:
        result = subprocess.run(
            ["objcopy", "--strip-debug", str(binary), str(copy)], capture_output=True, text=True
        )
        if result.returncode != 0:
            raise CallgrindError(
                f"objcopy --strip-debug {binary} failed: {result.stderr.strip()}. "
                f"To fix: rebuild the release binary (swift build -c release) and run again."
            )
    return copy


def program_total(out: Path) -> int:
    """The instructions a callgrind output file counts (its `totals:` or `summary:` line)."""
    for line in reversed(out.read_text(errors="replace").splitlines()):
        if line.startswith(("totals:", "summary:")):
            return int(line.split()[1])
    raise CallgrindError(f"{out} holds no totals: callgrind stopped before the end of the run.")


def run(binary: Path, name: str, iterations: int, out: Path) -> int:
    """Instructions inside the timed batch of `--only NAME --iterations N`, under callgrind."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1", SWIFT_BACKTRACE="enable=no")
    command = [
        "valgrind", "--tool=callgrind", "--collect-atstart=no",
        *(f"--toggle-collect={function}" for function in COLLECTED), f"--callgrind-out-file={out}", str(binary), "--only", name, "--iterations", str(iterations),
    ]
    result = subprocess.run(command, capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-8:])
        raise CallgrindError(
            f"callgrind of {name} (--iterations {iterations}) failed with exit status "
            f"{result.returncode}:\n{tail}\n"
            f"To fix: run it without valgrind (cd Benchmarks && .build/release/TyphoonBenchmarks "
            f"--only {name} --iterations {iterations}); if that passes, the profile is the problem: "
            f"Scripts/profile.sh {name} shows it with valgrind's own messages."
        )
    return program_total(out)


def count(binary: Path, name: str, iterations: int, directory: Path) -> Count:
    """Counts `iterations` operations of `name`, less one, into directory/NAME.out(.base)."""
    if iterations < 2:
        raise CallgrindError(f"{name}: the count needs at least 2 iterations, not {iterations}.")
    directory.mkdir(parents=True, exist_ok=True)
    total = run(binary, name, iterations, directory / f"{name}.out")
    base = run(binary, name, 1, directory / f"{name}.out.base")
    return Count(name, iterations, total, base)


def main() -> int:
    if len(sys.argv) != 5:
        print(f"usage: {sys.argv[0]} BINARY NAME ITERATIONS OUT_DIRECTORY", file=sys.stderr)
        return 2
    binary, name, iterations, directory = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
    try:
        require_tools()
        result = count(stripped_copy(binary, directory), name, iterations, directory)
    except CallgrindError as error:
        print(f"{sys.argv[0]}: {error}", file=sys.stderr)
        return 1
    print(f"== {name}: {iterations} operations: {result.total} instructions; one operation: {result.base}")
    print(f"   so about {result.per_operation:.0f} instructions per operation")
    return 0


if __name__ == "__main__":
    sys.exit(main())
