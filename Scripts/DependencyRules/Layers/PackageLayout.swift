import ScriptSupport

/// Every target of a package with its role, and what each role may use: this package's own
/// layout when the rules file names no ``Layers``, else the team's layers.
public struct PackageLayout: Sendable {
    /// Every target of the manifest with its role, in declaration order.
    public let roles: [(target: PackageManifest.Target, role: TargetRole)]
    /// The configuration the roles were read from.
    public let configuration: RulesConfiguration
    /// The verticals' names, in declaration order.
    public let verticalNames: [String]
    /// The hosts' names, in declaration order.
    public let hostNames: [String]
    /// The targets checked for interface purity, in declaration order.
    public let interfaceTargets: [String]
    private let verticals: Set<String>
    private let hosts: Set<String>
    private let nonTestTargets: Set<String>

    /// Reads the roles of `manifest`'s targets.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - configuration: The rules; its ``RulesConfiguration/layers`` decide the roles when set.
    /// - Throws: ``CheckError/layerConflict(target:layers:)`` when one target matches the
    ///   patterns of two layers (verticals, shared or interfaces, hosts) and no exception
    ///   settles which; ``CheckError/unmatchedLayerPatterns(_:)`` when a name glob, folder
    ///   or exception of a layer matches no target; ``CheckError/noVerticals(layers:)`` when
    ///   the layers make no target a vertical; ``CheckError/notThisLayout(verticalsFolder:)``
    ///   when there are no layers and the package has none of this package's layout.
    public init(manifest: PackageManifest, configuration: RulesConfiguration) throws(CheckError) {
        self.configuration = configuration
        nonTestTargets = Set(manifest.targets.filter { $0.kind != .test }.map(\.name))
        guard let layers = configuration.layers else {
            roles = manifest.roles(configuration: configuration)
            verticalNames = manifest.verticalNames(configuration: configuration)
            hostNames = []
            interfaceTargets = [configuration.hubInterfacesTarget, configuration.interfacesTarget].filter {
                manifest.target(named: $0) != nil
            }
            verticals = Set(verticalNames)
            hosts = []
            // Another team's package, checked without naming its layers: the rule would check nothing.
            if verticalNames.isEmpty && interfaceTargets.isEmpty
                && manifest.target(named: configuration.preludeTarget) == nil
            {
                throw .notThisLayout(verticalsFolder: configuration.verticalsFolder)
            }
            return
        }
        let candidates = manifest.targets.filter { $0.kind != .test }.map { (name: $0.name, path: $0.path) }
        let unmatched = layers.named.flatMap { $0.pattern.unmatched(layer: $0.name, among: candidates) }
        guard unmatched.isEmpty else { throw .unmatchedLayerPatterns(unmatched) }
        var named: [String: TargetRole] = [:]
        for target in manifest.targets where target.kind != .test {
            let matching = layers.named.filter { $0.pattern.matches(name: target.name, path: target.path) }.map(\.name)
            // An interface target is a shared target too.
            let kinds = Set(matching.map { $0 == "interfaces" ? "shared" : $0 })
            guard kinds.count <= 1 else { throw .layerConflict(target: target.name, layers: matching) }
            if matching.contains("interfaces") {
                named[target.name] = .interfaces
            } else if let kind = kinds.first {
                named[target.name] =
                    switch kind {
                    case "verticals": .vertical(target.name)
                    case "hosts": .host
                    default: .shared
                    }
            }
        }
        roles = manifest.targets.map { target in
            if let role = named[target.name] { return (target, role) }
            if target.kind == .test, target.name.hasSuffix("Tests") {
                let subject = String(target.name.dropLast("Tests".count))
                if case .vertical = named[subject] { return (target, .verticalTests(of: subject)) }
            }
            return (target, .unruled)
        }
        verticalNames = roles.compactMap { if case .vertical(let name) = $0.role { name } else { nil } }
        guard !verticalNames.isEmpty else { throw .noVerticals(layers: layers) }
        hostNames = roles.filter { $0.role == .host }.map(\.target.name)
        interfaceTargets = roles.filter { $0.role == .interfaces }.map(\.target.name)
        verticals = Set(verticalNames)
        hosts = Set(hostNames)
    }

    /// Whether the roles come from the rules file's layers rather than this package's layout.
    public var usesLayers: Bool { configuration.layers != nil }

    /// Whether `name` is a vertical.
    public func isVertical(_ name: String) -> Bool { verticals.contains(name) }

    /// The package's targets a target with `role` may depend on and import (besides itself).
    ///
    /// - Parameter role: The target's role.
    /// - Returns: The target names.
    public func allowedLocalTargets(for role: TargetRole) -> Set<String> {
        guard usesLayers else { return role.allowedLocalTargets(configuration: configuration) }
        let common = nonTestTargets.subtracting(verticals).subtracting(hosts)
        return switch role {
        case .vertical(let vertical), .verticalTests(of: let vertical): common.union([vertical])
        case .shared, .interfaces, .hubInterfaces: common
        case .prelude, .host, .unruled: nonTestTargets
        }
    }

    /// The modules from outside the package a target with `role` may import; `nil` allows any.
    /// With layers, any: the rule is about verticals and hosts, and undeclared imports are
    /// their own rule.
    ///
    /// - Parameter role: The target's role.
    /// - Returns: The allowed module names, or `nil` for no limit.
    public func allowedNonLocalModules(for role: TargetRole) -> Set<String>? {
        usesLayers ? nil : role.allowedNonLocalModules(configuration: configuration)
    }

    /// Whether a target with `role` may depend on the external product `product`.
    ///
    /// - Parameters:
    ///   - product: The product's name.
    ///   - role: The depending target's role.
    /// - Returns: `true` when the rules allow it (always, with layers).
    public func allowsExternalProduct(_ product: String, for role: TargetRole) -> Bool {
        usesLayers || role.allowsExternalProduct(product, configuration: configuration)
    }

    /// The rule for `role`, in words, for the end of a finding's message.
    ///
    /// - Parameter role: The target's role.
    /// - Returns: The rule as a clause.
    public func ruleText(for role: TargetRole) -> String {
        guard usesLayers else { return role.ruleText(configuration: configuration) }
        return switch role {
        case .vertical:
            "a vertical depends on and imports no other vertical and no host; "
                + "move what both need into a shared target, or reach the other vertical through an interface"
        case .verticalTests(let vertical):
            "a vertical's test target may use \(vertical) but no other vertical and no host"
        case .shared, .interfaces, .hubInterfaces: "a shared target depends on and imports no vertical and no host"
        case .prelude, .host, .unruled: "no rule applies"
        }
    }
}
