import Foundation

/// Mermaid's own parser (mermaid 11, as bundled by the PyPI package `mermaid-parser-py`),
/// run with Node.js, for CI to check generated diagrams against the real grammar.
///
/// Set `MERMAID_PARSER_BUNDLE` to the package's `mermaid_parser/js/parser.bundle.js` and
/// have `node` on the PATH (Debian's `nodejs`); `.ci/run` does both. Without them,
/// ``isAvailable`` is false and the tests rely on ``MermaidGrammar``'s partial check.
enum MermaidParser {
    /// The bundle's path, when configured and present.
    static var bundle: String? {
        guard let path = ProcessInfo.processInfo.environment["MERMAID_PARSER_BUNDLE"],
            FileManager.default.fileExists(atPath: path)
        else { return nil }
        return path
    }

    /// Whether the real parser can run here.
    static var isAvailable: Bool { bundle != nil }

    /// Parses each diagram; returns the error Mermaid reported for each (`nil` when it parsed).
    static func errors(in diagrams: [String]) throws -> [String?] {
        guard let bundle else { return diagrams.map { _ in "Mermaid's parser is not installed" } }
        let script = """
            require(process.argv[1]);
            const diagrams = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            (async () => {
              const results = [];
              for (const text of diagrams) {
                try { await globalThis.parse_mermaid(text); results.push(null); }
                catch (error) { results.push(String((error && error.message) || error)); }
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
        return try JSONDecoder().decode([String?].self, from: data)
    }
}
