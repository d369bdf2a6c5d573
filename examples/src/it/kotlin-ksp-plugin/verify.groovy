// The build passed (invoker.properties says so): the plugin ran KSP2 on the main and the test
// sources, and the kotest specs ran against what it generated.
def main = new File(basedir, 'target/generated-sources/ksp/java/example/OpeningsBoards.java')
def test = new File(basedir, 'target/generated-test-sources/ksp/java/example/TacticsBoards.java')
assert main.isFile() : "KSP did not generate ${main}"
assert test.isFile() : "KSP did not generate ${test}"
assert main.text.contains('@NullMarked') : "${main} is not @NullMarked"
def report = new File(basedir, 'target/surefire-reports/TEST-example.EngineTest.xml').text
// Two fixtures, the reachable positions, and the three tests of the spec itself.
assert report =~ /tests="6"/ : report
assert report =~ /failures="0"/ && report =~ /errors="0"/ : report
// FirstSpec is named as kotest names specs: Surefire runs it only because the pom's <includes>
// name *Spec classes. Without them the build passes with its 2 tests never run.
def spec = new File(basedir, 'target/surefire-reports/TEST-example.FirstSpec.xml')
assert spec.isFile() : "Surefire did not run FirstSpec: ${spec} is missing"
assert spec.text =~ /tests="2"/ : spec.text
def log = new File(basedir, 'build.log').text
// Every test ran: the 6 of EngineTest and the 2 of FirstSpec.
assert log =~ /(?m)^\[INFO\] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0$/ : "expected 8 tests run"
assert !log.contains('ExecuteException') && !log.contains('KSPJvmMain')
// KSP ran in the daemon, for the main sources and then the test sources in the same daemon; a
// daemon left by an earlier build within its idle time may have served both.
def daemons = (log =~ /(?m)^\[INFO\] KSP ran in the noughts KSP daemon \(process (\d+)(, started now)?;/).collect { it }
assert daemons.size() == 2 : "expected KSP to run twice in the daemon, found ${daemons}"
assert daemons[0][1] == daemons[1][1] : "main and test ran in different daemons: ${daemons}"
assert daemons[1][2] == null : "the test sources started a second daemon: ${daemons}"
return true
