import Foundation
import MCP
import Prelude

extension JSON {
    /// The MCP SDK's value as Prelude's JSON: the same tree (a `data:` URL, which the SDK reads
    /// out of a string, becomes that string again). The value came from a line the transport
    /// parsed first, so its depth is bounded.
    init(mcp value: MCP.Value) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .data(let mimeType, let data):
            self = .string("data:\(mimeType ?? "application/octet-stream");base64,\(data.base64EncodedString())")
        case .array(let elements): self = .array(JSON.Array(elements.map { JSON(mcp: $0) }))
        case .object(let members):
            self = .object(JSON.Object(members.mapValues { JSON(mcp: $0) }))
        }
    }
}

extension MCP.Value {
    /// Prelude's JSON as the MCP SDK's value.
    init(json: JSON) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map { Value(json: $0) })
        case .object(let members):
            var object: [String: Value] = [:]
            object.reserveCapacity(members.count)
            for (key, value) in members { object[key] = Value(json: value) }
            self = .object(object)
        }
    }
}
