#!/usr/bin/env bash
# Perft 5 from the start position: chuhe against Fairy-Stockfish, in one run.
# Fairy-Stockfish is the WebAssembly build from the npm registry
# (fairy-stockfish-nnue.wasm 1.1.12, run by Node.js): the only build of a reference
# engine this machine can fetch (Pikafish cannot be built here). Its perft runs
# inside the engine (UCI "go perft 5"); its CPU time is the process's user time less
# that of a perft 1 (start-up and WebAssembly compilation).
# Usage: compare_fairy_stockfish.sh [DIR for the npm package, default /tmp/fsf]
set -euo pipefail
cd "$(dirname "$0")/../.."
dir=${1:-/tmp/fsf}
pkg="$dir/node_modules/fairy-stockfish-nnue.wasm"
if [ ! -f "$pkg/uci.js" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm install --silent fairy-stockfish-nnue.wasm@1.1.12)
fi
cargo build --release --locked -q
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
chuhe_out=$(./target/release/chuhe bench perft --depth 5)
echo "chuhe  $chuhe_out"
# Node 20 would fetch() the .wasm by path; --no-experimental-fetch makes it read it.
fsf_user() {
    local depth=$1 wait=$2
    (echo "setoption name UCI_Variant value xiangqi"; echo "position startpos"
     echo "go perft $depth"; sleep "$wait"; echo quit) |
        /usr/bin/time -f "%U" node --no-experimental-fetch "$pkg/uci.js" 2>&1 >/tmp/fsf-perft.out | tail -n 1
    grep -q "Nodes searched" /tmp/fsf-perft.out || { echo "no perft result from Fairy-Stockfish" >&2; exit 1; }
}
base=$(fsf_user 1 5)
full=$(fsf_user 5 90)
grep "Nodes searched" /tmp/fsf-perft.out
python3 - "$chuhe_out" "$base" "$full" <<'PY'
import re, sys
chuhe = float(re.search(r"in ([0-9.]+) s CPU", sys.argv[1]).group(1))
fsf = float(sys.argv[3]) - float(sys.argv[2])
print(f"Fairy-Stockfish (wasm) perft 5: {fsf:.2f} s CPU ({sys.argv[3]} s less {sys.argv[2]} s start-up)")
print(f"ratio Fairy-Stockfish/chuhe CPU time: {fsf / chuhe:.1f}x")
PY
