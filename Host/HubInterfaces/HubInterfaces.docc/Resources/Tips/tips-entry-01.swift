import Foundation
public import HubInterfaces
public import Prelude

/// Tips' entry point for the app shell: its name, switches and settings, how it sets up
/// `Current.tips`, its plugin and its policy.
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

    /// The contract of every message Tips receives, from `Resources/Contracts/Tips.json`.
    ///
    /// - Throws: `MissingResourceError` or `ResourceDecodingError` naming the file.
    public func contracts() throws -> [MessageContract] {
        try TipsWorld.shippedContracts()
    }

    /// Sets up `Current.tips` with the bundled tips and strings.
    ///
    /// - Throws: `StringTablesError` when the bundled strings cannot be read.
    public func configureWorld(_ settings: HostSettings) throws {
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
