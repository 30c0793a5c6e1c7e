/// A string interned to a small integer, so that code on a hot path compares and
/// indexes by `id` instead of hashing the string every time.
///
/// Interning happens once, when the symbol is made; the same string always gets the
/// same `id` for the life of the process. Equality, hashing and ordering use `id` only.
///
/// ```swift
/// let a = Symbol("getInfo"), b = Symbol("getInfo")
/// assert(a.id == b.id && a.name == "getInfo")
/// ```
public struct Symbol: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The interned index: dense, starting at 0, in order of first use.
    public let id: Int
    /// The string this symbol stands for.
    public let name: String

    /// Interns `name` (or finds it already interned).
    public init(_ name: String) {
        self.name = name
        self.id = SymbolTable.shared.intern(name)
    }

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

    private let ids = Locked([String: Int]())

    func intern(_ name: String) -> Int {
        ids.withLock { ids in
            if let id = ids[name] { return id }
            let id = ids.count
            ids[name] = id
            return id
        }
    }

    var count: Int { ids.withLock { $0.count } }
}
