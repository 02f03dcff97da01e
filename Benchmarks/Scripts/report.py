#!/usr/bin/env python3
"""Every benchmark figure from one run, with the spread of several, and callgrind's instruction
counts beside them, as one Markdown section.

    Benchmarks/Scripts/report.py                    # 5 full runs, callgrind of every contender
    Benchmarks/Scripts/report.py --runs 9           # more runs for the spread
    Benchmarks/Scripts/report.py --write-readme     # also replace "Latest results" in README.md
    Benchmarks/Scripts/report.py --quick            # smoke (CI): 1 quick run, 3 contenders counted

Builds the release benchmark once, runs it K times with --json, then counts the instructions per
operation of every contender under callgrind (Scripts/callgrind_count.py, the method
Scripts/profile.sh uses). The run whose figures are shown is the median run: the runs are ranked
by their overall speed (the geometric mean, over every figure, of its time against the median of
the K runs), and the middle one is taken, so that every figure and ratio in the table, and every
goal's PASS or FAIL, comes from one process. Beside each figure: its minimum and maximum over the
K runs; beside each goal: in how many of the K runs it passed. The goals are the benchmarks' own
(read from the JSON), never listed here.

Python 3, standard library only. Installs nothing: a missing valgrind is reported with the
command that installs it. The Markdown goes to standard output (and --output); the runs' JSON,
their text and the callgrind files stay in Benchmarks/.build/report.
"""

import argparse
import datetime
import itertools
import json
import math
import os
import platform
import statistics
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import callgrind_count  # noqa: E402  (the shared method, next to this script)

PACKAGE = Path(__file__).resolve().parent.parent
README = PACKAGE / "README.md"
WORK = PACKAGE / ".build" / "report"
BEGIN = "<!-- report:begin -->"
END = "<!-- report:end -->"

# Contenders whose instruction count says nothing, by the start of their benchmark's id.
NOT_COUNTED = {
    "threads.": "wall time of one thread against two: the work runs on threads the batch starts, "
    "outside the batch that callgrind counts, and valgrind runs one thread at a time, so what "
    "these measure (scaling, a shared reference count's cache line) has no instruction count",
    "async.": "the work runs on the cooperative pool's threads while the batch's thread waits, so "
    "callgrind's count of the batch is the wait; `async.cold` also times itself, 1,000 tasks at "
    "once, with no batch of `--iterations` at all",
}

# Instructions one callgrind profile aims at: enough operations that the one-time work (counted
# in the run of one operation too, and subtracted) is small against them, few enough that the
# slowest contender (an activation of 10,000 definitions) takes seconds under valgrind.
FULL_BUDGET = 200_000_000
QUICK_BUDGET = 2_000_000
MAX_ITERATIONS = 100_000
# What an operation's time says of its instructions, to choose the number of operations (the
# graph: about 3,500 instructions in 300 ns on the 2-core machine this was written on).
INSTRUCTIONS_PER_NANOSECOND = 10
QUICK_CONTENDERS = 3


class ReportError(Exception):
    """A failure with its message (what failed, then "To fix") already written."""


def log(message: str) -> None:
    print(f"report.py: {message}", file=sys.stderr, flush=True)


def command_output(command: list[str], **options) -> str:
    result = subprocess.run(command, capture_output=True, text=True, **options)
    return result.stdout.strip() if result.returncode == 0 else ""


# Building and listing


def build() -> Path:
    log("swift build -c release (the benchmarks' package)")
    # The build's messages go to standard error: standard output is the Markdown.
    result = subprocess.run(["swift", "build", "-c", "release"], cwd=PACKAGE, stdout=sys.stderr)
    if result.returncode != 0:
        raise ReportError(
            "the release build of the benchmarks failed (its errors are above). "
            "To fix: make `cd Benchmarks && swift build -c release` succeed, then run again."
        )
    bin_path = command_output(["swift", "build", "-c", "release", "--show-bin-path"], cwd=PACKAGE)
    binary = Path(bin_path) / "TyphoonBenchmarks"
    if not binary.exists():
        raise ReportError(f"the build succeeded but {binary} does not exist. To fix: rebuild from clean "
                          f"(rm -rf Benchmarks/.build) and run again.")
    return binary


def listing(binary: Path) -> list[tuple[str, list[str]]]:
    """The benchmarks' ids with their contenders' ids (`--list`: a benchmark, then its contenders
    indented)."""
    result = subprocess.run([str(binary), "--list"], capture_output=True, text=True)
    if result.returncode != 0:
        raise ReportError(f"{binary} --list failed: {result.stderr.strip()}. To fix: run it by hand.")
    benchmarks: list[tuple[str, list[str]]] = []
    for line in result.stdout.splitlines():
        if line.startswith("  "):
            benchmarks[-1][1].append(line.strip())
        elif line.strip():
            benchmarks.append((line.strip(), []))
    return benchmarks


