import javax.xml.parsers.DocumentBuilderFactory

// The build passed (invoker.properties says so), so the runtime and the processor were found
// without a version of their own. Check that the processor ran, and that importing the BOM managed
// noughts artifacts only, all of one version: none of the build's own test libraries (JUnit,
// Truth, Guava, ...) may reach a user through it.
assert new File(basedir, 'target/classes/example/OpeningsBoards.class').isFile()

def pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
    .parse(new File(basedir, 'target/effective-pom.xml'))
def managed = pom.getElementsByTagName('dependencyManagement').item(0)
    .getElementsByTagName('dependency').collect { dependency ->
        def child = { name -> dependency.getElementsByTagName(name).item(0).textContent }
        [group: child('groupId'), artifact: child('artifactId'), version: child('version')]
    }
assert managed*.group.toSet() == ['dev.noughts'].toSet() : "the BOM manages ${managed}"
assert managed*.artifact.containsAll(['noughts-runtime', 'noughts-processor', 'noughts-testing'])
assert managed*.version.toSet().size() == 1 : "the BOM mixes versions: ${managed}"
return true
