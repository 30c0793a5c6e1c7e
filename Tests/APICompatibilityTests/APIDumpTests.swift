import APICompatibility
import Foundation
import Testing

@Suite("public to package: what the digester keeps in its dump and does not report")
struct APIDumpTests {
    static func declaration(
        _ kind: String, _ declKind: String, _ name: String, usr: String, isInternal: Bool = false,
        children: [String] = []
    ) -> String {
        #"{"kind":"\#(kind)","name":"\#(name)","printedName":"\#(name)","declKind":"\#(declKind)","usr":"\#(usr)""#
            + (isInternal ? #","isInternal":true"# : "")
            + #","children":[\#(children.joined(separator: ","))]}"#
    }

    static func text(_ children: [String]) -> String {
        #"{"ABIRoot":{"kind":"Root","name":"M","printedName":"M","children":["#
            + children.joined(separator: ",") + "]}}"
    }

    static func dump(_ children: [String]) throws -> APIDump {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text(children).utf8).write(to: file)
        return try APIDump(contentsOf: file)
    }

    static let intType = #"{"kind":"TypeNominal","name":"Int","printedName":"Swift.Int","usr":"s:Si"}"#
    static let boxType = #"{"kind":"TypeNominal","name":"Box","printedName":"M.Box","usr":"s:1M3BoxV"}"#

    static func box(openIsInternal: Bool) -> String {
        declaration(
            "TypeDecl", "Struct", "Box", usr: "s:1M3BoxV",
            children: [
                declaration("Var", "Var", "size", usr: "s:1M3BoxV4sizeSivp", children: [intType]),
                declaration("Function", "Func", "open()", usr: "s:1M3BoxV4openyyF", isInternal: openIsInternal),
            ])
    }

    static func crate(isInternal: Bool) -> String {
        declaration(
            "TypeDecl", "Class", "Crate", usr: "s:1M5CrateC", isInternal: isInternal,
            children: [declaration("Constructor", "Constructor", "init()", usr: "s:1M5CrateCACycfc")])
    }

    @Test("a declaration public in the baseline and package now is named once, members under it are not")
    func lostVisibility() throws {
        let baseline = try Self.dump([
            Self.box(openIsInternal: false), Self.crate(isInternal: false),
            Self.declaration("TypeDecl", "Struct", "Gone", usr: "s:1M4GoneV"),
            Self.declaration("TypeDecl", "Struct", "Hidden", usr: "s:1M6HiddenV", isInternal: true),
            Self.declaration("Function", "Func", "f()", usr: "s:1M1fyyF", children: [Self.boxType]),
        ])
        let current = try Self.dump([
            Self.box(openIsInternal: true), Self.crate(isInternal: true),
            Self.declaration("TypeDecl", "Struct", "Hidden", usr: "s:1M6HiddenV", isInternal: true),
            Self.declaration("Function", "Func", "f()", usr: "s:1M1fyyF", isInternal: true, children: [Self.boxType]),
            Self.declaration("TypeDecl", "Struct", "New", usr: "s:1M3NewV", isInternal: true),
        ])
        #expect(
            APIDump.lostVisibility(baseline: baseline, current: current) == [
                "API breakage: func Box.open() is no longer public (it is package or internal now)",
                "API breakage: class Crate is no longer public (it is package or internal now)",
                "API breakage: func f() is no longer public (it is package or internal now)",
            ])
        #expect(APIDump.lostVisibility(baseline: baseline, current: baseline).isEmpty)
        #expect(baseline.declarationCount == 8)
    }

    @Test("the public API alone: internal (package) declarations are left out, with everything under them")
    func publicOnly() throws {
        let text = Self.text([
            Self.box(openIsInternal: true), Self.crate(isInternal: true),
            Self.declaration("Function", "Func", "f()", usr: "s:1M1fyyF", children: [Self.boxType]),
        ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("public-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let stripped = try APIDump.publicOnly(file)
        let strippedText = String(decoding: stripped, as: UTF8.self)
        #expect(!strippedText.contains("open()") && !strippedText.contains("Crate") && !strippedText.contains("init()"))
        #expect(strippedText.contains("size") && strippedText.contains("f()"))
        try stripped.write(to: file)
        #expect(try APIDump(contentsOf: file).declarationCount == 3)
    }

    @Test("the stand-in for a baseline is a dump without a declaration")
    func empty() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(APIDump.empty("Hub").utf8).write(to: file)
        #expect(try APIDump(contentsOf: file).declarationCount == 0)
    }

    @Test("a file that is not a dump is refused with its path and what is wrong")
    func unreadable() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(#"{"root":{}}"#.utf8).write(to: file)
        #expect(throws: APICheckError.unreadableDump(file: file.path, reason: #"it has no "ABIRoot" at the top level"#))
        {
            try APIDump(contentsOf: file)
        }
    }
}
