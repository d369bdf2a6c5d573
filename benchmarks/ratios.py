#!/usr/bin/env python3
"""Prints the gameOver figures of a JMH JSON result (-rf json) and their ratios to the baselines.

Each figure is the median of the forks' medians, in ns per call; the range after it is the lowest
and highest fork median. With --markdown, prints the rows of the gameOver tables of
benchmarks/README.md (and docs/PERFORMANCE.md) instead.
Usage: python3 benchmarks/ratios.py [--markdown] jmh.json
"""
import json
import statistics
import sys

BOARDS = ["LIVE_COLUMNS", "LAST_ZERO", "DRAW", "FIRST_ROW", "FIRST_COLUMN", "RANDOM"]


def figure(entry):
    forks = [statistics.median(fork) for fork in entry["primaryMetric"]["rawData"]]
    return statistics.median(forks), min(forks), max(forks)


def read(path):
    results = {}
    for entry in json.load(open(path)):
        name = entry["benchmark"].rsplit(".", 1)
        params = entry.get("params", {})
        key = (name[0].rsplit(".", 1)[1], params.get("size", ""), params.get("board", ""))
        results.setdefault(key, {})[name[1]] = figure(entry)
    return results


def ratio(benches, base):
    return benches["gameOver"][0] / benches[base][0]


def timed(fig):
    """A figure and its range, in ns below 1 µs, else in µs (two decimals below 10 µs)."""
    median, low, high = fig
    if median < 1000:
        return f"{median:,.1f} ns ({low:,.1f}–{high:,.1f})"
    digits = 2 if median < 10_000 else 1
    return f"{median / 1000:,.{digits}f} µs ({low / 1000:,.{digits}f}–{high / 1000:,.{digits}f})"


def plain(results):
    order = lambda kv: (kv[0][0], int(kv[0][1] or 0), kv[0][2])
    for (suite, size, board), benches in sorted(results.items(), key=order):
        cells = " ".join(
            f"{b} {m:,.1f} [{lo:,.1f}..{hi:,.1f}]" for b, (m, lo, hi) in sorted(benches.items()))
        ratios = "".join(
            f" /{base} {ratio(benches, base):.2f}x"
            for base in ("floor", "seed") if "gameOver" in benches and base in benches)
        print(f"{suite} {size} {board}: {cells}{' |' + ratios if ratios else ''}")


def markdown(results):
    print("| n | board | `gameOver` | `floor` | `seed` | / `floor` | / `seed` |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for size in sorted({int(k[1]) for k in results if k[0] == "GameOverBenchmark"}):
        for board in BOARDS:
            b = results.get(("GameOverBenchmark", str(size), board))
            if b:
                print(f"| {size} | {board} | {timed(b['gameOver'])} | {timed(b['floor'])} | "
                      f"{timed(b['seed'])} | {ratio(b, 'floor'):.2f}x | {ratio(b, 'seed'):.2f}x |")
    for (suite, size, board), benches in sorted(results.items()):
        if suite != "GameOverBenchmark":
            for name, fig in sorted(benches.items()):
                print(f"{suite}.{name}: {timed(fig)}")


if __name__ == "__main__":
    args = sys.argv[1:]
    if args[0] == "--markdown":
        markdown(read(args[1]))
    else:
        plain(read(args[0]))
