public import Foundation

/// The part of a compiler symbol graph (`<Module>.symbols.json`, `<Module>@<Other>.symbols.json`)
/// the purity check reads.
public struct SymbolGraph: Sendable, Hashable, Decodable {
    /// The module the graph describes.
    public var module: Module
    /// Its symbols.
    public var symbols: [Symbol]
    /// Relationships between symbols (`memberOf`, `defaultImplementationOf`, ...).
    public var relationships: [Relationship]

    /// The graph's module.
    public struct Module: Sendable, Hashable, Decodable {
        /// The module's name.
        public var name: String
    }

    /// One declaration.
    public struct Symbol: Sendable, Hashable, Decodable {
        /// Its kind, such as `swift.class` or `swift.method`.
        public var kind: Kind
        /// Its unique identifier.
        public var identifier: Identifier
        /// Its path from the module, such as `["Greeter", "greet()"]`.
        public var pathComponents: [String]
        /// Where it is declared; absent for synthesized members.
        public var location: Location?
        /// Present when it is declared in an extension.
        public var swiftExtension: Extension?
        /// Its declaration, token by token.
        public var declarationFragments: [Fragment]?

        /// A symbol kind.
        public struct Kind: Sendable, Hashable, Decodable {
            /// Such as `swift.class`.
            public var identifier: String
        }

        /// A symbol identifier.
        public struct Identifier: Sendable, Hashable, Decodable {
            /// The USR; inherited members carry `::SYNTHESIZED::`.
            public var precise: String
        }

        /// A declaration site: a `file://` URI and a 0-based position.
        public struct Location: Sendable, Hashable, Decodable {
            /// The file's URI.
            public var uri: String
            /// The 0-based line and character.
            public var position: Position
        }

        /// A 0-based position.
        public struct Position: Sendable, Hashable, Decodable {
            /// The 0-based line.
            public var line: Int
            /// The 0-based character.
            public var character: Int
        }

        /// The extension a symbol is declared in.
        public struct Extension: Sendable, Hashable, Decodable {
            /// The module of the extended type.
            public var extendedModule: String
            /// The kind of the extended type, such as `swift.protocol`.
            public var typeKind: String?
        }

        /// One token of a declaration.
        public struct Fragment: Sendable, Hashable, Decodable {
            /// Such as `keyword`.
            public var kind: String
            /// Such as `actor`.
            public var spelling: String
        }

        /// Whether this is a member the compiler copied in from a protocol or superclass.
        public var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }

        /// The symbol's path joined with dots, as findings and the allow-list name it.
        public var displayPath: String { pathComponents.joined(separator: ".") }
    }

    /// A relationship between two symbols.
    public struct Relationship: Sendable, Hashable, Decodable {
        /// Such as `memberOf` or `defaultImplementationOf`.
        public var kind: String
        /// The source symbol's USR.
        public var source: String
        /// The target symbol's USR.
        public var target: String
        /// The target's name when it is in another module.
        public var targetFallback: String?
    }
}

extension SymbolGraph {
    /// The names of `module`'s symbol graph files in `directory`, sorted: `<module>.symbols.json`
    /// and the `<module>@<Other>.symbols.json` files of its extensions to other modules.
    static func fileNames(of module: String, in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") }.sorted()
    }

    /// Reads every symbol graph of `module` in `directory` (`<module>.symbols.json` and the
    /// `<module>@<Other>.symbols.json` files of its extensions to other modules).
    ///
    /// - Throws: ``CheckError/missingSymbolGraph(module:directory:)`` when there is none,
    ///   ``CheckError/unreadableSymbolGraph(path:reason:)`` when one is not valid.
    public static func load(module: String, from directory: URL) throws -> [SymbolGraph] {
        let files = fileNames(of: module, in: directory)
        guard files.contains("\(module).symbols.json") else {
            throw CheckError.missingSymbolGraph(module: module, directory: directory.path)
        }
        return try files.map { name in
            let url = directory.appendingPathComponent(name)
            do {
                return try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: url))
            } catch {
                throw CheckError.unreadableSymbolGraph(path: url.path, reason: String(describing: error))
            }
        }
    }
}
