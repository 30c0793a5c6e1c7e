public import Foundation

extension PackageManifest {
    /// Reads the JSON that `swift package dump-package` prints. A target without `path:` is
    /// placed in SwiftPM's first predefined folder (`Sources/<name>`, `Tests/<name>` for a
    /// test, `Plugins/<name>` for a plugin), without looking at the disk;
    /// ``init(dumpPackageJSON:packageRoot:)`` places it as SwiftPM does.
    ///
    /// - Throws: ``CheckError/unreadableManifestJSON(_:)`` when the JSON does not have the
    ///   shape this toolchain's SwiftPM prints.
    public init(dumpPackageJSON data: Data) throws {
        try self.init(dumpPackageJSON: data, folders: TargetFolders(packageRoot: nil))
    }

    /// Reads the JSON that `swift package dump-package` prints for the package at
    /// `packageRoot`, placing each target without `path:` where SwiftPM looks for it: in the
    /// first of `Sources`, `Source`, `src` and `srcs` the package has (tests: `Tests` first),
    /// or that folder itself when it is the package's only target of its kind (tools version
    /// 5.9 and later).
    ///
    /// - Parameters:
    ///   - data: The JSON.
    ///   - packageRoot: The package's root folder.
    /// - Throws: ``CheckError/unreadableManifestJSON(_:)`` when the JSON does not have the
    ///   shape this toolchain's SwiftPM prints.
    public init(dumpPackageJSON data: Data, packageRoot: URL) throws {
        try self.init(dumpPackageJSON: data, folders: TargetFolders(packageRoot: packageRoot))
    }

    private init(dumpPackageJSON data: Data, folders: TargetFolders) throws {
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: data)
        } catch {
            throw CheckError.unreadableManifestJSON(String(describing: error))
        }
        let kinds = dump.targets.map { Target.Kind(rawValue: $0.type) ?? .other }
        let toolsVersion = dump.toolsVersion?.version ?? ""
        self.init(
            name: dump.name,
            targets: zip(dump.targets, kinds).map { target, kind in
                let family = TargetFolders.Family(kind)
                return Target(
                    name: target.name,
                    kind: kind,
                    path: folders.folder(
                        declared: target.path, name: target.name, family: family,
                        isAlone: kinds.filter { TargetFolders.Family($0) == family }.count == 1,
                        toolsVersion: toolsVersion),
                    dependencies: target.dependencies.compactMap(\.dependency),
                    exclude: target.exclude ?? [],
                    sources: target.sources,
                    resources: (target.resources ?? []).map(\.path)
                )
            },
            products: dump.products.map { Product(name: $0.name, targets: $0.targets) }
        )
    }

    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var products: [DumpProduct]
        var toolsVersion: DumpToolsVersion?
    }

    private struct DumpToolsVersion: Decodable {
        var version: String

        private enum CodingKeys: String, CodingKey {
            case version = "_version"
        }
    }

    private struct DumpProduct: Decodable {
        var name: String
        var targets: [String]
    }

    private struct DumpTarget: Decodable {
        var name: String
        var type: String
        var path: String?
        var dependencies: [DumpDependency]
        var exclude: [String]?
        var sources: [String]?
        var resources: [DumpResource]?
    }

    /// `{"path": "Resources", "rule": {"copy": {}}}`: only the path is read.
    private struct DumpResource: Decodable {
        var path: String
    }

    /// `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, moduleAliases, condition]}`.
    private struct DumpDependency: Decodable {
        var dependency: Dependency?

        private enum Key: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if let values = try? container.decode([JSONScalar].self, forKey: .byName), let name = values.first?.string {
                dependency = .byName(name)
            } else if let values = try? container.decode([JSONScalar].self, forKey: .target),
                let name = values.first?.string
            {
                dependency = .target(name)
            } else if let values = try? container.decode([JSONScalar].self, forKey: .product),
                let name = values.first?.string
            {
                dependency = .product(name: name, package: values.dropFirst().first?.string)
            } else {
                dependency = nil
            }
        }
    }

    /// A JSON array element that is a string or something else (null, an object).
    private struct JSONScalar: Decodable {
        var string: String?

        init(from decoder: any Decoder) throws {
            string = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}
