package dev.noughts.processor.core;

/**
 * The limits of a class file that fixtures can reach: a name or a string constant is one entry of
 * the constant pool, which holds at most {@value #MAX_CONSTANT_BYTES} bytes of modified UTF-8, and
 * a method holds at most 65,535 bytes of code.
 */
final class ClassFiles {
  /** The most bytes one constant-pool entry holds (JVMS 4.4.7). */
  static final int MAX_CONSTANT_BYTES = 65_535;

  /**
   * The most characters of a string constant in code that javac compiles: it refuses one of 65,535
   * or more ("constant string too long") though the constant pool would hold its bytes. A fixture's
   * name is one, in the generated map of fixtures by name.
   */
  static final int MAX_STRING_CHARACTERS = 65_534;

  /**
   * The most fixtures one type may declare: the generated static initializer takes 6 bytes per
   * fixture even when the boards are built elsewhere, and a method holds at most 65,535 bytes.
   */
  static final int MAX_FIXTURES = 10_000;

  private ClassFiles() {}

  /** The bytes of {@code text} in a class file's constant pool, in modified UTF-8 (JVMS 4.4.7). */
  static int bytes(String text) {
    int bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      bytes += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
    }
    return bytes;
  }
}
