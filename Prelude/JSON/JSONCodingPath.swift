/// The coding path of the value a ``JSONValueDecoder`` or ``JSONValueEncoder`` is at, kept
/// as a stack: a container pushes a child's key before the child decodes or encodes itself
/// through the same coder, and pops it after, so going down a level allocates nothing (an
/// array of keys is made only when something asks for one: an error, or a type reading its
/// `codingPath`).
///
/// A container remembers how many of its coder's keys lead to it (its depth). Codable's
/// containers are used while the `init(from:)` or `encode(to:)` that made them runs, so the
/// coder's first keys are theirs for that long. A container kept and used after that names
/// its path with the keys the coder has then, up to its depth.
struct JSONCodingPath {
    /// The keys from the root, outermost first.
    private var stack: ContiguousArray<any CodingKey> = []

    /// The path given as an array (a super decoder or encoder starts from one).
    init(_ keys: [any CodingKey] = []) {
        stack = ContiguousArray(keys)
    }

    /// The first `depth` keys of `path`, then `key`: the path of a coder of its own for the
    /// child `key` of a container at `depth` (a nested container, a super decoder or encoder).
    init(_ path: JSONCodingPath, prefix depth: Int, appending key: any CodingKey) {
        let kept = Swift.min(depth, path.stack.count)
        stack.reserveCapacity(kept + 8)
        stack.append(contentsOf: path.stack[..<kept])
        stack.append(key)
    }

    /// How many keys the path has.
    var depth: Int { stack.count }

    /// The path as the `codingPath` of `Decoder` and `Encoder`.
    var keys: [any CodingKey] { Array(stack) }

    /// The first `depth` keys, then `key` when there is one: the coding path of a container
    /// at `depth`, or of its child `key`.
    func keys(prefix depth: Int, appending key: (any CodingKey)? = nil) -> [any CodingKey] {
        var keys = Array(stack.prefix(Swift.min(depth, stack.count)))
        if let key { keys.append(key) }
        return keys
    }

    /// Adds `key` at the end (room for eight levels is made at once).
    @inline(__always)
    mutating func push(_ key: any CodingKey) {
        if stack.capacity == 0 { stack.reserveCapacity(8) }
        stack.append(key)
    }

    /// Removes the last key.
    @inline(__always)
    mutating func pop() {
        stack.removeLast()
    }

    /// Removes and returns the keys after the first `depth`.
    mutating func cut(after depth: Int) -> [any CodingKey] {
        let kept = Swift.min(depth, stack.count)
        defer { stack.removeSubrange(kept...) }
        return Array(stack[kept...])
    }

    /// Adds `keys` at the end.
    mutating func append(contentsOf keys: [any CodingKey]) {
        stack.append(contentsOf: keys)
    }
}

/// A coder whose containers decode or encode a child through the coder itself, with the
/// child's key at the end of the coder's path meanwhile.
protocol JSONPathKeeping: AnyObject {
    /// The path of the value the coder is at.
    var path: JSONCodingPath { get set }
}

extension JSONPathKeeping {
    /// Runs `body` with the coder's path set to the first `depth` keys followed by `key`
    /// (the path of the child `key` of a container at `depth`), and puts the path back
    /// afterwards, whether `body` returns or throws.
    ///
    /// A container of the value the coder is at (the usual case: its `init(from:)` or
    /// `encode(to:)` is running) only pushes and pops `key`. A container used from deeper
    /// down has the keys past its depth set aside and put back.
    @inline(__always)
    func withChildPath<Result>(_ depth: Int, _ key: any CodingKey, _ body: () throws -> Result) rethrows -> Result {
        guard path.depth == depth else { return try withChildPathRebuilt(depth, key, body) }
        path.push(key)
        defer { path.pop() }
        return try body()
    }

    /// ``withChildPath(_:_:_:)`` for a container whose depth is not the coder's.
    private func withChildPathRebuilt<Result>(
        _ depth: Int, _ key: any CodingKey, _ body: () throws -> Result
    ) rethrows -> Result {
        let setAside = path.cut(after: depth)
        path.push(key)
        defer {
            path.pop()
            path.append(contentsOf: setAside)
        }
        return try body()
    }
}
