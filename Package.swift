// swift-tools-version: 6.2
//
// One package, many targets. The layering is the product:
//
//     Prelude  <-  VerticalInterfaces  <-  Maps | ClinicalRecords | Info  <-  Host
//
// A vertical depends on Prelude and VerticalInterfaces only; `Scripts/check-dependencies`
// keeps that true in CI. The manifest is data: the lists below are turned into targets by
// small helpers, and one settings list is applied to every target in the closing loop.

import PackageDescription

/// The feature modules. Each lives in `Verticals/<name>/`, ships its resources
/// (policy, string tables) and has a test target `Tests/<name>Tests/`.
let verticals = ["Maps", "ClinicalRecords", "Info"]

/// The targets every vertical (and the hub) may depend on.
let common: [Target.Dependency] = ["Prelude", "VerticalInterfaces"]

/// External products a vertical (and its tests) use besides the common targets;
/// `Scripts/dependency-rules.json` allows exactly these.
let verticalProducts: [String: [Target.Dependency]] = [
    // Records outlive the process in SQLite: migrations, transactions, WAL (ARCHITECTURE.md 5b).
    "ClinicalRecords": [.product(name: "GRDB", package: "GRDB.swift")]
]

extension Target {
    /// A vertical: `Verticals/<name>/`, depending on the common targets only.
    static func vertical(_ name: String) -> Target {
        .target(
            name: name,
            dependencies: common + (verticalProducts[name] ?? []),
            path: "Verticals/\(name)",
            resources: [.copy("Resources")]
        )
    }

    /// A vertical's tests: that vertical plus the common targets, never a sibling.
    static func verticalTests(_ name: String) -> Target {
        .testTarget(
            name: "\(name)Tests", dependencies: [.target(name: name)] + common + (verticalProducts[name] ?? []))
    }
}

let foundation: [Target] = [
    .target(name: "Prelude", path: "Prelude"),
    .target(name: "VerticalInterfaces", dependencies: ["Prelude"], path: "VerticalInterfaces"),
    // The JSON Schema Test Suite's cases are read at test time from the directory named by
    // VERTICALHUB_JSON_SCHEMA_SUITE (.ci/run unpacks PyPI's jsonschema sources); none are committed.
    .testTarget(name: "PreludeTests", dependencies: ["Prelude"]),
    .testTarget(name: "VerticalInterfacesTests", dependencies: common),
]

/// The verticals' benchmarks: each depends on its vertical and the common targets it imports only.
let verticalBenchmarks: [Target] = [
    // Run in release: `swift run -c release MapsBenchmarks`.
    .executableTarget(
        name: "MapsBenchmarks",
        dependencies: [.target(name: "Maps"), "VerticalInterfaces"],
        path: "Tests/Benchmarks/MapsBenchmarks"
    )
]

/// The hub: `Host/PlatformHub`, a library that depends on the common targets only.
let hub: [Target] = [
    .target(name: "PlatformHub", dependencies: common, path: "Host/PlatformHub"),
    .testTarget(
        name: "PlatformHubTests",
        dependencies: [.target(name: "PlatformHub")] + common,
        resources: [.copy("Fixtures")]
    ),
]

/// The web front end's server (`host serve --http`): HTTP and WebSocket on Hummingbird, with
/// graceful shutdown on SIGINT and SIGTERM. Only the front-end server library uses them.
let webProducts: [Target.Dependency] = [
    .product(name: "Hummingbird", package: "hummingbird"),
    .product(name: "HummingbirdCore", package: "hummingbird"),
    .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
    .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
    // Named because the server's code uses their types (signals, headers, byte buffers,
    // close codes) directly.
    .product(name: "UnixSignals", package: "swift-service-lifecycle"),
    .product(name: "HTTPTypes", package: "swift-http-types"),
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOWebSocket", package: "swift-nio"),
]

