import DependencyRules
import Foundation
import Testing

@Suite("Source files")
struct SourceFilesTests {
    @Test("a target's Swift files, without hidden folders or a documentation catalog's code listings")
    func skipsCatalogs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in [
            "Alpha/World/AlphaWorld.swift", "Alpha/Alpha.swift", "Alpha/.hidden/Hidden.swift",
            "Alpha/Alpha.docc/Resources/tutorial-step-01.swift", "Alpha/Alpha.docc/Alpha.md",
        ] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("import Beta\n".utf8).write(to: url)
        }
        #expect(
            SourceFiles.swiftFiles(under: "Alpha", packageRoot: root) == [
                "Alpha/Alpha.swift", "Alpha/World/AlphaWorld.swift",
            ])
    }
}
