import DependencyRules

/// A manifest shaped like this package's, small enough to read in a test: the foundation, two
/// verticals with tests (one with a benchmark in a nested folder), the hub, the host, and a tool.
enum Manifests {
    typealias Target = PackageManifest.Target

    static let layered = PackageManifest(
        name: "Layered",
        targets: [
            Target(name: "Prelude", kind: .regular, path: "Prelude", dependencies: []),
            Target(
                name: "VerticalInterfaces", kind: .regular, path: "VerticalInterfaces",
                dependencies: [.byName("Prelude")]),
            Target(name: "PreludeTests", kind: .test, path: "Tests/PreludeTests", dependencies: [.byName("Prelude")]),
            Target(name: "Maps", kind: .regular, path: "Verticals/Maps", dependencies: common),
            Target(name: "Info", kind: .regular, path: "Verticals/Info", dependencies: common),
            Target(name: "MapsTests", kind: .test, path: "Tests/MapsTests", dependencies: [.target("Maps")] + common),
            Target(name: "InfoTests", kind: .test, path: "Tests/InfoTests", dependencies: [.target("Info")] + common),
            Target(
                name: "MapsBenchmarks", kind: .executable, path: "Tests/Benchmarks/MapsBenchmarks",
                dependencies: [.target("Maps")]),
            Target(name: "PlatformHub", kind: .regular, path: "Host/PlatformHub", dependencies: common),
            Target(
                name: "HostCLI", kind: .executable, path: "Host/CLI",
                dependencies: [
                    .target("Maps"), .target("Info"), .byName("PlatformHub"),
                    .product(name: "Logging", package: "swift-log"),
                ]),
            Target(name: "HostCLITests", kind: .test, path: "Tests/HostCLITests", dependencies: [.byName("HostCLI")]),
            Target(name: "Tool", kind: .executable, path: "Scripts/Tool", dependencies: []),
            Target(name: "Benchmarks", kind: .regular, path: "Tests/Benchmarks", dependencies: []),
        ],
        products: [PackageManifest.Product(name: "host", targets: ["HostCLI"])])

    static let common: [PackageManifest.Dependency] = [.byName("Prelude"), .byName("VerticalInterfaces")]
}
