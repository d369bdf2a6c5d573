package dev.noughts.internal;

import java.util.List;

/**
 * The one rule that names the class generated for a fixture type, shared by the {@code @Board}
 * processor, which names the class, and {@link dev.noughts.Fixtures}, which finds it at run time.
 *
 * <p>Internal: not part of noughts' API, and not exported by the {@code dev.noughts} module.
 */
public final class FixtureClassNames {
  private FixtureClassNames() {}

  /**
   * The binary name of the class generated for a type: {@code com.example.OpeningsBoards} for
   * {@code com.example.Openings}, {@code com.example.Suite_OpeningsBoards} for a type {@code
   * Openings} nested in {@code Suite}.
   *
   * @param packageName the type's package, empty for the unnamed package
   * @param simpleNames the simple names of the type and the types it is nested in, outermost first
   * @return the generated class's binary name
   */
  public static String binaryName(String packageName, List<String> simpleNames) {
    String simpleName = simpleName(simpleNames);
    return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
  }

  /**
   * The simple name of the class generated for a type: {@code Suite_OpeningsBoards} for {@code
   * [Suite, Openings]}.
   *
   * @param simpleNames the simple names of the type and the types it is nested in, outermost first
   * @return the generated class's simple name
   */
  public static String simpleName(List<String> simpleNames) {
    return String.join("_", simpleNames) + "Boards";
  }
}
