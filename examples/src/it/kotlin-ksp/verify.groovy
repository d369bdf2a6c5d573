// The build passed (invoker.properties says so): KSP2 generated the class, and the Kotlin tests
// that use it ran and passed.
def generated = new File(basedir, 'target/generated-test-sources/ksp/java/example/OpeningsBoards.java')
assert generated.isFile() : "KSP did not generate ${generated}"
assert generated.text.contains('public static final Position CORNER_THEN_CENTER')
def report = new File(basedir, 'target/surefire-reports/TEST-example.OpeningsTest.xml').text
assert report.contains('name="kspGeneratedTheSameConstantsAsJavac"')
assert report =~ /tests="1"[^>]*failures="0"/ || report =~ /failures="0"[^>]*tests="1"/
return true
