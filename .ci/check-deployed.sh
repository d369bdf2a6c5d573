#!/usr/bin/env bash
# Run after a build from clean (./mvnw clean verify) of this clone: builds again from clean, deploys
# to a file repository, target/deploy-check, instead of Maven Central, and checks with
# CheckDeployed.java that
#  - every published module was deployed complete: jar, sources, Javadoc and POM (POM only for the
#    parent and the BOM), each POM with what Central requires;
#  - the rebuilt jars (and the BOM) are byte-identical to those of the build before: reproducible.
set -euo pipefail
cd "$(dirname "$0")/.."

earlier="$(mktemp)"
trap 'rm -f "$earlier"' EXIT
sha256sum pom.xml ./*/pom.xml ./*/target/*.jar > "$earlier"

./mvnw -B -ntp clean deploy -Dmaven.test.skip=true -Dinvoker.skip=true \
  -DaltDeploymentRepository="local::file:$PWD/target/deploy-check"
java .ci/CheckDeployed.java target/deploy-check "$earlier"
