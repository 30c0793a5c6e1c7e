#!/usr/bin/env python3
"""Times Prelude's JSON against CPython's C-accelerated `json` on the same two documents,
in one run, alternating the two three times; prints each time and the ratio.

Each time is the fastest of five rounds, on both sides, as Python's `timeit` documentation
advises: other processes only ever add time, so the fastest round is the least disturbed
one. On a shared VM a whole run of one side can still be slowed (we saw a Swift process
whose every round took 1.7x), so the verdict is on the last block: for each side the
fastest of its fifteen rounds over the three alternating runs.

    python3 Tests/Benchmarks/json_vs_python.py .build/release/PreludeBenchmarks

The Swift side (`PreludeBenchmarks json <dir>`) writes the documents into a temporary
directory and prints its times; this script then times `json.loads` and
`json.dumps(..., sort_keys=True, separators=(",", ":"))` (the same compact, sorted text
Prelude writes) on the same files. Ratio = Prelude's time / CPython's time; issue 16's
goal is at most 0.5 for each of the four.
"""
import json
import subprocess
import sys
import tempfile
import time

RUNS = 3
GOAL = 0.5


def fastest_ns(operation, operations, rounds=5):
    samples = []
    for _ in range(rounds):
        start = time.perf_counter_ns()
        for _ in range(operations):
            operation()
        samples.append((time.perf_counter_ns() - start) / operations)
    return min(samples)


def time_python(directory):
    times = {}
    for name, operations in (("request", 200_000), ("response", 10_000)):
        with open(f"{directory}/{name}.json", encoding="utf-8") as file:
            text = file.read()
        value = json.loads(text)
        times[(name, "parse")] = fastest_ns(lambda: json.loads(text), operations)
        times[(name, "serialize")] = fastest_ns(
            lambda: json.dumps(value, sort_keys=True, separators=(",", ":")), operations)
    return times


def time_swift(binary, directory):
    output = subprocess.run([binary, "json", directory], check=True, capture_output=True, text=True).stdout
    times = {}
    for line in output.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[0] == "swift":
            times[(fields[1], fields[2])] = float(fields[3])
    return times


def report(swift, python):
    """Prints one line per document and operation; returns how many are over the goal."""
    over = 0
    for key in sorted(swift):
        ratio = swift[key] / python[key]
        verdict = "ok" if ratio <= GOAL else "OVER"
        over += ratio > GOAL
        print(f"  {key[0]:8} {key[1]:9}  Prelude {swift[key]:9.0f} ns   CPython json {python[key]:9.0f} ns"
              f"   ratio {ratio:5.2f} (goal {GOAL}) {verdict}")
    return over


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: json_vs_python.py <path to PreludeBenchmarks built in release>")
    binary = sys.argv[1]
    fastest_swift, fastest_python = {}, {}
    with tempfile.TemporaryDirectory() as directory:
        for run in range(1, RUNS + 1):
            swift = time_swift(binary, directory)
            python = time_python(directory)
            for key in swift:
                fastest_swift[key] = min(fastest_swift.get(key, swift[key]), swift[key])
                fastest_python[key] = min(fastest_python.get(key, python[key]), python[key])
            print(f"run {run}")
            report(swift, python)
    print(f"fastest of each side over the {RUNS} runs")
    over = report(fastest_swift, fastest_python)
    print("all within the goal" if over == 0 else f"{over} over the goal")
    sys.exit(1 if over else 0)


if __name__ == "__main__":
    main()
