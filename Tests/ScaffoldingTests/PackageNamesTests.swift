import Foundation
import Scaffolding
import Testing

@Suite("PackageNames: the modules and products a new vertical must not take")
struct PackageNamesTests {
    @Test("the package's targets and products from swift package dump-package")
    func own() throws {
        let json = """
            {"name": "P", "targets": [{"name": "Maps", "type": "regular"}, {"name": "HostCLI"}],
             "products": [{"name": "host"}], "dependencies": []}
            """
        #expect(try PackageNames.ownNames(dumpPackageJSON: json) == ["Maps", "HostCLI", "host"])
    }

    @Test("dump-package output that is not what SwiftPM writes is an error saying so")
    func badDump() {
        let error = #expect(throws: ScaffoldError.self) { try PackageNames.ownNames(dumpPackageJSON: "warning: oops") }
        #expect(error?.message.contains("cannot read the package's targets from `swift package dump-package`") == true)
    }

    @Test("the checkouts serve when one is there for each declared dependency, in any case; else nil, to resolve")
    func checkouts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkouts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["GRDB.swift", "swift-nio", "swift-collections"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        #expect(
            PackageNames.checkoutPaths(in: folder.path, covering: ["grdb.swift", "swift-nio"])
                == ["GRDB.swift", "swift-collections", "swift-nio"].map { folder.path + "/" + $0 })
        #expect(PackageNames.checkoutPaths(in: folder.path, covering: ["grdb.swift", "swift-log"]) == nil)
        #expect(PackageNames.checkoutPaths(in: folder.path + "/missing", covering: ["swift-log"]) == nil)
        #expect(PackageNames.checkoutPaths(in: folder.path + "/missing", covering: []) == [])
    }

    @Test("the names of this package and its dependencies, from its manifest and its checkouts")
    func thisPackage() throws {
        // A scratch folder of its own: `swift test` holds .build's lock while this runs, and a
        // SwiftPM command on .build would wait for it forever.
        let scratch = Sandbox.packageRoot.appendingPathComponent(".build-check").path
        let names = try PackageNames.read(root: Sandbox.packageRoot.path, scratchPath: scratch)
        #expect(names.isSuperset(of: ["Prelude", "VerticalInterfaces", "Maps", "HostCLI", "host", "GRDB", "NIOCore"]))
        #expect(names.isSuperset(of: PackageNames.toolchain))
    }

    @Test("every dependency's checkout, at any depth, from show-dependencies")
    func dependencies() throws {
        let json = """
            {"name": "root", "path": "/p", "dependencies": [
              {"name": "a", "path": "/c/a", "dependencies": [{"name": "b", "path": "/c/b", "dependencies": []}]},
              {"name": "b", "path": "/c/b", "dependencies": []}
            ]}
            """
        #expect(try PackageNames.dependencyPaths(showDependenciesJSON: json) == ["/c/a", "/c/b"])
    }

    @Test("every name: in a dependency's manifest, whatever builds it")
    func declared() {
        let manifest = """
            let package = Package(
                name: "GRDB",
                products: [.library(name: "GRDB", targets: ["GRDB"]), .library(name:"GRDB-dynamic", type: .dynamic, targets: ["GRDB"])],
                targets: [.target(name: "GRDBSQLite", path: "x"), .target(name: dynamicName)]
            )
            """
        #expect(PackageNames.declaredNames(inManifest: manifest) == ["GRDB", "GRDB-dynamic", "GRDBSQLite"])
    }
}
