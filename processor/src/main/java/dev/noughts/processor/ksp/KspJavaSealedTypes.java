package dev.noughts.processor.ksp;

import com.google.devtools.ksp.symbol.KSClassDeclaration;
import com.google.devtools.ksp.symbol.KSFile;
import com.google.devtools.ksp.symbol.Origin;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.lang.model.element.Modifier;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.jspecify.annotations.Nullable;

/**
 * Whether a Java source type that KSP reads is {@code sealed}, which KSP2 does not show: it maps a
 * Java class's modifiers without {@code sealed} and so gives it neither {@code Modifier.SEALED} nor
 * sealed subclasses. The answer comes from the JDK's own parser (the {@code jdk.compiler} module,
 * there whenever the build runs on a JDK): the type's file is parsed, not compiled, once per
 * processor run, and the type found in it by its nested names.
 *
 * <p>When the parser is missing or cannot read the file, the answer is "not sealed", which is what
 * KSP itself says; javac would then report the sealed type on the generated class.
 */
final class KspJavaSealedTypes {
  private final @Nullable JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
  private final Map<String, @Nullable CompilationUnitTree> parsed = new HashMap<>();

  /** Whether {@code type}, declared in a Java source, says {@code sealed}. */
  boolean isSealed(KSClassDeclaration type) {
    KSFile file = type.getContainingFile();
    if (type.getOrigin() != Origin.JAVA || file == null || compiler == null) {
      return false;
    }
    CompilationUnitTree unit = parsed.computeIfAbsent(file.getFilePath(), this::parse);
    ClassTree declaration =
        unit == null ? null : find(unit.getTypeDecls(), KspFixtureTypeReader.simpleNames(type));
    return declaration != null && declaration.getModifiers().getFlags().contains(Modifier.SEALED);
  }

  /** The file's syntax tree, or null if it cannot be read or parsed. */
  private @Nullable CompilationUnitTree parse(String path) {
    JavaCompiler javac = Objects.requireNonNull(compiler);
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostic -> {}, null, StandardCharsets.UTF_8)) {
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  null,
                  files,
                  diagnostic -> {},
                  List.of("-proc:none"),
                  null,
                  files.getJavaFileObjects(new File(path)));
      for (CompilationUnitTree unit : task.parse()) {
        return unit;
      }
      return null;
    } catch (IOException | RuntimeException e) {
      return null; // unreadable or a parser failure: KSP's own answer stands, and KSP sees no throw
    }
  }

  /** The class named {@code names} (outermost first) among {@code trees} and their members. */
  private static @Nullable ClassTree find(List<? extends Tree> trees, List<String> names) {
    for (Tree tree : trees) {
      if (tree instanceof ClassTree type && type.getSimpleName().contentEquals(names.get(0))) {
        return names.size() == 1 ? type : find(type.getMembers(), names.subList(1, names.size()));
      }
    }
    return null;
  }
}
