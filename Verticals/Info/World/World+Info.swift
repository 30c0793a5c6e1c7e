public import Foundation
public import HubInterfaces
public import Prelude

/// Info's slot in the world. Unconfigured, it holds the defaults and the bundled strings
/// (or, when the resource bundle is missing, empty tables whose lookups show as missing).
private enum InfoWorldKey: WorldKey {
    static let defaultValue = InfoWorld(strings: (try? InfoWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

/// Info's local world in the app's `World`: read it as `Current.info`.
extension World {
    /// Info's local world: `Current.info`.
    public var info: InfoWorld {
        get { self[InfoWorldKey.self] }
        set { self[InfoWorldKey.self] = newValue }
    }

    /// Sets up Info's local world with the simulated server in real time; the host calls
    /// it once at start-up.
    ///
    /// - Throws: `StringTablesError` when the bundled string tables cannot be read.
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
    /// Info's resource bundle, found without trapping.
    ///
    /// - Throws: `MissingResourceError` naming the bundle and the folders searched.
    public static func resources() throws(MissingResourceError) -> Bundle {
        try Bundle.resources(package: "VerticalHub", target: "Info")
    }

    /// The string tables Info ships in `Resources/Localization`.
    ///
    /// - Throws: `StringTablesError` naming the missing bundle or the faulty file.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        let bundle: Bundle
        do {
            bundle = try resources()
        } catch {
            throw StringTablesError(file: error.bundle, key: nil, message: error.description)
        }
        return try StringTables(bundle: bundle)
    }

    /// Info's policy file, shipped in `Resources/Policy/Info.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or the file that is missing.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try resources().resourceFile("Policy/Info.json")
    }

    /// Info's contracts file, shipped in `Resources/Contracts/Info.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or the file that is missing.
    public static func contractsFile() throws(MissingResourceError) -> URL {
        try resources().resourceFile("Contracts/Info.json")
    }

    /// Info's message contracts, shipped in `Resources/Contracts/Info.json`: a contract
    /// for every message Info receives or publishes (see `MessageContract`).
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing, or
    ///   `ResourceDecodingError` naming the file and what is wrong in it.
    public static func shippedContracts() throws -> [MessageContract] {
        try contracts.get()
    }

    /// The contracts, read once a process (the bundle does not change while the process runs).
    private static let contracts = Result {
        try MessageContract.contracts(atResource: "Contracts/Info.json", in: resources())
    }
}
