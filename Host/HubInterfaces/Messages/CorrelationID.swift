/// Ties a command to the outcome that later arrives on an event stream.
///
/// The sender may choose one (`"abc"`), or let the hub make one: `#` and a number in
/// hexadecimal (`#1a`), unique within the process. The `#` form is the hub's own: the hub
/// refuses a command whose sender chose an id in that form (even one it was handed by the
/// hub before), so no sender can make its command look like another's. Either way the
/// command's ``EventOutput`` carries the id, so a subscriber can pick out its own outcome.
/// Ids are for matching, not proof: the receiving plugin writes the id into its outputs.
///
/// A sender's id is at most ``maximumLength`` bytes (UTF-8): the hub refuses a longer one
/// with `invalidPayload`, and decoding one throws, so ids kept in traces and outcomes have
/// a bounded size.
///
/// ```swift
/// try sender.send(command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: self)
/// let id = try sender.send(command: .refreshInfo, payload: ["city": "York"], sender: self)   // "#1b"
/// ```
public struct CorrelationID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The text a sender chose; empty for an id the hub made.
    @usableFromInline let text: String
    /// The hub's number for an id it made; 0 for an id a sender chose.
    ///
    /// Every id has one form only (text in the `#` form is read as the number), so two ids
    /// are equal exactly when their ``rawValue``s are.
    public let serial: UInt64

    /// The longest id a sender may choose, in bytes (UTF-8).
    public static let maximumLength = 256

    /// Whether a sender may choose this id: not in the hub's `#` form, and at most
    /// ``maximumLength`` bytes. (The hub checks this on every command a sender tags.)
    @inlinable
    public var isAllowedForSender: Bool { serial == 0 && text.utf8.count <= Self.maximumLength }

    /// Makes an identifier from text (text in the hub's `#` form, such as `#1a` read back
    /// from JSON, is that hub-made id).
    public init(_ rawValue: String) {
        if let serial = Self.serial(in: rawValue) {
            text = ""
            self.serial = serial
        } else {
            text = rawValue
            serial = 0
        }
    }

    /// The hub's id number `serial`, greater than 0 (0 is the empty sender id); only the
    /// hub makes these.
    ///
    /// Inlinable: the hub makes one on every command sent without an id, and a call into
    /// this module for two stores cost more than the stores.
    @inlinable
    package init(serial: UInt64) {
        text = ""
        self.serial = serial
    }

    /// Makes a random identifier for a sender (128 random bits as 32 hexadecimal digits).
    public init() {
        var generator = SystemRandomNumberGenerator()
        let high = String(generator.next() as UInt64, radix: 16)
        let low = String(generator.next() as UInt64, radix: 16)
        text =
            String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 16 - low.count) + low
        serial = 0
    }

    /// Makes a value from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes the value from the form `encode(to:)` writes.
    /// - Throws: `DecodingError.dataCorrupted` for text longer than ``maximumLength`` bytes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.utf8.count <= Self.maximumLength else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a correlation id is at most \(Self.maximumLength) bytes; this one has "
                    + "\(text.utf8.count)")
        }
        self.init(text)
    }

    /// Encodes the value in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The identifier's text: the sender's, or `#` and the hub's number in hexadecimal.
    public var rawValue: String { serial == 0 ? text : "#" + String(serial, radix: 16) }

    /// Whether the hub made this id (the `#` form).
    public var isMadeByHub: Bool { serial != 0 }

    /// The text shown when the value is printed.
    public var description: String { rawValue }

    /// The number in `text` when it is in the hub's form: `#`, then 1 to 16 lowercase
    /// hexadecimal digits without a leading zero.
    private static func serial(in text: String) -> UInt64? {
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "#"), (2...17).contains(bytes.count) else { return nil }
        let digits = bytes.dropFirst()
        guard digits.first != UInt8(ascii: "0") else { return nil }
        let lowercaseHex = digits.allSatisfy {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
        }
        guard lowercaseHex else { return nil }
        return UInt64(Substring(digits), radix: 16)
    }
}
