/// The coding path of the value a ``JSONValueDecoder`` or ``JSONValueEncoder`` is at, kept
/// as a stack: a container pushes a child's key before the child decodes or encodes itself
/// through the same coder, and pops it after, so going down a level allocates nothing (an
/// array of keys is made only when something asks for ``keys``: an error, or a type reading
/// its `codingPath`).
struct JSONCodingPath {
    /// The keys from the root, outermost first.
    private(set) var stack: ContiguousArray<any CodingKey> = []

    /// The path given as an array (a super decoder or encoder starts from one).
    init(_ keys: [any CodingKey] = []) {
        stack = ContiguousArray(keys)
    }

    /// How many keys the path has.
    var depth: Int { stack.count }

    /// The path as the `codingPath` of `Decoder` and `Encoder`.
    var keys: [any CodingKey] { Array(stack) }

    /// The first `depth` keys, then `suffix`, then `key` when there is one.
    func keys(prefix depth: Int, then suffix: [any CodingKey], _ key: (any CodingKey)? = nil) -> [any CodingKey] {
        var keys = Array(stack.prefix(Swift.min(depth, stack.count)))
        keys.append(contentsOf: suffix)
        if let key { keys.append(key) }
        return keys
    }

    /// Adds `key` at the end.
    mutating func push(_ key: any CodingKey) {
        stack.append(key)
    }

    /// Removes keys from the end until `depth` are left.
    mutating func truncate(to depth: Int) {
        stack.removeSubrange(Swift.min(depth, stack.count)...)
    }

    /// Adds `keys` at the end.
    mutating func append(contentsOf keys: some Collection<any CodingKey>) {
        stack.append(contentsOf: keys)
    }

    /// The keys after the first `depth`.
    func suffix(after depth: Int) -> [any CodingKey] {
        Array(stack.dropFirst(depth))
    }
}

/// Where a container sits in its coder's path: the coder's first `depth` keys, then
/// `suffix`. A container a coder makes for the value it is at has an empty suffix, so it
/// costs no allocation; a nested container (`nestedContainer(keyedBy:forKey:)`) carries its
/// own key, because its parent goes on using the coder's path meanwhile.
///
/// Codable's containers are used while the `init(from:)` or `encode(to:)` that made them
/// runs, so the coder's first `depth` keys are theirs for that long. A container kept and
/// used after that names its path with the keys the coder has then (it never reads past
/// them).
struct JSONContainerPlace {
    /// How many of the coder's keys lead to the container.
    let depth: Int
    /// The keys after those, to the container.
    let suffix: [any CodingKey]

    /// The place of a container made for the value at the end of a path `depth` keys long.
    init(depth: Int) {
        self.depth = depth
        suffix = []
    }

    private init(depth: Int, suffix: [any CodingKey]) {
        self.depth = depth
        self.suffix = suffix
    }

    /// The place of a container nested in this one under `key`.
    func nested(_ key: any CodingKey) -> JSONContainerPlace {
        JSONContainerPlace(depth: depth, suffix: suffix + [key])
    }

    /// The container's coding path in `path`, followed by `key` when there is one.
    func codingPath(in path: JSONCodingPath, appending key: (any CodingKey)? = nil) -> [any CodingKey] {
        path.keys(prefix: depth, then: suffix, key)
    }
}

/// A coder whose containers decode or encode a child through the coder itself, with the
/// child's key at the end of the coder's path meanwhile.
protocol JSONPathKeeping: AnyObject {
    /// The path of the value the coder is at.
    var path: JSONCodingPath { get set }
}

extension JSONPathKeeping {
    /// Runs `body` with the coder's path set to `place`'s path followed by `key`, and puts
    /// the path back afterwards, whether `body` returns or throws.
    ///
    /// A container of the value the coder is at (the usual case: its `init(from:)` or
    /// `encode(to:)` is running) only pushes and pops `key`. Otherwise (a nested container,
    /// or a container used from deeper down) the keys past the place are set aside and put
    /// back.
    @inline(__always)
    func withChildPath<Result>(
        _ place: JSONContainerPlace, _ key: any CodingKey, _ body: () throws -> Result
    ) rethrows -> Result {
        let depth = path.depth
        guard depth == place.depth, place.suffix.isEmpty else {
            return try withChildPathRebuilt(place, key, body)
        }
        path.push(key)
        defer { path.truncate(to: depth) }
        return try body()
    }

    /// ``withChildPath(_:_:_:)`` for a place that is not the coder's whole path.
    private func withChildPathRebuilt<Result>(
        _ place: JSONContainerPlace, _ key: any CodingKey, _ body: () throws -> Result
    ) rethrows -> Result {
        let kept = Swift.min(place.depth, path.depth)
        let setAside = path.suffix(after: kept)
        path.truncate(to: kept)
        path.append(contentsOf: place.suffix)
        path.push(key)
        defer {
            path.truncate(to: kept)
            path.append(contentsOf: setAside)
        }
        return try body()
    }
}
