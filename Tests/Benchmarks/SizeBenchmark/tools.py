"""The package's own tools, run as a user runs them: through the entry scripts in Scripts/ (which
build the tool first, here in a tools scratch folder of the benchmark's), or, given a folder of
already-built tools (`--tools-bin`, what CI's first build made), those binaries directly."""
import os

from runner import run


class Tools:
    """Runs new-vertical, remove-vertical, check-dependencies and time-builds on one package."""

    def __init__(self, package, tools_scratch, tools_bin, env):
        self.package = package
        self.tools_scratch = tools_scratch
        self.tools_bin = tools_bin
        self.env = dict(env)
        self.env["VERTICALHUB_TOOLS_SCRATCH"] = tools_scratch

    def _command(self, script, binary, arguments, subcommand=None):
        if self.tools_bin:
            head = [os.path.join(self.tools_bin, binary)] + ([subcommand] if subcommand else [])
            return head + ["--package-path", self.package] + arguments
        return [os.path.join(self.package, "Scripts", script)] + arguments

    def warm_up(self):
        """Builds the tools in the tools scratch folder, untimed, so the first timed call does not
        pay for swift-syntax; nothing to do with --tools-bin."""
        if self.tools_bin:
            return
        for product in ("Scaffold", "CheckDependencies", "TimeBuilds"):
            run(["swift", "build", "--scratch-path", self.tools_scratch, "--product", product],
                cwd=self.package, env=self.env)

    def new_vertical(self, name, with_command, scratch):
        """`new-vertical NAME [--with-command]`; returns its seconds."""
        arguments = [name] + (["--with-command"] if with_command else []) + ["--scratch-path", scratch]
        seconds, _ = run(self._command("new-vertical", "Scaffold", arguments, "new-vertical"),
                         cwd=self.package, env=self.env)
        return seconds

    def remove_vertical(self, name):
        """`remove-vertical NAME`; returns its seconds."""
        seconds, _ = run(self._command("remove-vertical", "Scaffold", [name], "remove-vertical"),
                         cwd=self.package, env=self.env)
        return seconds

    def check_dependencies(self, check_scratch):
        """`check-dependencies` with every rule (manifest, imports, interface purity); returns its
        seconds. It must find no violation."""
        seconds, _ = run(self._command("check-dependencies", "CheckDependencies",
                                       ["--scratch-path", check_scratch]),
                         cwd=self.package, env=self.env)
        return seconds

    def time_builds(self, output):
        """`time-builds --quick` (never re-running a build for other processes' load: the
        benchmark reports the load instead); returns its seconds."""
        seconds, _ = run(self._command("time-builds", "TimeBuilds",
                                       ["--quick", "--max-foreign-load", "64", "--output", output]),
                         cwd=self.package, env=self.env)
        return seconds
