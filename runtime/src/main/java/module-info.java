/**
 * noughts' runtime: positions, the board notation, the rules and their verdicts, and the
 * {@code @Board} annotation. Nothing else is needed at run time; JSpecify's nullness annotations
 * only at compile time.
 */
module dev.noughts {
  requires static transitive org.jspecify;

  exports dev.noughts;
}
