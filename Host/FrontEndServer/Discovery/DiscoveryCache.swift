import Prelude

/// The discovery document of one backend, made at its first `rpc.discover` and kept: it depends
/// only on the started hub's policies, the contracts and the sender, none of which change while
/// the app runs. Every session of the backend (each WebSocket of `host serve --http`) shares it,
/// so asking again costs only writing the answer, and the server holds one document at most.
final class DiscoveryCache: Sendable {
    private let made = Locked<JSON?>(nil)

    /// Makes an empty cache.
    init() {}

    /// The document for `backend`: the one made before, or a new one, kept.
    ///
    /// - Parameter backend: The backend the cache belongs to.
    /// - Returns: The document.
    func document(for backend: FrontEndBackend) -> JSON {
        if let document = made.withLock({ $0 }) { return document }
        let document = DiscoveryDocument(backend: backend).json
        made.withLock { $0 = $0 ?? document }
        return document
    }
}
