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

    /// Reads a URI an agent gave; `nil` when it is not one of these forms.
    init?(_ uri: String) {
        if uri.hasPrefix(Self.viewPrefix) {
            let rest = uri.dropFirst(Self.viewPrefix.count)
            let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first.flatMap({ String($0).removingPercentEncoding }), !name.isEmpty else {
                return nil
            }
            var payload: String? = nil
            if parts.count == 2 {
                for pair in parts[1].split(separator: "&") where pair.hasPrefix("payload=") {
                    guard let text = String(pair.dropFirst("payload=".count)).removingPercentEncoding else {
                        return nil
                    }
                    payload = text
                }
            }
            self = .view(name: name, payload: payload)
        } else if uri.hasPrefix(Self.eventPrefix) {
            guard let name = String(uri.dropFirst(Self.eventPrefix.count)).removingPercentEncoding, !name.isEmpty
            else { return nil }
            self = .event(name: name)
        } else {
            return nil
        }
    }
}
