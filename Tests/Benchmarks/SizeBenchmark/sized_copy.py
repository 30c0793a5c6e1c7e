"""The benchmark's copy of the package, at one fixed path, so that every size shares one
SwiftPM scratch folder and the dependencies are built once: the files a fresh clone has,
grown with Scripts/new-vertical, some verticals made to ask others through the hub, and the
routing probe added while it runs."""
import hashlib
import json
import os
import re
import shutil
import subprocess

from runner import run

PROBE_FOLDER = "Tests/Benchmarks/SizeBenchmark/RoutingProbe"
PROBE_MARKER = "// The size benchmark's routing probe, added in its copy only."


def generated_name(index):
    """The name of the index-th generated vertical (1-based): Feature01, Feature02, ..."""
    return f"Feature{index:02d}"


class SizedCopy:
    """A copy of the package at `root` (a fixed path), built in `scratch`."""

    def __init__(self, source, root, scratch):
        self.source = source
        self.root = root
        self.scratch = scratch

    def make(self):
        """Replaces the copy with the files of the source a fresh clone has (tracked, and
        untracked but not ignored), keeping nothing of an earlier run but the scratch folder."""
        if os.path.exists(self.root):
            shutil.rmtree(self.root)
        listing = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=self.source, check=True, stdout=subprocess.PIPE).stdout.decode()
        for path in filter(None, listing.split("\0")):
            origin = os.path.join(self.source, path)
            if not os.path.isfile(origin):
                continue
            destination = os.path.join(self.root, path)
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copy2(origin, destination)

    def path(self, relative):
        return os.path.join(self.root, relative)

    def read(self, relative):
        with open(self.path(relative), encoding="utf-8") as file:
            return file.read()

    def write(self, relative, text):
        os.makedirs(os.path.dirname(self.path(relative)), exist_ok=True)
        with open(self.path(relative), "w", encoding="utf-8") as file:
            file.write(text)

    def verticals(self):
        """The names in Package.swift's `let verticals = [...]`, on one line or several."""
        match = re.search(r"^let verticals = \[(.*?)\]", self.read("Package.swift"), re.S | re.M)
        if not match:
            raise ValueError("Package.swift has no `let verticals = [...]`")
        return re.findall(r'"([^"]+)"', match.group(1))

    def snapshot(self):
        """Every file's SHA-256, from the root, leaving out what SwiftPM writes (.build*,
        .swiftpm, Package.resolved): two equal snapshots are byte-identical trees."""
        digests = {}
        for folder, folders, files in os.walk(self.root):
            folders[:] = [name for name in folders
                          if not (folder == self.root and (name.startswith(".build") or name == ".swiftpm"))]
            for name in files:
                relative = os.path.relpath(os.path.join(folder, name), self.root)
                if relative == "Package.resolved":
                    continue
                with open(os.path.join(folder, name), "rb") as file:
                    digests[relative] = hashlib.sha256(file.read()).hexdigest()
        return digests

    @staticmethod
    def differences(before, after):
        """The paths whose bytes differ between two snapshots, or that only one of them has."""
        return sorted(path for path in set(before) | set(after) if before.get(path) != after.get(path))

    def own_targets(self, env):
        """The package's target names, from `swift package dump-package` (with `env` added to
        the environment)."""
        _, output = run(["swift", "package", "--scratch-path", self.scratch, "dump-package"], cwd=self.root, env=env)
        return [target["name"] for target in json.loads(output)["targets"]]

    # What a compile of a module leaves in its `<Target>.build` folder; the folder's plan files
    # (sources, output-file-map.json, DerivedSources, include), which SwiftPM writes when it plans
    # and not when it builds, stay.
    COMPILER_OUTPUTS = (".o", ".d", ".dia", ".swiftdeps", ".swiftdeps~", ".priors", ".autolink",
                        ".swiftconstvalues", ".swiftmodule", ".swiftdoc", ".swiftsourceinfo", ".json~")

    def remove_own_products(self, targets, products):
        """Deletes what compiling and linking the package's own targets and products left in the
        scratch folder, so the next build compiles every own module again from nothing; the
        dependencies' products stay (what "clean" means in this benchmark: the package's own
        modules, not its dependencies, whose cost does not change with the number of verticals)."""
        for configuration_folder in self._configuration_folders():
            for target in targets:
                for folder_name in (f"{target}.build", f"{target}-tool.build"):
                    folder = os.path.join(configuration_folder, folder_name)
                    if not os.path.isdir(folder):
                        continue
                    for name in os.listdir(folder):
                        if name.endswith(self.COMPILER_OUTPUTS) or name.endswith(".abi.json"):
                            _remove(os.path.join(folder, name))
                modules = os.path.join(configuration_folder, "Modules")
                if os.path.isdir(modules):
                    for name in os.listdir(modules):
                        if name.split(".")[0] == target:
                            _remove(os.path.join(modules, name))
            for product in products:
                _remove(os.path.join(configuration_folder, product))

    def _configuration_folders(self):
        if not os.path.isdir(self.scratch):
            return []
        folders = []
        for triple in os.listdir(self.scratch):
            candidate = os.path.join(self.scratch, triple, "debug")
            if "-" in triple and os.path.isdir(candidate):
                folders.append(candidate)
        return folders

    def add_probe(self):
        """Adds the routing probe (its source came with the copy) as an executable target of the
        copy, with the copy's list of verticals beside it."""
        shutil.copy2(self.path("Host/CLI/App/Verticals.swift"), self.path(PROBE_FOLDER + "/Verticals.swift"))
        manifest = self.read("Package.swift")
        self.write("Package.swift", manifest + f"""
{PROBE_MARKER}
package.targets.append(
    .executableTarget(
        name: "RoutingProbe", dependencies: verticals.map {{ .target(name: $0) }} + common + ["PlatformHub"],
        path: "{PROBE_FOLDER}", swiftSettings: settings + strictWarnings))
""")

    def remove_probe(self):
        """Takes the routing probe out of the copy again."""
        manifest = self.read("Package.swift")
        if PROBE_MARKER in manifest:
            self.write("Package.swift", manifest[:manifest.index(PROBE_MARKER) - 1])
        _remove(self.path(PROBE_FOLDER + "/Verticals.swift"))


def _remove(path):
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path, ignore_errors=True)
    elif os.path.lexists(path):
        os.remove(path)
