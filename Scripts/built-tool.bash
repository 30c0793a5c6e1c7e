# Sourced by the entry points in Scripts/ (check-dependencies, time-builds, new-vertical,
# remove-vertical; a new entry point adopts it the same way): `built_tool PRODUCT FOLDER...`
# prints the path of PRODUCT's binary in the tools' scratch folder (VERTICALHUB_TOOLS_SCRATCH,
# else .build), building it first with `swift build --product PRODUCT` only when it is missing
# or older than Package.swift or any file under the FOLDERs it is built from; the build's
# output goes to standard error. A fresh binary starts at once: no no-op `swift build` (9 s
# here) and no `swift build --show-bin-path` (2 s) before the tool runs. Call it from the
# package root:  exec "$(built_tool CheckDependencies Scripts/CheckDependencies ...)" "$@"
built_tool() {
    local product="$1"
    shift
    local scratch="${VERTICALHUB_TOOLS_SCRATCH:-.build}"
    local binary="$scratch/debug/$product"
    if [ ! -x "$binary" ] || [ -n "$(find Package.swift "$@" -newer "$binary" -print -quit 2>/dev/null)" ]; then
        swift build --scratch-path "$scratch" --product "$product" >&2 || return 1
        # SwiftPM leaves an unchanged binary's time alone: mark it as checked against the sources.
        touch "$binary"
    fi
    printf '%s\n' "$binary"
}
