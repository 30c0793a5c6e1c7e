/// What the module rule says a target is, which decides what it may depend on and import.
public enum TargetRole: Sendable, Hashable {
    /// The foundation: depends on no target of this package.
    case prelude
    /// The hub's generic API (messages, policies, the plugin protocol): depends on Prelude only.
    case hubInterfaces
    /// The app's shim of protocols and DTOs: depends on Prelude and the hub's interfaces only.
    case interfaces
    /// A feature module under the verticals folder, by name: Prelude, the hub's interfaces and
    /// VerticalInterfaces only (plus the external products the rules allow it).
    case vertical(String)
    /// The test target of a vertical (`<Vertical>Tests`): that vertical and the common targets.
    case verticalTests(of: String)
    /// A target the rules file's `layers.shared` names: it uses no vertical and no host.
    case shared
    /// A target the rules file's `layers.hosts` names: it wires verticals together and may
    /// use anything (its imports must still be declared).
    case host
    /// Anything else (Host, tools, other tests): not ruled by this check.
    case unruled
}

extension PackageManifest {
    /// The names of the verticals: the targets whose folder is inside the verticals folder.
    public func verticalNames(configuration: RulesConfiguration) -> [String] {
        let folder = configuration.verticalsFolder + "/"
        return targets.filter { $0.kind != .test && $0.path.hasPrefix(folder) }.map(\.name)
    }

    /// The role of every target, in declaration order.
    public func roles(configuration: RulesConfiguration) -> [(target: Target, role: TargetRole)] {
        let verticals = Set(verticalNames(configuration: configuration))
        return targets.map { target in
            let role: TargetRole
            if target.name == configuration.preludeTarget && target.kind != .test {
                role = .prelude
            } else if target.name == configuration.hubInterfacesTarget && target.kind != .test {
                role = .hubInterfaces
            } else if target.name == configuration.interfacesTarget && target.kind != .test {
                role = .interfaces
            } else if verticals.contains(target.name) {
                role = .vertical(target.name)
            } else if target.kind == .test, target.name.hasSuffix("Tests"),
                verticals.contains(String(target.name.dropLast("Tests".count)))
            {
                role = .verticalTests(of: String(target.name.dropLast("Tests".count)))
            } else {
                role = .unruled
            }
            return (target, role)
        }
    }
}

extension TargetRole {
    /// The targets of this package that a target with this role may depend on and import.
    public func allowedLocalTargets(configuration: RulesConfiguration) -> Set<String> {
        switch self {
        case .prelude: []
        case .hubInterfaces: [configuration.preludeTarget]
        case .interfaces: [configuration.preludeTarget, configuration.hubInterfacesTarget]
        case .vertical:
            [configuration.preludeTarget, configuration.hubInterfacesTarget, configuration.interfacesTarget]
        case .verticalTests(let vertical):
            Set(
                [
                    vertical, configuration.preludeTarget, configuration.hubInterfacesTarget,
                    configuration.interfacesTarget,
                ] + configuration.verticalTestTargets)
        case .shared, .host, .unruled: []
        }
    }

    /// The layers below this role that a package may take as another package's products (a
    /// team's app depends on this package's Prelude and HubInterfaces): allowed as external
    /// products just as they are as targets.
    func allowedLayerProducts(configuration: RulesConfiguration) -> Set<String> {
        switch self {
        case .prelude, .shared, .host, .unruled: []
        case .hubInterfaces: [configuration.preludeTarget]
        case .interfaces, .vertical: [configuration.preludeTarget, configuration.hubInterfacesTarget]
        case .verticalTests:
            Set([configuration.preludeTarget, configuration.hubInterfacesTarget] + configuration.verticalTestTargets)
        }
    }

    /// The modules from outside the package that a target with this role may import:
    /// toolchain modules, allow-listed external products (by product name) and
    /// `allowedModules`; `nil` (no limit) for Prelude and unruled targets, whose external
    /// dependencies the manifest rule does not limit.
    public func allowedNonLocalModules(configuration: RulesConfiguration) -> Set<String>? {
        switch self {
        case .prelude, .shared, .host, .unruled: nil
        case .hubInterfaces, .interfaces:
            ToolchainModules.names.union(configuration.allowedModules)
                .union(allowedLayerProducts(configuration: configuration))
        case .vertical(let vertical), .verticalTests(let vertical):
            ToolchainModules.names.union(configuration.allowedModules)
                .union(configuration.externalProducts(forVertical: vertical))
                .union(allowedLayerProducts(configuration: configuration))
        }
    }

    /// Whether a target with this role may depend on the external product `product`.
    public func allowsExternalProduct(_ product: String, configuration: RulesConfiguration) -> Bool {
        switch self {
        case .prelude, .shared, .host, .unruled: true
        case .hubInterfaces, .interfaces: allowedLayerProducts(configuration: configuration).contains(product)
        case .vertical(let vertical), .verticalTests(let vertical):
            configuration.externalProducts(forVertical: vertical).contains(product)
                || allowedLayerProducts(configuration: configuration).contains(product)
        }
    }

    /// Whether the rules apply to a target with this role.
    public var isRuled: Bool {
        switch self {
        case .unruled, .host: false
        default: true
        }
    }

    /// How the role reads in a message, such as "vertical 'Maps'".
    public func describe(_ target: String) -> String {
        switch self {
        case .prelude: "Prelude target '\(target)'"
        case .hubInterfaces: "hub interface target '\(target)'"
        case .interfaces: "interface target '\(target)'"
        case .vertical: "vertical '\(target)'"
        case .verticalTests(let vertical): "test target '\(target)' of vertical '\(vertical)'"
        case .shared: "shared target '\(target)'"
        case .host: "host '\(target)'"
        case .unruled: "target '\(target)'"
        }
    }

    /// The rule for this role, in words, for the end of a message.
    public func ruleText(configuration: RulesConfiguration) -> String {
        let prelude = configuration.preludeTarget
        let hub = configuration.hubInterfacesTarget
        let interfaces = configuration.interfacesTarget
        return switch self {
        case .prelude: "\(prelude) depends on no target of this package"
        case .hubInterfaces: "\(hub) may use only \(prelude)"
        case .interfaces: "\(interfaces) may use only \(prelude) and \(hub)"
        case .vertical:
            "a vertical may use only \(prelude), \(hub), \(interfaces) and allow-listed external products; "
                + "reach other verticals through the hub"
        case .verticalTests(let vertical):
            "a vertical's tests may use only "
                + Self.list([vertical, prelude, hub, interfaces] + configuration.verticalTestTargets)
        case .shared: "a shared target depends on and imports no vertical and no host"
        case .host, .unruled: "no rule applies"
        }
    }

    /// `a, b and c`.
    private static func list(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
