package dev.noughts.gomocup;

import dev.noughts.GameAnalysis;
import dev.noughts.GameResult;
import dev.noughts.PlayedGame;
import dev.noughts.Player;
import dev.noughts.Prover;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A match between two engine processes that speak the Gomocup (piskvork) protocol, as c-gomoku-cli
 * plays one, scored by proof:
 *
 * <pre>{@code
 * MatchSettings settings =
 *     MatchSettings.builder(PiskvorkOptions.of("./pbrain-new"), PiskvorkOptions.of("./pbrain-old"), 15, 15)
 *         .openings(Openings.read(Files.readString(path), 15, 15))
 *         .concurrency(2)
 *         .sprt(new Sprt(0, 5, 0.05, 0.05))
 *         .build();
 * MatchResult result = Match.play(settings, game -> System.out.println(game));
 * }</pre>
 *
 * <p><b>Games.</b> Each opening is played twice, the first engine playing X (who moves first) in
 * game {@code 2n - 1} and O in game {@code 2n}; {@link MatchSettings#concurrency()} games at once,
 * each worker with two processes of its own, started on its first game and ended (with every
 * process they started, as {@link PiskvorkEngine#close()} does) when it has no game left. An engine
 * is asked for each move with the whole position, as {@link PiskvorkEngine#play} asks it, and has
 * {@link PiskvorkOptions#timePerMove()} for it.
 *
 * <p><b>Ends.</b> A game ends with five in a row, a full board (a draw), or as soon as the prover
 * proves a forced win for one side in a position of the game, within {@link
 * MatchSettings#adjudicationBudget()} nodes (the same games give the same adjudications on every
 * machine); the proof is the {@link GameEnd.Adjudicated}'s. An engine that crashes, overruns its
 * time, plays on a taken square or off the board, or answers anything but a move loses the game: a
 * {@link GameEnd.Forfeit} naming its {@link Fault}.
 *
 * <p><b>Results.</b> Every finished game is given to the listener at once, in the order games
 * finish, one at a time, analysed when {@link MatchSettings#analysisBudget()} is not 0, and counted
 * in the {@link MatchScore}, and in its {@link PairScore} once the other game of its opening has
 * finished too; after each, the match's {@link Sprt}, if any, is asked where it stands, and once a
 * bound is crossed no game is started (the games under way are finished and count). So too after a
 * game lost by an engine that has not made a move in the match yet and refused the board or did not
 * start ({@link Fault#BOARD_REFUSED}, {@link Fault#NOT_STARTED}): it could not be run, and every
 * later game would be lost the same way ({@link MatchResult#notRun()} says how). An engine that has
 * moved once is run again for each game, whatever befell a start before.
 *
 * @since 0.1.0
 */
public final class Match {
  private final MatchSettings settings;
  private final Consumer<MatchGame> listener;
  private final Object lock = new Object();
  private final List<MatchGame> games = new ArrayList<>();
  private MatchScore score = MatchScore.none();

  /** The first engine's points in each game whose pair (its opening's other game) is unfinished. */
  private final Map<Integer, Double> unpaired = new HashMap<>();

  private int next;
  private boolean stopped;
  // Per engine, the first and the second: whether it has made a move in a finished game.
  private final boolean[] moved = new boolean[2];
  private Reply.@Nullable Failure notRun;
  private @Nullable RuntimeException failure;

  private Match(MatchSettings settings, Consumer<MatchGame> listener) {
    this.settings = settings;
    this.listener = listener;
  }

  /**
   * Plays the match of {@code settings}, giving each finished game to {@code listener}.
   *
   * @throws CancellationException when the thread is interrupted: the games under way are abandoned
   *     and their processes killed
   * @throws RuntimeException what the listener threw, once every process is ended
   */
  public static MatchResult play(MatchSettings settings, Consumer<MatchGame> listener) {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(listener, "listener");
    return new Match(settings, listener).run();
  }

  private MatchResult run() {
    int workers = Math.min(settings.concurrency(), 2 * settings.openings().size());
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < workers; i++) {
      Thread thread = new Thread(this::work, "noughts-match-" + (i + 1));
      threads.add(thread);
      thread.start();
    }
    boolean interrupted = false;
    for (Thread thread : threads) {
      while (true) {
        try {
          thread.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
          synchronized (lock) {
            stopped = true;
          }
          threads.forEach(Thread::interrupt);
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
      throw new CancellationException("the match was interrupted");
    }
    synchronized (lock) {
      if (failure != null) {
        throw failure;
      }
      Sprt sprt = settings.sprt();
      return new MatchResult(games, score, sprt == null ? null : sprt.state(score), notRun);
    }
  }

  /** One worker: its two engines play games until none is left or the match stops. */
  private void work() {
    long adjudication = settings.adjudicationBudget();
    GamePlay play =
        new GamePlay(adjudication == 0 ? null : new Prover(adjudication), settings.clock());
    try (PiskvorkEngine first = PiskvorkEngine.of(settings.first());
        PiskvorkEngine second = PiskvorkEngine.of(settings.second())) {
      while (true) {
        int number;
        synchronized (lock) {
          if (stopped || next == 2 * settings.openings().size()) {
            return;
          }
          number = ++next;
        }
        MatchGame game = play(number, play, first, second);
        synchronized (lock) {
          games.add(game);
          score = game.addTo(score);
          Double partner = unpaired.remove(game.opening());
          if (partner == null) {
            unpaired.put(game.opening(), game.firstEnginePoints());
          } else {
            score = score.plusPair(partner, game.firstEnginePoints());
          }
          Sprt sprt = settings.sprt();
          if (sprt != null && sprt.state(score) != Sprt.State.CONTINUE) {
            stopped = true;
          }
          countMoves(game);
          if (game.end() instanceof GameEnd.Forfeit forfeit && cannotRun(game, forfeit)) {
            stopped = true;
            if (notRun == null) {
              notRun = forfeit.failure();
            }
          }
          try {
            listener.accept(game);
          } catch (RuntimeException e) {
            stopped = true;
            if (failure == null) {
              failure = e;
            }
            return;
          }
        }
      }
    } catch (CancellationException interrupted) {
      // the match was interrupted: the engines are closed, and the match says so
    } catch (RuntimeException e) {
      synchronized (lock) {
        stopped = true;
        if (failure == null) {
          failure = e;
        }
      }
    }
  }

  /**
   * Notes which engines made a move in {@code game}: the engine to move after its opening made the
   * first move after it, the other the second.
   */
  private void countMoves(MatchGame game) {
    int opening = openingSize(game);
    int made = game.game().getMoves().size() - opening;
    int firstMover = (opening % 2 == 0) == game.firstPlaysX() ? 0 : 1;
    if (made >= 1) {
      moved[firstMover] = true;
    }
    if (made >= 2) {
      moved[1 - firstMover] = true;
    }
  }

  private int openingSize(MatchGame game) {
    return settings.openings().get(game.opening() - 1).getMoves().size();
  }

  /**
   * Whether {@code forfeit} is of an engine that could not be run: it refused the board or did not
   * start, and has made no move in the match.
   */
  private boolean cannotRun(MatchGame game, GameEnd.Forfeit forfeit) {
    Fault fault = forfeit.failure().fault();
    int loser = (forfeit.loser() == Player.X) == game.firstPlaysX() ? 0 : 1;
    return (fault == Fault.NOT_STARTED || fault == Fault.BOARD_REFUSED) && !moved[loser];
  }

  /** Plays game {@code number} and analyses it. */
  private MatchGame play(int number, GamePlay play, PiskvorkEngine first, PiskvorkEngine second) {
    int opening = (number + 1) / 2;
    boolean firstPlaysX = number % 2 == 1;
    PlayedGame start = settings.openings().get(opening - 1);
    GamePlay.Played played =
        firstPlaysX ? play.play(start, first, second) : play.play(start, second, first);
    List<String> names =
        firstPlaysX ? settings.names() : List.of(settings.names().get(1), settings.names().get(0));
    PlayedGame game =
        PlayedGame.of(start.getRowCount(), start.getColumnCount(), 5, played.moves(), names)
            .withResult(result(played.end()));
    GameAnalysis analysis =
        settings.analysisBudget() == 0 || Prover.whyUnprovable(start.positionAfter(0)).isPresent()
            ? null
            : GameAnalysis.of(game, new Prover(settings.analysisBudget()));
    return new MatchGame(number, opening, firstPlaysX, game, played.end(), analysis);
  }

  /**
   * The result a game's record keeps of {@code end}: a forfeit on time or by another fault, else
   * the winner or a draw with no cause stated (five in a row and a full board show on the board; an
   * adjudication has no SGF notation of its own).
   */
  static GameResult result(GameEnd end) {
    if (end instanceof GameEnd.Forfeit forfeit) {
      return GameResult.win(
          forfeit.winner(),
          forfeit.failure().fault() == Fault.TIMEOUT
              ? GameResult.Ending.TIME
              : GameResult.Ending.FORFEIT);
    }
    Player winner = end.winner();
    return winner == null ? GameResult.draw() : GameResult.win(winner, GameResult.Ending.UNSTATED);
  }
}
