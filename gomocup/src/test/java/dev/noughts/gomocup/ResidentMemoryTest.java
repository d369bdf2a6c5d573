package dev.noughts.gomocup;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class ResidentMemoryTest {
  @Test
  void aRunningJvmHoldsSomeMegabytesAndAnEndedProcessNone() throws Exception {
    assumeTrue(ResidentMemory.isMeasurable(), "resident memory is read from Linux's /proc");
    assertThat(ResidentMemory.of(ProcessHandle.current().pid())).isGreaterThan(10L << 20);
    Process ended = new ProcessBuilder("true").start();
    ended.waitFor();
    assertThat(ResidentMemory.of(ended.pid())).isEqualTo(0);
  }
}
