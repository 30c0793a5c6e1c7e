public import Foundation
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
