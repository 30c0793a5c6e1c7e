public import Foundation

/// One target's Swift files, each parsed once for every module it names.
public struct ScannedTarget: Sendable {
    /// One parsed file.
    public struct File: Sendable {
        /// The file's path relative to the package root.
        public var path: String
        /// Every module reference in it, on every `#if` branch.
        public var references: [ImportReference]
    }

    /// The target.
    public var target: PackageManifest.Target
    /// Its Swift files in sorted order.
    public var files: [File]

    /// The kinds of target that have Swift sources to read.
    static let scannedKinds: Set<PackageManifest.Target.Kind> = [.regular, .executable, .test, .plugin, .macro]

    /// Parses every Swift file of every target of `manifest` that has sources.
    ///
    /// - Throws: ``CheckError/unreadableSource(path:reason:)`` when a file cannot be read as UTF-8.
    public static func scan(_ manifest: PackageManifest, packageRoot: URL) throws -> [ScannedTarget] {
        try manifest.targets.filter { scannedKinds.contains($0.kind) }.map { target in
            let files = try SourceFiles.swiftFiles(under: target.path, packageRoot: packageRoot).map { path in
                let url = packageRoot.appendingPathComponent(path)
                guard let data = FileManager.default.contents(atPath: url.path),
                    let source = String(data: data, encoding: .utf8)
                else {
                    throw CheckError.unreadableSource(path: path)
                }
                return File(path: path, references: ImportScanner.references(in: source))
            }
            return ScannedTarget(target: target, files: files)
        }
    }
}
