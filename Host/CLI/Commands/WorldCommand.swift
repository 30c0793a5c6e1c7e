import ArgumentParser
import HubInterfaces
import PlatformHub
import Prelude

/// `host world`: configures every vertical as the app does at start-up and shows the
/// result: each vertical's configuration, feature switches and strings in the locale.
struct WorldCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "world",
        abstract: "Configure every vertical as at start-up and show its local world.",
        discussion: """
            Feature switches are named <vertical>.<switch>, for example maps.search; every \
            switch is off unless enabled with --enable.
            """
    )

    @OptionGroup var app: AppOptions
    @OptionGroup var output: FormatOption

    func run() async throws {
        let app = try HostApp.start(try app.configuration())
        try app.configureEveryWorld()
        let report = WorldReport(
            locale: app.configuration.locale, graphValidation: app.hub.graphValidation,
            sections: verticals.map { $0.worldSection(of: Current) })
        switch output.format {
        case .text: Console.write(report.text)
        case .json: try Console.json(report.json)
        }
    }
}
