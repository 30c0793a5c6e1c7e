public import Foundation
public import Prelude

/// Info's slot in the world. Unconfigured, it holds the defaults and the bundled strings.
private enum InfoWorldKey: WorldKey {
    static let defaultValue = InfoWorld(strings: (try? InfoWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

extension World {
    /// Info's local world: `Current.info`.
    public var info: InfoWorld {
        get { self[InfoWorldKey.self] }
        set { self[InfoWorldKey.self] = newValue }
    }

    /// Sets up Info's local world; the host calls it once at start-up.
    ///
    /// - Throws: ``StringTablesError`` when the bundled string tables cannot be read.
    public static func configureInfo(
        _ configuration: InfoWorld.Configuration = .init(), features: Set<InfoFeature> = []
    ) throws(StringTablesError) {
        let local = InfoWorld(
            configuration: configuration, features: FeatureSwitches(enabled: features),
            strings: try InfoWorld.bundledStrings())
        update { $0.info = local }
    }
}

extension InfoWorld {
    /// The string tables Info ships in `Resources/Localization`.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        try StringTables(bundle: .module)
    }

    /// Info's policy file, shipped in `Resources/Policy/Info.json`.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.module.resourceFile("Policy/Info.json")
    }
}
