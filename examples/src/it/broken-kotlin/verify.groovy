// The kapt build failed (invoker.properties says so); check that it failed for the right reasons,
// each mapped back to the Kotlin file and the fixture's line.
def log = new File(basedir, 'build.log').text
def expected = [
    /BrokenFixtures\.kt:9: error: \[noughts:character\] fixture hash: row 2, cell 2: '#' is not X, O or -/,
    /BrokenFixtures\.kt:12: error: \[noughts:o-more-than-x\] fixture oFirst is impossible: O has more marks than X \(X 1, O 2\), but X moves first/,
    /BrokenFixtures\.kt:15: error: \[noughts:expect\] fixture notADraw: expected DRAW but X wins: row 1/,
]
expected.each { pattern ->
    assert log =~ pattern : "build.log lacks ${pattern}"
}
def distinct = (log =~ /\[noughts:[^\]]+\] [^\n]*/).collect { it }.toSet()
assert distinct.size() == 3 : "expected exactly three noughts errors, found ${distinct}"
return true
