#!/usr/bin/env bash
# Times the whole noughts process on all 19,683 3 x 3 boards (check --each-line --json), next to
# `java -version` (JVM start-up alone), five runs each, and prints the medians in seconds.
# Run from the project root after ./mvnw package: bash benchmarks/cli-timing.sh
set -euo pipefail
jar=cli/target/noughts.jar
boards=$(mktemp)
trap 'rm -f "$boards"' EXIT
awk 'BEGIN {
  s = "-XO"
  for (code = 0; code < 19683; code++) {
    rest = code; line = ""
    for (i = 0; i < 9; i++) {
      cell = substr(s, rest % 3 + 1, 1); rest = int(rest / 3)
      line = line (i == 0 ? "" : (i % 3 == 0 ? " / " : " ")) cell
    }
    print line
  }
}' > "$boards"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
time_runs() {
  for _ in 1 2 3 4 5; do
    start=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || true
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f\n", b - a }'
  done | median
}

echo "boards: $(wc -l < "$boards")"
echo "java -version: $(time_runs java -version) s"
echo "noughts check --each-line --json: $(time_runs java -jar "$jar" check --each-line --json "$boards") s"
java -jar "$jar" check --each-line --json "$boards" | grep -o '"status":"[a-z_]*"' | sort | uniq -c
