#!/bin/sh
# The built-in engine against Fairy-Stockfish at UCI_Elo 1500, 2000, 2500 and full
# strength (`chuhe match`): colours alternating, each opening twice, at TIME ms +
# INC ms a move per side (the issue's 10 s + 0.1 s by default). Runs niced: the
# machine is shared. GAMES per strength (default 10); the README has the figures.
set -eu
cd "$(dirname "$0")/.."
GAMES="${GAMES:-10}"
TIME="${TIME:-10000}"
INC="${INC:-100}"
cargo build --release --locked --quiet
for elo in 1500 2000 2500 full; do
    nice -n 19 ./target/release/chuhe match --games "$GAMES" --elo "$elo" --time "$TIME" --inc "$INC"
done
