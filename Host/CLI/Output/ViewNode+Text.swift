import Foundation
import Prelude
import VerticalInterfaces

extension ViewNode {
    /// The view as indented text for a terminal: one line per node, its children two
    /// spaces further in.
    ///
    /// ```text
    /// screen "Map"
    ///   map (centerLatitude: 51.53, centerLongitude: -0.12, zoom: 14)
    ///     pin "Kings Cross Clinic" -> maps.select (placeID: "kings-cross")
    ///   button "Directions" -> maps.directions
    /// ```
    func renderedText() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + role.rawValue
        if let text {
            line += " " + Self.quoted(text)
        }
        if let action {
            line += " -> " + Self.singleLine(action)
        }
        if !attributes.isEmpty {
            let pairs = attributes.keys.sorted().map { key in
                "\(Self.singleLine(key)): \(Self.singleLine(attributes[key].map(Self.compact) ?? "null"))"
            }
            line += " (" + pairs.joined(separator: ", ") + ")"
        }
        lines.append(line)
        for child in children {
            child.appendLines(to: &lines, depth: depth + 1)
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
