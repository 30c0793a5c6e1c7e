// swift-tools-version: 6.2
//
// One package, many targets. The layering is the product:
//
//     Prelude  <-  HubInterfaces  <-  VerticalInterfaces  <-  Maps | ClinicalRecords | Info  <-  Host
//
// A vertical depends on Prelude, the hub's interfaces and this app's shim (VerticalInterfaces)
// only; `Scripts/check-dependencies` keeps that true in CI. The manifest is data: the lists below are turned into targets by
// small helpers, and one settings list is applied to every target in the closing loop.

import Foundation
import PackageDescription

/// The parts of the package a dependent chooses (SE-0450 package traits), each with the packages
/// it brings; a dependent that leaves one out fetches none of them. All are on by default, so a
/// plain `.package(url:from:)` gets everything; a team that uses only the hub writes
/// `traits: []` (README, "Depend on it").
enum Part {
    /// The front-end server's transports: SwiftNIO, Hummingbird and the MCP SDK.
    static let server = "FrontEndServer"
    /// `check-dependencies` and `time-builds` (and their package plugins): swift-syntax.
    static let checker = "DependencyChecker"
    /// The example app (the `host` executable, ClinicalRecords): GRDB.
    static let exampleApp = "ExampleApp"
}

/// A product of another package that only the part `trait` uses.
func product(_ name: String, _ package: String, for trait: String) -> Target.Dependency {
    .product(name: name, package: package, condition: .when(traits: [trait]))
}

/// The feature modules. Each lives in `Verticals/<name>/`, ships its resources
/// (policy, string tables) and has a test target `Tests/<name>Tests/`.
let verticals = ["Maps", "ClinicalRecords", "Info"]

/// The targets every vertical (and the hub) depends on: the foundation and the hub's generic API.
let common: [Target.Dependency] = ["Prelude", "HubInterfaces"]

/// The verticals that use this app's shared DTOs (`VerticalInterfaces`): Maps owns the map and
/// place contracts, ClinicalRecords shows a clinic through them. A vertical that names no other
/// vertical's DTO does not depend on the shim.
let shimUsers: Set<String> = ["Maps", "ClinicalRecords"]

/// What vertical `name` depends on besides its external products.
func verticalDependencies(_ name: String) -> [Target.Dependency] {
    common + (shimUsers.contains(name) ? ["VerticalInterfaces"] : [])
}

/// External products a vertical (and its tests) use besides the common targets;
/// `Scripts/dependency-rules.json` allows exactly these.
let verticalProducts: [String: [Target.Dependency]] = [
    // Records outlive the process in SQLite: migrations, transactions, WAL (ARCHITECTURE.md 5b).
    "ClinicalRecords": [product("GRDB", "GRDB.swift", for: Part.exampleApp)]
]

extension Target {
    /// A vertical: `Verticals/<name>/`, depending on the common targets only.
    static func vertical(_ name: String) -> Target {
        .target(
            name: name,
            dependencies: verticalDependencies(name) + (verticalProducts[name] ?? []),
            path: "Verticals/\(name)",
            resources: [.copy("Resources")]
        )
    }

    /// A vertical's tests: that vertical plus the common targets, never a sibling.
    static func verticalTests(_ name: String) -> Target {
        .testTarget(
            name: "\(name)Tests",
            // JSON Schema proves the vertical's contracts (the hub checks payloads with it; the
            // vertical itself does not compile it).
            dependencies: [.target(name: name)] + verticalDependencies(name) + ["JSONSchema"]
                + (verticalProducts[name] ?? []))
    }
}

let foundation: [Target] = [
    .target(name: "Prelude", path: "Prelude", exclude: ["JSONSchema"]),
    // JSON Schema (draft 2020-12): what the hub checks every payload against, and what a vertical's
    // contract tests prove its contracts with. Apart from Prelude, so a vertical compiles none of it.
    .target(name: "JSONSchema", dependencies: ["Prelude"], path: "Prelude/JSONSchema"),
    // The hub's generic API, the same for every app that uses the hub: messages, policies, the
    // plugin protocol, views as data, contracts and a vertical's entry point.
    .target(name: "HubInterfaces", dependencies: ["Prelude"], path: "Host/HubInterfaces"),
    // This app's shim: the DTOs and contracts its verticals share (a team's own shim replaces it).
    .target(name: "VerticalInterfaces", path: "VerticalInterfaces"),
    // The JSON Schema Test Suite's cases are read at test time from the directory named by
    // VERTICALHUB_JSON_SCHEMA_SUITE (.ci/run unpacks PyPI's jsonschema sources); none are committed.
    .testTarget(name: "PreludeTests", dependencies: ["Prelude"]),
    .testTarget(name: "JSONSchemaTests", dependencies: ["JSONSchema", "Prelude"]),
    .testTarget(name: "HubInterfacesTests", dependencies: common),
    .testTarget(name: "VerticalInterfacesTests", dependencies: ["VerticalInterfaces"] + common),
]

