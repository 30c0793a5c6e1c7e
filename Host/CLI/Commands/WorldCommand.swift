import ArgumentParser
import Prelude

/// `host world`: configures every vertical as the host does at start-up and shows the
/// result: each vertical's configuration, feature switches and strings in the locale.
struct WorldCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "world",
        abstract: "Configure every vertical as at start-up and show its local world.",
        discussion: """
            Feature switches are named <vertical>.<switch>, for example maps.search; every \
            switch is off unless enabled here.
            """
    )

    @Option(help: "The locale to show strings in, such as en, de or de-AT.")
    var locale: String = "en"

    @Option(
        name: .customLong("enable"),
        help: "A feature switch to turn on, as <vertical>.<switch> (repeat the option for more).")
    var enabledSwitches: [String] = []

    @Option(help: "Print as text for people or as JSON for programs.")
    var format: OutputFormat = .text

    func validate() throws {
        guard !locale.isEmpty, locale.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "_" }) else {
            throw ValidationError("Give --locale as a language code such as en, de or de-AT; '\(locale)' is not one.")
        }
        _ = try setup()
    }

    func run() async throws {
        try setup().apply()
        let report = WorldReport(world: Current)
        switch format {
        case .text: print(report.text, terminator: "")
        case .json: print(try report.json.serialized(pretty: true))
        }
    }

    /// The start-up the options ask for; a bad switch name is a validation error, so the
    /// usage shown with it is this command's.
    private func setup() throws -> HostSetup {
        do {
            return try HostSetup(locale: LocaleID(locale), enabledSwitches: enabledSwitches)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
