/// What the rules allow beyond the architecture's defaults, read from a JSON file
/// (by default `Scripts/dependency-rules.json` in the package, or `dependency-rules.json` at its
/// root: ``defaultPaths``).
///
/// Without ``layers`` the package is checked as this package is laid out (``preludeTarget``,
/// ``interfacesTarget``, the verticals under ``verticalsFolder``); with them, as the team's
/// own layout names its verticals, shared targets, hosts and interfaces.
public struct RulesConfiguration: Sendable, Hashable, Codable {
    /// External products (by product name) that every vertical and its tests may depend on.
    /// Empty today: a product one vertical needs goes in ``verticalProducts`` instead.
    public var allowedExternalProducts: [String]
    /// External products one vertical (and its tests) may depend on, each with the reason.
    public var verticalProducts: [VerticalProduct]
    /// Further modules from outside the package that verticals, their tests and
    /// VerticalInterfaces may import (beyond ``ToolchainModules`` and the allowed products).
    public var allowedModules: [String]
    /// VerticalInterfaces declarations the purity check accepts, each with the reason.
    public var interfaceAllowList: [AllowedSymbol]
    /// The foundation target every other target may use.
    public var preludeTarget: String
    /// The hub's generic API (messages, policies, the plugin protocol), under the shim; a
    /// package without a target of this name has no such layer.
    public var hubInterfacesTarget: String
    /// The shim target of protocols and DTOs.
    public var interfacesTarget: String
    /// What a vertical's test target may use besides its vertical and the layers under it: the
    /// JSON Schema validator its contract tests prove the contracts with.
    public var verticalTestTargets: [String]
    /// The folder whose targets are verticals (`Verticals` means `Verticals/<name>`).
    public var verticalsFolder: String
    /// The team's own layers, by target-name glob and folder; `nil` checks this package's
    /// layout (``preludeTarget``, ``interfacesTarget``, ``verticalsFolder``).
    public var layers: Layers?
    /// How an import its target does not declare is reported: an error (the default), a
    /// warning, or not at all, so that a team can adopt the vertical rule first.
    public var undeclaredImports: RuleSeverity
    /// How a declared target dependency that no file of the target imports is reported: a
    /// warning (the default), an error, or not at all.
    public var redundantDependencies: RuleSeverity
    /// The modules of an external product whose module names differ from its own name, by
    /// product name (a product is otherwise taken to be the one module of its name).
    public var productModules: [String: [String]]

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

    /// One external product allowed to one vertical, with the reason, such as GRDB for
    /// ClinicalRecords' database.
    public struct VerticalProduct: Sendable, Hashable, Codable {
        /// The vertical's target name.
        public var vertical: String
        /// The product's name (also its module's name).
        public var product: String
        /// Why the vertical needs it; an entry without a reason is refused when the file is read.
        public var reason: String

        /// Makes an entry.
        public init(vertical: String, product: String, reason: String) {
            self.vertical = vertical
            self.product = product
            self.reason = reason
        }

        private enum CodingKeys: String, CodingKey {
            case vertical, product, reason
        }