/// The `host` executable: configures every vertical's world and runs the hub; and the
/// front-end server it serves the app with (`host serve`): the JSON-RPC protocol core and its
/// transports, a library that knows no vertical.
let host: [Target] = [
    .target(
        name: "FrontEndServer",
        dependencies: ["PlatformHub"] + common + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            // `host serve --mcp`: the Model Context Protocol server an agent drives.
            .product(name: "MCP", package: "swift-sdk"),
        ] + webProducts,
        path: "Host/FrontEndServer",
        // The web page's files, `Resources/Web/`.
        resources: [.copy("Resources")]
    ),
    // Each transport served in-process over pipes or a socket, with plugins made in the tests.
    .testTarget(
        name: "FrontEndServerTests",
        dependencies: ["FrontEndServer", "PlatformHub", "WebSocketTestClient"] + common + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
            // The SDK's own stdio transport (over descriptors, SystemPackage's type), to reproduce
            // the defect the server's transport avoids.
            .product(name: "MCP", package: "swift-sdk"),
            .product(name: "SystemPackage", package: "swift-system"),
        ]),
    .executableTarget(
        name: "HostCLI",
        dependencies: verticals.map { .target(name: $0) } + common + [
            "PlatformHub", "FrontEndServer", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ],
        path: "Host/CLI",
        // The shell plugin's policy, `Resources/Policy/Shell.json`.
        resources: [.copy("Resources")]
    ),
    // CLI tests run the built `host` binary; depending on the target makes sure it is built.
    // Journeys across verticals run the real hub with the real plugins.
    .testTarget(
        name: "HostCLITests",
        dependencies: ["HostCLI", "PlatformHub", "WebSocketTestClient"] + verticals.map { .target(name: $0) } + common),
    // A WebSocket and HTTP client over plain sockets, for the tests and the benchmark of
    // `host serve --http`: it sends exactly the headers and frames it is told to.
    .target(name: "WebSocketTestClient", path: "Tests/Support/WebSocketTestClient"),
    // `swift build -c release --product host && swift run -c release ServeBenchmarks`.
    .executableTarget(
        name: "ServeBenchmarks", dependencies: ["Prelude", "WebSocketTestClient"],
        path: "Tests/Benchmarks/ServeBenchmarks"),
]

/// ClinicalRecords' durability and speed, outside its unit tests: a writer the crash test
/// kills with SIGKILL mid-burst, and a benchmark against GRDB used directly.
let records: [Target] = [
    .executableTarget(
        name: "RecordsWriter", dependencies: ["ClinicalRecords"] + common, path: "Tests/Support/RecordsWriter"),
    // Runs `RecordsWriter` as a child process; depending on it makes sure it is built.
    .testTarget(name: "RecordsWriterTests", dependencies: ["RecordsWriter", "ClinicalRecords", "Prelude"]),
    // Run in release: `swift run -c release RecordsBenchmarks`.
    .executableTarget(
        name: "RecordsBenchmarks",
        dependencies: ["ClinicalRecords", .product(name: "GRDB", package: "GRDB.swift")] + common,
        path: "Tests/Benchmarks/RecordsBenchmarks"
    ),
]