# Timed runs


def timed_run(binary: Path, index: int, runs: int, quick: bool) -> dict:
    json_path = WORK / f"run-{index}.json"
    text_path = WORK / f"run-{index}.txt"
    log_path = WORK / f"run-{index}.log"
    json_path.unlink(missing_ok=True)
    command = [str(binary), "--json", str(json_path)] + (["--quick"] if quick else [])
    log(f"run {index} of {runs}: {' '.join(command)}")
    started = time.monotonic()
    with open(text_path, "w") as out, open(log_path, "w") as err:
        result = subprocess.run(command, stdout=out, stderr=err, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    seconds = time.monotonic() - started
    if result.returncode != 0 or not json_path.exists():
        lines = log_path.read_text(errors="replace").splitlines()
        running = [line.removeprefix("running ") for line in lines if line.startswith("running ")]
        where = running[-1] if running else "start-up, before the first benchmark"
        status = (f"killed by signal {-result.returncode}" if result.returncode < 0
                  else f"exit status {result.returncode}")
        tail = "\n".join(line for line in lines[-10:] if not line.startswith("running "))
        raise ReportError(
            f"timed run {index} of {runs} failed in {where} ({status}); its last messages:\n{tail}\n"
            f"To fix: run that benchmark alone, `cd Benchmarks && swift run -c release TyphoonBenchmarks "
            f"--only {where.split(' ')[0]}`, and fix what it reports (the whole log: {log_path}). "
            f"Nothing was written to README.md."
        )
    data = json.loads(json_path.read_text())
    data["seconds"] = seconds
    return data


def choose_median_run(runs: list[dict]) -> int:
    """The index of the median run by overall speed (see the module's comment)."""
    if len(runs) == 1:
        return 0
    ids = [row["id"] for row in runs[0]["benchmarks"]]
    medians = {i: statistics.median(figure(run, i) for run in runs) for i in ids}
    scores = []
    for index, run in enumerate(runs):
        logs = [math.log(figure(run, i) / medians[i]) for i in ids if figure(run, i) > 0 and medians[i] > 0]
        scores.append((sum(logs) / len(logs) if logs else 0.0, index))
    scores.sort()
    return scores[(len(scores) - 1) // 2][1]


def figure(run: dict, identifier: str, key: str = "nsPerOp"):
    for row in run["benchmarks"]:
        if row["id"] == identifier:
            return row.get(key)
    return None


# Instruction counts


def not_counted_reason(benchmark_id: str) -> str | None:
    for prefix, reason in NOT_COUNTED.items():
        if benchmark_id.startswith(prefix):
            return reason
    return None


def iterations_for(row: dict | None, budget: int) -> int:
    """Operations that fill the budget, estimated from the contender's time in the chosen run."""
    if row is None or row["nsPerOp"] <= 0:
        return 1_000
    estimate = row["nsPerOp"] * row.get("unitsPerOperation", 1) * INSTRUCTIONS_PER_NANOSECOND
    return int(max(2, min(MAX_ITERATIONS, budget // max(estimate, 1))))


def instruction_counts(binary: Path, contenders: list[str], run: dict, budget: int, jobs: int) -> dict:
    callgrind_count.require_tools()
    directory = WORK / "callgrind"
    stripped = callgrind_count.stripped_copy(binary, directory)
    rows = {row["id"]: row for row in run["benchmarks"]}
    done = itertools.count(1)

    def one(name: str) -> callgrind_count.Count:
        count = callgrind_count.count(stripped, name, iterations_for(rows.get(name), budget), directory)
        log(f"callgrind {next(done)}/{len(contenders)}: {name}: {count.per_operation:,.0f} instructions per operation "
            f"({count.iterations:,} operations)")
        return count

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return {count.name: count for count in pool.map(one, contenders)}


def instructions_per_unit(row: dict, counts: dict) -> float | None:
    count = counts.get(row["id"])
    if count is None:
        return None
    per_operation = count.per_operation
    net_of = row.get("netOf")
    if net_of:
        if net_of not in counts:
            return None
        per_operation -= counts[net_of].per_operation
    return per_operation / row.get("unitsPerOperation", 1)


# Markdown


def number(value: float | None) -> str:
    """Three significant figures, at most two decimals (as the benchmarks print)."""
    if value is None:
        return ""
    magnitude = abs(value)
    if magnitude >= 100:
        return f"{value:,.0f}"
    return f"{value:.1f}" if magnitude >= 10 else f"{value:.2f}"


def spread(values: list) -> str:
    values = [v for v in values if v is not None]
    if len(values) < 2:
        return ""
    return f"{number(min(values))}–{number(max(values))}"


def environment() -> dict:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    swift = command_output(["swift", "--version"]).splitlines()
    commit = command_output(["git", "rev-parse", "--short", "HEAD"], cwd=PACKAGE)
    branch = command_output(["git", "rev-parse", "--abbrev-ref", "HEAD"], cwd=PACKAGE)
    changes = [line for line in command_output(["git", "status", "--porcelain"], cwd=PACKAGE).splitlines()
               if not line.endswith("Benchmarks/README.md")]
    return {
        "swift": swift[0] if swift else "unknown",
        "machine": f"{platform.system()} {platform.machine()}, {cpu or 'unknown processor'}, {os.cpu_count()} cores",
        "commit": commit or "unknown",
        "branch": branch,
        "dirty": bool(changes),
    }


def markdown(context: dict) -> str:
    runs, chosen, counts = context["runs"], context["chosen"], context["counts"]
    run = runs[chosen]
    k = len(runs)
    env = context["environment"]
    lines = []
    each = ", ".join(f"{r['seconds']:.0f}" for r in runs)
    mode = ("run of the benchmarks' quick mode (a smoke: few samples, figures not to read)" if context["quick"]
            else "full run" if k == 1 else "full runs")
    lines.append(
        f"Generated by `Benchmarks/Scripts/report.py{context['arguments']}` on {context['date']}: {k} {mode} of "
        f"one release build, commit {env['commit']} ({env['branch']}"
        f"{', with uncommitted changes' if env['dirty'] else ''}), {env['swift']}, {env['machine']}. "
        f"Load average (1, 5, 15 min) {load_text(context['load_before'])} before the timed runs, "
        f"{load_text(context['load_after'])} after them. The timed runs took {context['timed_seconds']:.0f} s "
        f"({each} s each), callgrind {context['callgrind_seconds']:.0f} s, "
        f"the whole report {context['total_seconds']:.0f} s after the build ({context['build_seconds']:.0f} s)."
    )
    lines.append("")
    chosen_text = (
        f"run {chosen + 1} of {k}, the median run by overall speed (the geometric mean, over every figure, of "
        f"its time against the median of the {k} runs), each figure the median of its samples; \"{k} runs\" is "
        f"the minimum and maximum over all {k}" if k > 1 else "the one run's, each the median of its samples"
    )
    lines.append(
        f"The figures are {chosen_text}. ×hand and ×Swinject are Typhoon's time divided by theirs in the same "
        f"run (below 1 is faster). Instructions: callgrind's count per unit (per operation, per definition, per "
        f"level), inside the timed batch only (and the threads verify() and wiringGraph() build on), "
        f"`--iterations N` less `--iterations 1` "
        f"(Scripts/callgrind_count.py); they repeat from run to run whatever the load."
    )
    lines.append("")
    lines.append(f"| scenario | ns | per | {k} runs | ×hand | {k} runs | ×Swinject | {k} runs | instructions |")
    lines.append("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in run["benchmarks"]:
        i = row["id"]
        per_unit = instructions_per_unit(row, counts)
        lines.append("| " + " | ".join([
            f"{row['name']} (`{i}`)",
            number(row["nsPerOp"]),
            row["unit"],
            spread([figure(r, i) for r in runs]),
            number(row.get("ratioToHand")),
            spread([figure(r, i, "ratioToHand") for r in runs]),
            number(row.get("ratioToSwinject")),
            spread([figure(r, i, "ratioToSwinject") for r in runs]),
            f"{per_unit:,.0f}" if per_unit is not None else context["uncounted"].get(i, ""),
        ]) + " |")
    lines.append("")
    lines.append(f"Goals (the benchmarks' own), measured in run {chosen + 1}, and how many of the {k} runs passed each:")
    lines.append("")
    lines.append(f"| goal | measured | result | passed in {k} runs |")
    lines.append("| --- | ---: | --- | ---: |")
    for goal in run["goals"]:
        passed = sum(1 for r in runs for g in r["goals"] if g["goal"] == goal["goal"] and g["pass"])
        lines.append(f"| {goal['goal']} | {goal['measured']} | {'PASS' if goal['pass'] else 'FAIL'} | {passed} of {k} |")
    lines.append("")
    lines.append("Not counted by callgrind, and why:")
    lines.append("")
    for prefix, reason in context["skipped"].items():
        lines.append(f"- `{prefix}*`: {reason}.")
    if context["quick"]:
        lines.append(f"- every contender but the first {QUICK_CONTENDERS} (quick mode).")
    iterations = sorted({c.iterations for c in counts.values()})
    if iterations:
        lines.append("")
        lines.append(
            f"Callgrind ran each contender for {iterations[0]:,} to {iterations[-1]:,} operations (about "
            f"{context['budget']:,} instructions a profile); the profiles stay in Benchmarks/.build/report/callgrind."
        )
    lines.append("")
    lines.append(f"checksum of the chosen run: {run['checksum']}")
    return "\n".join(lines) + "\n"


def load_text(load: tuple) -> str:
    return " ".join(f"{value:.2f}" for value in load)


def write_readme(section: str) -> None:
    text = README.read_text()
    if BEGIN not in text or END not in text or text.index(BEGIN) > text.index(END):
        raise ReportError(
            f"{README} has no region marked {BEGIN} … {END} to replace. To fix: put the two markers, each on a "
            f"line of its own, under the \"Latest results\" heading, then run again."
        )
    before, rest = text.split(BEGIN, 1)
    _, after = rest.split(END, 1)
    README.write_text(before + BEGIN + "\n" + section + END + after)
    log(f"wrote the section into {README}")


# Main


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    parser.add_argument("--quick", action="store_true",
                        help="a smoke: 1 run of the benchmarks' quick mode, callgrind with few iterations on 3 contenders")
    parser.add_argument("--jobs", type=int, default=2, help="callgrind profiles at once (default 2)")
    parser.add_argument("--write-readme", action="store_true",
                        help=f"replace the region between {BEGIN} and {END} in Benchmarks/README.md")
    parser.add_argument("--output", type=Path, help="also write the Markdown to this file")
    options = parser.parse_args()
    if options.runs < 1:
        parser.error("--runs needs at least 1")
    if options.jobs < 1:
        parser.error("--jobs needs at least 1")
    if options.quick and options.write_readme:
        parser.error("--write-readme takes full runs: the quick mode's figures are not for reading")
    if options.quick:
        options.runs = 1
    return options


def main() -> int:
    options = arguments()
    started = time.monotonic()
    try:
        callgrind_count.require_tools()  # before a build of minutes, not after
        WORK.mkdir(parents=True, exist_ok=True)
        binary = build()
        build_seconds = time.monotonic() - started
        after_build = time.monotonic()
        benchmarks = listing(binary)

        load_before = os.getloadavg()
        runs = [timed_run(binary, i + 1, options.runs, options.quick) for i in range(options.runs)]
        load_after = os.getloadavg()
        timed_seconds = sum(r["seconds"] for r in runs)
        chosen = choose_median_run(runs)

        skipped, uncounted, contenders = {}, {}, []
        for benchmark_id, ids in benchmarks:
            reason = not_counted_reason(benchmark_id)
            if reason:
                prefix = next(p for p in NOT_COUNTED if benchmark_id.startswith(p))
                skipped[prefix] = reason
                for row in runs[chosen]["benchmarks"]:
                    if row["id"].startswith(benchmark_id + ".") or row["id"] == benchmark_id:
                        uncounted[row["id"]] = "not counted"
                continue
            contenders += ids or [benchmark_id]
        if options.quick:
            contenders = contenders[:QUICK_CONTENDERS]
        budget = QUICK_BUDGET if options.quick else FULL_BUDGET
        callgrind_started = time.monotonic()
        counts = instruction_counts(binary, contenders, runs[chosen], budget, options.jobs)
        callgrind_seconds = time.monotonic() - callgrind_started

        extra = "".join([
            f" --runs {options.runs}" if options.runs != 5 and not options.quick else "",
            " --quick" if options.quick else "",
            " --write-readme" if options.write_readme else "",
        ])
        section = markdown({
            "runs": runs, "chosen": chosen, "counts": counts, "quick": options.quick,
            "arguments": extra, "environment": environment(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "load_before": load_before, "load_after": load_after,
            "timed_seconds": timed_seconds, "callgrind_seconds": callgrind_seconds,
            "total_seconds": time.monotonic() - after_build, "build_seconds": build_seconds,
            "skipped": skipped, "uncounted": uncounted, "budget": budget,
        })
        (WORK / "report.md").write_text(section)
        (WORK / "report.json").write_text(json.dumps({
            "chosenRun": chosen + 1, "runs": runs,
            "instructions": {name: vars(count) | {"perOperation": count.per_operation} for name, count in counts.items()},
        }, indent=2))
        if options.output:
            options.output.write_text(section)
        if options.write_readme:
            write_readme(section)
        print(section, end="")
        log(f"done in {time.monotonic() - started:.0f} s (the build {build_seconds:.0f} s)")
        return 0
    except (ReportError, callgrind_count.CallgrindError) as error:
        log(str(error))
        return 1


if __name__ == "__main__":
    sys.exit(main())
