import Prelude

/// A part of a layer's pattern that names no target: a typo, a glob in the wrong case, a
/// folder that is not there. It would silently leave targets out of the layer (a verticals
/// pattern that matches nothing switches the vertical rule off), so both tools refuse it.
public struct UnmatchedPattern: Sendable, Hashable, CustomStringConvertible {
    /// Which part of the pattern.
    public enum Part: String, Sendable, Hashable {
        /// A glob on target names.
        case name
        /// A folder.
        case folder
        /// An exception (a glob on target names).
        case exception
    }

    /// The layer, as the rules file names it (`verticals`, `shared`, `hosts`, `interfaces`).
    public var layer: String
    /// Which part it is.
    public var part: Part
    /// The glob or folder as written.
    public var value: String
    /// The known target names (or folders) nearest to it, nearest first.
    public var nearest: [String]

    /// Makes the report of one unmatched part.
    ///
    /// - Parameters:
    ///   - layer: The layer's name.
    ///   - part: Which part of the pattern.
    ///   - value: The glob or folder as written.
    ///   - nearest: The nearest known names or folders.
    public init(layer: String, part: Part, value: String, nearest: [String]) {
        self.layer = layer
        self.part = part
        self.value = value
        self.nearest = nearest
    }

    /// What is wrong and how to fix it, in words.
    public var description: String {
        let what: String
        switch part {
        case .name: what = "the \(layer) name glob '\(value)'"
        case .folder: what = "the \(layer) folder '\(value)'"
        case .exception: what = "the \(layer) exception '\(value)'"
        }
        let noun = part == .folder ? "folders with targets" : "target names"
        let fix =
            value.isEmpty
            ? "An empty pattern names nothing: leave it out or write a glob such as '*Feature'."
            : part == .folder
                ? "Write the folder relative to the package root, as in Sources/Features."
                : "Globs match whole names and are case-sensitive: '*' stands for any run of characters."
        let known = nearest.isEmpty ? "" : " The nearest \(noun): \(nearest.joined(separator: ", "))."
        return "\(what) matches no target of the package, so it would silently leave targets out of the layer."
            + known + " " + fix
    }
}

extension UnmatchedPattern {
    /// `patterns` as sentences, one after the other.
    ///
    /// - Parameter patterns: The unmatched parts.
    /// - Returns: Each one's description, capitalised, joined with spaces.
    public static func sentences(_ patterns: [UnmatchedPattern]) -> String {
        patterns.map { String($0.description.prefix(1).uppercased()) + $0.description.dropFirst() }
            .joined(separator: " ")
    }
}

extension LayerPattern {
    /// Each name glob, folder and exception of the pattern that matches no target of
    /// `targets` (test targets left out by the caller: patterns never name them).
    ///
    /// - Parameters:
    ///   - layer: The layer's name, for the report.
    ///   - targets: Every non-test target's name and folder (relative to the package root).
    /// - Returns: One report per unmatched part, in the pattern's order.
    public func unmatched(layer: String, among targets: [(name: String, path: String)]) -> [UnmatchedPattern] {
        let names = targets.map(\.name)
        var reports: [UnmatchedPattern] = []
        for glob in self.names where !names.contains(where: { Glob.matches($0, pattern: glob) }) {
            reports.append(UnmatchedPattern(layer: layer, part: .name, value: glob, nearest: Self.nearest(glob, names)))
        }
        let folders = Self.foldersWithTargets(targets.map(\.path))
        for folder in self.folders
        where !targets.contains(where: { $0.path == folder || $0.path.hasPrefix(folder + "/") }) {
            reports.append(
                UnmatchedPattern(
                    layer: layer, part: .folder, value: folder,
                    nearest: EditDistance.nearest(to: folder, among: folders)))
        }
        for glob in except where !names.contains(where: { Glob.matches($0, pattern: glob) }) {
            reports.append(
                UnmatchedPattern(layer: layer, part: .exception, value: glob, nearest: Self.nearest(glob, names)))
        }
        return reports
    }

    /// The names a glob was likely meant to match: those it matches with case ignored, else
    /// the nearest by edit distance to the glob without its wildcards.
    private static func nearest(_ glob: String, _ names: [String]) -> [String] {
        let ignoringCase = names.filter { Glob.matches($0.lowercased(), pattern: glob.lowercased()) }
        if !ignoringCase.isEmpty { return Array(ignoringCase.prefix(5)) }
        let literal = glob.filter { $0 != "*" && $0 != "?" }
        return literal.isEmpty ? [] : EditDistance.nearest(to: literal, among: names)
    }

    /// Every folder that is or holds a target's folder, without duplicates, in order.
    private static func foldersWithTargets(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        var folders: [String] = []
        for path in paths {
            var components = path.split(separator: "/").map(String.init)
            while !components.isEmpty {
                let folder = components.joined(separator: "/")
                if seen.insert(folder).inserted { folders.append(folder) }
                components.removeLast()
            }
        }
        return folders
    }
}
