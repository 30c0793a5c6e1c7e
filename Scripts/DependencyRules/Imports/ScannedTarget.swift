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

    /// The modules each target's files re-export (`@_exported import`), by target name.
    ///
    /// - Parameter sources: The scanned targets.
    /// - Returns: Target name to the modules it re-exports.
    public static func reExports(of sources: [ScannedTarget]) -> [String: Set<String>] {
        var reExports: [String: Set<String>] = [:]
        for scanned in sources {
            reExports[scanned.target.name] = Set(scanned.files.flatMap(\.references).filter(\.isReExport).map(\.module))
        }
        return reExports
    }

    /// The kinds of target that have Swift sources to read.
    static let scannedKinds: Set<PackageManifest.Target.Kind> = [.regular, .executable, .test, .plugin, .macro]

    /// Parses every Swift file of every target of `manifest` that has sources, on every core
    /// (each file is parsed on its own; the results keep the manifest's and the folders' order).
    ///
    /// - Throws: ``CheckError/unreadableSource(path:)`` when a file cannot be read as UTF-8.
    public static func scan(_ manifest: PackageManifest, packageRoot: URL) throws -> [ScannedTarget] {
        let targets = manifest.targets.filter { scannedKinds.contains($0.kind) }
        let paths = targets.map { SourceFiles.swiftFiles(of: $0, packageRoot: packageRoot) }
        let flat = paths.flatMap { $0 }
        let results = ParsedFiles(count: flat.count)
        DispatchQueue.concurrentPerform(iterations: flat.count) { index in
            let path = flat[index]
            let url = packageRoot.appendingPathComponent(path)
            guard let data = FileManager.default.contents(atPath: url.path),
                let source = String(data: data, encoding: .utf8)
            else {
                results.store(.failure(CheckError.unreadableSource(path: path)), at: index)
                return
            }
            results.store(.success(File(path: path, references: ImportScanner.references(in: source))), at: index)
        }
        var parsed = try results.files()[...]
        return zip(targets, paths).map { target, paths in
            let files = Array(parsed.prefix(paths.count))
            parsed = parsed.dropFirst(paths.count)
            return ScannedTarget(target: target, files: files)
        }
    }
}

/// The parse results of ``ScannedTarget/scan(_:packageRoot:)``, filled from several threads.
///
/// `@unchecked Sendable` is safe: `slots` is read and written only while `lock` is held, and
/// `NSLock` (a pthread mutex, which the thread sanitizer sees) orders every access.
private final class ParsedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<ScannedTarget.File, CheckError>?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ result: Result<ScannedTarget.File, CheckError>, at index: Int) {
        lock.withLock { slots[index] = result }
    }

    /// Every file in order, or the first failure in that order.
    func files() throws(CheckError) -> [ScannedTarget.File] {
        let all = lock.withLock { slots }
        return try all.map { slot throws(CheckError) in
            switch slot {
            case .success(let file): return file
            case .failure(let error): throw error
            case nil: throw CheckError.unreadableSource(path: "(a file that was never read)")
            }
        }
    }
}
