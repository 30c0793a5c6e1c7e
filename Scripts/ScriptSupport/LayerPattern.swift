/// Which targets belong to one layer: target names by glob (`*Feature`), folders
/// (`Sources/Features`), and exceptions by glob (`AppFeature`). check-dependencies' rules file
/// and flags name layers with it, and time-builds takes the same patterns.
///
/// A target belongs to the layer when its name matches one of ``names`` or its folder lies
/// inside one of ``folders``, and its name matches none of ``except``. Test targets never
/// belong to a layer by pattern: a vertical's test target follows its vertical.
public struct LayerPattern: Sendable, Hashable, Codable {
    /// Globs on the target's name: `*` stands for any run of characters, `?` for one.
    public var names: [String]
    /// Folders relative to the package root; a target whose folder is one of them or lies
    /// inside one belongs to the layer.
    public var folders: [String]
    /// Globs on the target's name that the layer leaves out, even when a name or folder matches.
    public var except: [String]

    /// Makes a pattern.
    ///
    /// - Parameters:
    ///   - names: Globs on the target's name.
    ///   - folders: Folders relative to the package root.
    ///   - except: Globs on the target's name the layer leaves out.
    public init(names: [String] = [], folders: [String] = [], except: [String] = []) {
        self.names = names
        self.folders = folders.map(Self.normalisedFolder)
        self.except = except
    }

    /// Whether the pattern names nothing.
    public var isEmpty: Bool { names.isEmpty && folders.isEmpty }

    /// Whether the target called `name`, in the folder `path`, belongs to the layer.
    ///
    /// - Parameters:
    ///   - name: The target's name.
    ///   - path: The target's folder relative to the package root.
    /// - Returns: `true` when a name glob or a folder matches and no exception does.
    public func matches(name: String, path: String) -> Bool {
        let included =
            names.contains { Glob.matches(name, pattern: $0) }
            || folders.contains { path == $0 || path.hasPrefix($0 + "/") }
        return included && !except.contains { Glob.matches(name, pattern: $0) }
    }

    /// This pattern with `other`'s names, folders and exceptions added.
    ///
    /// - Parameter other: The pattern to add.
    /// - Returns: The union of both patterns.
    public func adding(_ other: LayerPattern) -> LayerPattern {
        LayerPattern(names: names + other.names, folders: folders + other.folders, except: except + other.except)
    }

    /// A pattern from command-line values: one with a `/` is a folder, any other a name glob.
    ///
    /// - Parameters:
    ///   - values: The values given, such as `*Feature` or `Sources/Features/`.
    ///   - except: Name globs to leave out.
    /// - Returns: The pattern.
    public static func commandLine(_ values: [String], except: [String]) -> LayerPattern {
        LayerPattern(
            names: values.filter { !$0.contains("/") }, folders: values.filter { $0.contains("/") }, except: except)
    }

    /// A folder as the manifest reports target paths: no leading `./`, no trailing `/`.
    static func normalisedFolder(_ folder: String) -> String {
        var folder = folder
        while folder.hasPrefix("./") { folder.removeFirst(2) }
        while folder.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        return folder
    }

    private enum CodingKeys: String, CodingKey {
        case names, folders, except
    }

    /// Reads a pattern; every key is optional.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a key holds something other than a list of strings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            names: try container.decodeIfPresent([String].self, forKey: .names) ?? [],
            folders: try container.decodeIfPresent([String].self, forKey: .folders) ?? [],
            except: try container.decodeIfPresent([String].self, forKey: .except) ?? [])
    }
}

/// Shell-style globs on names: `*` matches any run of characters (none included), `?` one.
public enum Glob {
    /// Whether `name` matches `pattern` as a whole.
    ///
    /// - Parameters:
    ///   - name: The text to test, such as a target's name.
    ///   - pattern: The glob, such as `*Feature`.
    /// - Returns: `true` when the whole of `name` matches.
    public static func matches(_ name: String, pattern: String) -> Bool {
        let text = Array(name.unicodeScalars)
        let glob = Array(pattern.unicodeScalars)
        var t = 0
        var g = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if g < glob.count && (glob[g] == "?" || glob[g] == text[t]) {
                t += 1
                g += 1
            } else if g < glob.count && glob[g] == "*" {
                star = g
                resume = t
                g += 1
            } else if let star {
                g = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while g < glob.count && glob[g] == "*" { g += 1 }
        return g == glob.count
    }
}
