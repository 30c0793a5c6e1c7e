import Foundation
import Prelude

/// The page's files, read once at start-up from the `FrontEndServer` target's resources
/// (`Host/FrontEndServer/Resources/Web/`) into a table keyed by URL path.
///
/// A request is served by looking its path up in that table, never by joining it onto a
/// folder on disk, so no path (`..`, `%2e%2e`, `//`, a symbolic link) reaches a file the
/// folder does not hold. Only the kinds a page needs are served, each with its type:
/// `.html`, `.css`, `.js` (ES modules), `.svg`, `.png`, `.json`, `.ico`, `.woff2`.
struct WebFiles: Sendable {
    /// One file: its bytes and its `Content-Type`.
    struct File: Sendable {
        let bytes: [UInt8]
        let contentType: String
    }

    /// The content type for each file name extension served; other files are left out.
    static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "json": "application/json",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
    ]

    /// The largest file kept, and the most bytes kept in all: the page is small, and a
    /// stray large file in the folder should be a clear error, not memory.
    static let maximumFileBytes = 8 << 20
    static let maximumTotalBytes = 32 << 20

    /// Files by URL path (`/index.html`, `/modules/app.js`).
    let files: [String: File]

    /// The file a request path names: `/` is `/index.html`.
    func file(at path: String) -> File? {
        files[path == "/" ? "/index.html" : path]
    }

    /// Reads every servable file under the `FrontEndServer` target's `Resources/Web/`.
    ///
    /// - Throws: ``FrontEndServerError`` naming the missing folder, a file over the bound, or a
    ///   file that cannot be read.
    static func shipped() throws(FrontEndServerError) -> WebFiles {
        let folder: URL
        do {
            folder = try Bundle.resources(package: "VerticalHub", target: "FrontEndServer").resourceFile("Web")
        } catch {
            throw FrontEndServerError("the web page's files cannot be found: \(error)")
        }
        return try read(folder: folder)
    }

    /// Reads every servable file under `folder` (symbolic links are not followed).
    static func read(folder: URL) throws(FrontEndServerError) -> WebFiles {
        let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw FrontEndServerError("the web page's folder \(root) cannot be read")
        }
        var files: [String: File] = [:]
        var total = 0
        while let relative = walker.nextObject() as? String {
            let path = root + "/" + relative
            guard let type = contentTypes[(relative as NSString).pathExtension.lowercased()],
                let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumFileBytes, total + size <= maximumTotalBytes else {
                throw FrontEndServerError(
                    "the web page's file \(path) would take the page over \(maximumFileBytes) bytes a file or "
                        + "\(maximumTotalBytes) in all; keep only the page's own files in that folder")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw FrontEndServerError("the web page's file \(path) cannot be read")
            }
            total += data.count
            files["/" + relative] = File(bytes: [UInt8](data), contentType: type)
        }
        guard files["/index.html"] != nil else {
            throw FrontEndServerError("the web page's folder \(root) has no index.html")
        }
        return WebFiles(files: files)
    }
}
