public import Foundation

/// A generated modular app package in the `Sources/<Target>/` layout, for the scale benchmark
/// (`Tests/Benchmarks/CheckDependenciesBenchmarks`) and the tests: shared targets, feature
/// targets that each use two shared ones, and one host that imports every feature. Every
/// tenth feature also imports the next feature, a known set of cross-vertical edges.
///
/// Checked with `--verticals 'Feature*' --shared 'Shared*' --host App` (``layerArguments``).
public struct SyntheticPackage: Sendable {
    /// How many targets in all (at least 3): about a tenth shared, one host, the rest features.
    public var targets: Int
    /// How many Swift files each target has.
    public var filesPerTarget: Int

    /// Makes the description of a package.
    ///
    /// - Parameters:
    ///   - targets: How many targets in all (at least 3).
    ///   - filesPerTarget: How many Swift files each target has (at least 1).
    public init(targets: Int, filesPerTarget: Int) {
        self.targets = max(3, targets)
        self.filesPerTarget = max(1, filesPerTarget)
    }

    /// How many shared targets.
    public var sharedCount: Int { max(1, targets / 10) }
    /// How many feature targets (verticals).
    public var featureCount: Int { targets - sharedCount - 1 }
    /// How many Swift files in all.
    public var fileCount: Int { targets * filesPerTarget }

    /// The features that import the next feature: every tenth, each once in its last file.
    public var crossingFeatures: [Int] { stride(from: 0, to: featureCount - 1, by: 10).map { $0 } }

    /// The flags that name the layers.
    public static let layerArguments = ["--verticals", "Feature*", "--shared", "Shared*", "--host", "App"]

    /// Writes the package into `folder` (which must not exist yet).
    ///
    /// - Parameter folder: Where to write it.
    /// - Throws: A file-system error when a file cannot be written.
    public func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        for index in 0..<sharedCount {
            try writeTarget("Shared\(index)", in: folder) { file in
                (["Foundation"], "public struct Shared\(index)Value\(file) { public var id = \(file) }")
            }
        }
        let crossing = Set(crossingFeatures)
        for index in 0..<featureCount {
            let shared = ["Shared\(index % sharedCount)", "Shared\((index + 1) % sharedCount)"]
            try writeTarget("Feature\(index)", in: folder) { file in
                var imports = ["Foundation", "SwiftUI"] + shared
                if file == filesPerTarget - 1 && crossing.contains(index) { imports.append("Feature\(index + 1)") }
                return (imports, "public struct Feature\(index)Model\(file) { public var count = \(file) }")
            }
        }
        try writeTarget("App", in: folder) { file in
            (file == 0 ? (0..<featureCount).map { "Feature\($0)" } : ["Foundation"], "struct AppPart\(file) {}")
        }
    }

    private var manifest: String {
        let shared = (0..<sharedCount).map { "        .target(name: \"Shared\($0)\")," }
        let features = (0..<featureCount).map { index in
            "        .target(name: \"Feature\(index)\", dependencies: [\"Shared\(index % sharedCount)\", "
                + "\"Shared\((index + 1) % sharedCount)\"]),"
        }
        let app =
            "        .target(name: \"App\", dependencies: [\((0..<featureCount).map { "\"Feature\($0)\"" }.joined(separator: ", "))]),"
        return """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Synthetic",
                targets: [
            \((shared + features + [app]).joined(separator: "\n"))
                ]
            )

            """
    }

    /// Writes `filesPerTarget` files for `name`; `content` gives each file's imports and a declaration.
    private func writeTarget(
        _ name: String, in folder: URL, content: (Int) -> (imports: [String], declaration: String)
    ) throws {
        let directory = folder.appendingPathComponent("Sources/\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in 0..<filesPerTarget {
            let (imports, declaration) = content(file)
            let body = (0..<12).map { line in
                "    // \(name) file \(file), line \(line): code that mentions no module.\n    let value\(line) = \(line)"
            }
            let text =
                "// \(name), part \(file) of \(filesPerTarget).\n\n"
                + imports.map { "import \($0)\n" }.joined() + "\n\(declaration)\n\nstruct \(name)Detail\(file) {\n"
                + body.joined(separator: "\n") + "\n}\n"
            try Data(text.utf8).write(to: directory.appendingPathComponent("\(name)Part\(file).swift"))
        }
    }
}
