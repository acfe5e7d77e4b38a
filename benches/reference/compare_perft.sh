#!/usr/bin/env bash
# Perft from the start position: chuhe against the Python library cchess, in one run.
# Needs a venv with cchess (see cchess_perft.py). Usage: compare_perft.sh [PYTHON]
set -euo pipefail
cd "$(dirname "$0")/../.."
py=${1:-/tmp/venv-ref/bin/python}
cargo build --release --locked -q
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
chuhe_out=$(./target/release/chuhe bench perft --depth 5)
echo "chuhe  $chuhe_out"
ref_out=$("$py" benches/reference/cchess_perft.py 3)
echo "$ref_out"
chuhe_rate=$(echo "$chuhe_out" | sed -E 's/.*= ([0-9.]+) M leaves\/s.*/\1/')
ref_rate=$(echo "$ref_out" | sed -E 's/.*= ([0-9,]+) leaves\/s/\1/' | tr -d ,)
python3 -c "print(f'ratio chuhe/cchess: {float($chuhe_rate)*1e6/float($ref_rate):,.0f}x')"
