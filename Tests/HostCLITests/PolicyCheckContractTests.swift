import Foundation
import Prelude
import Testing

@Suite("host policy check and the contracts")
struct PolicyCheckContractTests {
    @Test("run from the package's root, contract problems name the contracts source file at their line")
    func brokenContracts() throws {
        let root = try PolicyCheckCommandTests.packageRoot()
        let scratch = try TemporaryFolder()
        let copy = URL(fileURLWithPath: scratch.path)
        let folder = copy.appendingPathComponent("Verticals/Maps/Resources/Contracts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
        // Maps' contracts without maps.place, one with a misspelt keyword, one left over.
        let shipped = try JSON(
            parsing: try Data(contentsOf: root.appendingPathComponent("Verticals/Maps/Resources/Contracts/Maps.json")))
        var contracts = (shipped.arrayValue ?? []).filter { $0["message"] != "maps.place" }
        var first = contracts[0].objectValue ?? [:]
        first["payloadSchema"] = ["type": "object", "requried": ["x"]]
        contracts[0] = .object(first)
        contracts.append([
            "message": "maps.zoom", "kind": "query", "summary": "Zooms the map.", "payloadSchema": ["type": "null"],
            "answerSchema": ["type": "null"], "examples": [nil],
        ])
        let text = try JSON.array(JSON.Array(contracts)).serialized(pretty: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("Maps.json"))
        // The first contract's payloadSchema key: where the problem with its schema is reported.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("\"payloadSchema\"") }) + 1
        let column = try #require(lines[line - 1].firstIndex(of: "\"")).utf16Offset(in: lines[line - 1]) + 1
        let run = try HostBinary.run(["policy", "check"], in: copy)
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "error: [Maps] receive.queries[1]: Maps receives query \"maps.place\" but declares no contract"))
        #expect(
            run.output.contains(
                "Verticals/Maps/Resources/Contracts/Maps.json:\(line):\(column): error: [Maps] [0].payloadSchema: "))
        #expect(run.output.contains(#"unknown keyword "requried"; did you mean required?"#))
        #expect(run.output.contains(#"a contract for query "maps.zoom", which the policy of Maps"#))
        #expect(run.output.contains("policy check: 3 errors"))
    }

    @Test("a contracts source file that does not decode fails, naming the file and the place")
    func undecodable() throws {
        let root = try PolicyCheckCommandTests.packageRoot()
        let scratch = try TemporaryFolder()
        let copy = URL(fileURLWithPath: scratch.path)
        let folder = copy.appendingPathComponent("Verticals/Info/Resources/Contracts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
        try Data(#"[{"message": "info.refresh", "kind": "comand"}]"#.utf8).write(
            to: folder.appendingPathComponent("Info.json"))
        let run = try HostBinary.run(["policy", "check"], in: copy)
        #expect(run.status == 1)
        #expect(
            run.error.contains(
                "Verticals/Info/Resources/Contracts/Info.json: Info's contracts cannot be read: [0].kind"))
        #expect(run.error.contains(#"unknown kind "comand""#))
    }
}
