# Sourced by the entry points in Scripts/ (check-dependencies, time-builds, new-vertical,
# remove-vertical, affected, check-api; a new entry point adopts it the same way), after they set `root`
# to the repository's root: `built_tool PRODUCT FOLDER...` prints the path of PRODUCT's binary in the
# tools' scratch folder (VERTICALHUB_TOOLS_SCRATCH, relative to the root unless absolute; else
# .build), building it first with `swift build --product PRODUCT` only when it is missing or
# older than Package.swift, Package.resolved (a dependency's version) or any file under the
# FOLDERs (relative to the root) it is built from: exactly the folders of the targets in the
# product's dependency closure, which `EntryScriptTests` compares with the manifest. The build
# runs on the root from wherever the caller is, its output on standard error. A fresh binary
# starts at once: no no-op `swift build` (9 s here) and no `swift build --show-bin-path` (2 s)
# before the tool runs. The entry point then runs the tool from the caller's folder, so a
# relative path the caller passes means what the caller meant:
#   exec "$(built_tool CheckDependencies Scripts/CheckDependencies ...)" --package-path "$root" "$@"
built_tool() {
    local product="$1"
    shift
    local scratch="${VERTICALHUB_TOOLS_SCRATCH:-.build}"
    case "$scratch" in
        /*) ;;
        *) scratch="$root/$scratch" ;;
    esac
    local binary="$scratch/debug/$product"
    local watched=("$root/Package.swift")
    if [ -e "$root/Package.resolved" ]; then watched+=("$root/Package.resolved"); fi
    local folder
    for folder in "$@"; do watched+=("$root/$folder"); done
    if [ ! -x "$binary" ] || [ -n "$(find "${watched[@]}" -newer "$binary" -print -quit 2>/dev/null)" ]; then
        swift build --package-path "$root" --scratch-path "$scratch" --product "$product" >&2 || return 1
        # SwiftPM leaves an unchanged binary's time alone: mark it as checked against the sources.
        touch "$binary"
    fi
    printf '%s\n' "$binary"
}
