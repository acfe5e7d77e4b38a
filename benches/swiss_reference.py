#!/usr/bin/env python3
"""Pairs Swiss rounds with py4swiss (PyPI; its Dutch engine is checked against
bbpPairings), for tests/tournament_swiss_reference.rs.

Reads one JSON query a line on stdin:
  {"rounds": R, "players": [{"tpn": 1, "rating": 2000,
                             "results": [[opponent_tpn_or_0, "w"|"b"|"-", "1"|"0"|"="|"+"|"-"|"U"], ...],
                             "acc": [points added for pairing in round 1, 2, ...] (optional)}, ...]}
and writes one JSON answer a line: {"pairs": [[white_tpn, black_tpn], ...], "bye": tpn|null}
or {"error": "..."}. Each query becomes a TRF(x) file (FIDE TRF-16 columns, with XXR for the
number of rounds, XXC white1 for the initial colour and XXA for accelerated rounds).
"""

import json
import sys
import tempfile
from pathlib import Path

from py4swiss.engines import DutchEngine
from py4swiss.trf import TrfParser

POINTS = {"1": 1.0, "+": 1.0, "U": 1.0, "=": 0.5, "0": 0.0, "-": 0.0}


def trf_text(query):
    lines = ["012 chuhe reference check", f"XXR {query['rounds']}", "XXC white1"]
    for p in query["players"]:
        acc = p.get("acc") or []
        if any(acc):
            lines.append("XXA " + f"{p['tpn']:4d}" + "".join(f" {a:4.1f}" for a in acc))
    for p in query["players"]:
        points = sum(POINTS[r[2]] for r in p["results"])
        line = (
            f"001 {p['tpn']:4d} m    {('P' + str(p['tpn'])):<33} {p['rating']:4d}"
            f" {'':3} {'':11} {'':10} {points:4.1f} {p['tpn']:4d}"
        )
        assert len(line) == 89, len(line)
        for opp, colour, result in p["results"]:
            opp_text = "0000" if opp == 0 else f"{opp:4d}"
            line += f"  {opp_text} {colour} {result}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def answer(query, tmp):
    trf_path = Path(tmp) / "t.trf"
    trf_path.write_text(trf_text(query), encoding="utf-8")
    trf = TrfParser.parse(trf_path, strict=True)
    pairings = DutchEngine.generate_pairings(trf)
    out_path = Path(tmp) / "p.txt"
    DutchEngine.write_pairings_to_file(pairings, out_path)
    pairs, bye = [], None
    for row in out_path.read_text(encoding="utf-8").split("\n")[1:]:
        if not row.strip():
            continue
        white, black = (int(x) for x in row.split())
        if black == 0:
            bye = white
        else:
            pairs.append([white, black])
    return {"pairs": pairs, "bye": bye}


def main():
    with tempfile.TemporaryDirectory() as tmp:
        for line in sys.stdin:
            if not line.strip():
                continue
            try:
                result = answer(json.loads(line), tmp)
            except Exception as e:  # noqa: BLE001 - reported to the test, which fails
                result = {"error": f"{type(e).__name__}: {e}"}
            print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
