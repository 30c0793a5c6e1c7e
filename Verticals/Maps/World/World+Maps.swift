public import Foundation
public import HubInterfaces
public import Prelude

/// Maps' slot in the world. Unconfigured, it holds the defaults, the bundled strings
/// (English keys only, marked, when the bundle is missing) and no places.
private enum MapsWorldKey: WorldKey {
    static let defaultValue = MapsWorld(strings: (try? MapsWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

/// Maps' local world in the app's `World`: read it as `Current.maps`.
extension World {
    /// Maps' local world: `Current.maps`.
    public var maps: MapsWorld {
        get { self[MapsWorldKey.self] }
        set { self[MapsWorldKey.self] = newValue }
    }

    /// Sets up Maps' local world; the host calls it once at start-up (through
    /// ``MapsVertical/configureWorld(_:)``).
    ///
    /// - Throws: `StringTablesError` when Maps' bundled string tables cannot be read.
    public static func configureMaps(
        _ configuration: MapsWorld.Configuration = .init(), features: Set<MapsFeature> = [],
        places: any PlacesService
    ) throws(StringTablesError) {
        let maps = MapsWorld(
            configuration: configuration, features: FeatureSwitches(enabled: features),
            strings: try MapsWorld.bundledStrings(), places: places)
        update { $0.maps = maps }
    }
}

extension MapsWorld {
    /// The string tables Maps ships in `Resources/Localization`.
    ///
    /// - Throws: `StringTablesError` naming the bundle or file that is missing or malformed.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        let bundle: Bundle
        do {
            bundle = try Bundle.resources(package: "VerticalHub", target: "Maps")
        } catch {
            throw StringTablesError(file: error.bundle, key: nil, message: error.description)
        }
        return try StringTables(bundle: bundle)
    }

    /// Maps' policy file, shipped in `Resources/Policy/Maps.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.resources(package: "VerticalHub", target: "Maps").resourceFile("Policy/Maps.json")
    }

    /// Maps' contracts file, shipped in `Resources/Contracts/Maps.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public static func contractsFile() throws(MissingResourceError) -> URL {
        try Bundle.resources(package: "VerticalHub", target: "Maps").resourceFile("Contracts/Maps.json")
    }

    /// Maps' message contracts, shipped in `Resources/Contracts/Maps.json`: a contract
    /// for every message Maps receives or publishes (see `MessageContract`).
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing, or
    ///   `ResourceDecodingError` naming the file and what is wrong in it.
    public static func shippedContracts() throws -> [MessageContract] {
        try contracts.get()
    }

    /// The contracts, read once a process (the bundle does not change while the process runs).
    private static let contracts = Result {
        try MessageContract.contracts(
            atResource: "Contracts/Maps.json", in: Bundle.resources(package: "VerticalHub", target: "Maps"))
    }
}
