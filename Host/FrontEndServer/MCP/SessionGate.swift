import Foundation
import Prelude

/// Whether the MCP session is initialised, as the transport sees it: the SDK has answered
/// `initialize` (its answer carries a `protocolVersion`) and the client has sent
/// `notifications/initialized`. Until then the transport's fast path stays shut and every
/// `tools/call` goes to the SDK, which refuses it as it refuses any request before
/// initialisation.
final class SessionGate: Sendable {
    private struct State {
        var initializeAnswered = false
        var clientInitialized = false
        var isOpen: Bool { initializeAnswered && clientInitialized }
    }

    private let state = Locked(State())

    /// Whether both halves of the handshake are done.
    var isOpen: Bool { state.withLock { $0.isOpen } }

    /// An answer the SDK sends: notes the one to `initialize` (only it has a
    /// `result.protocolVersion`). Parses nothing once the SDK has answered it.
    func sawAnswer(_ data: Data) {
        guard !state.withLock({ $0.initializeAnswered }) else { return }
        guard let answer = try? JSON(parsing: data), case .string? = answer["result"]?["protocolVersion"] else {
            return
        }
        state.withLock { $0.initializeAnswered = true }
    }

    /// The client's `notifications/initialized` was read.
    func sawInitialized() {
        state.withLock { $0.clientInitialized = true }
    }
}