/// The verticals' benchmarks: each depends on its vertical and the common targets it imports only.
let verticalBenchmarks: [Target] = [
    // Run in release: `swift run -c release MapsBenchmarks`.
    .executableTarget(
        name: "MapsBenchmarks",
        dependencies: [.target(name: "Maps"), "VerticalInterfaces", "HubInterfaces"],
        path: "Tests/Benchmarks/MapsBenchmarks"
    )
]

/// The hub: `Host/PlatformHub`, a library that depends on the common targets only.
let hub: [Target] = [
    .target(name: "PlatformHub", dependencies: common + ["JSONSchema"], path: "Host/PlatformHub"),
    .testTarget(
        name: "PlatformHubTests",
        dependencies: [.target(name: "PlatformHub"), "JSONSchema", "MermaidParsing"] + common,
        resources: [.copy("Fixtures")]
    ),
]

/// The web front end's server (`host serve --http`): HTTP and WebSocket on Hummingbird, with
/// graceful shutdown on SIGINT and SIGTERM. Only the front-end server library uses them.
let webProducts: [Target.Dependency] = [
    product("Hummingbird", "hummingbird", for: Part.server),
    product("HummingbirdCore", "hummingbird", for: Part.server),
    product("HummingbirdWebSocket", "hummingbird-websocket", for: Part.server),
    product("ServiceLifecycle", "swift-service-lifecycle", for: Part.server),
    // Named because the server's code uses their types (signals, headers, byte buffers,
    // close codes) directly.
    product("UnixSignals", "swift-service-lifecycle", for: Part.server),
    product("HTTPTypes", "swift-http-types", for: Part.server),
    product("NIOCore", "swift-nio", for: Part.server),
    product("NIOWebSocket", "swift-nio", for: Part.server),
]

/// The `host` executable: configures every vertical's world and runs the hub; and the
/// front-end server it serves the app with (`host serve`): the JSON-RPC protocol core and its
/// transports, a library that knows no vertical.
let host: [Target] = [
    .target(
        name: "FrontEndServer",
        dependencies: ["PlatformHub", "JSONSchema"] + common + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            product("Logging", "swift-log", for: Part.server),
            // `host serve --mcp`: the Model Context Protocol server an agent drives.
            product("MCP", "swift-sdk", for: Part.server),
        ] + webProducts,
        path: "Host/FrontEndServer",
        // The web page's files, `Resources/Web/`.
        resources: [.copy("Resources")]
    ),
    // Each transport served in-process over pipes or a socket, with plugins made in the tests.
    .testTarget(
        name: "FrontEndServerTests",
        dependencies: ["FrontEndServer", "PlatformHub", "JSONSchema", "WebSocketTestClient"] + common + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            product("Logging", "swift-log", for: Part.server),
            // The SDK's own stdio transport (over descriptors, SystemPackage's type), to reproduce
            // the defect the server's transport avoids.
            product("MCP", "swift-sdk", for: Part.server),
            product("SystemPackage", "swift-system", for: Part.server),
        ]),
    // What the host's build runs to validate its policy graph (PolicyGraphPlugin): the hub's own
    // validator, so a broken graph fails `swift build` at the policy's line.
    .executableTarget(
        name: "PolicyGraphCheck", dependencies: ["PlatformHub", "Prelude"], path: "Scripts/PolicyGraphCheck"),
    // Runs the built tool on policies written to temporary folders; depending on it makes sure it is built.
    .testTarget(name: "PolicyGraphCheckTests", dependencies: ["PolicyGraphCheck", "PlatformHub"] + common),
    .plugin(
        name: "PolicyGraphPlugin", capability: .buildTool(), dependencies: ["PolicyGraphCheck"],
        path: "Scripts/Plugins/PolicyGraphPlugin"),
    .executableTarget(
        name: "HostCLI",
        dependencies: verticals.map { .target(name: $0) } + common + ["VerticalInterfaces"] + [
            "PlatformHub", "FrontEndServer", "JSONSchema",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            product("Logging", "swift-log", for: Part.exampleApp),
        ],
        path: "Host/CLI",
        // The shell plugin's policy, `Resources/Policy/Shell.json`.
        resources: [.copy("Resources")],
        // The policy graph validated when the host is built (`ValidatedGraph.json` in its resources).
        plugins: ["PolicyGraphPlugin"]
    ),
    // CLI tests run the built `host` binary; depending on the target makes sure it is built.
    // Journeys across verticals run the real hub with the real plugins.
    .testTarget(
        name: "HostCLITests",
        dependencies: ["HostCLI", "PlatformHub", "JSONSchema", "WebSocketTestClient", "MermaidParsing"]
            + verticals.map { .target(name: $0) } + common),
    // A WebSocket and HTTP client over plain sockets, for the tests and the benchmark of
    // `host serve --http`: it sends exactly the headers and frames it is told to.
    .target(name: "WebSocketTestClient", path: "Tests/Support/WebSocketTestClient"),
    // Mermaid's own parser, run with Node.js, for the tests of every diagram writer (the hub's
    // trace, the host's policy graph, check-dependencies' module graph).
    .target(name: "MermaidParsing", path: "Tests/Support/MermaidParsing"),
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
        dependencies: ["ClinicalRecords", product("GRDB", "GRDB.swift", for: Part.exampleApp)] + common,
        path: "Tests/Benchmarks/RecordsBenchmarks"
    ),
]

