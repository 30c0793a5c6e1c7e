public import Foundation

/// Today's findings, recorded so that a package that already breaks the rule can adopt it:
/// a check against the baseline fails only on new findings and reports the fixed ones, so the
/// baseline only ever shrinks.
///
/// Entries are keyed by rule, file, target and module (for a finding about an edge) or rule,
/// file and message (for any other), never by line, so an unrelated edit that moves a line
/// keeps a known finding known. The same key may stand for several findings (`count`): one
/// file importing a sibling on two `#if` branches.
public struct Baseline: Sendable, Hashable, Codable {
    /// The file format's version; this reads version 1.
    public var version: Int
    /// What the file is, for a person who opens it.
    public var about: String
    /// The recorded findings, sorted.
    public var entries: [Entry]

    /// One recorded finding (or several with the same key).
    public struct Entry: Sendable, Hashable, Codable, Comparable {
        /// The rule that found it.
        public var rule: Finding.Rule
        /// The file, relative to the package root.
        public var file: String
        /// The depending target, for a finding about an edge.
        public var target: String?
        /// The module it depends on or imports, for a finding about an edge.
        public var module: String?
        /// The finding's message, for a finding that is not about an edge (and to read).
        public var message: String
        /// How many findings have this key.
        public var count: Int

        /// Orders entries by file, rule, target, module and message.
        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule.rawValue, lhs.target ?? "", lhs.module ?? "", lhs.message)
                < (rhs.file, rhs.rule.rawValue, rhs.target ?? "", rhs.module ?? "", rhs.message)
        }

        /// The key: what stays the same when unrelated lines move.
        var key: Key { Key(finding: self) }

        /// The entry as one line: `file: rule 'target' -> 'module'` or `file: rule: message`.
        public var summary: String {
            if let target, let module { return "\(file): [\(rule.rawValue)] '\(target)' uses '\(module)'" }
            return "\(file): [\(rule.rawValue)] \(message)"
        }
    }

    /// What identifies a finding across unrelated edits.
    struct Key: Hashable {
        var rule: Finding.Rule
        var file: String
        var target: String?
        var module: String?
        var message: String?

        init(finding: Entry) {
            rule = finding.rule
            file = finding.file
            target = finding.target
            module = finding.module
            message = finding.target == nil ? finding.message : nil
        }

        init(finding: Finding) {
            rule = finding.rule
            file = finding.path
            target = finding.edge?.from
            module = finding.edge?.to
            message = finding.edge == nil ? finding.message : nil
        }
    }

    /// The baseline of `findings`.
    ///
    /// - Parameter findings: Every finding of a check.
    public init(findings: [Finding]) {
        var entries: [Key: Entry] = [:]
        for finding in findings {
            let key = Key(finding: finding)
            if entries[key] != nil {
                entries[key]?.count += 1
            } else {
                entries[key] = Entry(
                    rule: finding.rule, file: finding.path, target: finding.edge?.from, module: finding.edge?.to,
                    message: finding.message, count: 1)
            }
        }
        version = 1
        about =
            "check-dependencies baseline: findings known when it was written. A check with --baseline fails only "
            + "on findings not listed here and reports the listed ones that are fixed; rewrite it with "
            + "--write-baseline to shrink it."
        self.entries = entries.values.sorted()
    }

    /// What a check's findings are against this baseline.
    public struct Comparison: Sendable, Hashable {
        /// Findings the baseline does not list: these fail the check.
        public var new: [Finding]
        /// Findings the baseline lists.
        public var known: [Finding]
        /// Baseline entries (with the number fixed as their count) that no finding matches any more.
        public var fixed: [Entry]
    }

    /// Splits `findings` into new and known ones, and lists what the baseline has that is gone.
    ///
    /// - Parameter findings: The findings of today's check.
    /// - Returns: The new, the known and the fixed.
    public func compare(_ findings: [Finding]) -> Comparison {
        var remaining = Dictionary(entries.map { ($0.key, $0.count) }, uniquingKeysWith: +)
        var new: [Finding] = []
        var known: [Finding] = []
        for finding in findings {
            let key = Key(finding: finding)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        let fixed = entries.compactMap { entry -> Entry? in
            guard let left = remaining[entry.key], left > 0 else { return nil }
            remaining[entry.key] = 0
            var gone = entry
            gone.count = left
            return gone
        }
        return Comparison(new: new, known: known, fixed: fixed)
    }

    /// Reads the baseline at `url`.
    ///
    /// - Parameter url: The baseline file.
    /// - Returns: The baseline.
    /// - Throws: ``CheckError/invalidBaseline(path:reason:)`` when it is missing, unreadable, or
    ///   not a baseline this tool wrote.
    public static func load(from url: URL) throws(CheckError) -> Baseline {
        let again = "; write one with --write-baseline \(url.path)"
        guard let data = FileManager.default.contents(atPath: url.path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let reason =
                !exists
                ? "does not exist" : isDirectory.boolValue ? "is a folder" : "cannot be read; check its permissions"
            throw .invalidBaseline(path: url.path, reason: reason + again)
        }
        guard data.count <= maximumFileSize else {
            throw .invalidBaseline(
                path: url.path, reason: "is \(data.count) bytes long, more than a baseline's 64 MiB" + again)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidBaseline(path: url.path, reason: "is not UTF-8 text" + again)
        }
        if let problem = StrictJSON.problem(in: text) {
            throw .invalidBaseline(
                path: url.path,
                reason: "cannot be read at line \(problem.line), column \(problem.column): \(problem.message)" + again)
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            let detail = (error as? DecodingError).map(Self.describe) ?? "it does not have the expected shape"
            throw .invalidBaseline(path: url.path, reason: "is not a check-dependencies baseline (\(detail))" + again)
        }
        guard baseline.version == 1 else {
            throw .invalidBaseline(
                path: url.path,
                reason: "has version \(baseline.version); this check-dependencies reads version 1: write it again with "
                    + "--write-baseline \(url.path)")
        }
        return baseline
    }

    /// The largest baseline read: far more than the findings of any package.
    static let maximumFileSize = 64 << 20

    /// Writes the baseline to `url` as sorted, indented JSON.
    ///
    /// - Parameter url: The file to write.
    /// - Throws: ``CheckError/invalidBaseline(path:reason:)`` when it cannot be written, saying why.
    public func write(to url: URL) throws(CheckError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw .invalidBaseline(path: url.path, reason: "could not be encoded as JSON")
        }
        if let problem = WritableFile.write(data, to: url) {
            throw .invalidBaseline(path: url.path, reason: "cannot be written: \(problem)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            let path = (context.codingPath + [key]).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return "the key '\(path.joined(separator: "."))' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return path.isEmpty
                ? "it is not an object of a baseline's keys" : "'\(path.joined(separator: "."))' has the wrong type"
        @unknown default:
            return "it does not have the expected shape"
        }
    }
}
