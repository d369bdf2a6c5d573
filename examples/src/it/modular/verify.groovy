// The modular build succeeded (invoker.properties expects it); check that the processor ran and
// that the generated class does without @Generated, which java.compiler would have to provide.
def generated = new File(basedir, 'target/generated-sources/annotations/example/OpeningsBoards.java')
assert generated.isFile() : "no generated ${generated}"
assert !generated.text.contains('@Generated') : 'the generated class needs java.compiler'
assert new File(basedir, 'target/classes/example/OpeningsBoards.class').isFile()
assert new File(basedir, 'target/classes/module-info.class').isFile()
return true
