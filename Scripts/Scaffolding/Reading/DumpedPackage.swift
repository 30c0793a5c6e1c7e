import Foundation

/// What ``PackageNames`` reads from `swift package dump-package`: the package's target and
/// product names and the dependencies it declares (source control by identity, local ones by
/// path). `dump-package` evaluates the manifest only: it resolves nothing.
struct DumpedPackage {
    /// The package's name, as its manifest's `name:` gives it.
    var name: String
    /// The package's target and product names.
    var ownNames: Set<String>
    /// The identities of its source-control (and registry) dependencies, such as `grdb.swift`.
    var remoteIdentities: [String]
    /// The paths of its local dependencies, as the manifest wrote them.
    var localPaths: [String]

    /// Reads `json`, what `swift package dump-package` printed.
    ///
    /// - Throws: ``ScaffoldError`` naming the command and the reason when the text is not
    ///   SwiftPM's manifest JSON.
    init(json: String) throws(ScaffoldError) {
        struct Named: Decodable { var name: String }
        struct Declared: Decodable {
            var identity: String
            var path: String?
        }
        struct Dependency: Decodable {
            var sourceControl: [Declared]?
            var registry: [Declared]?
            var fileSystem: [Declared]?
        }
        struct Dump: Decodable {
            var name: String
            var targets: [Named]
            var products: [Named]
            var dependencies: [Dependency]
        }
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: Data(json.utf8))
        } catch {
            throw ScaffoldError("cannot read the package's targets from `swift package dump-package`: \(error)")
        }
        name = dump.name
        ownNames = Set(dump.targets.map(\.name) + dump.products.map(\.name))
        remoteIdentities = dump.dependencies.flatMap { ($0.sourceControl ?? []) + ($0.registry ?? []) }.map(\.identity)
        localPaths = dump.dependencies.flatMap { $0.fileSystem ?? [] }.compactMap(\.path)
    }
}
