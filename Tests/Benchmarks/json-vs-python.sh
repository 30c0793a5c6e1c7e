#!/usr/bin/env bash
# Prelude's JSON against CPython's `json`, with orjson beside it, on a corpus of document
# shapes, same run:
#   bash Tests/Benchmarks/json-vs-python.sh
# Builds JSONBenchmarks in release, then json_vs_python.py alternates the sides three times.
# JSONBenchmarks is in the package only with VERTICALHUB_BENCHMARKS=1 (see Package.swift).
# orjson (PyPI) is installed when missing; it is shown for comparison and has no goal.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -c "import orjson" 2>/dev/null || python3 -m pip install -q orjson
export VERTICALHUB_BENCHMARKS=1
swift build -c release --product JSONBenchmarks
python3 Tests/Benchmarks/json_vs_python.py "$(swift build -c release --show-bin-path)/JSONBenchmarks"
