package dev.noughts.ksp.maven;

import com.google.devtools.ksp.processing.KSPJvmConfig;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One run of KSP2 on one set of sources: what the goal found in the Maven project, in plain values,
 * so that the build's JVM and the daemon build the same {@link KSPJvmConfig} from it. Its wire form
 * ({@link #writeTo}, {@link #readFrom}) is how a build hands it to the daemon, which takes absolute
 * paths only, and writes only inside the project it names ({@link #checkOutputsInProject}). It
 * names no JDK: KSP compiles against the JDK of the JVM it runs in (the daemon is one per JDK),
 * since KSP loads and runs code of the JDK it is given (its {@code lib/jrt-fs.jar}).
 */
record KspRequest(
    String moduleName,
    List<File> kotlinRoots,
    List<File> javaRoots,
    List<File> libraries,
    File projectBaseDir,
    File workDirectory,
    File javaOutput,
    File kotlinOutput,
    String jvmTarget,
    String languageVersion) {

  KspRequest {
    kotlinRoots = List.copyOf(kotlinRoots);
    javaRoots = List.copyOf(javaRoots);
    libraries = List.copyOf(libraries);
  }

  /** KSP2's configuration for this run; API version and language version are the same. */
  KSPJvmConfig config() {
    KSPJvmConfig.Builder builder = new KSPJvmConfig.Builder();
    builder.setModuleName(moduleName);
    builder.setSourceRoots(kotlinRoots);
    builder.setJavaSourceRoots(javaRoots);
    builder.setCommonSourceRoots(List.of());
    builder.setLibraries(libraries);
    builder.setFriends(List.of());
    builder.setProcessorOptions(Map.of());
    builder.setProjectBaseDir(projectBaseDir);
    builder.setOutputBaseDir(workDirectory);
    builder.setCachesDir(new File(workDirectory, "caches"));
    builder.setClassOutputDir(new File(workDirectory, "classes"));
    builder.setResourceOutputDir(new File(workDirectory, "resources"));
    builder.setJavaOutputDir(javaOutput);
    builder.setKotlinOutputDir(kotlinOutput);
    builder.setJdkHome(new File(System.getProperty("java.home")));
    builder.setJvmTarget(jvmTarget);
    builder.setLanguageVersion(languageVersion);
    builder.setApiVersion(languageVersion);
    builder.setIncremental(false);
    return builder.build();
  }

  /** Every file and directory this request names, in its wire order. */
  List<File> files() {
    List<File> files = new ArrayList<>(kotlinRoots);
    files.addAll(javaRoots);
    files.addAll(libraries);
    files.addAll(List.of(projectBaseDir, workDirectory, javaOutput, kotlinOutput));
    return files;
  }

  /**
   * Checks that every directory KSP writes into (the work directory and both outputs) lies inside
   * {@link #projectBaseDir}, read as written after {@code .} and {@code ..} are resolved: a request
   * may make the daemon write into its own project only. Sources and libraries are only read, and
   * may be anywhere (a library is in the local Maven repository).
   *
   * @throws IOException naming the directory that leaves the project
   */
  void checkOutputsInProject() throws IOException {
    Path project = projectBaseDir.toPath().normalize();
    for (File output : List.of(workDirectory, javaOutput, kotlinOutput)) {
      if (!output.toPath().normalize().startsWith(project)) {
        throw new IOException(
            "a request names the output directory "
                + KspWire.escaped(output.getPath())
                + ", outside its project "
                + KspWire.escaped(projectBaseDir.getPath())
                + "; the daemon writes inside the project it compiles only");
      }
    }
  }

  /** Writes this request in the form {@link #readFrom} reads. */
  void writeTo(DataOutput out) throws IOException {
    KspWire.writeString(out, moduleName);
    KspWire.writeFiles(out, kotlinRoots);
    KspWire.writeFiles(out, javaRoots);
    KspWire.writeFiles(out, libraries);
    KspWire.writeFiles(out, List.of(projectBaseDir, workDirectory, javaOutput, kotlinOutput));
    KspWire.writeString(out, jvmTarget);
    KspWire.writeString(out, languageVersion);
  }

  /**
   * Reads a request that {@link #writeTo} wrote, of at most {@link KspWire#MAX_REQUEST_BYTES} in
   * all.
   */
  static KspRequest readFrom(DataInput in) throws IOException {
    KspWire.Budget budget = new KspWire.Budget("a request", KspWire.MAX_REQUEST_BYTES);
    String moduleName = KspWire.readString(in, budget);
    List<File> kotlinRoots = KspWire.readFiles(in, budget);
    List<File> javaRoots = KspWire.readFiles(in, budget);
    List<File> libraries = KspWire.readFiles(in, budget);
    List<File> places = KspWire.readFiles(in, budget);
    if (places.size() != 4) {
      throw new IOException("a request has " + places.size() + " of its 4 directories");
    }
    KspRequest request =
        new KspRequest(
            moduleName,
            kotlinRoots,
            javaRoots,
            libraries,
            places.get(0),
            places.get(1),
            places.get(2),
            places.get(3),
            KspWire.readString(in, budget),
            KspWire.readString(in, budget));
    request.checkOutputsInProject();
    return request;
  }
}
