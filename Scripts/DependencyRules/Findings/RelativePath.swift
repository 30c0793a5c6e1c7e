public import Foundation

/// Makes file paths relative to the package root for printing.
public enum RelativePath {
    /// `path` relative to `root` when it lies inside it, else `path` unchanged.
    public static func make(_ path: String, relativeTo root: URL) -> String {
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        let filePath = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        guard filePath.hasPrefix(rootPath + "/") else { return path }
        return String(filePath.dropFirst(rootPath.count + 1))
    }
}
