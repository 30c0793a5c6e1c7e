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
/// try sender.send(command: .showClinicOnMap, payload: nil, sender: self)
/// ```
///
/// Interning is for names the program declares: static constants like the one above, and
/// the names a policy lists (a policy declares its plugin's messages). An interned name is
/// kept for the life of the process, so a name that comes from input (a front end, a
/// payload) is looked up with ``init(existing:)``, and decoding a `Message` looks up too:
/// an unknown name is simply unknown (no plugin handles it), never added. Send prepared
/// constants on hot paths: making a `Message` from a literal at the call site hashes the
/// name and looks it up on every evaluation (without a lock once it is interned, but a
/// query so made still costs about 1.5 times one with a prepared constant).
public struct Message: Hashable, Sendable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The interned name; `symbol.id` is what the hub indexes by.
    public let symbol: Symbol

    /// Makes a message named `name`, interning it: for names the program declares (see
    /// the type's documentation); use ``init(existing:)`` for a name from input. `name` is
    /// borrowed, so a name already interned (and cached on this thread) is not copied.
    public init(_ name: borrowing String) {
        symbol = Symbol(name)
    }

    /// The message named `name` if the program or a loaded policy declared it, or `nil`:
    /// a look-up that never interns, for names that come from input.
    ///
    /// ```swift
    /// guard let message = Message(existing: request.name) else { /* no such message */ }
    /// ```
    public init?(existing name: String) {
        guard let symbol = Symbol(existing: name) else { return nil }
        self.symbol = symbol
    }

    /// Makes a value from a literal.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Decodes a name the program or a loaded policy declared: a look-up, never interning.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the unknown message.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let message = Message(existing: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown message \"\(name.prefix(Self.maximumNameLength))\"; "
                    + "no plugin's policy declares it")
        }
        self = message
    }

    /// Encodes the value in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(symbol.name)
    }

    /// The message's name.
    public var name: String { symbol.name }

    /// The longest message name, in bytes (UTF-8).
    public static let maximumNameLength = 128

    /// What is wrong with `name` as a message name, or `nil` when it is allowed.
    ///
    /// A message name is 1 to ``maximumNameLength`` ASCII characters: a letter first, then
    /// letters, digits and `.` `_` `-` `:` `/` (so `maps.nearby`, `records.v2/entry`). No
    /// spaces, control or format characters, and no `#` (the hub's id form).
    public static func nameProblem(_ name: String) -> String? {
        NameRule.message.problem(name)
    }

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

/// A rule for names: the characters allowed after a leading ASCII letter, and a length.
package struct NameRule: Sendable {
    /// What the name is called in messages ("message name").
    let noun: String
    /// ASCII punctuation allowed after the first character (letters and digits always are).
    let punctuation: Set<UInt8>
    /// The longest name, in UTF-8 bytes.
    let maximumLength: Int

    /// The rule for message names.
    package static let message = NameRule(
        noun: "message name", punctuation: Set(".:_-/".utf8), maximumLength: Message.maximumNameLength)
    /// The rule for plugin names.
    package static let plugin = NameRule(
        noun: "plugin name", punctuation: Set("._-".utf8), maximumLength: Policy.maximumPluginNameLength)

    /// What is wrong with `name`, or `nil` when it follows the rule.
    package func problem(_ name: String) -> String? {
        let bytes = name.utf8
        guard let first = bytes.first else { return "a \(noun) cannot be empty" }
        guard bytes.count <= maximumLength else {
            return "a \(noun) is at most \(maximumLength) bytes; this one has \(bytes.count)"
        }
        let allowed = punctuation.map { String(UnicodeScalar($0)) }.sorted().joined(separator: " ")
        guard Self.isLetter(first) else {
            return "a \(noun) starts with an ASCII letter (A-Z, a-z)"
        }
        guard
            let bad = bytes.firstIndex(where: { !(Self.isLetter($0) || Self.isDigit($0) || punctuation.contains($0)) })
        else { return nil }
        let offset = bytes.distance(from: bytes.startIndex, to: bad)
        return "a \(noun) holds only ASCII letters, digits and \(allowed); byte \(offset) is not one of them"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
