import Foundation
import ScriptSupport

/// Formats Swift text with the package's own `.swift-format`, so what the tool writes passes
/// `swift format lint --strict` whatever the vertical's name (a longer name makes longer lines).
public protocol SourceFormatting: Sendable {
    /// `files` (path from the package root to text) formatted; other files are returned as they are.
    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String]
}

/// Runs `swift format format --in-place` on copies in a temporary folder.
public struct SwiftFormatter: SourceFormatting {
    /// The `.swift-format` configuration file; `nil` for swift-format's own defaults.
    public var configuration: String?

    /// Makes a formatter with the configuration at `configuration`.
    public init(configuration: String?) {
        self.configuration = configuration
    }

    /// Makes a formatter with the package's own `.swift-format` when it has one, else with
    /// swift-format's defaults (a package that depends on this one may have none).
    ///
    /// - Parameter root: The package root.
    public init(packageRoot root: String) {
        let file = root + "/.swift-format"
        self.init(configuration: FileManager.default.fileExists(atPath: file) ? file : nil)
    }

    /// The Swift files formatted.
    public func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] {
        let swiftFiles = files.keys.filter { $0.hasSuffix(".swift") }.sorted()
        guard !swiftFiles.isEmpty else { return files }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var formatted = files
        do {
            for (index, path) in swiftFiles.enumerated() {
                try Data((files[path] ?? "").utf8).write(
                    to: folder.appendingPathComponent("\(index).swift").creatingFolder())
            }
            let arguments =
                ["swift", "format", "format", "--in-place"] + (configuration.map { ["--configuration", $0] } ?? [])
                + swiftFiles.indices.map { folder.appendingPathComponent("\($0).swift").path }
            let result = try CommandRunner.run(arguments)
            guard result.status == 0 else {
                throw ScaffoldError(
                    "`swift format` failed (status \(result.status)): \(result.errorOutput.suffix(800))")
            }
            for (index, path) in swiftFiles.enumerated() {
                formatted[path] = try String(
                    contentsOf: folder.appendingPathComponent("\(index).swift"), encoding: .utf8)
            }
        } catch let error as ScaffoldError {
            throw error
        } catch {
            throw ScaffoldError(
                "cannot format the new Swift files with `swift format` (it ships with Swift 6): \(error)")
        }
        return formatted
    }
}

/// Leaves every file as it is (for tests that do not need the formatter).
public struct UnformattedSource: SourceFormatting {
    /// Makes the value.
    public init() {}

    /// `files` unchanged.
    public func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] { files }
}

extension URL {
    fileprivate func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}

extension ScaffoldPlan {
    /// The plan with its new and edited Swift files formatted by `formatter`.
    public func formatted(with formatter: any SourceFormatting) throws(ScaffoldError) -> ScaffoldPlan {
        var texts: [String: String] = [:]
        for folder in newFolders { for file in folder.files { texts[file.path] = file.contents } }
        for edit in edits { texts[edit.path] = edit.new }
        let formatted = try formatter.format(texts)
        var plan = self
        for (folderIndex, folder) in plan.newFolders.enumerated() {
            for (fileIndex, file) in folder.files.enumerated() {
                plan.newFolders[folderIndex].files[fileIndex].contents = formatted[file.path] ?? file.contents
            }
        }
        for (index, edit) in plan.edits.enumerated() {
            plan.edits[index].new = formatted[edit.path] ?? edit.new
        }
        plan.edits.removeAll { $0.old == $0.new }
        return plan
    }
}
