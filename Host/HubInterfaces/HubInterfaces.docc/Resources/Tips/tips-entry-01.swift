import Foundation
public import HubInterfaces
public import Prelude

/// Tips' entry point for the app shell: its name, switches and settings, how it sets up
/// `Current.tips`, its plugin, its policy and its contracts.
public struct TipsVertical: VerticalEntryPoint {
    /// Makes the entry point.
    public init() {}

    /// `Tips`, also its policy's name.
    public var name: String { "Tips" }

    /// `tips`, the prefix of its switches and settings on the command line.
    public var key: String { "tips" }

    /// Tips has no feature switches.
    public var switches: [VerticalOption] { [] }

    /// Tips takes no settings.
    public var settings: [VerticalOption] { [] }

    /// `TipsPlugin`.
    public var pluginType: any PluginProtocol.Type { TipsPlugin.self }

    /// The path of the shipped `Resources/Policy/Tips.json`.
    ///
    /// - Throws: `MissingResourceError` naming the missing bundle or file.
    public func policyFilePath() throws -> String {
        try TipsWorld.policyFile().path
    }

    /// The path of `Resources/Contracts/Tips.json`, the contract of every message Tips receives.
    ///
    /// - Throws: `MissingResourceError` naming the missing bundle or file.
    public func contractsFilePath() throws -> String {
        try TipsWorld.contractsFile().path
    }

    /// Checks the host's settings before anything is configured: Tips has no switch and no
    /// setting, so any it is given is an error naming it.
    ///
    /// - Returns: No notices.
    /// - Throws: `TipsSettingError` naming the switch or setting Tips does not have.
    public func preflight(_ settings: HostSettings) throws -> [String] {
        if let name = (settings.enabledSwitches.sorted() + settings.values.keys.sorted()).first {
            throw TipsSettingError(name: "tips.\(name.prefix(60))")
        }
        return []
    }

    /// Sets up `Current.tips` with the bundled tips and strings; the hub calls it when the
    /// first message for Tips arrives.
    ///
    /// - Throws: `TipsSettingError` for a switch or setting Tips does not have, or
    ///   `StringTablesError` when the bundled strings cannot be read.
    public func configureWorld(_ settings: HostSettings) throws {
        _ = try preflight(settings)
        let strings = try TipsWorld.bundledStrings()
        World.update { $0.tips = TipsWorld(strings: strings) }
    }

    /// Tips' configuration and strings in `world`.
    public func worldSection(of world: World) -> WorldSection {
        WorldSection(
            name: name, configuration: ["tips": .int(world.tips.tipKeys.count)], switches: [:],
            strings: world.tips.strings)
    }
}

/// A switch or setting the host gave Tips, which has none.
public struct TipsSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The switch or setting, with Tips' prefix: `tips.colour`.
    public var name: String

    /// `tips.colour: Tips has no switches or settings; leave it out`.
    public var description: String { "\(name): Tips has no switches or settings; leave it out" }
}
