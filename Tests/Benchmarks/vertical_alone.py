"""One vertical built alone, clean, in this package and in another clone of it, alternately.

"Clean" means the package's own modules (Prelude, JSONSchema, HubInterfaces, VerticalInterfaces
and the vertical): their compiler outputs are deleted from each tree's .build before every
timed `swift build --target VERTICAL`, and the dependencies stay built, as in the size
benchmark. Each round builds in both trees, one after the other, so that the machine's load
falls on both alike; each round prints its ratio.

    python3 Tests/Benchmarks/vertical_alone.py --before ../before [--vertical Info] [--rounds 3]

Standard library only. The other clone is usually another commit of this package (a
`git worktree add ../before <commit>`); both build in debug with VERTICALHUB_WARNINGS_AS_ERRORS=1.
"""
import argparse
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.abspath(os.path.join(HERE, "..", ".."))
# What the compiler leaves for a module in its .build folder and in Modules/.
COMPILER_OUTPUTS = (".o", ".d", ".dia", ".swiftdeps", ".swiftdeps~", ".priors", ".autolink",
                    ".swiftconstvalues", ".swiftmodule", ".swiftdoc", ".swiftsourceinfo", ".json~", ".abi.json")
OWN_MODULES = ["Prelude", "JSONSchema", "HubInterfaces", "VerticalInterfaces"]


def debug_folders(tree):
    """Every <triple>/debug folder of the tree's .build."""
    build = os.path.join(tree, ".build")
    if not os.path.isdir(build):
        return []
    return [os.path.join(build, triple, "debug") for triple in os.listdir(build)
            if "-" in triple and os.path.isdir(os.path.join(build, triple, "debug"))]


def clean(tree, modules):
    """Deletes the compiler's outputs of `modules` in the tree's debug builds."""
    for debug in debug_folders(tree):
        for module in modules:
            folder = os.path.join(debug, f"{module}.build")
            if os.path.isdir(folder):
                for name in os.listdir(folder):
                    if name.endswith(COMPILER_OUTPUTS):
                        os.remove(os.path.join(folder, name))
            modules_folder = os.path.join(debug, "Modules")
            if os.path.isdir(modules_folder):
                for name in os.listdir(modules_folder):
                    if name.split(".")[0] == module:
                        subprocess.run(["rm", "-rf", os.path.join(modules_folder, name)], check=True)


def build(tree, vertical, env):
    """`swift build --target VERTICAL` in the tree; its seconds. Exits naming the tree when it fails."""
    started = time.perf_counter()
    done = subprocess.run(["swift", "build", "--target", vertical], cwd=tree, env=env,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if done.returncode != 0:
        sys.exit(f"vertical_alone: swift build --target {vertical} failed in {tree}:\n{done.stdout[-3000:]}")
    return time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", required=True, help="The other clone of the package, to compare with.")
    parser.add_argument("--vertical", default="Info", help="The vertical to build alone (Info when omitted).")
    parser.add_argument("--rounds", type=int, default=3, help="Rounds, each building in both trees (3).")
    options = parser.parse_args()
    before = os.path.abspath(options.before)
    if not os.path.isfile(os.path.join(before, "Package.swift")):
        parser.error(f"--before names {before}, which holds no Package.swift")
    if options.rounds < 1:
        parser.error("--rounds must be 1 or more")
    env = dict(os.environ, VERTICALHUB_WARNINGS_AS_ERRORS="1")
    trees = {"this package": PACKAGE, "before": before}
    for tree in trees.values():  # dependencies and the build plan, untimed
        build(tree, options.vertical, env)
    seconds = {name: [] for name in trees}
    for round_number in range(1, options.rounds + 1):
        for name, tree in trees.items():
            clean(tree, OWN_MODULES + [options.vertical])
            seconds[name].append(build(tree, options.vertical, env))
        now, then = seconds["this package"][-1], seconds["before"][-1]
        print(f"round {round_number}: {options.vertical} alone, clean: this package {now:.2f} s, before "
              f"{then:.2f} s, ratio {now / then:.2f} (load {os.getloadavg()[0]:.1f})", flush=True)


if __name__ == "__main__":
    main()
