package dev.noughts.ksp.maven;

import java.io.File;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
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

  /**
   * Runs KSP in a daemon JVM that stays after the build, so that later builds find KSP2 loaded and
   * warm (docs/ksp-maven.md); {@code false} runs it in the build's JVM.
   */
  @Parameter(property = "noughts.ksp.daemon", defaultValue = "true")
  boolean daemon = true;

  /** How long the daemon waits for another build before it stops, in seconds (2 hours). */
  @Parameter(property = "noughts.ksp.daemonIdleSeconds", defaultValue = "7200")
  long daemonIdleSeconds = 7200;

  /**
   * The most heap the daemon may have, in MiB (at least 64): it gets the build JVM's limit, or this
   * when that is less. A run that needs more stops the daemon, and the build runs KSP in its own
   * JVM.
   */
  @Parameter(property = "noughts.ksp.daemonMaxHeapMegabytes", defaultValue = "1024")
  long daemonMaxHeapMegabytes = KspDaemonClient.DEFAULT_MAX_HEAP_MIB;

  /** Where the daemon keeps its socket, its log and its lock: a directory for its owner only. */
  @Parameter(
      property = "noughts.ksp.daemonDirectory",
      defaultValue = "${user.home}/.noughts/ksp-daemon")
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  File daemonDirectory;

  /** This plugin, whose class path the daemon runs with. */
  @Parameter(defaultValue = "${plugin}", readonly = true, required = true)
  @SuppressWarnings("NullAway.Init") // injected by Maven before execute()
  PluginDescriptor plugin;

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
    if (daemon && daemonMaxHeapMegabytes < KspDaemonClient.MIN_HEAP_MIB) {
      throw new MojoExecutionException(
          "noughts.ksp.daemonMaxHeapMegabytes is "
              + daemonMaxHeapMegabytes
              + ", but the KSP daemon needs at least "
              + KspDaemonClient.MIN_HEAP_MIB
              + " (MiB); give more, or noughts.ksp.daemon=false to run KSP in the build's JVM");
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
    KspOutcome outcome = run(request(kotlinRoots, javaRoots, javaOutput, kotlinOutput));
    for (KspMessage message : outcome.messages()) {
      switch (message.level()) {
        case DEBUG -> getLog().debug(message.text());
        case WARNING -> getLog().warn(message.text());
        case ERROR -> getLog().error(message.text());
      }
    }
    for (File output : List.of(javaOutput, kotlinOutput)) {
      if (output.isDirectory()) {
        addCompileSourceRoot(output.getPath());
      }
    }
    int errors = outcome.errors();
    if (errors > 0) {
      throw new MojoFailureException(
          "KSP found "
              + errors
              + (errors == 1 ? " error" : " errors")
              + " in the "
              + scope()
              + " sources; each is an [ERROR] line above, with its file and line");
    }
  }

  private KspRequest request(
      List<File> kotlinRoots, List<File> javaRoots, File javaOutput, File kotlinOutput)
      throws MojoExecutionException {
    List<File> libraries;
    try {
      libraries = existing(classpath());
    } catch (DependencyResolutionRequiredException e) {
      throw new MojoExecutionException("the " + scope() + " class path is not resolved: " + e, e);
    }
    return new KspRequest(
        project.getArtifactId() + (scope().equals("main") ? "" : "_" + scope()),
        kotlinRoots,
        javaRoots,
        libraries,
        project.getBasedir(),
        new File(project.getBuild().getDirectory(), "ksp/" + scope()),
        javaOutput,
        kotlinOutput,
        jvmTarget,
        languageVersion);
  }

  /** Runs KSP in the daemon when it may, else (or when the daemon cannot) in this JVM. */
  private KspOutcome run(KspRequest request) {
    if (!daemon) {
      return KspRun.run(request);
    }
    Set<File> classpath = new LinkedHashSet<>(); // the plugin's own jar, then its dependencies
    classpath.add(plugin.getPluginArtifact().getFile());
    plugin.getArtifacts().stream().map(Artifact::getFile).forEach(classpath::add);
    KspDaemonClient client =
        new KspDaemonClient(
            daemonDirectory.toPath(),
            List.copyOf(classpath),
            Duration.ofSeconds(daemonIdleSeconds),
            KspDaemonClient.Limits.DEFAULT,
            daemonMaxHeapMegabytes);
    try {
      KspDaemonClient.Answer answer = client.run(request);
      getLog()
          .info(
              "KSP ran in the noughts KSP daemon (process "
                  + answer.pid()
                  + (answer.started() ? ", started now" : "")
                  + "; noughts.ksp.daemon=false runs it in the build's JVM)");
      return answer.outcome();
    } catch (IOException | RuntimeException e) {
      getLog().warn(daemonWarning(e));
      getLog().debug(e);
      return KspRun.run(request);
    }
  }

  /**
   * The one warning of a build whose KSP run the daemon could not take: why, in the exception's
   * message, or its kind when it has none.
   */
  static String daemonWarning(Exception e) {
    String why = e.getMessage() != null ? e.getMessage() : e.getClass().getName();
    return "the noughts KSP daemon could not run KSP (" + why + "); running it in the build's JVM";
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
