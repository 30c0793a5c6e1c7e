#!/usr/bin/env python3
"""What the 50th vertical costs: a copy of the package grown to N verticals by
Scripts/new-vertical (every second one --with-command; every third asks the one before it for
its examples through the hub, so the policy graph has edges), measured at each size in one run,
several times: a clean build of the host, one vertical built alone (clean, and its own module
alone with Prelude and VerticalInterfaces built, as on a runner with a cached .build), the rebuild
after a body edit in one vertical, check-dependencies with every rule, time-builds --quick, `host world`
(every vertical's world configured), `host plugins`, `host tour`, a query routed through the hub with
every plugin registered (a probe built in the copy, against a direct call of the same handler), the
scaffold's own time at that size (new-vertical of one more vertical and remove-vertical of it, which
must give the tree back byte for byte), and start-up: the time until the app is ready to route
(`host send query info.current --report-startup`, debug and release, each size's host kept aside and
run interleaved with the others' at the end), what the first message to a vertical not made yet
adds, the build-time policy graph check, and the rebuild after a one-line policy edit. Then it
removes every generated vertical in reverse and checks the copy is the package again, byte for byte.

    bash Tests/Benchmarks/size-benchmark.sh                      # N = 3, 13, 50, three runs each
    bash Tests/Benchmarks/size-benchmark.sh --quick --sizes 13   # what CI runs: one run of each
    bash Tests/Benchmarks/size-benchmark.sh --sizes 3,50 --only startup   # start-up alone

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
from startup import BASELINE_MESSAGE, KeptHost, graph_check_command, interleaved, time_graph_check
from stats import load_average, summary
from tools import Tools
from verticals_edits import add_edge

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
EDITED_VERTICAL = "Info"
EDITED_FILE = "Verticals/Info/Worker/InfoRefresher.swift"
EDITED_POLICY = "Verticals/Info/Resources/Policy/Info.json"
# What --only chooses from: each group's measurements.
GROUPS = {
    "builds": "clean builds, a vertical alone, its module alone, the rebuild after a body edit",
    "check": "check-dependencies",
    "time-builds": "time-builds --quick (also needs --time-builds, on unless --quick)",
    "host": "host world, host plugins, host tour",
    "scaffold": "new-vertical and remove-vertical of one more vertical",
    "routing": "the routing probe",
    "startup": "ready to route (debug, release), the first message to a vertical not made yet, the build-time "
               "graph check, the rebuild after a policy edit",
}
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
    parser.add_argument("--only", metavar="GROUPS",
                        help="Only these measurements, comma-separated: "
                             + "; ".join(f"{name} ({text})" for name, text in GROUPS.items()) + "; all when omitted.")
    parser.add_argument("--startup-rounds", type=int,
                        help="Rounds of the start-up phase (each runs every size's debug and release host once per "
                             "message); 15 when omitted, 3 with --quick.")
    parser.add_argument("--release-startup", action=argparse.BooleanOptionalAction, default=None,
                        help="Builds the host in release too at each size and measures its start-up (on unless "
                             "--quick: the release build of every dependency takes long).")
    parser.add_argument("--render", metavar="RESULTS_JSON",
                        help="Only writes results.md and size-figures.svg again from a results.json.")
    options = parser.parse_args()
    options.sizes = [int(size) for size in options.sizes.split(",")]
    if options.sizes != sorted(set(options.sizes)):
        parser.error(f"--sizes must increase, without repeats (got {options.sizes})")
    if options.repetitions < 1:
        parser.error("--repetitions must be 1 or more")
    options.only = set(GROUPS) if not options.only else set(filter(None, options.only.split(",")))
    if options.only - set(GROUPS):
        parser.error(f"--only names {', '.join(sorted(options.only - set(GROUPS)))}; use {', '.join(GROUPS)}")
    if options.startup_rounds is None:
        options.startup_rounds = 3 if options.quick else 15
    if options.release_startup is None:
        options.release_startup = not options.quick
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
        self.kept_hosts = []

    def log(self, line):
        load = load_average()
        print(f"size-benchmark [{datetime.datetime.now():%H:%M:%S}, load {load:.1f}]: {line}", file=sys.stderr,
              flush=True)

    def build(self, *arguments):
        seconds, _ = run(["swift", "build", "--scratch-path", self.options.scratch] + self.options.build_flag
                         + list(arguments), cwd=self.copy.root, env=self.env)
        return seconds

    def bin_path(self, *arguments):
        _, output = run(["swift", "build", "--scratch-path", self.options.scratch] + self.options.build_flag
                        + list(arguments) + ["--show-bin-path"], cwd=self.copy.root, env=self.env)
        return output.strip()

    def wants(self, group):
        return group in self.options.only

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
        if self.kept_hosts:
            self.startup_phase(results, generated_name(made) if made else None)
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
        if options.time_builds and self.wants("time-builds"):
            self.log(f"N = {size}: time-builds --quick")
            samples["time_builds"].append(
                self.tools.time_builds(os.path.join(options.work, f"time-builds-{size}")))
        if not options.quick and self.wants("check"):
            self.log(f"N = {size}: check-dependencies once, untimed (builds VerticalInterfaces' symbol graph)")
            self.tools.check_dependencies(os.path.join(options.work, "check"))
        for repetition in range(options.repetitions):
            loads.append(load_average())
            if self.wants("builds"):
                self.copy.remove_own_products(targets, products)
                samples["vertical_alone"].append(self.build("--target", EDITED_VERTICAL))
                self.copy.remove_own_products(targets, products)
                samples["clean_build"].append(self.build("--product", "host"))
                # What a runner with a cached .build pays for its vertical: Info's own module alone.
                self.copy.remove_own_products([EDITED_VERTICAL], [])
                samples["vertical_module"].append(self.build("--target", EDITED_VERTICAL))
                self.build("--product", "host")
                samples["body_edit"].append(self.body_edit(repetition))
            if self.wants("startup"):
                samples["policy_edit"].append(self.policy_edit())
            if self.wants("check"):
                samples["check_dependencies"].append(
                    self.tools.check_dependencies(os.path.join(options.work, "check")))
            if self.wants("host"):
                self.host_commands(samples)
            if self.wants("scaffold"):
                self.scaffold_round_trip(samples, size, repetition)
            self.log(f"N = {size}: run {repetition + 1} of {options.repetitions}: "
                     + ", ".join(f"{key} {values[-1]:.2f}" for key, values in samples.items() if values))
        if self.wants("routing"):
            self.routing(samples)
        if self.wants("startup"):
            self.startup(samples, size)
        loads.append(load_average())
        return {"verticals": len(self.copy.verticals()), "load": loads,
                "metrics": {key: summary(values) for key, values in samples.items() if values}}

    def host_commands(self, samples):
        """`host world`, `host plugins` (host_runs times each) and `host tour`, with the host built now."""
        host = os.path.join(self.bin_path(), "host")
        with tempfile.TemporaryDirectory(prefix="size-benchmark-") as data:
            for run_index in range(self.host_runs):
                samples["host_world"].append(
                    run([host, "world", "--data-dir", os.path.join(data, f"world-{run_index}")],
                        cwd=self.copy.root)[0])
                samples["host_plugins"].append(run([host, "plugins"], cwd=self.copy.root)[0])
            samples["host_tour"].append(
                run([host, "tour", "--data-dir", os.path.join(data, "tour")], cwd=self.copy.root)[0])

    def scaffold_round_trip(self, samples, size, repetition):
        """new-vertical of one more vertical and remove-vertical of it, which must give the tree back."""
        before = self.copy.snapshot()
        samples["new_vertical"].append(
            self.tools.new_vertical(ROUND_TRIP_NAME, repetition % 2 == 1, self.options.scratch))
        samples["remove_vertical"].append(self.tools.remove_vertical(ROUND_TRIP_NAME))
        changed = SizedCopy.differences(before, self.copy.snapshot())
        if changed:
            raise SystemExit(f"size-benchmark: new-vertical and remove-vertical of {ROUND_TRIP_NAME} at N = "
                             f"{size} did not give the tree back byte for byte: {', '.join(changed[:20])}")

    def policy_edit(self):
        """Appends a newline to Info's policy (the same file at every size; the JSON means the same),
        times the host's rebuild (the policy's copy in Info's bundle, the build-time graph check, the
        host's copy of the validated graph), then restores the file and rebuilds, untimed."""
        path = self.copy.path(EDITED_POLICY)
        with open(path, "rb") as file:
            original = file.read()
        with open(path, "wb") as file:
            file.write(original + b"\n")
        try:
            seconds = self.build("--product", "host")
        finally:
            with open(path, "wb") as file:
                file.write(original)
        self.build("--product", "host")
        return seconds

    def startup(self, samples, size):
        """Keeps this size's host, debug and release, for the start-up phase at the end, and times
        the build-time graph check as the debug build ran it."""
        kept = os.path.join(self.options.work, "startup")
        self.log(f"N = {size}: keeping the host's build for start-up"
                 + (" (and building it in release, untimed)" if self.options.release_startup else ""))
        self.build("--product", "host")
        self.kept_hosts.append(KeptHost.keep(self.bin_path(), os.path.join(kept, f"debug-{size}"), "debug", size))
        if self.options.release_startup:
            self.build("-c", "release", "--product", "host")
            self.kept_hosts.append(
                KeptHost.keep(self.bin_path("-c", "release"), os.path.join(kept, f"release-{size}"), "release", size))
        check = graph_check_command(self.options.scratch)
        samples["graph_check"] += time_graph_check(check, self.copy.root, 3 * self.options.repetitions)

    def startup_phase(self, results, generated):
        """Every kept host run interleaved, `startup_rounds` rounds: each sends Info's query (ready to
        route, and routing to a plugin made at launch) and, at the largest size, the largest size's host
        also asks the last generated vertical for its example (the first message to a vertical not made
        yet). The figures go into each size's metrics."""
        largest = max(host.size for host in self.kept_hosts)
        messages = {}
        for host in self.kept_hosts:
            messages[host] = [BASELINE_MESSAGE]
            if host.size == largest and generated:
                messages[host].append(f"{generated.lower()}.example")
        self.log(f"start-up: {self.options.startup_rounds} rounds over {len(self.kept_hosts)} kept hosts")
        samples, validations = interleaved(self.kept_hosts, messages, self.options.startup_rounds, self.log)
        results["startup_validation"] = sorted(validations)
        for (configuration, size, message), runs in samples.items():
            suffix = "" if configuration == "debug" else "_release"
            metrics = results["sizes"][str(size)]["metrics"]
            if message == BASELINE_MESSAGE:
                metrics["ready_to_route" + suffix] = summary([ready for _, ready, _ in runs])
                metrics["host_send" + suffix] = summary([seconds for seconds, _, _ in runs])
                metrics["routed_after_ready" + suffix] = summary([answered for _, _, answered in runs])
            else:
                metrics["activation" + suffix] = summary([answered for _, _, answered in runs])

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
