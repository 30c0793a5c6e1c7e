#!/usr/bin/env bash
# Prelude's JSON against CPython's `json`, same documents, same run (issue 16):
#   bash Tests/Benchmarks/json-vs-python.sh
# Builds PreludeBenchmarks in release, then json_vs_python.py alternates the two three times.
# PreludeBenchmarks is in the package only with VERTICALHUB_BENCHMARKS=1 (see Package.swift).
set -euo pipefail
cd "$(dirname "$0")/../.."
export VERTICALHUB_BENCHMARKS=1
swift build -c release --product PreludeBenchmarks
python3 Tests/Benchmarks/json_vs_python.py "$(swift build -c release --show-bin-path)/PreludeBenchmarks"
