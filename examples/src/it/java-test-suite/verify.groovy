// The build passed (invoker.properties says so); check that the tests ran, and that the
// parameterized cases were reported as docs/howto.md says they are with the Surefire setting:
// the method, then JUnit's "[1] corner". Without the setting they read
// "openingsAreLegal(Position)[1]" and so on.
def names = { String test ->
    def report = new File(basedir, "target/surefire-reports/TEST-example.${test}.xml").text
    (report =~ /<testcase name="([^"]*)"/).collect { it[1] }.toSet()
}
assert names('OpeningsTest') == ['theCornerIsAnsweredByO'].toSet()
def parameterized = names('OpeningsParameterizedTest')
assert parameterized == [
    'openingsAreLegal(Position)[1] corner',
    'openingsAreLegal(Position)[2] center',
    'openingsAreLegal(Position)[3] topRow',
].toSet() : "unexpected test names: ${parameterized}"
return true
