public import Foundation

/// One module's API as `swift-api-digester -dump-sdk` writes it: a tree of nodes under
/// `ABIRoot`, declarations carrying their kind (`declKind`), their unique symbol reference
/// (`usr`) and, for declarations below `public` that the dump keeps (`package` ones),
/// `"isInternal": true`.
public struct APIDump: Sendable {
    /// A node of the dump; only the keys the check reads.
    struct Node: Decodable, Sendable {
        var kind: String
        var printedName: String
        var declKind: String?
        var usr: String?
        var isInternal: Bool?
        var children: [Node]?

        /// Whether the node declares something (a type, a function, a property, a case...), as
        /// opposed to naming a type in a signature or an import.
        var isDeclaration: Bool { declKind != nil && kind != "Import" && kind != "Conformance" }
    }

    private struct File: Decodable {
        var abiRoot: Node

        enum CodingKeys: String, CodingKey {
            case abiRoot = "ABIRoot"
        }
    }

    /// The module's top node.
    let root: Node

    /// Reads a dump.
    ///
    /// - Parameter file: The dump's file.
    /// - Throws: ``APICheckError/unreadableDump(file:reason:)`` when it is not a dump.
    public init(contentsOf file: URL) throws(APICheckError) {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            throw .unreadableDump(file: file.path, reason: "it cannot be read (\(error.localizedDescription))")
        }
        do {
            root = try JSONDecoder().decode(File.self, from: data).abiRoot
        } catch let error as DecodingError {
            throw .unreadableDump(file: file.path, reason: APIBaseline.describe(error))
        } catch {
            throw .unreadableDump(file: file.path, reason: "it is not JSON")
        }
    }

    /// A dump of `module` without a declaration: what a stand-in for a baseline holds.
    ///
    /// - Parameter module: The module's name.
    /// - Returns: The dump's JSON text.
    public static func empty(_ module: String) -> String {
        #"{"ABIRoot":{"kind":"Root","name":"\#(module)","printedName":"\#(module)","json_format_version":8}}"#
    }

    /// A dump's text without the declarations it marks internal (`package` ones, with all they
    /// hold), so that SwiftPM compares the public API only: the digester keeps `package`
    /// declarations in its dumps and reports a change to one (a `package` function's parameter
    /// type) as a break, though no user of the library can see it.
    ///
    /// - Parameter file: A dump.
    /// - Returns: The dump's JSON without internal declarations.
    /// - Throws: ``APICheckError/unreadableDump(file:reason:)`` when it is not JSON.
    public static func publicOnly(_ file: URL) throws(APICheckError) -> Data {
        func strip(_ value: Any) -> Any {
            if let array = value as? [Any] {
                return array.filter { ($0 as? [String: Any])?["isInternal"] as? Bool != true }.map(strip)
            }
            if let object = value as? [String: Any] { return object.mapValues(strip) }
            return value
        }
        do {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file), options: [.fragmentsAllowed])
            return try JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys])
        } catch {
            throw .unreadableDump(file: file.path, reason: "it is not JSON (\(error.localizedDescription))")
        }
    }

    /// How many declarations the dump holds (any access).
    public var declarationCount: Int {
        func count(_ node: Node) -> Int {
            (node.isDeclaration ? 1 : 0) + (node.children ?? []).map(count).reduce(0, +)
        }
        return count(root)
    }

    /// The declarations that are public in `baseline` and still in `current`, but no longer
    /// public there (`public` became `package`): a break the digester does not report, because
    /// the dump keeps a `package` declaration, marked internal. A declaration gone from `current`
    /// is left to the digester (it reports it removed). Below a reported declaration, its members
    /// are not reported again.
    ///
    /// - Parameters:
    ///   - baseline: The baseline's dump of a module.
    ///   - current: The working tree's dump of the same module.
    /// - Returns: One line per declaration, in the digester's words:
    ///   `API breakage: struct Message is no longer public`.
    public static func lostVisibility(baseline: APIDump, current: APIDump) -> [String] {
        var internalNow: Set<String> = []
        func collect(_ node: Node) {
            if node.isDeclaration, node.isInternal == true, let usr = node.usr { internalNow.insert(usr) }
            node.children?.forEach(collect)
        }
        collect(current.root)
        var lines: [String] = []
        func walk(_ node: Node, path: [String]) {
            guard node.isInternal != true else { return }
            var path = path
            if node.isDeclaration {
                let name = (path + [node.printedName]).joined(separator: ".")
                if let usr = node.usr, internalNow.contains(usr) {
                    let kind = (node.declKind ?? node.kind).lowercased()
                    lines.append("API breakage: \(kind) \(name) is no longer public (it is package or internal now)")
                    return
                }
                if node.kind == "TypeDecl" { path.append(node.printedName) }
            }
            for child in node.children ?? [] { walk(child, path: path) }
        }
        walk(baseline.root, path: [])
        return lines
    }
}
