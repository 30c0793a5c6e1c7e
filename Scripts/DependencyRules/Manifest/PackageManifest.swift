/// The part of a package's manifest the check needs, as SwiftPM itself reports it
/// (`swift package dump-package`).
public struct PackageManifest: Sendable, Hashable {
    /// The package's name.
    public var name: String
    /// Every target the manifest declares, in declaration order.
    public var targets: [Target]
    /// Every product the manifest declares.
    public var products: [Product]

    /// Makes a manifest value.
    public init(name: String, targets: [Target], products: [Product]) {
        self.name = name
        self.targets = targets
        self.products = products
    }

    /// A target: its kind, its folder and its declared dependencies.
    public struct Target: Sendable, Hashable {
        /// The kinds of target the check tells apart.
        public enum Kind: String, Sendable, Hashable {
            /// A library target.
            case regular
            /// An executable target.
            case executable
            /// A test target.
            case test
            /// A package plugin.
            case plugin
            /// A macro target.
            case macro
            /// A system library target.
            case system
            /// A binary target.
            case binary
            /// Anything this toolchain adds later.
            case other
        }

        /// The target's name (also its module name).
        public var name: String
        /// Its kind.
        public var kind: Kind
        /// Its folder relative to the package root (`.` for the root itself), as SwiftPM
        /// resolves a missing `path:` (``PackageManifest/init(dumpPackageJSON:packageRoot:)``).
        public var path: String
        /// Its declared dependencies, in declaration order.
        public var dependencies: [Dependency]
        /// Files and folders of the target's folder that are not its sources (`exclude:`),
        /// relative to ``path``.
        public var exclude: [String]
        /// The only files and folders that are its sources (`sources:`), relative to ``path``;
        /// `nil` when the manifest does not say, so that every file of the folder is.
        public var sources: [String]?
        /// The files and folders bundled with it as resources (`resources:`), relative to ``path``.
        public var resources: [String]

        /// Makes a target value.
        ///
        /// - Parameters:
        ///   - name: The target's name.
        ///   - kind: Its kind.
        ///   - path: Its folder relative to the package root.
        ///   - dependencies: Its declared dependencies.
        ///   - exclude: What `exclude:` leaves out of its folder.
        ///   - sources: What `sources:` limits its sources to, if anything.
        ///   - resources: What `resources:` bundles with it.
        public init(
            name: String, kind: Kind, path: String, dependencies: [Dependency], exclude: [String] = [],
            sources: [String]? = nil, resources: [String] = []
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
            self.exclude = exclude
            self.sources = sources
            self.resources = resources
        }
    }

    /// One declared dependency of a target.
    public enum Dependency: Sendable, Hashable {
        /// `"Name"`: a target of this package or a product of a package dependency.
        case byName(String)
        /// `.target(name:)`.
        case target(String)
        /// `.product(name:package:)`.
        case product(name: String, package: String?)

        /// The name written in the manifest.
        public var name: String {
            switch self {
            case .byName(let name), .target(let name), .product(name: let name, package: _): name
            }
        }
    }

    /// A product: its name and the targets it is made of.
    public struct Product: Sendable, Hashable {
        /// The product's name.
        public var name: String
        /// The targets it vends.
        public var targets: [String]

        /// Makes a product value.
        public init(name: String, targets: [String]) {
            self.name = name
            self.targets = targets
        }
    }

    /// The target called `name`, if the package declares one.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The targets of this package that `dependency` brings in: itself for a local target,
    /// the product's targets for a local product, none for an external product.
    public func localTargets(of dependency: Dependency) -> [String] {
        switch dependency {
        case .target(let name):
            return [name]
        case .byName(let name):
            if target(named: name) != nil { return [name] }
            return products.first { $0.name == name }?.targets ?? []
        case .product:
            return []
        }
    }
}
