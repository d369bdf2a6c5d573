package dev.noughts.gomocup;

import java.io.IOException;
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
 * One running engine process: lines written to its standard input by an {@link InputWriter}, its
 * output read by an {@link OutputReader} and its standard error kept by a {@link StderrTail}, each
 * on a daemon thread. It is registered with {@link LiveProcesses} from its start until {@link
 * #kill()}, which ends it with every process it started: its descendants, those it was seen to
 * start, and, on Linux, every process that holds its {@linkplain MarkedProcesses mark}.
 */
final class BrainProcess {
  /** How long {@link #end(Duration)} and {@link #kill()} wait for a process to be gone. */
  private static final Duration EXIT_WAIT = Duration.ofSeconds(5);

  /** How many times {@link #kill()} looks for processes left, killing those it finds. */
  private static final int KILL_ROUNDS = 10;

  private final Process process;
  private final String mark;
  private final InputWriter input;
  private final OutputReader output;
  private final StderrTail errors;
  private final Thread outputThread;
  private final Set<ProcessHandle> started = ConcurrentHashMap.newKeySet();

  private BrainProcess(Process process, String mark, int maxLineLength) {
    this.process = process;
    this.mark = mark;
    this.input = new InputWriter(process.getOutputStream());
    this.output = new OutputReader(process.getInputStream(), maxLineLength);
    this.errors = new StderrTail(process.getErrorStream());
    daemon(input, "stdin");
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
   * Starts {@code command}, marked with a {@linkplain MarkedProcesses#newMark() mark} of its own.
   *
   * @throws IOException when it cannot be run
   */
  static BrainProcess start(List<String> command, int maxLineLength) throws IOException {
    String mark = MarkedProcesses.newMark();
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put(MarkedProcesses.VARIABLE, mark);
    Process process = builder.start();
    BrainProcess brain = new BrainProcess(process, mark, maxLineLength);
    LiveProcesses.add(brain);
    return brain;
  }

  /**
   * Writes {@code lines}, each ended by a line feed, and flushes them, within {@code wait}.
   *
   * @throws IOException when the process no longer reads (it ended)
   * @throws TimeoutException when they were not written within {@code wait}: the process does not
   *     read its input
   * @throws InterruptedException when the calling thread is interrupted
   */
  void send(Duration wait, List<String> lines)
      throws IOException, TimeoutException, InterruptedException {
    StringBuilder text = new StringBuilder();
    for (String line : lines) {
      text.append(line).append('\n');
    }
    input.write(text.toString().getBytes(StandardCharsets.UTF_8), wait);
  }

  /** The next event of its output, or null when none came within {@code wait}. */
  @Nullable Output next(Duration wait) throws InterruptedException {
    return output.next(wait);
  }

  /** The next event of its output already read, without waiting; null when there is none. */
  @Nullable Output ready() {
    return output.ready();
  }

  /** Puts {@code event}, just taken, back in front of its output. */
  void putBack(Output event) {
    output.putBack(event);
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
      long deadline = System.nanoTime() + grace.toNanos();
      send(grace, List.of("END"));
      process.waitFor(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
    } catch (IOException | TimeoutException gone) {
      // Gone, or not reading: kill() below ends it and collects what it left behind.
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
   * Kills the process and every process it started, waits for them to be gone, and stops reading
   * and writing. The processes it started are its descendants, found before it dies (since an
   * orphan is no longer anyone's descendant), those {@linkplain #remember() remembered}, and on
   * Linux every process that holds its mark, orphans and daemons in sessions of their own included;
   * they are looked for again after each round of killing, up to {@value #KILL_ROUNDS} rounds, for
   * those started meanwhile.
   */
  void kill() {
    Set<ProcessHandle> killed = new LinkedHashSet<>(started);
    killed.forEach(ProcessHandle::destroyForcibly);
    for (int round = 0; round < KILL_ROUNDS; round++) {
      Set<ProcessHandle> left = new LinkedHashSet<>();
      process.descendants().forEach(left::add);
      left.addAll(MarkedProcesses.find(mark));
      left.removeAll(killed);
      left.removeIf(handle -> !handle.isAlive());
      if (left.isEmpty()) {
        break;
      }
      left.forEach(ProcessHandle::destroyForcibly);
      killed.addAll(left);
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
    input.close();
    LiveProcesses.remove(this);
  }
}
