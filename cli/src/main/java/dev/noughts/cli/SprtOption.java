package dev.noughts.cli;

import dev.noughts.gomocup.Sprt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * {@code --sprt elo0=0 elo1=5 alpha=0.05 beta=0.05 model=pentanomial}: the parameters of a match's
 * SPRT, as c-gomoku-cli and cutechess take them, and fastchess's {@code model}: elo1 required, the
 * others 0, 0.05, 0.05 and {@link Sprt.Model#PENTANOMIAL} unless given.
 */
final class SprtOption {
  private static final List<String> KEYS = List.of("elo0", "elo1", "alpha", "beta", "model");

  private SprtOption() {}

  /** What reading the parameters gave: the test, or every problem with them. */
  record Parsed(@Nullable Sprt sprt, List<String> problems) {}

  /** Reads {@code parameters}, each {@code key=value}: no test when there is none. */
  static Parsed parse(List<String> parameters) {
    if (parameters.isEmpty()) {
      return new Parsed(null, List.of()); // no --sprt: no test
    }
    Map<String, Double> values = new LinkedHashMap<>();
    Sprt.@Nullable Model model = null;
    List<String> problems = new ArrayList<>();
    for (String parameter : parameters) {
      int equals = parameter.indexOf('=');
      String key = equals < 0 ? parameter : parameter.substring(0, equals);
      if (!KEYS.contains(key)) {
        problems.add(
            "'"
                + parameter
                + "' is not a parameter of --sprt: give elo0=E0 elo1=E1 alpha=A beta=B"
                + " model=M, such as elo0=0 elo1=5 alpha=0.05 beta=0.05 model=pentanomial");
        continue;
      }
      if (values.containsKey(key) || (key.equals("model") && model != null)) {
        problems.add(key + " is given twice");
        continue;
      }
      if (equals < 0) {
        problems.add(
            "'" + key + "' has no value: give it as " + key + "=VALUE, such as " + example(key));
        continue;
      }
      String text = parameter.substring(equals + 1);
      if (key.equals("model")) {
        model = model(text);
        if (model == null) {
          problems.add(
              "model is '"
                  + text
                  + "', not one of "
                  + Arrays.stream(Sprt.Model.values())
                      .map(Sprt.Model::toString)
                      .collect(Collectors.joining(", ")));
        }
        continue;
      }
      try {
        double value = Double.parseDouble(text);
        if (!Double.isFinite(value) || text.isBlank() || !text.strip().equals(text)) {
          throw new NumberFormatException(text);
        }
        values.put(key, value);
      } catch (NumberFormatException e) {
        problems.add(key + " is '" + text + "', not a number, such as " + example(key));
      }
    }
    if (!values.containsKey("elo1") && problems.isEmpty()) {
      problems.add("elo1 is required, the Elo difference to accept: such as elo1=5");
    }
    if (!problems.isEmpty()) {
      return new Parsed(null, problems);
    }
    double elo0 = values.getOrDefault("elo0", 0.0);
    double elo1 = values.getOrDefault("elo1", 0.0);
    double alpha = values.getOrDefault("alpha", 0.05);
    double beta = values.getOrDefault("beta", 0.05);
    try {
      return new Parsed(
          new Sprt(elo0, elo1, alpha, beta, model == null ? Sprt.Model.PENTANOMIAL : model),
          List.of());
    } catch (IllegalArgumentException e) {
      return new Parsed(null, List.of(String.valueOf(e.getMessage()).split("; ")));
    }
  }

  private static Sprt.@Nullable Model model(String name) {
    for (Sprt.Model model : Sprt.Model.values()) {
      if (model.toString().equals(name)) {
        return model;
      }
    }
    return null;
  }

  private static String example(String key) {
    return switch (key) {
      case "elo0" -> "elo0=0";
      case "elo1" -> "elo1=5";
      case "model" -> "model=pentanomial";
      default -> key + "=0.05";
    };
  }
}
