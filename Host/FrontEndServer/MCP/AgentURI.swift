import Foundation

/// The URIs of an agent's resources: `vh://view/<name>` for a view query, with an optional
/// `?payload=<percent-encoded JSON>`, and `vh://event/<name>` for an event.
enum AgentURI: Equatable {
    /// A view query, and its payload's JSON text if the URI carries one.
    case view(name: String, payload: String?)
    /// An event.
    case event(name: String)

    static let viewPrefix = "vh://view/"
    static let eventPrefix = "vh://event/"

    /// Characters left as they are in a name or a payload: RFC 3986's unreserved ones.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The URI of the view query `name`.
    static func view(_ name: String) -> String {
        viewPrefix + encoded(name)
    }

    /// The URI of the event `name`.
    static func event(_ name: String) -> String {
        eventPrefix + encoded(name)
    }

    /// The template of the view query `name` with a payload (RFC 6570).
    static func viewTemplate(_ name: String) -> String {
        view(name) + "{?payload}"
    }

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// A URI of these forms that cannot be read, in words that name the part.
    struct Malformed: Error, Equatable {
        /// What is wrong: `the name 'maps%2' is not valid percent-encoding: …`.
        var description: String
    }

    /// Reads a URI an agent gave; `nil` when it is not one of these forms.
    ///
    /// - Throws: ``Malformed`` when it is one of them but a part is empty or not valid
    ///   percent-encoding (a `%` must be followed by two hexadecimal digits, and the bytes must
    ///   be UTF-8).
    static func read(_ uri: String) throws(Malformed) -> AgentURI? {
        if uri.hasPrefix(viewPrefix) {
            let rest = uri.dropFirst(viewPrefix.count)
            let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decoded(String(parts[0]), part: "the name")
            var payload: String? = nil
            if parts.count == 2 {
                for pair in parts[1].split(separator: "&") where pair.hasPrefix("payload=") {
                    payload = try decoded(
                        String(pair.dropFirst("payload=".count)), part: "the payload", allowsEmpty: true)
                }
            }
            return .view(name: name, payload: payload)
        }
        if uri.hasPrefix(eventPrefix) {
            return .event(name: try decoded(String(uri.dropFirst(eventPrefix.count)), part: "the name"))
        }
        return nil
    }

    private static func decoded(_ text: String, part: String, allowsEmpty: Bool = false) throws(Malformed) -> String {
        guard let decoded = text.removingPercentEncoding else {
            throw Malformed(
                description: "\(part) \(JSONText.quoted(String(text.prefix(200)))) is not valid percent-encoding: "
                    + "each % must be followed by two hexadecimal digits, and the bytes must be UTF-8")
        }
        guard allowsEmpty || !decoded.isEmpty else {
            throw Malformed(description: "\(part) is empty")
        }
        return decoded
    }
}
