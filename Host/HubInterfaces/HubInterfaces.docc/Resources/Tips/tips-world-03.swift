public import Foundation
public import HubInterfaces
public import Prelude

/// Tips' local world, read as `Current.tips`: the tips it shows and its strings.
public struct TipsWorld: Sendable {
    /// The string keys of the tips, in the order the days take them.
    public var tipKeys: [String]
    /// Tips' localised strings.
    public var strings: StringTables

    /// Makes a local world.
    public init(tipKeys: [String] = TipsWorld.bundledTipKeys, strings: StringTables) {
        self.tipKeys = tipKeys
        self.strings = strings
    }

    /// The tips Tips ships, as keys into its string tables.
    public static let bundledTipKeys = ["tips.tip.water", "tips.tip.walk", "tips.tip.sleep"]
}

/// Tips' slot in the world. Unconfigured, it holds the bundled strings (or, when the
/// resource bundle is missing, empty tables whose lookups show as missing).
private enum TipsWorldKey: WorldKey {
    static let defaultValue = TipsWorld(strings: (try? TipsWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

/// Tips' local world in the app's `World`: read it as `Current.tips`.
extension World {
    /// Tips' local world: `Current.tips`.
    public var tips: TipsWorld {
        get { self[TipsWorldKey.self] }
        set { self[TipsWorldKey.self] = newValue }
    }
}

extension TipsWorld {
    /// Tips' resource bundle, found without trapping.
    ///
    /// - Throws: `MissingResourceError` naming the bundle and the folders searched.
    public static func resources() throws(MissingResourceError) -> Bundle {
        try Bundle.resources(package: "VerticalHub", target: "Tips")
    }

    /// The string tables Tips ships in `Resources/Localization`.
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

    /// Tips' policy file, shipped in `Resources/Policy/Tips.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or the file that is missing.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try resources().resourceFile("Policy/Tips.json")
    }

    /// Tips' contracts file, shipped in `Resources/Contracts/Tips.json`: the hub reads it and
    /// checks every payload sent to Tips against it.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public static func contractsFile() throws(MissingResourceError) -> URL {
        try resources().resourceFile("Contracts/Tips.json")
    }

    /// Tips' message contracts, shipped in `Resources/Contracts/Tips.json`: one for every
    /// message Tips receives, read as `MessageContract`s.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing, or
    ///   `ResourceDecodingError` naming the file and what is wrong in it.
    public static func shippedContracts() throws -> [MessageContract] {
        try resources().decodedResource("Contracts/Tips.json", as: [MessageContract].self)
    }
}