/// The command-line tools behind `Scripts/` (their logic is tested Swift code).
let tooling: [Target] = [
    // What both tools share: running commands, stopping them on a signal, test fixtures.
    // Prelude (no dependencies of its own) gives them the package's one JSON parser, edit
    // distance and terminal escaping.
    .target(name: "ScriptSupport", dependencies: ["Prelude"], path: "Scripts/ScriptSupport"),
    .target(
        name: "DependencyRules",
        dependencies: [
            "Prelude", "ScriptSupport",
            product("SwiftSyntax", "swift-syntax", for: Part.checker),
            product("SwiftParser", "swift-syntax", for: Part.checker),
        ],
        path: "Scripts/DependencyRules"
    ),
    .executableTarget(
        name: "CheckDependencies",
        dependencies: [
            "Prelude", "DependencyRules", "ScriptSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/CheckDependencies"
    ),
    .testTarget(
        name: "DependencyRulesTests",
        // Depending on the executable makes sure it is built: the CLI tests run it.
        dependencies: ["DependencyRules", "CheckDependencies", "ScriptSupport", "MermaidParsing"],
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
            "Prelude", "BuildTiming", "DependencyRules", "ScriptSupport",
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
    .target(name: "Scaffolding", dependencies: ["Prelude", "ScriptSupport"], path: "Scripts/Scaffolding"),
    .executableTarget(
        name: "Scaffold",
        dependencies: [
            "Prelude", "Scaffolding", "ScriptSupport",
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
            "Prelude", "AffectedTargets", "DependencyRules",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/Affected"
    ),
    .testTarget(
        name: "AffectedTargetsTests",
        // Depending on the executable makes sure it is built: the CLI tests run it on prepared git histories.
        dependencies: ["AffectedTargets", "Affected", "DependencyRules", "ScriptSupport"]
    ),
    // `Scripts/check-api`: the public API against the committed baseline (`Scripts/api-baseline/`), failing
    // on a break that the changelog does not declare a new major.
    .target(name: "APICompatibility", dependencies: ["ScriptSupport"], path: "Scripts/APICompatibility"),
    .executableTarget(
        name: "CheckAPI",
        dependencies: [
            "Prelude", "APICompatibility", "ScriptSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Scripts/CheckAPI"
    ),
    .testTarget(
        name: "APICompatibilityTests",
        // Depending on the executable makes sure it is built: the CLI tests and the canary run it.
        dependencies: ["APICompatibility", "CheckAPI", "ScriptSupport", "Prelude"]
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
        // The scaffold alone, so that a dependent that runs it builds no swift-syntax; the module
        // graph of this package's architecture article is redrawn by `Scripts/new-vertical`.
        dependencies: ["Scaffold"],
        path: "Scripts/Plugins/NewVerticalPlugin"
    ),
]

/// The external packages: the host's and the tools' command lines, ClinicalRecords' SQLite
/// database (`verticalProducts`), the host's web server (`webProducts`), the MCP server's SDK and
/// the tools' Swift parsing. Prelude, HubInterfaces, PlatformHub, VerticalInterfaces and the
/// verticals other than ClinicalRecords use none of them. Each is a range a dependent's own
/// requirement can meet; where a range would be narrower than "this major version on", the
/// reason is beside it.
let argumentParser: Package.Dependency = .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
let grdb: Package.Dependency = .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0")
/// The packages `verticalProducts` come from: all a vertical built alone (`VERTICALHUB_VERTICAL`)
/// with an external product declares. A product from another package adds that package here.
let verticalProductPackages: [Package.Dependency] = [grdb]
let externalPackages: [Package.Dependency] = [
    argumentParser,
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    grdb,
    // `swift package generate-documentation` / `preview-documentation` for the DocC catalogs
    // (one per library target); a command plugin only, nothing links it, so no dependent fetches it.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // The web front end (`webProducts`). No traits: the app reads no configuration files
    // through Hummingbird and needs none of its Foundation extras.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    // `host serve --mcp` (FrontEndServer): the official Model Context Protocol SDK. Its own stdio
    // transport splices large messages (swift-sdk issues 252 and 263), so the server brings its own.
    // Up to the next minor version only: before 1.0 the SDK breaks its API in minor versions.
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", .upToNextMinor(from: "0.12.1")),
    // The SDK's descriptors, named by FrontEndServerTests (already in the graph through the SDK).
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
]

/// The Scripts' tools' Swift parsing. swift-syntax's major version follows the compiler's, so the
/// range spans the majors the tools are shown to compile with and check identically (600.0.1,
/// 602.0.0 and 603.0.1, each a clean build with no warning and the same findings): a team whose
/// macros pin an older swift-syntax can still depend on the package.
let toolingPackages: [Package.Dependency] = [
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0")
]

/// Prelude's and the hub's benchmarks, on package-benchmark (ordo-one/benchmark): each case
/// against its baseline in one run, with malloc counts per operation. Left out of the package
/// unless `VERTICALHUB_BENCHMARKS=1` is set, because the benchmark package and what it pulls in
/// (swift-system, hdrhistogram, TextTable, malloc-interposer...) would slow every everyday
/// `swift build`. Run them with
/// `VERTICALHUB_BENCHMARKS=1 swift package benchmark --target PreludeBenchmarks --target HubBenchmarks`:
/// the plugin finds executable targets whose folder sits in a folder named `Benchmarks`.
let benchmarkPackages: [Package.Dependency] = [
    // The trait counts mallocs through an interposer the plugin preloads (no jemalloc needed).
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"])
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
    .benchmark("PreludeBenchmarks", dependencies: ["Prelude", "JSONSchema"]),
    .benchmark("HubBenchmarks", dependencies: [.target(name: "PlatformHub")] + common),
    // Prelude's JSON against CPython (`Tests/Benchmarks/json-vs-python.sh`): a plain executable,
    // without package-benchmark's malloc interposer, so its allocations cost what a user's do.
    .executableTarget(name: "JSONBenchmarks", dependencies: ["Prelude"], path: "Tests/Benchmarks/JSONBenchmarks"),
    // How start-up grows with the number of verticals (10, 100, 1,000 generated ones) and what a
    // vertical's first message costs: `swift run -c release StartupBenchmarks`.
    .executableTarget(
        name: "StartupBenchmarks", dependencies: ["PlatformHub"] + common, path: "Tests/Benchmarks/StartupBenchmarks"),
    // JSON.decode and JSON(encoding:) on the verticals' payloads against the text round trip and
    // Foundation's coders, a plain executable for the same reason: `swift run -c release JSONCodingBenchmarks`.
    .executableTarget(
        name: "JSONCodingBenchmarks", dependencies: ["Prelude", "VerticalInterfaces"],
        path: "Tests/Benchmarks/JSONCodingBenchmarks"),
]

/// The DocC tutorial's vertical, `Tips` (HubInterfaces.docc, "Building a vertical"), compiled
/// from the tutorial's final code so that the tutorial cannot rot (see ``Mode/tutorialDirectory``).
func tutorial(in folder: String) -> [Target] {
    [
        .target(name: "Tips", dependencies: common, path: "\(folder)/Tips", resources: [.copy("Resources")]),
        .testTarget(name: "TipsTests", dependencies: ["Tips", "JSONSchema"] + common, path: "\(folder)/TipsTests"),
    ]
}

/// How this repository's CI and developers build the package (a dependent chooses parts with
/// traits instead): read from the `VERTICALHUB_*` environment variables in one place. A mode
/// that contradicts another, a flag set to anything but 1, or a vertical that does not exist
/// stops the manifest with a message naming the variables.
struct Mode {
    /// `VERTICALHUB_PRELUDE_ONLY=1`: Prelude and its tests alone, so CI runs Prelude's JSON
    /// container tests in a release build without building the whole package in release.
    var preludeOnly = false
    /// `VERTICALHUB_HUB_INTERFACES_ONLY=1`: Prelude and HubInterfaces alone, as libraries, for the
    /// API check's canary (`Tests/APICompatibilityTests`), which breaks HubInterfaces in a copy of
    /// the package and builds just these two, several times.
    var hubInterfacesOnly = false
    /// `VERTICALHUB_VERTICAL=<name>`: one vertical, its tests and the modules under it alone, so
    /// CI builds and tests a vertical on a runner of its own (on Linux `swift test` builds every
    /// test target of the package). It declares only the packages that vertical's external
    /// products come from (`verticalProductPackages`).
    var loneVertical: String?
    /// `VERTICALHUB_SKIP_TOOLING=1`: the Scripts' tools and swift-syntax left out, for a
    /// developer iterating on the app. CI and the README's commands never set it.
    var skipsTooling = false
    /// `VERTICALHUB_BENCHMARKS=1`: the package-benchmark targets added.
    var benchmarks = false
    /// `VERTICALHUB_TUTORIAL_DIR=<folder>`: the tutorial's vertical added from `<folder>` (a folder
    /// inside the package), where `.ci/check-tutorial` copies the tutorial's final code.
    var tutorialDirectory: String?
    /// `VERTICALHUB_WARNINGS_AS_ERRORS=1`: every warning of the package's own targets an error, for
    /// a whole CI run (a `-Xswiftc` flag would also reach the dependencies and force a second build).
    var warningsAsErrors = false

    /// Reads the mode from `environment`, or stops the manifest naming what contradicts.
    init(_ environment: [String: String]) {
        func flag(_ name: String) -> Bool {
            switch environment[name] {
            case nil, "", "0": return false
            case "1": return true
            case let value?: Mode.refuse("\(name)=\(value.prefix(40)): set it to 1, or leave it unset")
            }
        }
        if environment["VERTICALHUB_TOOLS_ONLY"] != nil {
            Mode.refuse(
                "VERTICALHUB_TOOLS_ONLY is no longer read: install the checker with `swift build -c release "
                    + "--product CheckDependencies --disable-default-traits --traits \(Part.checker)`, or run it as "
                    + "`swift package check-dependencies` in a package that depends on this one")
        }
        preludeOnly = flag("VERTICALHUB_PRELUDE_ONLY")
        hubInterfacesOnly = flag("VERTICALHUB_HUB_INTERFACES_ONLY")
        skipsTooling = flag("VERTICALHUB_SKIP_TOOLING")
        benchmarks = flag("VERTICALHUB_BENCHMARKS")
        warningsAsErrors = flag("VERTICALHUB_WARNINGS_AS_ERRORS")
        if let name = environment["VERTICALHUB_VERTICAL"], !name.isEmpty {
            guard verticals.contains(name) else {
                Mode.refuse(
                    "VERTICALHUB_VERTICAL=\(name.prefix(60)) names no vertical; use one of "
                        + verticals.joined(separator: ", "))
            }
            loneVertical = name
        }
        if let folder = environment["VERTICALHUB_TUTORIAL_DIR"], !folder.isEmpty { tutorialDirectory = folder }
        let alone = [
            ("VERTICALHUB_PRELUDE_ONLY", preludeOnly), ("VERTICALHUB_HUB_INTERFACES_ONLY", hubInterfacesOnly),
            ("VERTICALHUB_VERTICAL", loneVertical != nil),
        ].filter(\.1).map(\.0)
        let adding = [
            ("VERTICALHUB_BENCHMARKS", benchmarks), ("VERTICALHUB_TUTORIAL_DIR", tutorialDirectory != nil),
        ].filter(\.1).map(\.0)
        if alone.count > 1 || (!alone.isEmpty && !adding.isEmpty) {
            Mode.refuse(
                "\((alone + adding).joined(separator: " and ")) contradict each other: "
                    + "\(alone[0]) leaves one part of the package alone; unset the others")
        }
    }

    /// Stops the manifest with `message` (SwiftPM shows it under "Invalid manifest").
    static func refuse(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(1)
    }
}

let mode = Mode(Context.environment)

/// What the package holds: everything, Prelude alone, Prelude and HubInterfaces alone, or one
/// vertical alone.
let contents: (products: [Product], dependencies: [Package.Dependency], targets: [Target]) =
    if mode.preludeOnly {
        (
            [.library(name: "Prelude", targets: ["Prelude"])], [],
            foundation.filter { ["Prelude", "PreludeTests"].contains($0.name) }
        )
    } else if mode.hubInterfacesOnly {
        (
            [
                .library(name: "Prelude", targets: ["Prelude"]),
                .library(name: "HubInterfaces", targets: ["HubInterfaces"]),
            ],
            [], foundation.filter { ["Prelude", "HubInterfaces"].contains($0.name) }
        )
    } else if let name = mode.loneVertical {
        (
            [.library(name: name, targets: [name])],
            verticalProducts[name] == nil ? [] : verticalProductPackages,
            foundation.filter { ["Prelude", "JSONSchema", "HubInterfaces", "VerticalInterfaces"].contains($0.name) }
                + [.vertical(name), .verticalTests(name)]
        )
    } else {
        (
            [
                // What a team's app links: the foundation, the hub's generic API (for its shim and
                // verticals), the hub, and the front-end server.
                .library(name: "Prelude", targets: ["Prelude"]),
                .library(name: "HubInterfaces", targets: ["HubInterfaces"]),
                .library(name: "PlatformHub", targets: ["PlatformHub"]),
                // What a vertical's contract tests prove its contracts with.
                .library(name: "JSONSchema", targets: ["JSONSchema"]),
                .library(name: "FrontEndServer", targets: ["FrontEndServer"]),
                // The host's build validates its policy graph; a team applies it to its own host.
                .plugin(name: "PolicyGraphPlugin", targets: ["PolicyGraphPlugin"]),
                // The reference app.
                .executable(name: "host", targets: ["HostCLI"]),
            ]
                + (mode.skipsTooling
                    ? []
                    : [
                        // The tools, run on a team's own package as `swift package <verb>`.
                        .plugin(name: "CheckDependenciesPlugin", targets: ["CheckDependenciesPlugin"]),
                        .plugin(name: "AffectedPlugin", targets: ["AffectedPlugin"]),
                        .plugin(name: "NewVerticalPlugin", targets: ["NewVerticalPlugin"]),
                        .plugin(name: "TimeBuildsPlugin", targets: ["TimeBuildsPlugin"]),
                    ]),
            externalPackages + (mode.skipsTooling ? [] : toolingPackages) + (mode.benchmarks ? benchmarkPackages : []),
            foundation
                + verticals.map(Target.vertical)
                + verticals.map(Target.verticalTests)
                + verticalBenchmarks
                + hub
                + host
                + records
                + (mode.skipsTooling ? [] : tooling)
                + (mode.benchmarks ? benchmarks : [])
                + (mode.tutorialDirectory.map(tutorial(in:)) ?? [])
        )
    }

let package = Package(
    name: "VerticalHub",
    platforms: [.macOS(.v15)],
    products: contents.products,
    traits: [
        .trait(
            name: Part.server,
            description:
                "The front-end server's transports (stdio, WebSocket, MCP): SwiftNIO, Hummingbird, the MCP SDK."),
        .trait(
            name: Part.checker,
            description: "check-dependencies and time-builds, and their package plugins: swift-syntax."),
        .trait(name: Part.exampleApp, description: "The example app's host executable and its records: GRDB."),
        .default(enabledTraits: [Part.server, Part.checker, Part.exampleApp]),
    ],
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
let strictWarnings: [SwiftSetting] = mode.warningsAsErrors ? [.treatAllWarnings(as: .error)] : []

// Plugins take no settings: SwiftPM compiles them as scripts in its own language mode.
for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + settings + strictWarnings
}
