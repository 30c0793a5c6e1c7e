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

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}
