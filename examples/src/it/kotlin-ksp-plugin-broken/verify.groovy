// The build failed (invoker.properties says so); check that it failed for the right reasons: each
// KSP error is one [ERROR] line that starts with its file and line, the goal fails with their
// count, and there is no stack trace.
def log = new File(basedir, 'build.log').text
def expected = [
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:8: \[noughts:character\] fixture hash: row 2, cell 2: '#' is not X, O or -/,
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:10: \[noughts:o-more-than-x\] fixture oFirst is impossible: O has more marks than X \(X 1, O 2\), but X moves first/,
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:12: \[noughts:expect\] fixture notADraw: expected DRAW but X wins: row 1/,
    /KSP found 3 errors in the main sources; each is an \[ERROR\] line above, with its file and line/,
]
expected.each { pattern ->
    assert log =~ pattern : "build.log lacks ${pattern}"
}
def distinct = (log =~ /\[noughts:[^\]]+\] [^\n]*/).collect { it }.toSet()
assert distinct.size() == 3 : "expected exactly 3 noughts errors, found ${distinct}"
// From the goal on. Maven itself warns, with a trace, when a download from the build's file
// repository has no checksum (the goal resolves KSP's dependencies); such a warning is not the goal's.
def ksp = log.substring(log.indexOf('--- noughts-ksp:'))
    .replaceAll(/(?m)^\[WARNING\] Could not validate integrity[^\n]*\n(?:(?!\[)[^\n]*\n)*/, '')
assert !(ksp =~ /(?m)^\s+at [\w.$]+ ?\(/) : 'a stack trace was printed'
return true
