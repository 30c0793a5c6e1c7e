public import Prelude

/// The name of a message that crosses the hub: a command, query, view query or event.
///
/// The name is interned when the value is made (usually once, as a static constant), so
/// the hub routes by a small integer and never hashes the string on a send.
///
/// ```swift
/// extension Message {
///     static let showClinicOnMap: Message = "maps.showClinic"
/// }
/// ```
public struct Message: Hashable, Sendable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The interned name; `symbol.id` is what the hub indexes by.
    public let symbol: Symbol

    /// Makes a message named `name`.
    public init(_ name: String) {
        symbol = Symbol(name)
    }

    /// Makes a value from a literal.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Decodes the value from the form `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(symbol.name)
    }

    /// The message's name.
    public var name: String { symbol.name }

    /// The text shown when the value is printed.
    public var description: String { symbol.name }

    /// Orders by name.
    public static func < (lhs: Message, rhs: Message) -> Bool { lhs.symbol < rhs.symbol }
}

/// The four kinds of message the hub carries.
public enum MessageKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Fire and forget; its outcome arrives later as an ``EventOutput``.
    case command
    /// Synchronous; inspects state and returns `JSON`.
    case query
    /// Synchronous; returns a ``ViewNode``.
    case viewQuery
    /// A stream of ``EventOutput`` a plugin publishes and others subscribe to.
    case event

    /// The text shown when the value is printed.
    public var description: String { rawValue }
}
