import Scaffolding
import Testing

@Suite("PackageNames: the modules and products a new vertical must not take")
struct PackageNamesTests {
    @Test("the package's targets and products from swift package describe")
    func own() throws {
        let json =
            #"{"name": "P", "targets": [{"name": "Maps", "type": "library"}, {"name": "HostCLI"}], "products": [{"name": "host"}]}"#
        #expect(try PackageNames.ownNames(describeJSON: json) == ["Maps", "HostCLI", "host"])
    }

    @Test("describe output that is not what SwiftPM writes is an error saying so")
    func badDescribe() {
        let error = #expect(throws: ScaffoldError.self) { try PackageNames.ownNames(describeJSON: "warning: oops") }
        #expect(error?.message.contains("cannot read the package's targets from `swift package describe`") == true)
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
