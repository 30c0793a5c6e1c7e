#!/usr/bin/env python3
"""What the 50th vertical costs: a copy of the package grown to N verticals by
Scripts/new-vertical (every second one --with-command; every third asks the one before it for
its examples through the hub, so the policy graph has edges), measured at each size in one run,
several times: a clean build of the host, one vertical built alone (clean, and its own module
alone with Prelude and VerticalInterfaces built, as on a runner with a cached .build), the rebuild
after a body edit in one vertical, check-dependencies with every rule, time-builds --quick, `host world` (start-up:
every vertical configured, every plugin registered, the graph validated), `host plugins`,
`host tour`, a query routed through the hub with every plugin registered (a probe built in the
copy, against a direct call of the same handler), and the scaffold's own time at that size
(new-vertical of one more vertical and remove-vertical of it, which must give the tree back byte
for byte). Then it removes every generated vertical in reverse and checks the copy is the
package again, byte for byte.

    bash Tests/Benchmarks/size-benchmark.sh                      # N = 3, 13, 50, three runs each
    bash Tests/Benchmarks/size-benchmark.sh --quick --sizes 13   # what CI runs: one run of each

The copy sits at one fixed path (`--work`, .build-size in the package) and every build shares one
scratch folder, so the dependencies are built once: "clean" means the package's own modules,
whose products are deleted before each clean build; the dependencies' cost does not change with
N. Results: results.json (every run's figures), results.md (the table and the goals) and
size-figures.svg in `--output`.
"""
import argparse
import datetime
import json
import os
import sys
import tempfile

from metrics import METRICS
from plot import svg
from report import goals_text, table
from runner import CommandFailed, run
from sized_copy import SizedCopy, generated_name
from stats import load_average, summary
from tools import Tools
from verticals_edits import add_edge

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
EDITED_VERTICAL = "Info"
EDITED_FILE = "Verticals/Info/Worker/InfoRefresher.swift"
ROUND_TRIP_NAME = "Sizeprobe"


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="3,13,50",
                        help="The numbers of verticals to measure at, increasing, from the package's own (3).")
    parser.add_argument("--repetitions", type=int, default=3, help="Runs of each measurement at each size.")
    parser.add_argument("--quick", action="store_true",
                        help="One run of each measurement, three of each host command, no time-builds "
                             "(unless --time-builds), no untimed check-dependencies first (so its one run "
                             "includes building VerticalInterfaces' symbol graph) and no removal at the end: "
                             "what CI can afford.")
    parser.add_argument("--time-builds", action=argparse.BooleanOptionalAction, default=None,
                        help="Runs time-builds --quick at each size (on unless --quick).")
    parser.add_argument("--work", default=os.path.join(PACKAGE, ".build-size"),
                        help="The folder for the copy, the tools and the results (kept between runs).")
    parser.add_argument("--scratch", help="The SwiftPM scratch folder of the copy's builds; WORK/scratch when omitted.")
    parser.add_argument("--tools-bin", help="A folder of built tools (Scaffold, CheckDependencies, TimeBuilds) to "
                                            "run instead of the Scripts/ entry scripts.")
    parser.add_argument("--copy-env", action="append", default=[], metavar="NAME=VALUE",
                        help="An environment variable for every command in the copy (repeatable).")
    parser.add_argument("--build-flag", action="append", default=[], metavar="FLAG",
                        help="An argument for every swift build in the copy (repeatable), such as -Xswiftc.")
    parser.add_argument("--output", help="The folder for results.json, results.md and size-figures.svg; "
                                         "WORK/results when omitted.")
    parser.add_argument("--render", metavar="RESULTS_JSON",
                        help="Only writes results.md and size-figures.svg again from a results.json.")
    options = parser.parse_args()
    options.sizes = [int(size) for size in options.sizes.split(",")]
    if options.sizes != sorted(set(options.sizes)):
        parser.error(f"--sizes must increase, without repeats (got {options.sizes})")
    if options.repetitions < 1:
        parser.error("--repetitions must be 1 or more")
    if options.quick:
        options.repetitions = 1
    if options.time_builds is None:
        options.time_builds = not options.quick
    options.scratch = os.path.abspath(options.scratch or os.path.join(options.work, "scratch"))
    options.work = os.path.abspath(options.work)
    options.output = os.path.abspath(options.output or os.path.join(options.work, "results"))
    return options


