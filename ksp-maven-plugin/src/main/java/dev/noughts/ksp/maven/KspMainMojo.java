package dev.noughts.ksp.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs the {@code @Board} processor through KSP2 on the main sources ({@code src/main/kotlin} and
 * the project's source roots), against the compile class path, and adds the generated sources to
 * the main compile.
 */
@Mojo(
    name = "ksp",
    defaultPhase = LifecyclePhase.GENERATE_SOURCES,
    requiresDependencyResolution = ResolutionScope.COMPILE,
    threadSafe = true)
public class KspMainMojo extends KspMojo {
  /** The directory of the main Kotlin sources. */
  @Parameter(defaultValue = "${project.basedir}/src/main/kotlin")
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  File sourceDirectory;

  /** Where the generated sources go. */
  @Parameter(defaultValue = "${project.build.directory}/generated-sources/ksp")
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  File outputDirectory;

  /** Made by Maven. */
  public KspMainMojo() {}

  @Override
  String scope() {
    return "main";
  }

  @Override
  File kotlinSourceDirectory() {
    return sourceDirectory;
  }

  @Override
  List<String> compileSourceRoots() {
    return project.getCompileSourceRoots();
  }

  @Override
  List<String> classpath() throws DependencyResolutionRequiredException {
    return project.getCompileClasspathElements();
  }

  @Override
  void addCompileSourceRoot(String directory) {
    project.addCompileSourceRoot(directory);
  }

  @Override
  File generatedSourcesDirectory() {
    return outputDirectory;
  }
}