/// The command-line tools behind `Scripts/` (their logic is tested Swift code).
let tooling: [Target] = [
    // What both tools share: running commands, stopping them on a signal, test fixtures.
    .target(name: "ScriptSupport", path: "Scripts/ScriptSupport"),
    .target(
        name: "DependencyRules",
        dependencies: [
            "ScriptSupport",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ],
        path: "Scripts/DependencyRules"
    ),
    .executableTarget(
        name: "CheckDependencies",
        dependencies: [
            "DependencyRules", "ScriptSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/CheckDependencies"
    ),
    .testTarget(
        name: "DependencyRulesTests",
        // Depending on the executable makes sure it is built: the CLI tests run it.
        dependencies: ["DependencyRules", "CheckDependencies", "ScriptSupport"],
        exclude: ["Fixtures"]
    ),
    // The structural rules at scale: generated packages of 50 and 500 targets, 50 against 500
    // in one run (`swift run -c release CheckDependenciesBenchmarks`, Scripts/README.md).
    .executableTarget(
        name: "CheckDependenciesBenchmarks",
        dependencies: ["DependencyRules", "ScriptSupport"],
        path: "Tests/Benchmarks/CheckDependenciesBenchmarks"
    ),
    .target(name: "BuildTiming", dependencies: ["ScriptSupport"], path: "Scripts/BuildTiming"),
    .executableTarget(
        name: "TimeBuilds",
        dependencies: [
            "BuildTiming", "DependencyRules", "ScriptSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/TimeBuilds"
    ),
    .testTarget(
        name: "BuildTimingTests",
        // Depending on the executable makes sure it is built: the CLI tests run it.
        dependencies: ["BuildTiming", "TimeBuilds", "ScriptSupport"],
        exclude: ["Fixtures"]
    ),
    // `Scripts/new-vertical` and `Scripts/remove-vertical`: a vertical that passes every check at once.
    .target(name: "Scaffolding", dependencies: ["ScriptSupport"], path: "Scripts/Scaffolding"),
    .executableTarget(
        name: "Scaffold",
        dependencies: [
            "Scaffolding", "ScriptSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/Scaffold"
    ),
    .testTarget(
        name: "ScaffoldingTests",
        // Depending on the executables makes sure they are built: the end-to-end test runs them.
        dependencies: ["Scaffolding", "Scaffold", "CheckDependencies", "ScriptSupport"]
    ),
    // `swift package check-dependencies` and `swift package time-builds`: the same tools
    // with the same options, run the way a team runs any package plugin.
    // `Scripts/affected --base REF`: the targets and tests a change reaches through the target graph,
    // for CI that gives each affected vertical a runner of its own (.github/workflows/ci.yml).
    .target(
        name: "AffectedTargets", dependencies: ["DependencyRules", "ScriptSupport"], path: "Scripts/AffectedTargets"),
    .executableTarget(
        name: "Affected",
        dependencies: [
            "AffectedTargets", "DependencyRules",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/Affected"
    ),
    .testTarget(
        name: "AffectedTargetsTests",
        // Depending on the executable makes sure it is built: the CLI tests run it on prepared git histories.
        dependencies: ["AffectedTargets", "Affected", "DependencyRules", "ScriptSupport"]
    ),
    .plugin(
        name: "CheckDependenciesPlugin",
        capability: .command(
            intent: .custom(verb: "check-dependencies", description: "Checks the module rule (Scripts/README.md)")
        ),
        dependencies: ["CheckDependencies"],
        path: "Scripts/Plugins/CheckDependenciesPlugin"
    ),
    .plugin(
        name: "TimeBuildsPlugin",
        capability: .command(
            intent: .custom(verb: "time-builds", description: "Times clean and incremental builds (Scripts/README.md)"),
            permissions: [.writeToPackageDirectory(reason: "time-builds writes its results to build-timings/.")]
        ),
        dependencies: ["TimeBuilds"],
        path: "Scripts/Plugins/TimeBuildsPlugin"
    ),
    .plugin(
        name: "AffectedPlugin",
        capability: .command(
            intent: .custom(
                verb: "affected", description: "Lists the targets a change since a base reaches (Scripts/README.md)")
        ),
        dependencies: ["Affected"],
        path: "Scripts/Plugins/AffectedPlugin"
    ),
    .plugin(
        name: "NewVerticalPlugin",
        capability: .command(
            intent: .custom(
                verb: "new-vertical", description: "Makes a vertical that passes every check (Scripts/README.md)"),
            permissions: [
                .writeToPackageDirectory(reason: "new-vertical writes the vertical's folders and edits the manifest.")
            ]
        ),
        // CheckDependencies redraws the README's module graph after the change.
        dependencies: ["Scaffold", "CheckDependencies"],
        path: "Scripts/Plugins/NewVerticalPlugin"
    ),
]

/// The external packages: the host's and the tools' command lines, ClinicalRecords' SQLite
/// database (`verticalProducts`), the host's web server (`webProducts`), the MCP server's SDK and
/// the tools' Swift parsing. Prelude, VerticalInterfaces
/// and the other verticals use none of them.
let argumentParser: Package.Dependency = .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
let grdb: Package.Dependency = .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0")
/// The packages `verticalProducts` come from: all a vertical built alone (`VERTICALHUB_VERTICAL`)
/// with an external product declares. A product from another package adds that package here.
let verticalProductPackages: [Package.Dependency] = [grdb]
let externalPackages: [Package.Dependency] = [
    argumentParser,
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    grdb,
    // `swift package generate-documentation` / `preview-documentation` for the DocC catalogs
    // (one per library target); a command plugin only, nothing links it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    // The web front end (`webProducts`). No traits: the app reads no configuration files
    // through Hummingbird and needs none of its Foundation extras.
    .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // `host serve --mcp` (FrontEndServer): the official Model Context Protocol SDK. Its own stdio
    // transport splices large messages (swift-sdk issues 252 and 263), so the server brings its own.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
    // The SDK's descriptors, named by FrontEndServerTests (already in the graph through the SDK).
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
]

/// The Scripts' tools and their swift-syntax dependency, left out of the package when
/// `VERTICALHUB_SKIP_TOOLING=1` is set: a developer iterating on the app then skips
/// building swift-syntax. CI and the README's commands never set it.
let includesTooling = Context.environment["VERTICALHUB_SKIP_TOOLING"] != "1"
let toolingPackages: [Package.Dependency] = [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1")
]

/// Prelude's and the hub's benchmarks, on package-benchmark (ordo-one/benchmark): each case
/// against its baseline in one run, with malloc counts per operation. Left out of the package
/// unless `VERTICALHUB_BENCHMARKS=1` is set, because the benchmark package and what it pulls in
/// (swift-system, hdrhistogram, TextTable, malloc-interposer...) would slow every everyday
/// `swift build`. Run them with
/// `VERTICALHUB_BENCHMARKS=1 swift package benchmark --target PreludeBenchmarks --target HubBenchmarks`:
/// the plugin finds executable targets whose folder sits in a folder named `Benchmarks`.
let includesBenchmarks = Context.environment["VERTICALHUB_BENCHMARKS"] == "1"
let benchmarkPackages: [Package.Dependency] = [
    // The trait counts mallocs through an interposer the plugin preloads (no jemalloc needed).
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"])
]

let benchmarkProduct: Target.Dependency = .product(name: "Benchmark", package: "benchmark")

extension Target {
    /// A package-benchmark executable in `Tests/Benchmarks/<name>/`, depending on `targets`
    /// and on the comparisons every benchmark shares.
    static func benchmark(_ name: String, dependencies targets: [Target.Dependency]) -> Target {
        .executableTarget(
            name: name,
            dependencies: targets + ["BenchmarkSupport", benchmarkProduct],
            path: "Tests/Benchmarks/\(name)"
        )
    }
}

let benchmarks: [Target] = [
    // A case against its baseline in one run, and goal lines that make a row over its limit stand out.
    .target(name: "BenchmarkSupport", dependencies: [benchmarkProduct], path: "Tests/Support/BenchmarkSupport"),
    .benchmark("PreludeBenchmarks", dependencies: ["Prelude"]),
    .benchmark("HubBenchmarks", dependencies: [.target(name: "PlatformHub")] + common),
    // Prelude's JSON against CPython (`Tests/Benchmarks/json-vs-python.sh`): a plain executable,
    // without package-benchmark's malloc interposer, so its allocations cost what a user's do.
    .executableTarget(name: "JSONBenchmarks", dependencies: ["Prelude"], path: "Tests/Benchmarks/JSONBenchmarks"),
    // JSON.decode and JSON(encoding:) on the verticals' payloads against the text round trip and
    // Foundation's coders, a plain executable for the same reason: `swift run -c release JSONCodingBenchmarks`.
    .executableTarget(
        name: "JSONCodingBenchmarks", dependencies: ["Prelude", "VerticalInterfaces"],
        path: "Tests/Benchmarks/JSONCodingBenchmarks"),
]

/// The DocC tutorial's vertical, `Tips` (VerticalInterfaces.docc, "Building a vertical"),
/// compiled from the tutorial's final code so that the tutorial cannot rot:
/// `.ci/check-tutorial` (a CI step) copies the code into `VERTICALHUB_TUTORIAL_DIR`, a folder
/// inside the package, and builds these two targets. Never set in an everyday build.
let tutorialDirectory = Context.environment["VERTICALHUB_TUTORIAL_DIR"]
let tutorial: [Target] =
    tutorialDirectory.map { folder in
        [
            .target(name: "Tips", dependencies: common, path: "\(folder)/Tips", resources: [.copy("Resources")]),
            .testTarget(name: "TipsTests", dependencies: ["Tips"] + common, path: "\(folder)/TipsTests"),
        ]
    } ?? []

/// `VERTICALHUB_PRELUDE_ONLY=1` leaves only Prelude and its tests in the package, so CI can
/// run Prelude's JSON container tests in a release build (an aliasing bug there showed only
/// with `-O` across modules) without building the whole package in release.
let preludeOnly = Context.environment["VERTICALHUB_PRELUDE_ONLY"] == "1"
let preludeAlone = foundation.filter { ["Prelude", "PreludeTests"].contains($0.name) }

/// `VERTICALHUB_TOOLS_ONLY=1` leaves only the module rule's tools, check-dependencies and
/// time-builds, with what they need (swift-syntax, swift-argument-parser): a team installs them
/// for its own package without resolving or building GRDB, Hummingbird or the app (README,
/// "The module rule on your package"). Never set in an everyday build.
let toolsOnly = Context.environment["VERTICALHUB_TOOLS_ONLY"] == "1"
// No plugins: they would make SwiftPM build every tool a second time, as a plugin's host tool.
let installableToolNames: Set<String> = [
    "ScriptSupport", "DependencyRules", "CheckDependencies", "BuildTiming", "TimeBuilds",
]
let installableTools = tooling.filter { installableToolNames.contains($0.name) }

/// `VERTICALHUB_VERTICAL=<name>` leaves one vertical, its tests and the two common targets in the
/// package, so CI builds and tests a vertical alone on a runner of its own (`.github/workflows/ci.yml`):
/// on Linux `swift test` builds every test target of the package, so a package of one vertical is
/// how its tests run without building the others. It declares only the packages verticals'
/// external products come from (`verticalProductPackages`), and only when it has one.
let loneVertical = Context.environment["VERTICALHUB_VERTICAL"]

/// What the package holds: everything, the module rule's tools alone, Prelude alone, or one
/// vertical alone.
let contents: (products: [Product], dependencies: [Package.Dependency], targets: [Target]) =
    if toolsOnly {
        (
            [
                .executable(name: "check-dependencies", targets: ["CheckDependencies"]),
                .executable(name: "time-builds", targets: ["TimeBuilds"]),
            ],
            [argumentParser] + toolingPackages,
            installableTools
        )
    } else if preludeOnly {
        ([.library(name: "Prelude", targets: ["Prelude"])], [], preludeAlone)
    } else if let name = loneVertical {
        (
            [.library(name: name, targets: [name])],
            verticalProducts[name] == nil ? [] : verticalProductPackages,
            foundation.filter { ["Prelude", "VerticalInterfaces"].contains($0.name) }
                + [.vertical(name), .verticalTests(name)]
        )
    } else {
        (
            [
                .executable(name: "host", targets: ["HostCLI"]),
                .library(name: "Prelude", targets: ["Prelude"]),
                .library(name: "VerticalInterfaces", targets: ["VerticalInterfaces"]),
            ],
            externalPackages + (includesTooling ? toolingPackages : []) + (includesBenchmarks ? benchmarkPackages : []),
            foundation
                + verticals.map(Target.vertical)
                + verticals.map(Target.verticalTests)
                + verticalBenchmarks
                + hub
                + host
                + records
                + (includesTooling ? tooling : [])
                + (includesBenchmarks ? benchmarks : [])
                + tutorial
        )
    }

let package = Package(
    name: "VerticalHub",
    platforms: [.macOS(.v15)],
    products: contents.products,
    dependencies: contents.dependencies,
    targets: contents.targets
)

/// Applied to every target: Swift 6 language mode (the tools version's default) with strict
/// concurrency, plus the upcoming features that keep imports and existentials explicit.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0335-existential-any.md
    .enableUpcomingFeature("ExistentialAny"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0444-member-import-visibility.md
    .enableUpcomingFeature("MemberImportVisibility"),
    // https://github.com/swiftlang/swift-evolution/blob/main/proposals/0409-access-level-on-imports.md
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// CI builds once, with every warning an error: `VERTICALHUB_WARNINGS_AS_ERRORS=1` for the whole
/// run, so the test build, `swift run` and the sanitizer build share one set of flags (a
/// `-Xswiftc` flag would also reach the dependencies and force a second build).
let strictWarnings: [SwiftSetting] =
    Context.environment["VERTICALHUB_WARNINGS_AS_ERRORS"] == "1" ? [.treatAllWarnings(as: .error)] : []

// Plugins take no settings: SwiftPM compiles them as scripts in its own language mode.
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + settings + strictWarnings
}
