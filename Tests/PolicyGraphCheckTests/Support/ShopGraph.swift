import Foundation

/// A small valid graph, as files: Sender sends Shop's command, query and view query and
/// subscribes to its event; Shop receives them, publishes the event and declares a contract for
/// each. Every mistake the tests make is one edit of it.
struct ShopGraph: Sendable {
    /// A mistake in a test's own edit (the text to replace is not there once).
    struct EditError: Error, CustomStringConvertible {
        let description: String
    }

    static let senderPolicy = "Sender/Resources/Policy/Sender.json"
    static let shopPolicy = "Shop/Resources/Policy/Shop.json"
    static let shopContracts = "Shop/Resources/Contracts/Shop.json"

    static let sender = """
        {
          "name": "Sender",
          "send": {
            "commands": ["shop.buy"],
            "queries": ["shop.price"],
            "viewQueries": ["shop.view"]
          },
          "subscribe": { "events": ["shop.outcomes"] }
        }

        """

    static let shop = """
        {
          "name": "Shop",
          "receive": {
            "commands": ["shop.buy"],
            "queries": ["shop.price"],
            "viewQueries": ["shop.view"]
          },
          "publish": { "events": ["shop.outcomes"] }
        }

        """

    /// One contract, on two lines of a contracts file.
    static func contract(_ message: String, _ kind: String, answer: String? = #"{"type": "object"}"#) -> String {
        let answerMember = answer.map { #""answerSchema": \#($0), "# } ?? ""
        return """
              {"message": "\(message)", "kind": "\(kind)", "summary": "Does \(message) for the test.",
               "payloadSchema": {"type": "null"}, \(answerMember)"examples": [null]}
            """
    }

    static let contracts =
        "[\n"
        + [
            contract("shop.buy", "command"), contract("shop.price", "query", answer: #"{"type": "number"}"#),
            contract("shop.view", "viewQuery", answer: nil), contract("shop.outcomes", "event"),
        ].joined(separator: ",\n") + "\n]\n"

    /// The files' bytes, by path from the graph's root.
    var files: [String: [UInt8]] = [
        senderPolicy: Array(sender.utf8), shopPolicy: Array(shop.utf8), shopContracts: Array(contracts.utf8),
    ]
    /// The plugins, in the order the tool is given them.
    var plugins = [
        PolicyFolder.Plugin(policy: senderPolicy), PolicyFolder.Plugin(policy: shopPolicy, contracts: shopContracts),
    ]

    /// The text of `path`.
    func text(_ path: String) -> String {
        String(decoding: files[path] ?? [], as: UTF8.self)
    }

    /// Replaces the one occurrence of `old` in `path` with `new`.
    ///
    /// - Throws: ``EditError`` when `old` is not in the file exactly once.
    mutating func replace(_ old: String, with new: String, in path: String) throws {
        let parts = text(path).components(separatedBy: old)
        guard parts.count == 2 else {
            throw EditError(description: "\(path) holds \"\(old)\" \(parts.count - 1) times, not once")
        }
        files[path] = Array(parts.joined(separator: new).utf8)
    }

    /// Adds Shop's contract for `message` after the others.
    mutating func addContract(_ message: String, _ kind: String) throws {
        let last = Self.contract("shop.outcomes", "event")
        try replace(last, with: last + ",\n" + Self.contract(message, kind), in: Self.shopContracts)
    }

    /// Adds a plugin whose policy is `text`, at `path`, given to the tool after the others.
    mutating func addPlugin(_ path: String, _ text: String) {
        files[path] = Array(text.utf8)
        plugins.append(PolicyFolder.Plugin(policy: path))
    }

    /// The graph written into a fresh folder.
    func written() throws -> PolicyFolder {
        try PolicyFolder(files: files, plugins: plugins)
    }
}

/// Where in a file a diagnostic must point.
enum Place: Sendable, CustomStringConvertible {
    /// The file as a whole: line 1, column 1.
    case file
    /// The first byte of the `occurrence`-th (1-based) appearance of the text.
    case text(String, occurrence: Int = 1)

    /// The 1-based line and column (in UTF-8 bytes) of this place in `bytes`, or `nil` when the
    /// text is not there.
    func position(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        guard case .text(let text, let occurrence) = self else { return (1, 1) }
        let needle = Array(text.utf8)
        var seen = 0
        var line = 1
        var lineStart = 0
        for offset in bytes.indices {
            if bytes[offset...].starts(with: needle) {
                seen += 1
                if seen == occurrence { return (line, offset - lineStart + 1) }
            }
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
        }
        return nil
    }

    var description: String {
        switch self {
        case .file: "the file"
        case .text(let text, let occurrence): "\(text) (\(occurrence))"
        }
    }
}
