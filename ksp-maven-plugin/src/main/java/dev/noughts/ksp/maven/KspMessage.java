package dev.noughts.ksp.maven;

/**
 * One message of a KSP run, as the build prints it: an error is {@code /path/Fixtures.kt:8:
 * message}, the place first, as javac's and kotlinc's errors are in a Maven build.
 */
record KspMessage(Level level, String text) {
  /** How the build prints a message: debug lines only with {@code -X}. */
  enum Level {
    DEBUG,
    WARNING,
    ERROR
  }
}
