import Foundation

/// Runs blocking client code (sockets read with blocking calls) on a thread of its own, so
/// that it never holds one of the few threads Swift's concurrency runs the in-process server
/// on: with two cores, two blocked tests would otherwise starve the server they wait for.
func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
