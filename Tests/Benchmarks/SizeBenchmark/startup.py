"""Start-up at each size: the host as built at that size (debug and release) kept aside, so that
every size's `host` runs interleaved with the others' in one phase at the end, under the same load,
and its `--report-startup` lines read; the build-time policy graph check run as the build runs it;
and the host's rebuild after a one-line policy edit."""
import json
import os
import re
import shutil
import tempfile

from runner import run

# The ready line and the answered line `host ... --report-startup` prints on standard error.
READY = re.compile(r"^host: ready to route (\d+) plugins after ([0-9.]+) ms \(the policy graph (.*)\)$", re.M)
ANSWERED = re.compile(r"^host: first message answered after ([0-9.]+) ms, ([0-9.]+) ms after ready to route$", re.M)

# The message every size's host sends: Info's query. Info starts at launch (it subscribes to an event
# at launch), so the answer costs routing only, and the message is there at every size.
BASELINE_MESSAGE = "info.current"


class StartupFailed(Exception):
    """The host did not print the `--report-startup` lines the benchmark reads."""


class KeptHost:
    """A `host` executable and its resource bundles copied out of a build folder, runnable after
    the copy has grown (the bundles sit beside it, where the host looks first)."""

    def __init__(self, folder, configuration, size):
        self.folder = folder
        self.configuration = configuration
        self.size = size
        self.executable = os.path.join(folder, "host")
        self.data = os.path.join(folder, "data")

    @classmethod
    def keep(cls, bin_path, folder, configuration, size):
        """Copies `host` and every `*.resources` bundle of `bin_path` into `folder` (replacing it)."""
        if os.path.exists(folder):
            shutil.rmtree(folder)
        os.makedirs(folder)
        shutil.copy2(os.path.join(bin_path, "host"), os.path.join(folder, "host"))
        for name in os.listdir(bin_path):
            if name.endswith(".resources") and os.path.isdir(os.path.join(bin_path, name)):
                shutil.copytree(os.path.join(bin_path, name), os.path.join(folder, name), symlinks=True)
        return cls(folder, configuration, size)

    def send(self, message):
        """`host send query MESSAGE --report-startup` in its own data folder (kept between runs, so
        that each run starts as a user's second run does: the records database already made);
        returns (process seconds, ready ms, answered-after-ready ms, plugins, how the graph was known)."""
        seconds, _, errors = run([self.executable, "send", "query", message, "--report-startup",
                                  "--data-dir", self.data], cwd=self.folder, errors=True)
        ready = READY.search(errors)
        answered = ANSWERED.search(errors)
        if not ready or not answered:
            raise StartupFailed(f"`{self.executable} send query {message} --report-startup` printed no ready and "
                                f"answered lines on standard error:\n{errors[-2000:]}")
        return seconds, float(ready.group(2)), float(answered.group(2)), int(ready.group(1)), ready.group(3)


def interleaved(hosts, messages, rounds, log):
    """Runs every kept host `rounds` times, one run of each per round (so that the load the machine
    is under falls on every size alike), after one untimed run each (which makes its data folder).
    `messages` maps a kept host to the messages it sends, one per run, in turn; returns
    {(configuration, size, message): [(seconds, ready, answered), ...]} and the graph validations seen."""
    samples = {}
    validations = set()
    for host in hosts:
        for message in messages[host]:
            host.send(message)
    for index in range(rounds):
        for host in hosts:
            for message in messages[host]:
                seconds, ready, answered, _, validation = host.send(message)
                validations.add(validation)
                samples.setdefault((host.configuration, host.size, message), []).append((seconds, ready, answered))
        log(f"start-up round {index + 1} of {rounds}: "
            + ", ".join(f"{host.configuration} N = {host.size} {samples[(host.configuration, host.size, messages[host][0])][-1][1]:.1f} ms"
                        for host in hosts))
    return samples, validations


def graph_check_command(scratch, configuration="debug"):
    """The PolicyGraphCheck command line exactly as PolicyGraphPlugin gave it to the build, read from
    SwiftPM's build manifest (`<scratch>/<configuration>.yaml`), with its `--output` moved to a
    scratch file of the benchmark's so that timing it leaves the build's output alone."""
    with open(os.path.join(scratch, f"{configuration}.yaml"), encoding="utf-8") as file:
        manifest = file.read()
    match = re.search(r'^  "Validating the policy graph of HostCLI[^"]*":\n(?:    .*\n)*?    args: (\[.*\])$',
                      manifest, re.M)
    if not match:
        raise StartupFailed(f"{scratch}/{configuration}.yaml has no command validating HostCLI's policy graph")
    arguments = json.loads(match.group(1))
    output = arguments.index("--output") + 1
    arguments[output] = os.path.join(tempfile.gettempdir(), "size-benchmark-ValidatedGraph.json")
    return arguments


def time_graph_check(arguments, cwd, runs):
    """Runs the build-time graph check `runs` times; returns the seconds of each run."""
    return [run(arguments, cwd=cwd)[0] for _ in range(runs)]
