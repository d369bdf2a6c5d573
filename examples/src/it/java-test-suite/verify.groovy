// The build passed (invoker.properties says so); check that the parameterized cases were run and
// reported under their fixtures' names, as README promises with the Surefire setting. Without it
// the names are "openingsAreInProgress(Position)[1]" and so on.
def report = new File(basedir, 'target/surefire-reports/TEST-example.OpeningsTest.xml').text
def names = (report =~ /<testcase name="([^"]*)"/).collect { it[1] }
assert names.toSet() == [
    'openingsAreInProgress(Position)[1] corner',
    'openingsAreInProgress(Position)[2] center',
    'theCornerIsAnsweredByO',
].toSet() : "unexpected test names: ${names}"
return true
