import Foundation
public import HubInterfaces
import Prelude

/// A view as indented text, for a terminal or an agent: `host send view` prints it, and
/// `host serve --mcp` gives it to an agent beside the view's JSON.
public enum ViewText {
    /// `view` as indented text: one line per node, its children two spaces further in.
    ///
    /// ```text
    /// screen "Map"
    ///   map (centerLatitude: 51.53, centerLongitude: -0.12, zoom: 14)
    ///     pin "Kings Cross Clinic" -> maps.select (placeID: "kings-cross")
    ///   button "Directions" -> maps.directions
    /// ```
    ///
    /// - Parameter view: The view.
    /// - Returns: The lines, each ending with a newline.
    public static func indented(_ view: ViewNode) -> String {
        var lines: [String] = []
        appendLines(of: view, to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func appendLines(of view: ViewNode, to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + view.role.rawValue
        if let text = view.text {
            line += " " + quoted(text)
        }
        if let action = view.action {
            line += " -> " + singleLine(action)
        }
        if !view.attributes.isEmpty {
            let pairs = view.attributes.keys.sorted().map { key in
                "\(singleLine(key)): \(singleLine(view.attributes[key].map(compact) ?? "null"))"
            }
            line += " (" + pairs.joined(separator: ", ") + ")"
        }
        lines.append(line)
        for child in view.children {
            appendLines(of: child, to: &lines, depth: depth + 1)
        }
    }

    /// A value's compact JSON text.
    private static func compact(_ value: JSON) -> String {
        (try? value.serialized()) ?? value.typeName
    }

    /// Text in double quotes, on one line (a line break shows as `\n`).
    private static func quoted(_ text: String) -> String {
        "\"" + singleLine(text.replacingOccurrences(of: "\"", with: "\\\"")) + "\""
    }

    private static func singleLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
    }
}
