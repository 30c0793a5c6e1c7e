public import Prelude

/// A view as data: what a view query returns instead of a `UIViewController`. The host
/// renders it as text; a front end receives it as JSON.
///
/// ```swift
/// ViewNode(.screen, text: "Clinic", children: [
///     ViewNode(.text, text: "Kings Cross"),
///     ViewNode(.button, text: "Directions", action: "maps.directions"),
/// ])
/// ```
public struct ViewNode: Sendable, Hashable, Codable {
    /// What a node is.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        /// A whole screen; its `text` is the title.
        case screen
        /// A titled group of children.
        case section
        /// Children laid out in a line.
        case stack
        /// A list of rows.
        case list
        /// One row of a list.
        case row
        /// Plain text.
        case text
        /// A tappable control; `action` names the message it triggers.
        case button
        /// A map; `attributes` carry its configuration.
        case map
        /// A marker on a map.
        case pin
        /// An image, named by `text`.
        case image
    }

    /// What this node is.
    public var role: Role
    /// The node's text: a title, a label, an image name.
    public var text: String?
    /// The message a control triggers, if any.
    public var action: String?
    /// Further properties (a map's centre, a row's subtitle).
    public var attributes: [String: JSON]
    /// The nodes inside this one, in order.
    public var children: [ViewNode]

    /// Makes a node.
    public init(
        _ role: Role, text: String? = nil, action: String? = nil, attributes: [String: JSON] = [:],
        children: [ViewNode] = []
    ) {
        self.role = role
        self.text = text
        self.action = action
        self.attributes = attributes
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case role, text, action, attributes, children
    }

    /// Decodes a node; `attributes` and `children` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        role = try container.decode(Role.self, forKey: .role)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        action = try container.decodeIfPresent(String.self, forKey: .action)
        attributes = try container.decodeIfPresent([String: JSON].self, forKey: .attributes) ?? [:]
        children = try container.decodeIfPresent([ViewNode].self, forKey: .children) ?? []
    }
}
