public import Foundation

/// The Mermaid module graph a Markdown file shows between `<!-- module-graph:begin -->` and
/// `<!-- module-graph:end -->`, compared with (or replaced by) the graph the tool draws, so
/// that CI fails when the README's copy is stale.
public enum ReadmeGraphBlock {
    /// The marker lines around the block.
    public static let begin = "<!-- module-graph:begin -->"
    /// The marker line after the block.
    public static let end = "<!-- module-graph:end -->"

    /// What the comparison found.
    public struct Verdict: Sendable, Hashable {
        /// Whether the file's block differs from the graph (and was not updated).
        public var isStale: Bool
        /// What happened, in words.
        public var message: String
    }

    /// The fenced Mermaid block for `graph`.
    public static func block(for graph: String) -> String {
        "\(begin)\n```mermaid\n\(graph)```\n\(end)"
    }

    /// Compares the block in `file` with `graph` (Mermaid text); rewrites it when `update`.
    ///
    /// - Throws: ``CheckError/invalidReadme(path:reason:)`` when the file cannot be read or
    ///   lacks the markers.
    public static func compare(_ graph: String, in file: URL, update: Bool) throws(CheckError) -> Verdict {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .invalidReadme(path: file.path, reason: "it cannot be read; check the path given to --verify-readme")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: begin), let stop = text.range(of: end, range: start.upperBound..<text.endIndex)
        else {
            throw .invalidReadme(
                path: file.path,
                reason: "it has no \(begin) ... \(end) block; put the graph between those two lines, each on its own")
        }
        let current = String(text[start.lowerBound..<stop.upperBound])
        let wanted = block(for: graph)
        if current == wanted {
            return Verdict(isStale: false, message: "the module graph in \(file.path) is up to date.")
        }
        guard update else {
            return Verdict(
                isStale: true,
                message: "the module graph in \(file.path) is stale; run the same command with --update-readme "
                    + "added, which rewrites the file's module-graph block, and commit the file.")
        }
        let updated = text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: wanted)
        if let problem = WritableFile.write(Data(updated.utf8), to: file) {
            throw .invalidReadme(path: file.path, reason: "it cannot be written: \(problem)")
        }
        return Verdict(isStale: false, message: "updated the module graph in \(file.path).")
    }
}
