/// What the rules allow beyond the architecture's defaults, read from a JSON file
/// (by default `Scripts/dependency-rules.json` in the package).
public struct RulesConfiguration: Sendable, Hashable, Codable {
    /// External products (by product name) that verticals and their tests may depend on.
    /// Empty today: a vertical depends on Prelude and VerticalInterfaces only.
    public var allowedExternalProducts: [String]
    /// Further modules from outside the package that verticals, their tests and
    /// VerticalInterfaces may import (beyond ``ToolchainModules`` and the allowed products).
    public var allowedModules: [String]
    /// VerticalInterfaces declarations the purity check accepts, each with the reason.
    public var interfaceAllowList: [AllowedSymbol]
    /// The foundation target every other target may use.
    public var preludeTarget: String
    /// The shim target of protocols and DTOs.
    public var interfacesTarget: String
    /// The folder whose targets are verticals (`Verticals` means `Verticals/<name>`).
    public var verticalsFolder: String

    /// One accepted VerticalInterfaces declaration.
    public struct AllowedSymbol: Sendable, Hashable, Codable {
        /// The symbol's path as the findings print it, such as `Greeter.greet()`.
        public var symbol: String
        /// Why it is acceptable; an entry without a reason is itself a finding.
        public var reason: String

        /// Makes an allow-list entry.
        public init(symbol: String, reason: String) {
            self.symbol = symbol
            self.reason = reason
        }
    }

    /// Makes a configuration; the defaults are the architecture's names and empty lists.
    public init(
        allowedExternalProducts: [String] = [],
        allowedModules: [String] = [],
        interfaceAllowList: [AllowedSymbol] = [],
        preludeTarget: String = "Prelude",
        interfacesTarget: String = "VerticalInterfaces",
        verticalsFolder: String = "Verticals"
    ) {
        self.allowedExternalProducts = allowedExternalProducts
        self.allowedModules = allowedModules
        self.interfaceAllowList = interfaceAllowList
        self.preludeTarget = preludeTarget
        self.interfacesTarget = interfacesTarget
        self.verticalsFolder = verticalsFolder
    }

    private enum CodingKeys: String, CodingKey {
        case allowedExternalProducts, allowedModules, interfaceAllowList, preludeTarget, interfacesTarget,
            verticalsFolder
    }

    /// Reads a configuration; every key is optional and falls back to the default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = RulesConfiguration()
        allowedExternalProducts =
            try container.decodeIfPresent([String].self, forKey: .allowedExternalProducts)
            ?? defaults.allowedExternalProducts
        allowedModules =
            try container.decodeIfPresent([String].self, forKey: .allowedModules) ?? defaults.allowedModules
        interfaceAllowList =
            try container.decodeIfPresent([AllowedSymbol].self, forKey: .interfaceAllowList)
            ?? defaults.interfaceAllowList
        preludeTarget = try container.decodeIfPresent(String.self, forKey: .preludeTarget) ?? defaults.preludeTarget
        interfacesTarget =
            try container.decodeIfPresent(String.self, forKey: .interfacesTarget) ?? defaults.interfacesTarget
        verticalsFolder =
            try container.decodeIfPresent(String.self, forKey: .verticalsFolder) ?? defaults.verticalsFolder
    }
}
