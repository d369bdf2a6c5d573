// The build passed (invoker.properties says so), so the runtime and the processor were found
// without a version of their own. Check that the processor ran, and that importing the BOM managed
// noughts artifacts only, all of one version: none of the build's own test libraries (JUnit,
// Truth, Guava, ...) may reach a user through it.
assert new File(basedir, 'target/classes/example/OpeningsBoards.class').isFile()

def pom = new XmlSlurper().parse(new File(basedir, 'target/effective-pom.xml'))
def managed = pom.dependencyManagement.dependencies.dependency.collect {
    [group: it.groupId.text(), artifact: it.artifactId.text(), version: it.version.text()]
}
assert managed*.group.toSet() == ['dev.noughts'].toSet() : "the BOM manages ${managed}"
assert managed*.artifact.containsAll(['noughts-runtime', 'noughts-processor', 'noughts-testing'])
assert managed*.version.toSet().size() == 1 : "the BOM mixes versions: ${managed}"
return true
