import Foundation

/// Ignores SIGINT and SIGTERM while at least one plan is being applied, and puts the previous
/// handlers back when the last one ends; a count makes plans applied at once (the tests run in
/// parallel) nest correctly, whatever order they end in.
///
/// `@unchecked Sendable`: `depth` and `saved` are read and written only while `lock` (an
/// `NSLock`, which ThreadSanitizer sees) is held.
final class InterruptShield: @unchecked Sendable {
    /// The one shield of the process.
    static let shared = InterruptShield()

    private typealias Handler = (@convention(c) (Int32) -> Void)?
    private let lock = NSLock()
    private var depth = 0
    private var saved: [(Int32, Handler)] = []

    /// Runs `body` with interrupts ignored.
    func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.withLock {
            if depth == 0 { saved = [SIGINT, SIGTERM].map { ($0, signal($0, SIG_IGN)) } }
            depth += 1
        }
        defer {
            lock.withLock {
                depth -= 1
                if depth == 0 { for (number, handler) in saved { signal(number, handler) } }
            }
        }
        return try body()
    }
}
