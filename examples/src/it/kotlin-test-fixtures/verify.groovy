// The build passed (invoker.properties expects it to); check that it passed for the right reasons:
// both kapt runs generated their classes, javac compiled them, and the Kotlin tests ran; the
// fixtures under renju and exactly k (rule = ...) too, a renju win the prover checks among them.
['target/classes/example/OpeningsBoards.class',
 'target/test-classes/example/EndgamesBoards.class',
 'target/test-classes/example/EndgamesTest.class',
 'target/test-classes/example/RuleFixturesBoards.class'].each { path ->
    assert new File(basedir, path).isFile() : "the build did not produce ${path}"
}
def report = new File(basedir, 'target/surefire-reports/TEST-example.EndgamesTest.xml')
assert report.isFile() : 'the Kotlin tests did not run'
def suite = (report.text =~ /<testsuite [^>]*/)[0]
assert suite =~ / tests="3"/ : "expected 3 tests: ${suite}"
assert suite =~ / failures="0"/ && suite =~ / errors="0"/ && suite =~ / skipped="0"/ : suite
def rules = new File(basedir, 'target/surefire-reports/TEST-example.RuleFixturesTest.xml')
assert rules.isFile() : 'the rule fixtures test did not run'
def ruleSuite = (rules.text =~ /<testsuite [^>]*/)[0]
assert ruleSuite =~ / tests="1"/ && ruleSuite =~ / failures="0"/ && ruleSuite =~ / errors="0"/ : ruleSuite
return true
