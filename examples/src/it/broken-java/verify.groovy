// The build failed (invoker.properties says so); check that it failed for the right reasons,
// each reported by javac at the right file and line.
def log = new File(basedir, 'build.log').text
def expected = [
    /BrokenFixtures\.java:\[10,\d+\] \[noughts:character\] fixture hash: row 2, cell 2: '#' is not X, O or -/,
    /BrokenFixtures\.java:\[14,\d+\] \[noughts:o-more-than-x\] fixture oFirst is impossible: O has more marks than X \(X 1, O 2\), but X moves first/,
    /BrokenFixtures\.java:\[17,\d+\] \[noughts:expect\] fixture notADraw: expected DRAW but X wins: row 1/,
    // On the attribute, and on the one move of it that is wrong.
    /BrokenEngineFixtures\.java:\[9,\d+\] \[noughts:perfect-play\] fixture answerTheCorner: perfect play from here is a draw, not X_WINS/,
    /BrokenEngineFixtures\.java:\[10,\d+\] \[noughts:avoid-moves\] fixture answerTheCorner: avoidMoves lists \(2,2\), but it keeps the draw/,
]
expected.each { pattern ->
    assert log =~ pattern : "build.log lacks ${pattern}"
}
// Maven prints each compile error twice; count the distinct ones.
def distinct = (log =~ /\[noughts:[^\]]+\] [^\n]*/).collect { it }.toSet()
assert distinct.size() == 5 : "expected exactly five noughts errors, found ${distinct}"
return true