        /// Reads an entry; every key is required and the reason may not be blank.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            vertical = try container.decode(String.self, forKey: .vertical)
            product = try container.decode(String.self, forKey: .product)
            reason = try container.decode(String.self, forKey: .reason)
            if reason.allSatisfy(\.isWhitespace) {
                throw DecodingError.dataCorruptedError(
                    forKey: .reason, in: container,
                    debugDescription: "say why \(vertical) needs \(product); the reason may not be blank")
            }
        }
    }

    /// The external products `vertical` (and its tests) may depend on: those allowed to every
    /// vertical and those allowed to it by name.
    public func externalProducts(forVertical vertical: String) -> Set<String> {
        Set(allowedExternalProducts).union(verticalProducts.filter { $0.vertical == vertical }.map(\.product))
    }

    /// Makes a configuration; the defaults are the architecture's names and empty lists.
    public init(
        allowedExternalProducts: [String] = [],
        verticalProducts: [VerticalProduct] = [],
        allowedModules: [String] = [],
        interfaceAllowList: [AllowedSymbol] = [],
        preludeTarget: String = "Prelude",
        hubInterfacesTarget: String = "HubInterfaces",
        interfacesTarget: String = "VerticalInterfaces",
        verticalTestTargets: [String] = ["JSONSchema"],
        verticalsFolder: String = "Verticals",
        layers: Layers? = nil,
        undeclaredImports: RuleSeverity = .error,
        redundantDependencies: RuleSeverity = .warning,
        productModules: [String: [String]] = [:]
    ) {
        self.allowedExternalProducts = allowedExternalProducts
        self.verticalProducts = verticalProducts
        self.allowedModules = allowedModules
        self.interfaceAllowList = interfaceAllowList
        self.preludeTarget = preludeTarget
        self.hubInterfacesTarget = hubInterfacesTarget
        self.interfacesTarget = interfacesTarget
        self.verticalTestTargets = verticalTestTargets
        self.verticalsFolder = verticalsFolder
        self.layers = layers
        self.undeclaredImports = undeclaredImports
        self.redundantDependencies = redundantDependencies
        self.productModules = productModules
    }

    /// The modules external product `product` brings: those ``productModules`` names for it,
    /// else the one module of the product's name.
    ///
    /// - Parameter product: The product's name as the manifest writes it.
    /// - Returns: The module names.
    public func modules(ofProduct product: String) -> [String] {
        productModules[product] ?? [product]
    }

    private enum CodingKeys: String, CodingKey {
        case allowedExternalProducts, verticalProducts, allowedModules, interfaceAllowList, preludeTarget,
            hubInterfacesTarget, interfacesTarget, verticalTestTargets,
            verticalsFolder, layers, undeclaredImports, redundantDependencies, productModules
    }

    /// Reads a configuration; every key is optional and falls back to the default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = RulesConfiguration()
        allowedExternalProducts =
            try container.decodeIfPresent([String].self, forKey: .allowedExternalProducts)
            ?? defaults.allowedExternalProducts
        verticalProducts =
            try container.decodeIfPresent([VerticalProduct].self, forKey: .verticalProducts)
            ?? defaults.verticalProducts
        allowedModules =
            try container.decodeIfPresent([String].self, forKey: .allowedModules) ?? defaults.allowedModules
        interfaceAllowList =
            try container.decodeIfPresent([AllowedSymbol].self, forKey: .interfaceAllowList)
            ?? defaults.interfaceAllowList
        preludeTarget = try container.decodeIfPresent(String.self, forKey: .preludeTarget) ?? defaults.preludeTarget
        hubInterfacesTarget =
            try container.decodeIfPresent(String.self, forKey: .hubInterfacesTarget) ?? defaults.hubInterfacesTarget
        interfacesTarget =
            try container.decodeIfPresent(String.self, forKey: .interfacesTarget) ?? defaults.interfacesTarget
        verticalTestTargets =
            try container.decodeIfPresent([String].self, forKey: .verticalTestTargets) ?? defaults.verticalTestTargets
        verticalsFolder =
            try container.decodeIfPresent(String.self, forKey: .verticalsFolder) ?? defaults.verticalsFolder
        layers = try container.decodeIfPresent(Layers.self, forKey: .layers)
        undeclaredImports =
            try container.decodeIfPresent(RuleSeverity.self, forKey: .undeclaredImports) ?? defaults.undeclaredImports
        redundantDependencies =
            try container.decodeIfPresent(RuleSeverity.self, forKey: .redundantDependencies)
            ?? defaults.redundantDependencies
        productModules =
            try container.decodeIfPresent([String: [String]].self, forKey: .productModules) ?? defaults.productModules
    }
}
