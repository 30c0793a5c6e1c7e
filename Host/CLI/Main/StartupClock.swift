import Foundation
import PlatformHub

/// When the `host` process entered `main`, for `--report-startup`: the time until the app's hub
/// could route its first message is measured from there.
enum StartupClock {
    /// The instant `main` began (read first thing in ``HostMain/main()``).
    static let began = ContinuousClock.now

    /// Prints on standard error how long the app took to be ready to route and how its policy
    /// graph was known to be valid: `host: ready to route 5 plugins after 12.3 ms (the policy
    /// graph validated when the host was built)`.
    static func report(plugins: Int, validation: GraphValidation?) {
        let elapsed = ContinuousClock.now - began
        let milliseconds =
            Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        let line = String(
            format: "host: ready to route %d plugins after %.1f ms (the policy graph %@)\n", plugins, milliseconds,
            WorldReport.text(validation) as NSString)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
