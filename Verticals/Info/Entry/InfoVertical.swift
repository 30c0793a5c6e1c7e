import Foundation
public import HubInterfaces
public import Prelude

/// Info's entry point for the app shell: its name, switches and settings, how it sets up
/// `Current.info`, its plugin and its policy.
///
/// ```swift
/// let info = InfoVertical()
/// try hub.register(info, settings: HostSettings(locale: "en", dataDirectory: folder, values: ["failureRate": "1"]))
/// ```
///
/// The settings drive the simulated info server, so a person can make each outcome of a
/// refresh happen: `info.failureRate=1` with `info.failure=500` answers 500 every time;
/// with `info.failure=none` the server never answers and the refresh times out after
/// `info.timeout` seconds (as it does when `info.latency` is above `info.timeout`).
public struct InfoVertical: VerticalEntryPoint {
    /// Makes the entry point.
    public init() {}

    /// `Info`, also its policy's name.
    public var name: String { "Info" }

    /// `info`, as in `info.whatsNew`.
    public var key: String { "info" }

    /// `whatsNew`: the server's release notes on the screen and in `info.current`.
    public var switches: [VerticalOption] {
        InfoFeature.allCases.map { VerticalOption(name: $0.rawValue, summary: Self.summary($0.rawValue)) }
    }

    /// The simulated server's `latency`, `failureRate` and `failure`, and the refresh `timeout`.
    public var settings: [VerticalOption] {
        let defaults = InfoWorld.Configuration()
        let values: [(SettingName, String)] = [
            (.latency, InfoFormat.seconds(defaults.server.latency)),
            (.failureRate, InfoFormat.seconds(defaults.server.failureRate)),
            (.failure, defaults.server.failure.description),
            (.timeout, InfoFormat.seconds(defaults.timeout)),
        ]
        return values.map { VerticalOption(name: $0.rawValue, summary: Self.summary($0.rawValue), defaultValue: $1) }
    }

    /// ``InfoPlugin``.
    public var pluginType: any PluginProtocol.Type { InfoPlugin.self }

    /// The path of the shipped `Resources/Policy/Info.json`.
    ///
    /// - Throws: `MissingResourceError` naming the missing bundle or file.
    public func policyFilePath() throws -> String {
        try InfoWorld.policyFile().path
    }

    /// The path of the shipped `Resources/Contracts/Info.json`: the contract of every message
    /// Info receives or publishes.
    ///
    /// - Throws: `MissingResourceError` naming the missing bundle or file.
    public func contractsFilePath() throws -> String {
        try InfoWorld.contractsFile().path
    }

    /// Checks the switches and settings as ``configureWorld(_:)`` reads them, without reading
    /// anything else.
    ///
    /// - Returns: No notices: Info keeps nothing between runs.
    /// - Throws: ``InfoSettingError`` naming the unusable switch or setting.
    public func preflight(_ settings: HostSettings) throws -> [String] {
        _ = try Self.configuration(from: settings)
        _ = try Self.features(enabling: settings.enabledSwitches)
        return []
    }

    /// Sets up `Current.info` from the host's switches and settings, with the simulated
    /// server in real time. Nothing changes when any value is unusable.
    ///
    /// - Throws: ``InfoSettingError`` naming the unusable switch or setting, or
    ///   `StringTablesError` when the bundled strings cannot be read.
    public func configureWorld(_ settings: HostSettings) throws {
        let configuration = try Self.configuration(from: settings)
        let features = try Self.features(enabling: settings.enabledSwitches)
        let strings = try InfoWorld.bundledStrings()
        World.update {
            $0.info = InfoWorld(
                configuration: configuration, features: FeatureSwitches(enabled: features), strings: strings)
        }
    }

    /// Info's configuration, switches and strings in `world`.
    public func worldSection(of world: World) -> WorldSection {
        let info = world.info
        return WorldSection(
            name: name,
            configuration: [
                "appVersion": .string(info.configuration.appVersion),
                "supportAddress": .string(info.configuration.supportAddress),
                "latency": .double(info.configuration.server.latency),
                "failureRate": .double(info.configuration.server.failureRate),
                "failure": .string(info.configuration.server.failure.description),
                "timeout": .double(info.configuration.timeout),
            ],
            switches: Dictionary(uniqueKeysWithValues: info.features.all.map { ($0.feature.rawValue, $0.isOn) }),
            strings: info.strings)
    }

    private static func summary(_ option: String) -> String {
        Current.info.strings.text("info.option.\(option)")
    }
}
