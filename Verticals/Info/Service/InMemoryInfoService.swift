import Prelude

/// An info server the test answers by hand: every request waits until the test releases
/// it with ``answer(request:with:)`` or ``answerOldest(with:)``, so no test depends on timing.
///
/// ```swift
/// let server = InMemoryInfoService()
/// // … the plugin sends two requests …
/// server.answer(request: 1, with: .failure(InfoServerError(status: 500)))
/// server.answer(request: 0, with: .success(info))
/// ```
///
/// Meant for tests: it keeps every unanswered request, so its memory grows with what the
/// test asks.
public final class InMemoryInfoService: InfoService {
    /// How a request is answered.
    public typealias Answer = @Sendable (Result<ServerInfo, InfoServerError>) -> Void

    private struct State: Sendable {
        var made = 0
        var waiting: [Int: Answer] = [:]
    }

    private let state = Locked(State())

    /// Makes a server with no requests.
    public init() {}

    /// Records the request; it waits for the test to answer it.
    public func fetchInfo(answer: @escaping Answer) {
        state.withLock { state in
            state.waiting[state.made] = answer
            state.made += 1
        }
    }

    /// How many requests have been made, answered or not. Requests are numbered from 0.
    public var requestCount: Int { state.withLock { $0.made } }

    /// The numbers of the requests that wait for an answer, lowest first.
    public var waitingRequests: [Int] { state.withLock { $0.waiting.keys.sorted() } }

    /// Answers request `number` (counted from 0) on the calling thread.
    ///
    /// - Returns: Whether that request was waiting (`false` for one already answered or never made).
    @discardableResult
    public func answer(request number: Int, with result: Result<ServerInfo, InfoServerError>) -> Bool {
        let answer = state.withLock { $0.waiting.removeValue(forKey: number) }
        answer?(result)
        return answer != nil
    }

    /// Answers the oldest waiting request.
    ///
    /// - Returns: Whether a request was waiting.
    @discardableResult
    public func answerOldest(with result: Result<ServerInfo, InfoServerError>) -> Bool {
        guard let oldest = waitingRequests.first else { return false }
        return answer(request: oldest, with: result)
    }
}
