import Foundation
import Scaffolding

/// The real file system, except that the `failAt`-th change (counted from 1: a folder made, a
/// file written, a rename, a link, a removal) throws once, as a full disk would.
///
/// `@unchecked Sendable`: its one mutable value, `count`, is read and written only while
/// `lock` (an `NSLock`, which ThreadSanitizer sees) is held; everything else is immutable.
final class FailingFileSystem: ScaffoldFileSystem, @unchecked Sendable {
    private let live = LiveFileSystem()
    private let failAt: Int
    private let lock = NSLock()
    private var count = 0

    init(failAt: Int) {
        self.failAt = failAt
    }

    /// How many changes were asked for.
    var changes: Int { lock.withLock { count } }

    private func step(_ what: String) throws {
        let number = lock.withLock {
            count += 1
            return count
        }
        if number == failAt { throw ScaffoldError("injected failure at change \(number) (\(what))") }
    }

    func exists(_ path: String) -> Bool { live.exists(path) }
    func read(_ path: String) throws -> String { try live.read(path) }
    func files(under folder: String) throws -> [String] { try live.files(under: folder) }

    func makeFolder(_ path: String) throws {
        try step("make \(path)")
        try live.makeFolder(path)
    }

    func write(_ text: String, to path: String) throws {
        try step("write \(path)")
        try live.write(text, to: path)
    }

    func copyPermissions(from model: String, to path: String) throws {
        try step("chmod \(path)")
        try live.copyPermissions(from: model, to: path)
    }

    func move(_ source: String, to destination: String) throws {
        try step("move \(source)")
        try live.move(source, to: destination)
    }

    func hardLink(_ path: String, as linkPath: String) throws {
        try step("link \(path)")
        try live.hardLink(path, as: linkPath)
    }

    func remove(_ path: String) throws {
        try step("remove \(path)")
        try live.remove(path)
    }
}
