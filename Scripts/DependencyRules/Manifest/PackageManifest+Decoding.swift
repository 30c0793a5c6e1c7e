public import Foundation

extension PackageManifest {
    /// Reads the JSON that `swift package dump-package` prints.
    ///
    /// - Throws: ``CheckError/unreadableManifestJSON(_:)`` when the JSON does not have the
    ///   shape this toolchain's SwiftPM prints.
    public init(dumpPackageJSON data: Data) throws {
        let dump: Dump
        do {
            dump = try JSONDecoder().decode(Dump.self, from: data)
        } catch {
            throw CheckError.unreadableManifestJSON(String(describing: error))
        }
        self.init(
            name: dump.name,
            targets: dump.targets.map { target in
                let kind = Target.Kind(rawValue: target.type) ?? .other
                let defaultRoot = kind == .test ? "Tests" : (kind == .plugin ? "Plugins" : "Sources")
                return Target(
                    name: target.name,
                    kind: kind,
                    path: target.path.map(Self.normalised) ?? "\(defaultRoot)/\(target.name)",
                    dependencies: target.dependencies.compactMap(\.dependency)
                )
            },
            products: dump.products.map { Product(name: $0.name, targets: $0.targets) }
        )
    }

    private static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    private struct Dump: Decodable {
        var name: String
        var targets: [DumpTarget]
        var products: [DumpProduct]
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
