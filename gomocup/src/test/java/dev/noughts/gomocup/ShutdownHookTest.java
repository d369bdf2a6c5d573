package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ShutdownHookTest {
  @Test
  void processesOfAnEngineNobodyClosedDieWithTheJvm() throws IOException, InterruptedException {
    Process jvm =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Unclosed.class.getName())
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    String line;
    try (BufferedReader out =
        new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8))) {
      line = out.readLine();
    }
    assertThat(jvm.waitFor()).isEqualTo(0);
    List<Long> pids = Arrays.stream(line.split(" ")).map(Long::valueOf).toList();
    assertThat(pids).hasSize(2); // the brain and its child
    for (long pid : pids) {
      Optional<ProcessHandle> handle = ProcessHandle.of(pid);
      assertThat(handle.map(ProcessHandle::isAlive)).isAnyOf(Optional.empty(), Optional.of(false));
    }
  }
}
