import Prelude

/// The info server as the host runs it: a simulated network call that reads everything
/// from Info's local world when a request starts. It waits
/// `Current.info.configuration.server.latency` seconds on `Current.info.scheduler`, then
/// answers with the configured version, support address and the release notes in
/// `Current.locale`; or, at the configured failure rate, fails with a status or never answers.
///
/// ```swift
/// World.update { $0.info.configuration.server = InfoServerSettings(latency: 0.5, failureRate: 1, failure: .status(503)) }
/// LiveInfoService().fetchInfo { print($0) }   // after 0.5 s: failure(status 503)
/// ```
public struct LiveInfoService: InfoService {
    /// The string keys of the release notes the simulated server serves, in order.
    public static let releaseNoteKeys = ["info.server.note.refresh", "info.server.note.records"]

    private let roll: @Sendable () -> Double

    /// Makes a server.
    /// - Parameter roll: A number in `0..<1` per request; the request fails when it is
    ///   below the failure rate (so rates 0 and 1 are certain whatever it returns).
    public init(roll: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.roll = roll
    }

    /// Answers after the latency, or never for a failure that does not answer.
    public func fetchInfo(answer: @escaping @Sendable (Result<ServerInfo, InfoServerError>) -> Void) {
        let world = Current.info
        let settings = world.configuration.server
        let fails = settings.failureRate >= 1 || (settings.failureRate > 0 && roll() < settings.failureRate)
        guard fails else {
            let content = ServerInfo(
                version: world.configuration.appVersion, supportAddress: world.configuration.supportAddress,
                releaseNotes: Self.releaseNoteKeys.map { world.strings.text($0) })
            world.scheduler.after(settings.latency) { answer(.success(content)) }
            return
        }
        switch settings.failure {
        case .status(let status):
            world.scheduler.after(settings.latency) { answer(.failure(InfoServerError(status: status))) }
        case .noAnswer:
            return
        }
    }
}
