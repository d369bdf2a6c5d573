#!/usr/bin/env bash
# Runs the benchmarks jar on JDK 25, passing every argument to JMH (a benchmark regex, -p, -rf ...).
# The JDK is $JDK25_HOME, by default the Temurin 25 install of the project's machines.
# Run from the project root after ./mvnw -B -ntp -pl benchmarks -am package -DskipTests:
#   bash benchmarks/jdk25.sh GameOverBenchmark -p size=1000
set -euo pipefail
java_home=${JDK25_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}
"$java_home/bin/java" -version 2>&1 | head -1
exec "$java_home/bin/java" -jar benchmarks/target/benchmarks.jar "$@"
