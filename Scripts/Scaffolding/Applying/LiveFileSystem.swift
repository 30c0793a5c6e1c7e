import Foundation
import Prelude

/// The real file system, through Foundation and `rename(2)`.
public struct LiveFileSystem: ScaffoldFileSystem {
    /// Makes the value.
    public init() {}

    /// Whether anything is at `path`.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The file's UTF-8 text.
    public func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScaffoldError("cannot read \(path); check that it exists and that you may read it")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Makes the folder and its parents.
    public func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes a new file.
    public func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw ScaffoldError("cannot write \(path); check the disk has room and that you may write there")
        }
    }

    /// Copies the permission bits.
    public func copyPermissions(from model: String, to path: String) throws {
        let attributes = try FileManager.default.attributesOfItem(atPath: model)
        if let mode = attributes[.posixPermissions] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        }
    }

    /// Moves with `rename(2)`.
    public func move(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw ScaffoldError("cannot move \(source) to \(destination): \(SystemError.last())")
        }
    }

    /// `link(2)`.
    public func hardLink(_ path: String, as linkPath: String) throws {
        guard link(path, linkPath) == 0 else {
            throw ScaffoldError("cannot link \(path) as \(linkPath): \(SystemError.last())")
        }
    }

    /// Removes the item.
    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
    }

    /// The regular files under `folder`, without hidden ones and what hidden folders hold.
    public func files(under folder: String) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let hidden = relative.split(separator: "/").last?.hasPrefix(".") == true
            if FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder) {
                if isFolder.boolValue {
                    if hidden { enumerator.skipDescendants() }
                } else if !hidden {
                    files.append(relative)
                }
            }
        }
        return files.sorted()
    }
}
