import Foundation
import Testing

/// A command line the tool cannot run exits 2, names the argument at fault and writes nothing.
@Suite("PolicyGraphCheck: bad usage")
struct UsageTests {
    @Test(
        "exit 2, naming the argument",
        arguments: [
            (["--contracts", "Shop/Resources/Contracts/Shop.json", "--output", "graph.json"], "--contracts"),
            (
                ["--policy", "Shop/Resources/Policy/Shop.json", "--polcy", "x.json", "--output", "graph.json"],
                "'--polcy'"
            ),
            (["--policy", "Shop/Resources/Policy/Shop.json"], "--output"),
            (["--output"], "--output needs a value"),
            (["--policy", "--output", "graph.json"], "--policy needs a value"),
            (
                [
                    "--policy", "Shop/Resources/Policy/Shop.json", "--contracts", "a.json", "--contracts", "b.json",
                    "--output", "graph.json",
                ], "--contracts b.json"
            ),
        ])
    func badUsage(_ arguments: [String], named: String) throws {
        let folder = try ShopGraph().written()
        let run = try ProcessRun.run(executable: try GraphTool.location(), arguments, in: folder.root)
        #expect(run.status == 2, "\(run.printed)")
        #expect(run.errorOutput.hasPrefix("error: policy-graph-check: "), "\(run.printed)")
        #expect(run.errorOutput.contains(named), "\(run.printed)")
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.printed)")
        #expect(!FileManager.default.fileExists(atPath: folder.absolute("graph.json")))
    }
}
