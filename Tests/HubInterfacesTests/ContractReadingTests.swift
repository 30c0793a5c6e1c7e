import Foundation
import HubInterfaces
import Prelude
import Testing

/// `MessageContract.contracts(in:)`, the fast path a vertical reads its contracts file with,
/// says and accepts exactly what decoding through `Decodable` does.
@Suite struct ContractReadingTests {
    /// A one-contract file with `fields`, and the fields of a valid query.
    static func file(_ fields: String) -> String { "[{" + fields + "}]" }
    static let query = #""message": "shop.price", "kind": "query", "summary": "A price.""#

    static let documents = [
        file(query + #", "payloadSchema": {"type": "object"}, "answerSchema": null, "examples": [{}]"#),
        file(query + #", "payloadSchema": true, "answerSchema": {"type": "number"}, "examples": [null, 1]"#),
        file(#""message": "shop.buy", "kind": "command", "sumary": "x""#),
        file(#""message": "shop.buy", "kind": "querry", "summary": "x", "payloadSchema": {}, "examples": []"#),
        file(#""message": "shop buy", "kind": "query", "summary": "x", "payloadSchema": {}, "examples": []"#),
        file(#""message": "shop.buy", "kind": "query", "summary": 3, "payloadSchema": {}, "examples": []"#),
        file(query + #", "examples": []"#),
        file(query + #", "payloadSchema": {}"#),
        file(query + #", "payloadSchema": {}, "examples": {}"#),
        file(#""kind": "query""#),
        "[7]",
        #"{"message": "shop.buy"}"#,
        "[]",
    ]

    @Test("the fast path and Decodable agree on every document", arguments: documents)
    func agree(document: String) throws {
        let json = try JSON(parsing: document)
        let fast = Result { () throws(JSONDecodingError) in try MessageContract.contracts(in: json) }
        let decoded = Result { () throws(JSONDecodingError) in try json.decode([MessageContract].self) }
        switch (fast, decoded) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)):
            #expect(a.path == b.path, "\(a) against \(b)")
            #expect(a.message.hasPrefix(b.message.prefix(20)), "\(a) against \(b)")
        default: Issue.record("the fast path gave \(fast), Decodable \(decoded)")
        }
    }
}