class Benchmark:
    def __init__(self, options):
        self.options = options
        self.copy = SizedCopy(PACKAGE, os.path.join(options.work, "package"), options.scratch)
        self.env = {}
        for pair in options.copy_env:
            name, _, value = pair.partition("=")
            self.env[name] = value
        self.tools = Tools(self.copy.root, os.path.join(options.work, "tools"),
                           options.tools_bin and os.path.abspath(options.tools_bin), self.env)
        self.host_runs = 3 if options.quick else 10

    def log(self, line):
        load = load_average()
        print(f"size-benchmark [{datetime.datetime.now():%H:%M:%S}, load {load:.1f}]: {line}", file=sys.stderr,
              flush=True)

    def build(self, *arguments):
        seconds, _ = run(["swift", "build", "--scratch-path", self.options.scratch] + self.options.build_flag
                         + list(arguments), cwd=self.copy.root, env=self.env)
        return seconds

    def bin_path(self):
        _, output = run(["swift", "build", "--scratch-path", self.options.scratch] + self.options.build_flag
                        + ["--show-bin-path"], cwd=self.copy.root, env=self.env)
        return output.strip()

    def run(self):
        options = self.options
        results = {
            "command": " ".join(sys.argv), "started": datetime.datetime.now().isoformat(timespec="seconds"),
            "mode": "quick" if options.quick else "full", "repetitions": options.repetitions,
            "cores": os.cpu_count(), "sizes": {},
        }
        self.log(f"copying the package to {self.copy.root} (scratch {options.scratch})")
        self.copy.make()
        original = self.copy.snapshot()
        self.log("building the tools (untimed)")
        self.tools.warm_up()
        made = 0
        first = len(self.copy.verticals())
        if options.sizes[0] < first:
            raise SystemExit(f"size-benchmark: --sizes must start at {first} or more: the package has {first} "
                             f"verticals")
        for size in options.sizes:
            growth = []
            while len(self.copy.verticals()) < size:
                made += 1
                name = generated_name(made)
                growth.append(self.tools.new_vertical(name, made % 2 == 0, options.scratch))
                if made % 3 == 0:
                    add_edge(self.copy, name, generated_name(made - 1))
                self.log(f"new-vertical {name}: {growth[-1]:.1f} s ({len(self.copy.verticals())} verticals)")
            measured = self.measure(size)
            measured["metrics"]["growth"] = summary(growth)
            results["sizes"][str(size)] = measured
            self.write(results)
        if not options.quick:
            teardown = []
            for index in range(made, 0, -1):
                teardown.append(self.tools.remove_vertical(generated_name(index)))
            results["teardown"] = summary(teardown)
            self.log(f"removed the {made} generated verticals in reverse")
        changed = SizedCopy.differences(original, self.copy.snapshot())
        if changed and not options.quick:
            raise SystemExit("size-benchmark: the copy differs from the package after every generated vertical "
                             f"was removed in reverse: {', '.join(changed[:20])}")
        results["finished"] = datetime.datetime.now().isoformat(timespec="seconds")
        self.write(results)
        print(table(results) + "\n" + goals_text(results))
        self.log(f"results in {options.output} (results.json, results.md, size-figures.svg)")

    def measure(self, size):
        """Every measurement at this size, `repetitions` times, interleaved."""
        options = self.options
        samples = {key: [] for key in METRICS}
        loads = []
        self.log(f"N = {size}: a first build of the host (untimed; builds what is missing)")
        self.build("--product", "host")
        targets = self.copy.own_targets(self.env)
        products = ["host", "RoutingProbe"]
        if options.time_builds:
            self.log(f"N = {size}: time-builds --quick")
            samples["time_builds"].append(
                self.tools.time_builds(os.path.join(options.work, f"time-builds-{size}")))
        if not options.quick:
            self.log(f"N = {size}: check-dependencies once, untimed (builds VerticalInterfaces' symbol graph)")
            self.tools.check_dependencies(os.path.join(options.work, "check"))
        for repetition in range(options.repetitions):
            loads.append(load_average())
            self.copy.remove_own_products(targets, products)
            samples["vertical_alone"].append(self.build("--target", EDITED_VERTICAL))
            self.copy.remove_own_products(targets, products)
            samples["clean_build"].append(self.build("--product", "host"))
            # What a runner with a cached .build pays for its vertical: Info's own module alone.
            self.copy.remove_own_products([EDITED_VERTICAL], [])
            samples["vertical_module"].append(self.build("--target", EDITED_VERTICAL))
            self.build("--product", "host")
            samples["body_edit"].append(self.body_edit(repetition))
            samples["check_dependencies"].append(self.tools.check_dependencies(os.path.join(options.work, "check")))
            host = os.path.join(self.bin_path(), "host")
            with tempfile.TemporaryDirectory(prefix="size-benchmark-") as data:
                for run_index in range(self.host_runs):
                    samples["host_world"].append(
                        run([host, "world", "--data-dir", os.path.join(data, f"world-{run_index}")],
                            cwd=self.copy.root)[0])
                    samples["host_plugins"].append(run([host, "plugins"], cwd=self.copy.root)[0])
                samples["host_tour"].append(
                    run([host, "tour", "--data-dir", os.path.join(data, "tour")], cwd=self.copy.root)[0])
            before = self.copy.snapshot()
            samples["new_vertical"].append(
                self.tools.new_vertical(ROUND_TRIP_NAME, repetition % 2 == 1, options.scratch))
            samples["remove_vertical"].append(self.tools.remove_vertical(ROUND_TRIP_NAME))
            changed = SizedCopy.differences(before, self.copy.snapshot())
            if changed:
                raise SystemExit(f"size-benchmark: new-vertical and remove-vertical of {ROUND_TRIP_NAME} at N = "
                                 f"{size} did not give the tree back byte for byte: {', '.join(changed[:20])}")
            self.log(f"N = {size}: run {repetition + 1} of {options.repetitions}: clean "
                     f"{samples['clean_build'][-1]:.1f} s, alone {samples['vertical_alone'][-1]:.1f} s, "
                     f"edit {samples['body_edit'][-1]:.1f} s, check {samples['check_dependencies'][-1]:.1f} s")
        self.routing(samples)
        loads.append(load_average())
        return {"verticals": len(self.copy.verticals()), "load": loads,
                "metrics": {key: summary(values) for key, values in samples.items() if values}}

    def body_edit(self, repetition):
        """Appends a private function to one file of Info (its interface stays the same, as for
        any edit inside a body), times the host's rebuild, then restores the file (the next build
        compiles it again; the host built with the edit serves the host commands meanwhile)."""
        path = self.copy.path(EDITED_FILE)
        with open(path, "rb") as file:
            original = file.read()
        edit = f"\nprivate func sizeBenchmarkEdit{repetition}() -> Int {{\n    let value = {repetition}\n" \
               f"    return value + 1\n}}\n"
        with open(path, "wb") as file:
            file.write(original + edit.encode())
        try:
            seconds = self.build("--product", "host")
        finally:
            with open(path, "wb") as file:
                file.write(original)
        return seconds

    def routing(self, samples):
        """Builds the probe in the copy and runs it `repetitions` times."""
        self.copy.add_probe()
        try:
            self.build("--product", "RoutingProbe")
            probe = os.path.join(self.bin_path(), "RoutingProbe")
            for _ in range(self.options.repetitions):
                result = json.loads(run([probe], cwd=self.copy.root)[1])
                samples["routing_hub"].append(result["hubNanoseconds"])
                samples["routing_direct"].append(result["directNanoseconds"])
                samples["probe_start"].append(result["startMilliseconds"])
        finally:
            self.copy.remove_probe()

    def write(self, results):
        os.makedirs(self.options.output, exist_ok=True)
        with open(os.path.join(self.options.output, "results.json"), "w", encoding="utf-8") as file:
            json.dump(results, file, indent=1, sort_keys=True)
        render(results, self.options.output)


def render(results, output):
    """results.md and size-figures.svg from `results`."""
    os.makedirs(output, exist_ok=True)
    loads = [load for size in results["sizes"].values() for load in size["load"] if load is not None]
    load_text = f"load average {min(loads):.1f}-{max(loads):.1f}" if loads else "load unknown"
    caption = (f"{results['mode']} run of {results['started']}, {results['repetitions']} run(s) each, "
               f"{results['cores']} cores, {load_text}: median line, min-max bar")
    with open(os.path.join(output, "results.md"), "w", encoding="utf-8") as file:
        file.write(f"`{results['command']}`: {caption}\n\n" + table(results) + "\n" + goals_text(results))
    with open(os.path.join(output, "size-figures.svg"), "w", encoding="utf-8") as file:
        file.write(svg(results, caption))


def main():
    options = arguments()
    if options.render:
        with open(options.render, encoding="utf-8") as file:
            results = json.load(file)
        render(results, options.output)
        print(table(results) + "\n" + goals_text(results))
        return
    try:
        Benchmark(options).run()
    except CommandFailed as failure:
        raise SystemExit(f"size-benchmark: {failure}")


if __name__ == "__main__":
    main()
