#!/usr/bin/env python3
"""Prints the gameOver figures of a JMH JSON result (-rf json) and their ratios to the baselines.

Each figure is the median of the forks' medians, in ns per call; the range after it is the lowest
and highest fork median. Usage: python3 benchmarks/ratios.py jmh.json
"""
import json
import statistics
import sys


def figure(entry):
    forks = [statistics.median(fork) for fork in entry["primaryMetric"]["rawData"]]
    return statistics.median(forks), min(forks), max(forks)


def main(path):
    results = {}
    for entry in json.load(open(path)):
        name = entry["benchmark"].rsplit(".", 1)
        params = entry.get("params", {})
        key = (name[0].rsplit(".", 1)[1], params.get("size", ""), params.get("board", ""))
        results.setdefault(key, {})[name[1]] = figure(entry)
    for (suite, size, board), benches in sorted(results.items(), key=lambda kv: (kv[0][0], int(kv[0][1] or 0), kv[0][2])):
        cells = " ".join(f"{b} {m:,.1f} [{lo:,.1f}..{hi:,.1f}]" for b, (m, lo, hi) in sorted(benches.items()))
        ratios = ""
        for base in ("floor", "seed"):
            if "gameOver" in benches and base in benches:
                ratios += f" /{base} {benches['gameOver'][0] / benches[base][0]:.2f}x"
        print(f"{suite} {size} {board}: {cells}{' |' + ratios if ratios else ''}")


if __name__ == "__main__":
    main(sys.argv[1])
