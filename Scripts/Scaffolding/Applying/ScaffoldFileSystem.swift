/// The file operations the tool makes, as a protocol so that a test can make one fail half-way
/// and prove that the tree is left as it was. Paths are absolute.
public protocol ScaffoldFileSystem: Sendable {
    /// Whether anything (file or folder) is at `path`.
    func exists(_ path: String) -> Bool
    /// The UTF-8 text of the file at `path`.
    func read(_ path: String) throws -> String
    /// Makes the folder at `path` and any missing parents.
    func makeFolder(_ path: String) throws
    /// Writes `text` to a new file at `path` (its folder exists).
    func write(_ text: String, to path: String) throws
    /// Gives `path` the permission bits of `model` (a file that exists).
    func copyPermissions(from model: String, to path: String) throws
    /// Renames `source` to `destination` on the same file system, in one step; a file at
    /// `destination` is replaced, a folder there makes it fail.
    func move(_ source: String, to destination: String) throws
    /// Makes `link` a second name (a hard link) of the file at `path`.
    func hardLink(_ path: String, as linkPath: String) throws
    /// Removes the file or folder (with its contents) at `path`.
    func remove(_ path: String) throws
    /// The regular files under `folder`, as paths relative to it, sorted; hidden files and
    /// folders (a name that starts with `.`, such as `.build` and `.git`) are left out.
    func files(under folder: String) throws -> [String]
}
