/// A string interned to a small integer, so that code on a hot path compares and
/// indexes by `id` instead of hashing the string every time.
///
/// Interning happens once, when the symbol is made; the same string always gets the
/// same `id` for the life of the process, and an interned string is never freed. So
/// intern only names the program declares (constants in code, names a loaded policy
/// declares): a name that comes from input is looked up with ``init(existing:)``, and
/// an unknown one stays unknown, so input cannot grow the table. A symbol is just that integer, so copying one
/// never touches a reference count (a long name would); equality and hashing use `id`,
/// and ``name`` is looked up in the intern table when asked for.
///
/// ```swift
/// let a = Symbol("getInfo"), b = Symbol("getInfo")
/// assert(a.id == b.id && a.name == "getInfo")
/// ```
public struct Symbol: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The interned index: dense, starting at 0, in order of first use.
    public let id: Int
    /// Interns `name` (or finds it already interned). For names the program declares
    /// only: the table keeps every name for the life of the process.
    public init(_ name: String) {
        id = SymbolTable.shared.intern(name)
    }

    /// The symbol already interned for `name`, or `nil`: a look-up that never interns, for
    /// names that come from input.
    public init?(existing name: String) {
        guard let id = SymbolTable.shared.existing(name) else { return nil }
        self.id = id
    }

    /// The string this symbol stands for (a look-up under a lock: keep it off hot paths).
    public var name: String { SymbolTable.shared.name(of: id) }

    /// How many distinct symbols the process has interned so far.
    public static var count: Int { SymbolTable.shared.count }

    /// Whether both sides are the same.
    public static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Orders by name.
    public static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.name < rhs.name }
    /// The text shown when the value is printed.
    public var description: String { name }
}

/// The process-wide intern table behind ``Symbol``.
final class SymbolTable: Sendable {
    static let shared = SymbolTable()

    private struct Storage {
        var ids: [String: Int] = [:]
        var names: [String] = []
    }

    private let storage = Locked(Storage())

    func intern(_ name: String) -> Int {
        storage.withLock { storage in
            if let id = storage.ids[name] { return id }
            let id = storage.names.count
            storage.ids[name] = id
            storage.names.append(name)
            return id
        }
    }

    /// The id of `name` if it is interned; never adds it.
    func existing(_ name: String) -> Int? {
        storage.withLock { $0.ids[name] }
    }

    /// The name interned as `id`; ids only come from `intern`, so it is always in range.
    func name(of id: Int) -> String {
        storage.withLock { $0.names.indices.contains(id) ? $0.names[id] : "<symbol \(id)>" }
    }

    var count: Int { storage.withLock { $0.names.count } }
}
