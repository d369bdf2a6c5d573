// The build passed (invoker.properties says so); check that both engines ran their test in one
// Surefire run: jqwik's property and JUnit Jupiter's test. Surefire reports the class once per
// engine ("Tests run: 1" twice), so the count is the summary's, and both names are in the report.
def log = new File(basedir, 'build.log').text
assert log.contains('Tests run: 2, Failures: 0, Errors: 0, Skipped: 0') : 'expected 2 tests run'
def report = new File(basedir, 'target/surefire-reports/TEST-example.RandomGamesTest.xml').text
def names = (report =~ /<testcase name="([^"]*)"/).collect { it[1] }.toSet()
assert names == ['everyPositionInProgressHasALegalMove', 'theEmptyBoardHasNineLegalMoves'].toSet() :
    "unexpected tests: ${names}"
return true
