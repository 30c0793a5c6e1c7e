/// A read or write of the records that failed: what was being done, where, and why.
public struct RecordsStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was being done: `add an entry`, `edit entry 3`.
    public var operation: String
    /// The database's path, or `memory`.
    public var location: String
    /// What went wrong.
    public var message: String

    /// Makes an error.
    public init(operation: String, location: String = "", message: String) {
        self.operation = operation
        self.location = location
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String {
        "could not \(operation)\(location.isEmpty ? "" : " in \(location)"): \(message)"
    }
}
