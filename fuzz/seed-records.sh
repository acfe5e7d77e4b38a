#!/bin/sh
# Seeds the local fuzz corpora (fuzz/corpus/, not committed) with the committed seeds
# and the real records of ../shared/data/games (read in place, never committed).
set -eu
cd "$(dirname "$0")"
games=../../shared/data/games
for target in read_bytes pgn_round_trip load_json; do
    mkdir -p "corpus/$target"
    cp seeds/$target/* "corpus/$target/"
done
find "$games" -type f -size -64k -exec cp {} corpus/read_bytes/ \;
for f in "$games"/cchess_testdata/*.pgn "$games"/golden/*.pgn_* "$games"/eleeye_xqftools/*.PGN; do
    iconv -f gbk -t utf-8 "$f" > "corpus/pgn_round_trip/$(basename "$f")" 2>/dev/null || cp "$f" corpus/pgn_round_trip/
done
echo "seeded: $(ls corpus/read_bytes | wc -l) read_bytes, $(ls corpus/pgn_round_trip | wc -l) pgn_round_trip inputs"
echo "run e.g.: cargo +nightly fuzz run -O read_bytes corpus/read_bytes -- -max_total_time=300"
