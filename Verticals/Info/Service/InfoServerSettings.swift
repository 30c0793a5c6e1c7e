/// How the simulated info server behaves: how long it takes, how often it fails, and how.
/// The host sets these from `info.latency`, `info.failureRate` and `info.failure`, so a
/// person can make every path happen: `info.failureRate=1 info.failure=500` always answers
/// 500; `info.failure=none` with rate 1 never answers, so the refresh times out.
public struct InfoServerSettings: Sendable, Hashable {
    /// How a failing request fails.
    public enum Failure: Sendable, Hashable, CustomStringConvertible {
        /// The server answers with this HTTP-like status (400 to 599).
        case status(Int)
        /// The server never answers; the refresh deadline turns this into a timeout.
        case noAnswer

        /// The setting's text: the status number, or `none`.
        public var description: String {
            switch self {
            case .status(let status): "\(status)"
            case .noAnswer: "none"
            }
        }
    }

    /// The longest latency the host accepts, in seconds.
    public static let latencyLimit = 600.0

    /// Seconds before the server answers (0 to ``latencyLimit``).
    public var latency: Double
    /// The share of requests that fail, from 0 (none) to 1 (all).
    public var failureRate: Double
    /// How a failing request fails.
    public var failure: Failure

    /// Makes settings; by default the server answers every request after 0.2 seconds and
    /// a failing one (none, at rate 0) answers 500.
    public init(latency: Double = 0.2, failureRate: Double = 0, failure: Failure = .status(500)) {
        self.latency = latency
        self.failureRate = failureRate
        self.failure = failure
    }
}
