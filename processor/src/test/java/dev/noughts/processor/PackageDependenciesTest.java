package dev.noughts.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import dev.noughts.processor.core.CompileError;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's packages depend on each other one way: the front ends ({@code javac}, {@code
 * ksp}) on the core, the core on neither front end nor on what they read (javac's processing API,
 * KSP, Kotlin), so that each rule and its message exist once. Package-private types already keep
 * the front ends to the core's public types; this test keeps the core from reaching out. It reads
 * the compiled classes, whose constant pools name every type a class uses, however its source names
 * them (an import, a qualified name, a wildcard).
 */
class PackageDependenciesTest {
  /** A type's internal name in a class file, as a class constant or inside a descriptor. */
  private static final Pattern TYPE =
      Pattern.compile(
          "(?:javax|com/sun|com/google/devtools/ksp|kotlin|dev/noughts/processor)/[\\w/$]+");

  /** The types the compiled classes of {@code dev.noughts.processor.PACKAGE} refer to. */
  private static Set<String> referencesOf(String packageName)
      throws IOException, URISyntaxException {
    Path classes =
        Path.of(CompileError.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .resolve(Path.of("dev", "noughts", "processor", packageName));
    Set<String> references = new TreeSet<>();
    try (Stream<Path> files = Files.list(classes)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        // ISO-8859-1 maps each byte to one char, so the ASCII of the names survives as it is.
        Matcher type =
            TYPE.matcher(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
        while (type.find()) {
          references.add(type.group());
        }
      }
    }
    return references;
  }

  private static void assertNoneStartsWith(
      String packageName, Set<String> references, List<String> forbidden) {
    for (String reference : references) {
      for (String prefix : forbidden) {
        assertWithMessage("dev.noughts.processor.%s refers to %s", packageName, reference)
            .that(reference.startsWith(prefix))
            .isFalse();
      }
    }
  }

  @Test
  void theCoreUsesNeitherFrontEndNorWhatTheyRead() throws Exception {
    Set<String> references = referencesOf("core");
    // JavaPoet names modifiers with javax.lang.model's enum; the writer needs that one type only.
    references.remove("javax/lang/model/element/Modifier");
    assertNoneStartsWith(
        "core",
        references,
        List.of(
            "javax/annotation/processing/",
            "javax/lang/model/",
            "javax/tools/",
            "com/sun/",
            "com/google/devtools/ksp/",
            "kotlin/",
            "dev/noughts/processor/javac/",
            "dev/noughts/processor/ksp/"));
  }

  @Test
  void theFrontEndsDoNotUseEachOther() throws Exception {
    assertNoneStartsWith(
        "javac",
        referencesOf("javac"),
        List.of("com/google/devtools/ksp/", "dev/noughts/processor/ksp/"));
    assertNoneStartsWith("ksp", referencesOf("ksp"), List.of("dev/noughts/processor/javac/"));
  }

  @Test
  void theClassFilesShowWhatEachPackageUses() throws Exception {
    // So that the checks above cannot pass by reading nothing.
    assertThat(referencesOf("javac"))
        .containsAtLeast(
            "javax/annotation/processing/AbstractProcessor",
            "dev/noughts/processor/core/FixtureType");
    assertThat(referencesOf("ksp"))
        .containsAtLeast(
            "com/google/devtools/ksp/processing/SymbolProcessor",
            "dev/noughts/processor/core/FixtureType");
    assertThat(referencesOf("core")).contains("javax/lang/model/element/Modifier");
  }
}
