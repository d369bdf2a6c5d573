package dev.noughts.ksp.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Runs the {@code @Board} processor through KSP2 on the test sources ({@code src/test/kotlin} and
 * the project's source roots), against the test class path (the main classes included), and adds
 * the generated sources to the test compile.
 */
@Mojo(
    name = "test-ksp",
    defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES,
    requiresDependencyResolution = ResolutionScope.TEST,
    threadSafe = true)
public class KspTestMojo extends KspMojo {
  /** The directory of the test Kotlin sources. */
  @Parameter(defaultValue = "${project.basedir}/src/test/kotlin")
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  File sourceDirectory;

  /** Where the generated sources go. */
  @Parameter(defaultValue = "${project.build.directory}/generated-test-sources/ksp")
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  File outputDirectory;

  /** Made by Maven. */
  public KspTestMojo() {}

  @Override
  String scope() {
    return "test";
  }

  @Override
  File kotlinSourceDirectory() {
    return sourceDirectory;
  }

  @Override
  List<String> compileSourceRoots() {
    return project.getTestCompileSourceRoots();
  }

  @Override
  List<String> classpath() throws DependencyResolutionRequiredException {
    return project.getTestClasspathElements();
  }

  @Override
  void addCompileSourceRoot(String directory) {
    project.addTestCompileSourceRoot(directory);
  }

  @Override
  File generatedSourcesDirectory() {
    return outputDirectory;
  }
}
