/// The modules a target may import because its manifest entry says so: itself, each target
/// it depends on (a local product brings its targets), each external product it depends on
/// (whose module has the product's name), what those local targets re-export with
/// `@_exported import` (transitively), the toolchain's modules and the rules file's
/// `allowedModules`. SwiftPM's own explicit-import check sees only active `#if` branches of
/// a build; this reads every branch of every target without building.
public struct DeclaredModules: Sendable {
    private let manifest: PackageManifest
    private let reExports: [String: Set<String>]
    private let extraModules: Set<String>
    private let productModules: [String: [String]]
    private let localModules: [String: [String]]

    /// The modules a package plugin may import besides its dependencies.
    static let pluginModules: Set<String> = ["PackagePlugin", "PackageDescription"]

    /// Makes the declared modules of `manifest`'s targets; `reExports` maps a target to the
    /// modules its files re-export, `allowedModules` is the rules file's list, and
    /// `productModules` names the modules of an external product whose modules are not
    /// called as the product is; `localModules` the modules of a local target whose module is
    /// not called as the target is (a system library's module map). Toolchain and Apple SDK
    /// modules are always declared, but for a target of the package called as one of them (an
    /// import of that name is the package's own module, which must be declared).
    public init(
        manifest: PackageManifest, reExports: [String: Set<String>], allowedModules: [String],
        productModules: [String: [String]] = [:], localModules: [String: [String]] = [:]
    ) {
        self.manifest = manifest
        self.reExports = reExports
        self.extraModules = ToolchainModules.names.union(AppleSDKModules.names)
            .subtracting(manifest.targets.map(\.name)).union(allowedModules)
        self.productModules = productModules
        self.localModules = localModules
    }

    /// Every module `target` may import.
    public func modules(for target: PackageManifest.Target) -> Set<String> {
        var modules: Set<String> = [target.name]
        var pending: [String] = []
        for dependency in target.dependencies {
            let local = manifest.localTargets(of: dependency)
            if local.isEmpty {
                modules.formUnion(productModules[dependency.name] ?? [dependency.name])
            } else {
                pending += local
            }
        }
        // A local dependency and, transitively, whatever it re-exports.
        while let next = pending.popLast() {
            guard modules.insert(next).inserted else { continue }
            // A system library target provides the modules its module map declares.
            modules.formUnion(localModules[next] ?? [])
            for exported in reExports[next] ?? [] where !modules.contains(exported) {
                if manifest.target(named: exported) != nil {
                    pending.append(exported)
                } else {
                    modules.insert(exported)
                }
            }
        }
        if target.kind == .plugin { modules.formUnion(Self.pluginModules) }
        return modules.union(extraModules)
    }

    /// Whether `reference` in a file of `target` names a module the target declares. A
    /// `canImport` probe links nothing and always passes.
    public func declares(_ reference: ImportReference, in modules: Set<String>) -> Bool {
        reference.form == .canImport || modules.contains(reference.module)
    }
}
