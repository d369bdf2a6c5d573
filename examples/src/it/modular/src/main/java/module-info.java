/**
 * A user's module: it reads noughts' runtime and nothing else, not even java.compiler. It exports
 * types whose methods return Position, so it requires the runtime transitively.
 */
// tag::module-info[]
module example {
  requires transitive dev.noughts;

  exports example;
}
// end::module-info[]
