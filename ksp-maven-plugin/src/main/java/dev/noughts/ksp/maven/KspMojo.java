package dev.noughts.ksp.maven;

import com.google.devtools.ksp.impl.KotlinSymbolProcessing;
import com.google.devtools.ksp.processing.KSPJvmConfig;
import com.google.devtools.ksp.processing.SymbolProcessorProvider;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Runs KSP2 with the {@code @Board} processor on one set of Kotlin sources, main or test, and adds
 * what it generates to the build's sources for kotlinc and javac. What differs between main and
 * test is in the two goals; this class is the run.
 */
abstract class KspMojo extends AbstractMojo {
  /** The project being built. */
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  MavenProject project;

  /** Skips KSP, for example to build without the fixtures' checks. */
  @Parameter(property = "noughts.ksp.skip", defaultValue = "false")
  boolean skip;

  /** The JVM version of the classes the Kotlin compiles to, as kotlinc's {@code -jvm-target}. */
  @Parameter(property = "noughts.ksp.jvmTarget", defaultValue = "17")
  String jvmTarget = "17";

  /** The Kotlin language and API version KSP reads the sources in. */
  @Parameter(property = "noughts.ksp.languageVersion", defaultValue = "2.3")
  String languageVersion = "2.3";

  /** Which sources: {@code main} or {@code test}, in messages and directory names. */
  abstract String scope();

  /** The directory of the Kotlin sources, such as {@code src/main/kotlin}. */
  abstract File kotlinSourceDirectory();

  /** The project's source roots of this scope (where Java sources, and maybe Kotlin, are). */
  abstract List<String> compileSourceRoots();

  /** The class path the sources compile against, the main classes included for test sources. */
  abstract List<String> classpath() throws DependencyResolutionRequiredException;

  /** Adds a directory to the sources that kotlinc and javac compile in this scope. */
  abstract void addCompileSourceRoot(String directory);

  /** Where the generated sources go, such as {@code target/generated-sources/ksp}. */
  abstract File generatedSourcesDirectory();

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("KSP skipped (noughts.ksp.skip)");
      return;
    }
    List<File> kotlinRoots = existing(List.of(kotlinSourceDirectory().getPath()));
    List<File> javaRoots = existing(compileSourceRoots());
    File generated = generatedSourcesDirectory();
    javaRoots.removeIf(root -> root.toPath().startsWith(generated.toPath()));
    if (kotlinRoots.isEmpty() && javaRoots.isEmpty()) {
      getLog().info("No " + scope() + " sources for KSP");
      return;
    }
    // kotlinc compiles the Kotlin directory without a <sourceDirectory> of its own.
    for (File root : kotlinRoots) {
      if (!compileSourceRoots().contains(root.getPath())) {
        addCompileSourceRoot(root.getPath());
      }
    }
    File javaOutput = new File(generated, "java");
    File kotlinOutput = new File(generated, "kotlin");
    File work = new File(project.getBuild().getDirectory(), "ksp/" + scope());
    KSPJvmConfig config = config(kotlinRoots, javaRoots, javaOutput, kotlinOutput, work);

    KspLog log = new KspLog(getLog());
    KotlinSymbolProcessing.ExitCode exit = run(config, log);
    for (File output : List.of(javaOutput, kotlinOutput)) {
      if (output.isDirectory()) {
        addCompileSourceRoot(output.getPath());
      }
    }
    if (log.errors() > 0 || exit != KotlinSymbolProcessing.ExitCode.OK) {
      int errors = Math.max(log.errors(), 1);
      throw new MojoFailureException(
          "KSP found "
              + errors
              + (errors == 1 ? " error" : " errors")
              + " in the "
              + scope()
              + " sources; each is an [ERROR] line above, with its file and line");
    }
  }

  private KSPJvmConfig config(
      List<File> kotlinRoots, List<File> javaRoots, File javaOutput, File kotlinOutput, File work)
      throws MojoExecutionException {
    KSPJvmConfig.Builder builder = new KSPJvmConfig.Builder();
    builder.setModuleName(project.getArtifactId() + (scope().equals("main") ? "" : "_" + scope()));
    builder.setSourceRoots(kotlinRoots);
    builder.setJavaSourceRoots(javaRoots);
    builder.setCommonSourceRoots(List.of());
    try {
      builder.setLibraries(existing(classpath()));
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("the " + scope() + " class path is not resolved: " + e, e);
    }
    builder.setFriends(List.of());
    builder.setProcessorOptions(Map.of());
    builder.setProjectBaseDir(project.getBasedir());
    builder.setOutputBaseDir(work);
    builder.setCachesDir(new File(work, "caches"));
    builder.setClassOutputDir(new File(work, "classes"));
    builder.setResourceOutputDir(new File(work, "resources"));
    builder.setJavaOutputDir(javaOutput);
    builder.setKotlinOutputDir(kotlinOutput);
    builder.setJdkHome(new File(System.getProperty("java.home")));
    builder.setJvmTarget(jvmTarget);
    builder.setLanguageVersion(languageVersion);
    builder.setApiVersion(languageVersion);
    builder.setIncremental(false);
    return builder.build();
  }

  /** Runs KSP with the processors of this plugin's class path, in this JVM. */
  private KotlinSymbolProcessing.ExitCode run(KSPJvmConfig config, KspLog log) {
    ClassLoader plugin = getClass().getClassLoader();
    List<SymbolProcessorProvider> providers = new ArrayList<>();
    ServiceLoader.load(SymbolProcessorProvider.class, plugin).forEach(providers::add);
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(plugin);
    try {
      return new KotlinSymbolProcessing(config, providers, log).execute();
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  /** The paths that exist, as files, in their order. */
  private static List<File> existing(List<String> paths) {
    List<File> files = new ArrayList<>();
    for (String path : paths) {
      File file = new File(path);
      if (file.exists()) {
        files.add(file);
      }
    }
    return files;
  }
}
