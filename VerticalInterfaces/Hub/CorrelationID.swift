/// Ties a command to the outcome that later arrives on an event stream.
///
/// The sender may choose one (`"abc"`) or let the hub make a random one; either way the
/// command's ``EventOutput`` carries it, so a subscriber can pick out its own outcome.
public struct CorrelationID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Makes an identifier from text the sender chose.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Makes a random identifier (128 random bits as 32 hexadecimal digits).
    public init() {
        var generator = SystemRandomNumberGenerator()
        let high = String(generator.next() as UInt64, radix: 16)
        let low = String(generator.next() as UInt64, radix: 16)
        rawValue =
            String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
    }

    /// Makes a value from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes the value from the form `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The text shown when the value is printed.
    public var description: String { rawValue }
}
