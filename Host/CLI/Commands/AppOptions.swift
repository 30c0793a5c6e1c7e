import ArgumentParser
import Foundation
import HubInterfaces
import Prelude

/// The options of every command that runs the app: where state is kept, the locale, the
/// verticals' switches and settings. Their help texts list what the verticals offer.
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
            "The locale to show strings in: one of \(HostCatalog.locales.map(\.identifier).joined(separator: ", ")), "
                + "in any case, with _ or -, and with a region if you like (DE, de_DE and de-de all work).",
            valueName: "locale"),
        completion: .list(HostCatalog.locales.map(\.identifier)))
    var locale: String = "en"

    @Option(
        name: .customLong("enable"),
        help: ArgumentHelp(
            "A feature switch to turn on (all are off otherwise), repeatable: "
                + "\(HostCatalog.switchNames.joined(separator: ", ")).",
            valueName: "vertical.switch"),
        completion: .list(HostCatalog.switchNames))
    var enabledSwitches: [String] = []

    @Option(
        name: .customLong("set"),
        help: ArgumentHelp(
            "A vertical's setting as <vertical>.<setting>=<value>, repeatable: \(AppOptions.settingsSummary).",
            valueName: "vertical.setting=value"),
        completion: .list(HostCatalog.settingNames.map { $0 + "=" }))
    var settings: [String] = []

    @Flag(
        name: .customLong("report-startup"),
        help: ArgumentHelp(
            "Print on standard error how long the app took, from the start of the process, until its hub could "
                + "route a message, and whether the policy graph was validated when the host was built."))
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

    /// `info.latency (default 0.5): …` for every setting.
    /// Made once a process: the parser evaluates the option's help each time it builds its
    /// argument set, and every vertical's settings are read to make it.
    private static let settingsSummary: String = {
        let settings = verticals.flatMap { vertical in
            vertical.settings.map { "\(vertical.key).\($0.name) (default \($0.defaultValue)): \($0.summary)" }
        }
        return settings.isEmpty ? "the verticals declare none" : settings.joined(separator: "; ")
    }()
}
