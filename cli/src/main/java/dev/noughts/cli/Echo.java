package dev.noughts.cli;

/**
 * The input of a malformed board as it is echoed back: whole up to {@link #MAX_CHARS} characters,
 * else its first {@code MAX_CHARS} (one fewer when a pair of surrogates would be split) and how
 * many characters (code points) were left out at its end. An echo is for a person to see what was
 * given; the errors say where each mistake is, so a longer one would only cost memory and screens.
 *
 * @param shown the text echoed
 * @param omitted the characters of the input after {@code shown}, not echoed; 0 for the whole input
 */
record Echo(String shown, long omitted) {
  /**
   * The most characters echoed, 64 Ki: every board up to 180 x 180 as noughts writes it (cells
   * separated by a space, rows by {@code " / "}).
   */
  static final int MAX_CHARS = 1 << 16;

  static Echo of(String input) {
    if (input.length() <= MAX_CHARS) {
      return new Echo(input, 0);
    }
    int end = MAX_CHARS;
    if (Character.isHighSurrogate(input.charAt(end - 1))
        && Character.isLowSurrogate(input.charAt(end))) {
      end--;
    }
    return new Echo(input.substring(0, end), input.codePointCount(end, input.length()));
  }

  /** What a shortened echo ends with for people, such as {@code (echo shortened: 12 more ...)}. */
  String note() {
    return "(echo shortened: " + omitted + " more characters not shown)";
  }
}
