package dev.noughts;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The {@link ProofChecker} is written apart from the search ({@link ProofSearch}, {@link
 * ThreatBoard}, {@link ThreatScan}, {@link Threats}, {@link ProofLines}), so that a bug of the
 * search cannot pass its own check. The package does not keep them apart (they share it, and the
 * search's types are package-private so that the public API stays small); this test does. It reads
 * the compiled classes of the checker, its nested classes included, and of {@link Attack}, the
 * proof format it shares with the search, and fails if any refers to a class of the runtime beyond
 * those: a call, a field, a parameter or a generic type argument of one, however its source names
 * it. JDK classes are free to use.
 */
class ProofCheckerIndependenceTest {

  /**
   * The runtime's classes the checker may refer to: itself, its nested classes, its own helpers
   * (named ProofChecker...: ProofCheckerFouls, renju's forbidden points), the proof.
   */
  private static final Pattern THE_CHECKER =
      Pattern.compile("dev/noughts/(?:ProofChecker\\w*(?:\\$[\\w$]+)?|Attack)");

  /**
   * A class named in a descriptor or signature: {@code Ldev/noughts/Attack;}, or before {@code <}.
   */
  private static final Pattern DESCRIBED = Pattern.compile("L([\\w$]+(?:/[\\w$]+)+)[;<]");

  @Test
  void theCheckerAndTheProofReferToNoOtherClassOfTheRuntime() throws Exception {
    for (Path file : checkerFiles()) {
      assertWithMessage("the classes of the runtime that %s refers to", file.getFileName())
          .that(
              referencesOf(file).stream()
                  .filter(name -> name.startsWith("dev/noughts/"))
                  .filter(name -> !THE_CHECKER.matcher(name).matches())
                  .toList())
          .isEmpty();
    }
  }

  @Test
  void theClassFilesShowWhatTheCheckerUses() throws Exception {
    // So that the check above cannot pass by reading nothing.
    assertThat(checkerFiles())
        .containsAtLeast(
            classes().resolve("Attack.class"), classes().resolve("ProofCheckerFouls.class"));
    assertThat(referencesOf(classes().resolve("ProofChecker.class")))
        .containsAtLeast("dev/noughts/ProofChecker", "dev/noughts/Attack", "java/util/Arrays");
    assertThat(referencesOf(classes().resolve("Prover.class")))
        .containsAtLeast(
            "dev/noughts/ProofChecker", "dev/noughts/ProofSearch", "dev/noughts/ProofLines");
    assertThat(referencesOf(classes().resolve("ProofSearch.class")))
        .containsAtLeast("dev/noughts/ThreatBoard", "dev/noughts/Attack");
    // Types that appear only in a descriptor or a signature count too.
    assertThat(referencesOf(classes().resolve("Attack.class"))).contains("java/lang/Integer");
  }

  /** The directory of the runtime's compiled classes of {@code dev.noughts}. */
  private static Path classes() throws URISyntaxException {
    return Path.of(ProofChecker.class.getProtectionDomain().getCodeSource().getLocation().toURI())
        .resolve(Path.of("dev", "noughts"));
  }

  /** {@code ProofChecker.class}, the class file of each class nested in it, and the proof's. */
  private static List<Path> checkerFiles() throws IOException, URISyntaxException {
    try (Stream<Path> files = Files.list(classes())) {
      return files
          .filter(
              file -> {
                String name = file.getFileName().toString();
                return name.equals("Attack.class")
                    || name.startsWith("ProofChecker") && name.endsWith(".class");
              })
          .sorted()
          .toList();
    }
  }

  /**
   * Every class a class file refers to, by its internal name ({@code java/util/Map}): its constant
   * pool's classes, array classes by their element, and every class named in a descriptor or a
   * signature (fields, methods, local variables, annotations), which may have no class entry of its
   * own. A string constant that looked like a descriptor would be read as one: a false alarm at
   * worst, never a miss.
   */
  private static Set<String> referencesOf(Path classFile) throws IOException {
    DataInputStream in =
        new DataInputStream(new ByteArrayInputStream(Files.readAllBytes(classFile)));
    if (in.readInt() != 0xCAFEBABE) {
      throw new IOException(classFile + " is not a class file");
    }
    in.readUnsignedShort(); // minor version
    in.readUnsignedShort(); // major version
    int count = in.readUnsignedShort();
    String[] utf8 = new String[count];
    List<Integer> classNames = new ArrayList<>();
    for (int index = 1; index < count; index++) {
      int tag = in.readUnsignedByte();
      switch (tag) {
        case 1 -> utf8[index] = in.readUTF(); // Utf8: a length, then the modified UTF-8
        case 7 -> classNames.add(in.readUnsignedShort()); // Class: the Utf8 of its name
        case 8, 16, 19, 20 -> in.readUnsignedShort(); // String, MethodType, Module, Package
        case 15 -> { // MethodHandle: a kind, a reference
          in.readUnsignedByte();
          in.readUnsignedShort();
        }
        case 3, 4, 9, 10, 11, 12, 17, 18 ->
            in.readInt(); // Integer, Float, refs, NameAndType, dynamic
        case 5, 6 -> { // Long, Double: eight bytes, and two slots of the pool
          in.readLong();
          index++;
        }
        default -> throw new IOException(classFile + ": constant pool tag " + tag + " unknown");
      }
    }
    Set<String> references = new TreeSet<>();
    for (int name : classNames) {
      String internal = utf8[name];
      if (!internal.startsWith("[")) {
        references.add(internal);
      }
    }
    for (String text : utf8) {
      if (text != null) {
        Matcher described = DESCRIBED.matcher(text);
        while (described.find()) {
          references.add(described.group(1));
        }
      }
    }
    return references;
  }
}
