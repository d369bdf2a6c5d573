import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * Checks what {@code ./mvnw deploy} put into a file repository, as Maven Central would receive it:
 *
 * <ol>
 *   <li>every published module (each module of the root pom.xml that does not set
 *       maven.deploy.skip, and the root itself) is there: a jar module with its jar, sources jar,
 *       Javadoc jar and POM; a pom module with its POM;
 *   <li>every POM says what Central requires (name, description, url, licenses, developers, scm),
 *       itself or through a deployed parent;
 *   <li>every deployed jar and BOM is byte-identical to a file of an earlier build of the same
 *       commit, given as the output of sha256sum: the build is reproducible.
 * </ol>
 *
 * <p>Usage: {@code java .ci/CheckDeployed.java REPOSITORY SHA256SUMS}. Prints every problem, and
 * exits with 1 if there is any.
 */
class CheckDeployed {
  static final List<String> REQUIRED =
      List.of("name", "description", "url", "licenses/license/name", "developers/developer/name",
          "scm/url");

  final XPath xpath = XPathFactory.newInstance().newXPath();
  final List<String> problems = new ArrayList<>();

  public static void main(String[] args) throws Exception {
    CheckDeployed check = new CheckDeployed();
    check.run(Path.of(args[0]), Set.copyOf(hashes(Path.of(args[1]))));
    check.problems.forEach(problem -> System.out.println("FAIL " + problem));
    System.exit(check.problems.isEmpty() ? 0 : 1);
  }

  void run(Path repository, Set<String> earlierBuild) throws Exception {
    Document root = parse(Path.of("pom.xml"));
    String groupId = text(root, "/project/groupId");
    String version = text(root, "/project/version");
    List<Path> published = new ArrayList<>(List.of(Path.of("pom.xml")));
    for (String module : list(root, "/project/modules/module")) {
      Path pom = Path.of(module, "pom.xml");
      if (!"true".equals(text(parse(pom), "/project/properties/maven.deploy.skip"))) {
        published.add(pom);
      }
    }
    for (Path pom : published) {
      Document model = parse(pom);
      String artifactId = text(model, "/project/artifactId");
      String packaging = text(model, "/project/packaging");
      Path directory =
          repository.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
      List<String> kinds =
          packaging.equals("pom") ? List.of(".pom") : List.of(".pom", ".jar", "-sources.jar",
              "-javadoc.jar");
      for (String kind : kinds) {
        List<Path> files = deployed(directory, artifactId, kind);
        if (files.size() != 1) {
          problems.add(artifactId + ": expected one " + kind + " in " + directory + ", found "
              + files);
          continue;
        }
        Path file = files.get(0);
        System.out.println("deployed " + repository.relativize(file));
        if (kind.equals(".pom")) {
          checkMetadata(file, repository, groupId);
        }
        boolean compared = kind.endsWith(".jar") || packaging.equals("pom");
        if (compared && !earlierBuild.contains(sha256(file))) {
          problems.add(file.getFileName() + " differs from the earlier build: not reproducible");
        }
      }
    }
  }

  /** Name, description, url, licenses, developers and scm, in the POM or a deployed parent. */
  void checkMetadata(Path pom, Path repository, String groupId) throws Exception {
    Document model = parse(pom);
    for (String element : List.of("name", "description")) {
      if (text(model, "/project/" + element).isBlank()) {
        problems.add(pom.getFileName() + " has no <" + element + ">");
      }
    }
    for (String element : REQUIRED) {
      Document owner = model;
      while (owner != null && text(owner, "/project/" + element).isBlank()) {
        owner = deployedParent(owner, repository, groupId);
      }
      if (owner == null) {
        problems.add(pom.getFileName() + " has no " + element + ", nor has any parent");
      }
    }
  }

  Document deployedParent(Document model, Path repository, String groupId) throws Exception {
    if (!groupId.equals(text(model, "/project/parent/groupId"))) {
      return null;
    }
    String artifactId = text(model, "/project/parent/artifactId");
    Path directory = repository.resolve(groupId.replace('.', '/')).resolve(artifactId)
        .resolve(text(model, "/project/parent/version"));
    List<Path> poms = deployed(directory, artifactId, ".pom");
    return poms.size() == 1 ? parse(poms.get(0)) : null;
  }

  /** Files named ARTIFACT-VERSION+KIND, where a snapshot's VERSION is a timestamp. */
  static List<Path> deployed(Path directory, String artifactId, String kind) throws IOException {
    if (!Files.isDirectory(directory)) {
      return List.of();
    }
    String classifiers = "-(sources|javadoc)\\.jar$";
    try (Stream<Path> files = Files.list(directory)) {
      return files
          .filter(file -> {
            String name = file.getFileName().toString();
            return name.startsWith(artifactId + "-") && name.endsWith(kind)
                && (kind.startsWith("-") || !name.matches(".*" + classifiers));
          })
          .sorted()
          .collect(Collectors.toList());
    }
  }

  static List<String> hashes(Path sha256sums) throws IOException {
    return Files.readAllLines(sha256sums).stream()
        .map(line -> line.split("\\s+")[0])
        .collect(Collectors.toList());
  }

  static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
    return HexFormat.of()
        .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
  }

  static Document parse(Path pom) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(pom.toFile());
  }

  String text(Document document, String path) throws Exception {
    return xpath.evaluate(path, document).strip();
  }

  List<String> list(Document document, String path) throws Exception {
    NodeList nodes = (NodeList) xpath.evaluate(path, document, XPathConstants.NODESET);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < nodes.getLength(); i++) {
      texts.add(nodes.item(i).getTextContent().strip());
    }
    return texts;
  }
}
