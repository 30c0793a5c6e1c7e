#!/usr/bin/env bash
# What the 50th vertical costs: a copy of the package grown by Scripts/new-vertical to
# N = 3, 13 and 50 verticals, each size measured several times in one run (builds, check-dependencies,
# time-builds, host start-up and tour, routing through the hub, the scaffold's own time):
#   bash Tests/Benchmarks/size-benchmark.sh                       # N = 3, 13, 50, three runs each
#   bash Tests/Benchmarks/size-benchmark.sh --quick --sizes 13    # CI: one run of each
#   bash Tests/Benchmarks/size-benchmark.sh --help                # every option
# Prints the table (medians, min-max, ratios) and the goals; writes results.json, results.md and
# size-figures.svg to .build-size/results (or --output). Tests/Benchmarks/SizeBenchmark/ holds the
# driver (Python 3, standard library only) and the routing probe.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec python3 Tests/Benchmarks/SizeBenchmark/size_benchmark.py "$@"
