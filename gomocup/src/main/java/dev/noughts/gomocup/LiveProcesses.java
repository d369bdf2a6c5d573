package dev.noughts.gomocup;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Every engine process running, killed by one JVM shutdown hook: so that no process outlives the
 * JVM that started it, also when nobody closed its engine (a test run interrupted, {@code
 * System.exit}).
 */
final class LiveProcesses {
  private static final Set<BrainProcess> LIVE = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(() -> LIVE.forEach(BrainProcess::kill), "noughts-gomocup engine processes"));
  }

  private LiveProcesses() {}

  static void add(BrainProcess process) {
    LIVE.add(process);
  }

  static void remove(BrainProcess process) {
    LIVE.remove(process);
  }
}
