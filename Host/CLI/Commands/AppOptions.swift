import ArgumentParser
import Foundation
import HubInterfaces
import Prelude

/// The options of every command that runs the app: where state is kept, the locale, the
/// verticals' switches and settings. Their help texts and completions list what the verticals
/// offer, made only when they are shown (see ``VerticalsHelp``).
struct AppOptions: ParsableArguments {
    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "The folder that keeps the app's state between runs (made on first use); defaults to "
                + "\(HostConfiguration.defaultDataDirectory.path).",
            valueName: "folder"),
        completion: .directory)
    var dataDirectory: String?

    @Option(
        help: ArgumentHelp(
            "The locale to show strings in: one of "
                + VerticalsHelp.text { HostCatalog.locales.map(\.identifier).joined(separator: ", ") }
                + ", in any case, with _ or -, and with a region if you like (DE, de_DE and de-de all work).",
            valueName: "locale"),
        completion: VerticalsHelp.completion { HostCatalog.locales.map(\.identifier) })
    var locale: String = "en"

    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp(
            "A feature switch to turn on (all are off otherwise), repeatable: "
                + VerticalsHelp.text { HostCatalog.switchNames.joined(separator: ", ") } + ".",
            valueName: "vertical.switch"),
        completion: VerticalsHelp.completion { HostCatalog.switchNames })
    var enabledSwitches: [String] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A vertical's setting as <vertical>.<setting>=<value>, repeatable: "
                + VerticalsHelp.text { AppOptions.settingsSummary } + ".",
            valueName: "vertical.setting=value"),
        completion: VerticalsHelp.completion { HostCatalog.settingNames.map { $0 + "=" } })
    var settings: [String] = []

    @Flag(
        name: .customLong("report-startup"),
        help: ArgumentHelp(
            "Print on standard error how long the app took, from the start of the process, until its hub could "
                + "route a message, and whether the policy graph was validated when the host was built (with "
                + "`send query` and `send view`, also when the answer came)."))
    var reportsStartup = false

    /// The choices, checked against the verticals.
    ///
    /// - Throws: `ValidationError` (exit code 64) naming what is unknown and listing what there is.
    func configuration() throws -> HostConfiguration {
        do {
            var configuration = try HostConfiguration(
                locale: locale, dataDirectory: dataDirectory, enabling: enabledSwitches, setting: settings)
            configuration.reportsStartup = reportsStartup
            return configuration
        } catch {
            throw ValidationError(error.description)
        }
    }

    func validate() throws {
        _ = try configuration()
    }

    /// `info.latency (default 0.5): …` for every setting, made once a process, when help is shown:
    /// the parser makes the option's help each time it builds its argument set.
    private static let settingsSummary: String = {
        let settings = verticals.flatMap { vertical in
            vertical.settings.map { "\(vertical.key).\($0.name) (default \($0.defaultValue)): \($0.summary)" }
        }
        return settings.isEmpty ? "the verticals declare none" : settings.joined(separator: "; ")
    }()
}
