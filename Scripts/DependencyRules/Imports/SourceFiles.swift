public import Foundation

/// Lists a target's Swift files.
public enum SourceFiles {
    /// The `.swift` files under `folder` (relative to `packageRoot`), recursively, skipping
    /// hidden folders and documentation catalogs (`.docc`, whose Swift files are a tutorial's
    /// code listings that SwiftPM does not compile into the target), as package-relative
    /// paths in sorted order.
    public static func swiftFiles(under folder: String, packageRoot: URL) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var files: [String] = []
        for case let url as URL in enumerator {
            if url.pathExtension == "docc" {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
            let filePath = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard filePath.hasPrefix(rootPath + "/") else { continue }
            files.append(folder + "/" + filePath.dropFirst(rootPath.count + 1))
        }
        return files.sorted()
    }
}
