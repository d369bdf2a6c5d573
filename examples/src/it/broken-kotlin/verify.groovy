// The kapt build failed (invoker.properties says so); check that it failed for the right reasons,
// each mapped back to the Kotlin file and the line of the declaration (kapt maps errors to
// declarations: the line of `fun`, `val`, `object` or `class`, under the annotation).
def log = new File(basedir, 'build.log').text
def expected = [
    // BrokenFixtures.kt: mistakes in the boards, as in Java.
    /BrokenFixtures\.kt:9: error: \[noughts:character\] fixture hash: row 2, cell 2: '#' is not X, O or -/,
    /BrokenFixtures\.kt:12: error: \[noughts:o-more-than-x\] fixture oFirst is impossible: O has more marks than X \(X 1, O 2\), but X moves first/,
    /BrokenFixtures\.kt:15: error: \[noughts:expect\] fixture notADraw: expected DRAW but X wins: row 1/,
    // KotlinShapes.kt: properties are fixtures named after them; a fixture with a body or a
    // top-level one is one error, and an object or a class that cannot declare fixtures one error
    // on its own line, in Kotlin's terms (the same words as through KSP).
    /KotlinShapes\.kt:11: error: \[noughts:expect\] fixture notADrawProperty: expected DRAW but X wins: row 1/,
    /KotlinShapes\.kt:16: error: \[noughts:o-more-than-x\] fixture oFirstProperty is impossible: O has more marks than X \(X 1, O 2\), but X moves first; if the fixture is impossible on purpose, say expect = \[Outcome\.IMPOSSIBLE\]/,
    /KotlinShapes\.kt:21: error: \[noughts:not-abstract\] fixture withBody: @Board goes on an abstract fun, so that the generated class can implement it; remove the body\n/,
    /KotlinShapes\.kt:24: error: \[noughts:not-abstract\] fixture withGetter: @Board goes on an abstract val, so that the generated class can implement it; remove its getter\n/,
    /KotlinShapes\.kt:28: error: \[noughts:declaring-type\] fixture topLevel is a top-level function; declare fixtures as abstract members of an interface or an abstract class/,
    /KotlinShapes\.kt:30: error: \[noughts:declaring-type\] example\.Singleton declares fixtures but is an object; declare fixtures in an interface or an abstract class/,
    /KotlinShapes\.kt:35: error: \[noughts:declaring-type\] example\.Plain declares fixtures but is a class that is not abstract; declare fixtures in an interface or an abstract class/,
    // KotlinTraps.kt, the same file as in kotlin-ksp-plugin-broken: the same words through kapt.
    /KotlinTraps\.kt:10: error: \[noughts:return-type\] fixture maybe returns dev\.noughts\.Position\?; fixtures return dev\.noughts\.Position/,
    /KotlinTraps\.kt:13: error: \[noughts:var\] fixture mutable is a var, and the generated class cannot implement its setter; declare it with val/,
    /KotlinTraps\.kt:16: error: \[noughts:not-a-method\] @Board is on parameter corner; it goes on an abstract method that returns dev\.noughts\.Position \(in Kotlin, an abstract fun or val\)/,
    /KotlinTraps\.kt:16: error: \[noughts:constructor\] example\.ConstructorFixture has no constructor without parameters that the generated class can call; add one that is not private/,
    /KotlinTraps\.kt:16: error: \[noughts:not-abstract\] fixture corner: @Board goes on an abstract val, so that the generated class can implement it; remove its initializer and declare it abstract/,
    /KotlinTraps\.kt:20: error: \[noughts:declaring-type\] example\.SealedTraps declares fixtures but is a sealed interface; declare fixtures in an interface or an abstract class/,
    /KotlinTraps\.kt:25: error: \[noughts:declaring-type\] example\.SealedClassTraps declares fixtures but is a sealed class; declare fixtures in an interface or an abstract class/,
    /BrokenEngineFixtures\.kt:9: error: \[noughts:perfect-play\] fixture answerTheCorner: perfect play from here is a draw, not X_WINS/,
    // A move of winningMoves beyond the exact solver, proved to lose by the prover through kapt.
    /BrokenEngineFixtures\.kt:19: error: \[noughts:winning-moves\] fixture throwAwayTheThree: winningMoves lists \(1,2\), but it is proved to lose \(after it, O wins by force: \(9,2\); line \(9,2\) \(9,1\) \(9,6\)\), so it is not a proved win\n/,
    // BrokenRuleFixtures.kt: a forbidden move in moves under rule = Rule.RENJU, as javac and KSP say it.
    /BrokenRuleFixtures\.kt:16: error: \[noughts:forbidden-move\] fixture doubleThree: move 9: X's \(8,8\) is forbidden under renju \(double three\), a foul that ends the game, O winning; X may not move onto a forbidden point, so play another move there/,
]
expected.each { pattern ->
    assert log =~ pattern : "build.log lacks ${pattern}"
}
def distinct = (log =~ /\[noughts:[^\]]+\] [^\n]*/).collect { it }.toSet()
assert distinct.size() == expected.size() : "expected exactly ${expected.size()} noughts errors, found ${distinct}"
['DefaultImpls', 'static', 'default', '$annotations'].each { java ->
    assert !distinct.any { it.contains(java) } : "an error speaks Java (${java}): ${distinct}"
}
return true
