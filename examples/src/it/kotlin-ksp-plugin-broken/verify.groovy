// The build failed (invoker.properties says so); check that it failed for the right reasons: each
// KSP error is one [ERROR] line that starts with its file and line, the goal fails with their
// count, and there is no stack trace.
def log = new File(basedir, 'build.log').text
def expected = [
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:8: \[noughts:character\] fixture hash: row 2, cell 2: '#' is not X, O or -/,
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:10: \[noughts:o-more-than-x\] fixture oFirst is impossible: O has more marks than X \(X 1, O 2\), but X moves first/,
    /(?m)^\[ERROR\] \/\S*\/BrokenFixtures\.kt:12: \[noughts:expect\] fixture notADraw: expected DRAW but X wins: row 1/,
    // KotlinTraps.kt, the same file as in broken-kotlin: the same words through KSP (on the
    // annotation's line, where kapt names the declaration's).
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:9: \[noughts:return-type\] fixture maybe returns dev\.noughts\.Position\?; fixtures return dev\.noughts\.Position/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:12: \[noughts:var\] fixture mutable is a var, and the generated class cannot implement its setter; declare it with val/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:16: \[noughts:not-a-method\] @Board is on parameter corner; it goes on an abstract method that returns dev\.noughts\.Position \(in Kotlin, an abstract fun or val\)/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:16: \[noughts:constructor\] example\.ConstructorFixture has no constructor without parameters that the generated class can call; add one that is not private/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:16: \[noughts:not-abstract\] fixture corner: @Board goes on an abstract val, so that the generated class can implement it; remove its initializer and declare it abstract/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:20: \[noughts:declaring-type\] example\.SealedTraps declares fixtures but is a sealed interface; declare fixtures in an interface or an abstract class/,
    /(?m)^\[ERROR\] \/\S*\/KotlinTraps\.kt:25: \[noughts:declaring-type\] example\.SealedClassTraps declares fixtures but is a sealed class; declare fixtures in an interface or an abstract class/,
    /KSP found 10 errors in the main sources; each is an \[ERROR\] line above, with its file and line/,
]
expected.each { pattern ->
    assert log =~ pattern : "build.log lacks ${pattern}"
}
// The daemon could not start, so the build's own JVM ran KSP, after one warning that says why.
assert log =~ /(?m)^\[WARNING\] the noughts KSP daemon could not run KSP \(\S*\/pom\.xml is not a directory\); running it in the build's JVM$/
def distinct = (log =~ /\[noughts:[^\]]+\] [^\n]*/).collect { it }.toSet()
assert distinct.size() == 10 : "expected exactly 10 noughts errors, found ${distinct}"
// From the goal on. Maven itself warns, with a trace, when a download from the build's file
// repository has no checksum (the goal resolves KSP's dependencies); such a warning is not the goal's.
def ksp = log.substring(log.indexOf('--- noughts-ksp:'))
    .replaceAll(/(?m)^\[WARNING\] Could not validate integrity[^\n]*\n(?:(?!\[)[^\n]*\n)*/, '')
assert !(ksp =~ /(?m)^\s+at [\w.$]+ ?\(/) : 'a stack trace was printed'
return true
