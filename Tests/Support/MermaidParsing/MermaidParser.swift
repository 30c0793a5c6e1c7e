import Foundation

/// Mermaid's own parser (mermaid 11, as bundled by the PyPI package `mermaid-parser-py`),
/// run with Node.js, for the tests to check generated diagrams against the real grammar and
/// to read back the text each label shows.
///
/// Set `MERMAID_PARSER_BUNDLE` to the package's `mermaid_parser/js/parser.bundle.js` and
/// have `node` on the PATH (Debian's `nodejs`); `.ci/run` does both. Without them,
/// ``isAvailable`` is false and the tests that need it are skipped.
public enum MermaidParser {
    /// What Mermaid made of one diagram.
    public struct Parsed: Sendable, Hashable, Decodable {
        /// The error Mermaid reported, `nil` when the diagram parsed.
        public var error: String?
        /// The text of every label as Mermaid shows it, entity codes (`#35;`) decoded: a
        /// flowchart's node texts, link labels and subgraph titles, a sequence diagram's
        /// participant names, messages and notes. Empty when the diagram did not parse.
        public var labels: [String]
    }

    /// The bundle's path, when configured and present.
    public static var bundle: String? {
        guard let path = ProcessInfo.processInfo.environment["MERMAID_PARSER_BUNDLE"],
            FileManager.default.fileExists(atPath: path)
        else { return nil }
        return path
    }

    /// Whether the real parser can run here.
    public static var isAvailable: Bool { bundle != nil }

    /// Parses each diagram; returns the error Mermaid reported for each (`nil` when it parsed).
    ///
    /// - Parameter diagrams: The diagrams' texts.
    /// - Returns: One error or `nil` per diagram, in order.
    public static func errors(in diagrams: [String]) throws -> [String?] {
        try parse(diagrams).map(\.error)
    }

    /// Parses each diagram, as Mermaid does before rendering it (entity codes included).
    ///
    /// - Parameter diagrams: The diagrams' texts.
    /// - Returns: What Mermaid made of each, in order.
    public static func parse(_ diagrams: [String]) throws -> [Parsed] {
        guard let bundle else {
            return diagrams.map { _ in Parsed(error: "Mermaid's parser is not installed", labels: []) }
        }
        // Mermaid keeps an entity code as ﬂ°°35¶ß (a number) or ﬂ°quot¶ß (a name) until it renders
        // it as &#35; or &quot;: decoded here to the character it shows.
        let script = """
            require(process.argv[1]);
            const named = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };
            const decode = (text) => String(text ?? '')
              .replace(/\\uFB02\\u00B0\\u00B0(\\d+)\\u00B6\\u00DF/g, (_, code) => String.fromCodePoint(Number(code)))
              .replace(/\\uFB02\\u00B0(\\w+)\\u00B6\\u00DF/g, (all, name) => named[name] ?? all);
            const diagrams = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            (async () => {
              const results = [];
              for (const text of diagrams) {
                try {
                  const parsed = JSON.parse(await globalThis.parse_mermaid(text));
                  const db = parsed.graph_data;
                  let labels = [];
                  if (parsed.graph_type.startsWith('flowchart')) {
                    labels = Object.values(db.vertices ?? {}).map((v) => v.text)
                      .concat((db.edges ?? []).map((e) => e.text))
                      .concat((db.subGraphs ?? []).map((s) => s.title));
                  } else if (parsed.graph_type === 'sequence') {
                    const records = db.state.records;
                    labels = Object.values(records.actors ?? {}).map((a) => a.description)
                      .concat((records.messages ?? []).map((m) => m.message));
                  }
                  results.push({ error: null, labels: labels.map(decode) });
                } catch (error) {
                  results.push({ error: String((error && error.message) || error), labels: [] });
                }
              }
              process.stdout.write(JSON.stringify(results));
            })();
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "-e", script, bundle]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(diagrams))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Parsed].self, from: data)
    }
}

extension MermaidParser {
    /// A label made of every character Mermaid reads as syntax or markup in a flowchart or a
    /// sequence diagram, with line breaks of two kinds, a backslash and an escape character.
    public static let hostileLabel = "#1 \"q\" ; : <b> [x] {y} (z) | %%{init}%% `t` &amp; \\ \u{1B}[2J\nnext\r\nend"

    /// What a diagram shows for ``hostileLabel``: the same text, each line break a space, the
    /// escape character written as `\u{1B}`.
    public static let hostileLabelShown = #"#1 "q" ; : <b> [x] {y} (z) | %%{init}%% `t` &amp; \ \u{1B}[2J next  end"#
}
