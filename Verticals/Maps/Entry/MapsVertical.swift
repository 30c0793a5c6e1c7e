import Foundation
public import HubInterfaces
public import Prelude

/// Maps' entry point for the host: its name, switches, settings, plugin and policy, and
/// how it sets up `Current.maps`.
///
/// ```swift
/// let maps = MapsVertical()
/// try hub.register(maps, settings: HostSettings(locale: "de", dataDirectory: "/var/lib/host/maps", enabledSwitches: ["search"]))
/// ```
public struct MapsVertical: VerticalEntryPoint {
    /// Makes the entry point.
    public init() {}

    /// `Maps`, the plugin's and the policy's name.
    public var name: String { "Maps" }

    /// `maps`, the prefix of `maps.search`.
    public var key: String { "maps" }

    /// `search` and `clustering` (see ``MapsFeature``), all off until the host turns them on.
    public var switches: [VerticalOption] {
        MapsFeature.allCases.map {
            VerticalOption(name: $0.rawValue, summary: Current.maps.strings["maps.option.\($0.rawValue)"])
        }
    }

    /// `defaultZoom` (default 12): the zoom a map opens at and clusters pins by.
    public var settings: [VerticalOption] {
        [
            VerticalOption(
                name: MapsSetting.defaultZoom, summary: Current.maps.strings["maps.option.defaultZoom"],
                defaultValue: String(MapsWorld.Configuration().defaultZoom))
        ]
    }

    /// ``MapsPlugin``.
    public var pluginType: any PluginProtocol.Type { MapsPlugin.self }

    /// The path of the shipped `Policy/Maps.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public func policyFilePath() throws -> String {
        try MapsWorld.policyFile().path
    }

    /// The path of the shipped `Resources/Contracts/Maps.json`: the contract of every message
    /// Maps receives or publishes.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public func contractsFilePath() throws -> String {
        try MapsWorld.contractsFile().path
    }

    /// Checks the switches and settings as ``configureWorld(_:)`` reads them, without loading
    /// the places.
    ///
    /// - Returns: No notices: Maps keeps nothing between runs.
    /// - Throws: ``MapsSettingError`` for an unknown switch or setting or an unusable value.
    public func preflight(_ settings: HostSettings) throws -> [String] {
        _ = try Self.features(enabling: settings.enabledSwitches)
        _ = try MapsSetting.configuration(from: settings.values)
        return []
    }

    /// Sets up `Current.maps`: the switches turned on, the settings, the bundled strings,
    /// and the live places service over the bundled dataset. `Current.locale` is the host's.
    /// Maps keeps no state between runs, so it leaves `dataDirectory` empty.
    ///
    /// - Throws: ``MapsSettingError`` for an unknown switch or setting or an unusable value,
    ///   ``PlacesDatasetError`` or `StringTablesError` for a missing or malformed resource.
    public func configureWorld(_ settings: HostSettings) throws {
        let features = try Self.features(enabling: settings.enabledSwitches)
        let configuration = try MapsSetting.configuration(from: settings.values)
        let places = try LivePlacesService.bundled()
        try World.configureMaps(configuration, features: features.enabled, places: places)
    }

    /// The switches `names` turned on.
    ///
    /// - Throws: ``MapsSettingError`` for a name that is not one of Maps' switches.
    private static func features(enabling names: Set<String>) throws -> FeatureSwitches<MapsFeature> {
        do {
            return try FeatureSwitches(enabling: names.sorted())
        } catch {
            throw MapsSettingError(
                name: "maps.\(error.name)",
                reason: "there is no such switch; use one of "
                    + MapsFeature.allCases.map { "maps.\($0.rawValue)" }.joined(separator: ", "))
        }
    }

    /// Maps' part of `host world`: its configuration, switches and strings.
    public func worldSection(of world: World) -> WorldSection {
        WorldSection(
            name: name,
            configuration: [
                MapsSetting.defaultZoom: .int(world.maps.configuration.defaultZoom),
                "places": .int(world.maps.places.count),
            ],
            switches: Dictionary(uniqueKeysWithValues: world.maps.features.all.map { ($0.feature.rawValue, $0.isOn) }),
            strings: world.maps.strings)
    }
}
