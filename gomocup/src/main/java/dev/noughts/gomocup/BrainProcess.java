package dev.noughts.gomocup;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jspecify.annotations.Nullable;

/**
 * One running engine process: lines written to its standard input, its output read by an {@link
 * OutputReader} and its standard error kept by a {@link StderrTail}, each on a daemon thread. It is
 * registered with {@link LiveProcesses} from its start until {@link #kill()}, which ends it with
 * every process it started.
 */
final class BrainProcess {
  /** How long {@link #end(Duration)} and {@link #kill()} wait for a process to be gone. */
  private static final Duration EXIT_WAIT = Duration.ofSeconds(5);

  private final Process process;
  private final OutputStream input;
  private final OutputReader output;
  private final StderrTail errors;
  private final Thread outputThread;
  private final Set<ProcessHandle> started = ConcurrentHashMap.newKeySet();

  private BrainProcess(Process process, int maxLineLength) {
    this.process = process;
    this.input = process.getOutputStream();
    this.output = new OutputReader(process.getInputStream(), maxLineLength);
    this.errors = new StderrTail(process.getErrorStream());
    this.outputThread = daemon(output, "stdout");
    daemon(errors, "stderr");
  }

  private Thread daemon(Runnable task, String stream) {
    Thread thread = new Thread(task, "noughts-gomocup " + stream + " of " + process.pid());
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  /**
   * Starts {@code command}.
   *
   * @throws IOException when it cannot be run
   */
  static BrainProcess start(List<String> command, int maxLineLength) throws IOException {
    Process process = new ProcessBuilder(command).start();
    BrainProcess brain = new BrainProcess(process, maxLineLength);
    LiveProcesses.add(brain);
    return brain;
  }

  /**
   * Writes {@code lines}, each ended by a line feed, and flushes them.
   *
   * @throws IOException when the process no longer reads (it ended)
   */
  void send(String... lines) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      text.append(line).append('\n');
    }
    input.write(text.toString().getBytes(StandardCharsets.UTF_8));
    input.flush();
  }

  /** The next event of its output, or null when none came within {@code wait}. */
  @Nullable Output next(Duration wait) throws InterruptedException {
    return output.next(wait);
  }

  /** The last of what it wrote to its standard error. */
  String stderrTail() {
    return errors.tail();
  }

  /**
   * Its exit code once it has ended, waiting at most {@code wait} for that; null when it is still
   * running.
   */
  @Nullable Integer exitCode(Duration wait) throws InterruptedException {
    return process.waitFor(wait.toNanos(), TimeUnit.NANOSECONDS) ? process.exitValue() : null;
  }

  long pid() {
    return process.pid();
  }

  /**
   * The resident memory of the process and of the processes it started that are {@linkplain
   * #remember() known} and still alive, in bytes (a process that ended may have left its number to
   * another, which is not the engine's).
   */
  long residentBytes() {
    long bytes = ResidentMemory.of(process.pid());
    for (ProcessHandle handle : started) {
      if (handle.isAlive()) {
        bytes += ResidentMemory.of(handle.pid());
      }
    }
    return bytes;
  }

  /**
   * Sends {@code END}, as the protocol asks, waits up to {@code grace} for the process to end, and
   * then {@linkplain #kill() kills} whatever is left, the processes it had started included (found
   * before {@code END}, since a process that ends leaves its children to nobody).
   */
  void end(Duration grace) {
    remember();
    try {
      send("END");
      process.waitFor(grace.toNanos(), TimeUnit.NANOSECONDS);
    } catch (IOException gone) {
      // Already gone: kill() below collects what it left behind.
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
    }
    kill();
  }

  /**
   * Notes the processes it has started so far, to be killed with it even when it ends first: called
   * when it has started, and before it is asked to end.
   */
  void remember() {
    process.descendants().forEach(started::add);
  }

  /**
   * Kills the process and every process it started (its descendants, found before it dies, since an
   * orphan is no longer anyone's descendant), waits for them to be gone, and stops reading.
   */
  void kill() {
    Set<ProcessHandle> killed = new LinkedHashSet<>(started);
    killed.forEach(ProcessHandle::destroyForcibly);
    for (int round = 0; round < 10; round++) {
      List<ProcessHandle> descendants =
          process.descendants().filter(handle -> !killed.contains(handle)).toList();
      if (descendants.isEmpty()) {
        break;
      }
      descendants.forEach(ProcessHandle::destroyForcibly);
      killed.addAll(descendants);
    }
    process.destroyForcibly();
    try {
      process.waitFor(EXIT_WAIT.toNanos(), TimeUnit.NANOSECONDS);
      for (ProcessHandle handle : killed) {
        handle.onExit().get(EXIT_WAIT.toNanos(), TimeUnit.NANOSECONDS);
      }
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException | TimeoutException notGone) {
      // Killed forcibly already; nothing more can be done from here.
    }
    outputThread.interrupt();
    try {
      input.close();
    } catch (IOException ignored) {
      // The pipe is broken with the process gone.
    }
    LiveProcesses.remove(this);
  }
}
