package example

/** What the engine's fixture types share; the test fixture type extends it from src/test. */
interface FixtureSet {
    /** The engine the fixtures are for, in messages. */
    fun engineName(): String = "first win, else first free cell"
}
