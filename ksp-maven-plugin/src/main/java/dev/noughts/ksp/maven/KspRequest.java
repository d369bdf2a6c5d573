package dev.noughts.ksp.maven;

import com.google.devtools.ksp.processing.KSPJvmConfig;
import java.io.DataInput;
import java.io.DataOutput;
import java.io.File;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * One run of KSP2 on one set of sources: what the goal found in the Maven project, in plain values,
 * so that the build's JVM and the daemon build the same {@link KSPJvmConfig} from it. Its wire form
 * ({@link #writeTo}, {@link #readFrom}) is how a build hands it to the daemon.
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
    File jdkHome,
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
    builder.setJdkHome(jdkHome);
    builder.setJvmTarget(jvmTarget);
    builder.setLanguageVersion(languageVersion);
    builder.setApiVersion(languageVersion);
    builder.setIncremental(false);
    return builder.build();
  }

  /** Writes this request in the form {@link #readFrom} reads. */
  void writeTo(DataOutput out) throws IOException {
    KspWire.writeString(out, moduleName);
    KspWire.writeFiles(out, kotlinRoots);
    KspWire.writeFiles(out, javaRoots);
    KspWire.writeFiles(out, libraries);
    KspWire.writeFiles(
        out, List.of(projectBaseDir, workDirectory, javaOutput, kotlinOutput, jdkHome));
    KspWire.writeString(out, jvmTarget);
    KspWire.writeString(out, languageVersion);
  }

  /** Reads a request that {@link #writeTo} wrote. */
  static KspRequest readFrom(DataInput in) throws IOException {
    String moduleName = KspWire.readString(in);
    List<File> kotlinRoots = KspWire.readFiles(in);
    List<File> javaRoots = KspWire.readFiles(in);
    List<File> libraries = KspWire.readFiles(in);
    List<File> places = KspWire.readFiles(in);
    if (places.size() != 5) {
      throw new IOException("a request has " + places.size() + " of its 5 directories");
    }
    return new KspRequest(
        moduleName,
        kotlinRoots,
        javaRoots,
        libraries,
        places.get(0),
        places.get(1),
        places.get(2),
        places.get(3),
        places.get(4),
        KspWire.readString(in),
        KspWire.readString(in));
  }
}
