import Foundation
import PlatformHub
import Prelude

/// When the `host` process entered `main`, for `--report-startup`: the time until the app's hub
/// could route its first message is measured from there, and so is the time until the first
/// message `host send` sent was answered.
enum StartupClock {
    /// The instant `main` began (read first thing in ``HostMain/main()``).
    static let began = ContinuousClock.now

    /// When ``report(plugins:validation:)`` said the app was ready to route, once it has.
    private static let ready = Locked<ContinuousClock.Instant?>(nil)

    /// Prints on standard error how long the app took to be ready to route and how its policy
    /// graph was known to be valid: `host: ready to route 5 plugins after 12.3 ms (the policy
    /// graph validated when the host was built)`.
    static func report(plugins: Int, validation: GraphValidation?) {
        let now = ContinuousClock.now
        ready.withLock { $0 = now }
        let line = String(
            format: "host: ready to route %d plugins after %.1f ms (the policy graph %@)\n", plugins,
            milliseconds(now - began), WorldReport.text(validation) as NSString)
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Prints on standard error how long the first message took to be answered, from the start
    /// of the process and from the moment the app was ready to route (what making its receiver,
    /// when the receiver had not been made yet, added): `host: first message answered after
    /// 14.0 ms, 1.7 ms after ready to route`. Nothing when the app has not reported being ready.
    static func reportAnswered() {
        let now = ContinuousClock.now
        guard let ready = ready.withLock({ $0 }) else { return }
        let line = String(
            format: "host: first message answered after %.1f ms, %.1f ms after ready to route\n",
            milliseconds(now - began), milliseconds(now - ready))
        FileHandle.standardError.write(Data(line.utf8))
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
    }
}
