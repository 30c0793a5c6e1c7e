public import Foundation

/// The committed baseline: which commit's public API is which release, for which modules, and
/// which compiler dumped it. It lives as `baseline.json` beside one API digester dump per
/// module (`<Module>.json`, what `swift package diagnose-api-breaking-changes` writes into its
/// `--baseline-dir`), so a check needs neither the baseline commit nor a build of it.
public struct APIBaseline: Sendable, Hashable, Codable {
    /// The name of the file that describes the baseline.
    public static let fileName = "baseline.json"

    /// What the file is, for a person who opens it.
    public var about: String
    /// The release whose public API this is.
    public var version: SemanticVersion
    /// The full hash of the commit the dumps were made from.
    public var commit: String
    /// The modules compared, in the order given.
    public var modules: [String]
    /// The compiler that dumped the API (`swift --version`'s first line).
    public var swift: String

    /// Makes a baseline description.
    ///
    /// - Parameters:
    ///   - version: The release whose public API this is.
    ///   - commit: The full hash of the commit the dumps were made from.
    ///   - modules: The modules compared.
    ///   - swift: The compiler that dumped the API.
    public init(version: SemanticVersion, commit: String, modules: [String], swift: String) {
        about =
            "The public API of release \(version): swift-api-digester's dump of each module at commit \(commit). "
            + "Scripts/check-api compares the working tree with it; `Scripts/check-api --write-baseline` "
            + "regenerates it at HEAD (Scripts/README.md)."
        self.version = version
        self.commit = commit
        self.modules = modules
        self.swift = swift
    }

    /// The dump file of `module` in `folder`.
    ///
    /// - Parameters:
    ///   - module: A module of the baseline.
    ///   - folder: The baseline's folder.
    /// - Returns: `folder/<module>.json`.
    public static func dump(of module: String, in folder: URL) -> URL {
        folder.appendingPathComponent("\(module).json")
    }

    /// Reads the baseline in `folder` and checks that every module's dump is there.
    ///
    /// - Parameter folder: The baseline's folder.
    /// - Returns: The baseline.
    /// - Throws: ``APICheckError/noBaseline(folder:)`` when there is no `baseline.json`,
    ///   ``APICheckError/unreadableBaseline(file:reason:)`` when it cannot be read or names no
    ///   module, and ``APICheckError/missingDump(module:file:)`` when a module's dump is missing.
    public static func load(from folder: URL) throws(APICheckError) -> APIBaseline {
        let file = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { throw .noBaseline(folder: folder.path) }
        let baseline: APIBaseline
        do {
            baseline = try JSONDecoder().decode(APIBaseline.self, from: Data(contentsOf: file))
        } catch let error as DecodingError {
            throw .unreadableBaseline(file: file.path, reason: Self.describe(error))
        } catch {
            throw .unreadableBaseline(file: file.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        guard !baseline.modules.isEmpty else {
            throw .unreadableBaseline(file: file.path, reason: "its \"modules\" list is empty")
        }
        guard Self.isCommitHash(baseline.commit) else {
            throw .unreadableBaseline(
                file: file.path, reason: "\"commit\" is '\(baseline.commit.prefix(80))', not a full commit hash")
        }
        for module in baseline.modules {
            let dump = dump(of: module, in: folder)
            guard FileManager.default.fileExists(atPath: dump.path) else {
                throw .missingDump(module: module, file: dump.path)
            }
        }
        return baseline
    }

    /// Writes `baseline.json` into `folder`: keys sorted, two-space indentation as the dumps have,
    /// a final newline.
    ///
    /// - Parameter folder: The baseline's folder, which exists.
    /// - Throws: ``APICheckError/cannotWrite(path:reason:)``.
    public func write(to folder: URL) throws(APICheckError) {
        let file = folder.appendingPathComponent(Self.fileName)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try (encoder.encode(self) + Data("\n".utf8)).write(to: file, options: .atomic)
        } catch {
            throw .cannotWrite(path: file.path, reason: error.localizedDescription)
        }
    }

    /// Whether `text` is a full SHA-1 or SHA-256 commit hash in lower-case hexadecimal.
    static func isCommitHash(_ text: String) -> Bool {
        (text.count == 40 || text.count == 64) && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// A decoding error in words, with the key's path.
    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : "\"\(keys.joined(separator: "."))\""
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "it has no \"\(key.stringValue)\" at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) has the wrong type: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not valid JSON" : "\(path(context)) is wrong: \(context.debugDescription)"
        @unknown default:
            return "it is not a baseline description"
        }
    }
}
