public import Foundation
public import Prelude

/// Maps' slot in the world. Unconfigured, it holds the defaults and the bundled strings.
private enum MapsWorldKey: WorldKey {
    static let defaultValue = MapsWorld(strings: (try? MapsWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

extension World {
    /// Maps' local world: `Current.maps`.
    public var maps: MapsWorld {
        get { self[MapsWorldKey.self] }
        set { self[MapsWorldKey.self] = newValue }
    }

    /// Sets up Maps' local world; the host calls it once at start-up.
    ///
    /// - Throws: ``StringTablesError`` when Maps' bundled string tables cannot be read.
    public static func configureMaps(
        _ configuration: MapsWorld.Configuration = .init(), features: Set<MapsFeature> = [],
        places: any PlacesService = InMemoryPlaces()
    ) throws(StringTablesError) {
        let maps = MapsWorld(
            configuration: configuration, features: FeatureSwitches(enabled: features),
            strings: try MapsWorld.bundledStrings(), places: places)
        update { $0.maps = maps }
    }
}

extension MapsWorld {
    /// The string tables Maps ships in `Resources/Localization`.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        try StringTables(bundle: .module)
    }

    /// Maps' policy file, shipped in `Resources/Policy/Maps.json`.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.module.resourceFile("Policy/Maps.json")
    }
}
