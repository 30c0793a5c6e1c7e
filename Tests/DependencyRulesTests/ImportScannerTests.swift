import DependencyRules
import Testing

@Suite("Import scanner")
struct ImportScannerTests {
    private func located(_ source: String) -> [String] {
        ImportScanner.references(in: source).map { "\($0.line):\($0.column) \($0.module) \($0.spelling)" }
    }

    @Test("finds every form of import at the module name")
    func everyForm() {
        let source = """
            import Beta
            @testable import Beta
            @_exported import Gamma
            internal import Beta
            public import Gamma
            import struct Beta.BetaThing
            @preconcurrency import Gamma
            @preconcurrency @testable public import func Gamma.helper
            """
        #expect(
            located(source) == [
                "1:8 Beta import",
                "2:18 Beta @testable import",
                "3:19 Gamma @_exported import",
                "4:17 Beta internal import",
                "5:15 Gamma public import",
                "6:15 Beta import struct",
                "7:24 Gamma @preconcurrency import",
                "8:46 Gamma @preconcurrency @testable public import func",
            ])
    }

    @Test("reads every #if branch, active or not, and canImport conditions")
    func everyBranch() {
        let source = """
            #if canImport(Beta)
            import Beta
            #elseif os(Windows)
            import Gamma
            #else
            import Delta
            #endif
            #if false
                #if DEBUG
                    import class Epsilon.Thing
                #endif
            #endif
            #if canImport(Zeta.Sub, _version: 1.0) && !os(Linux)
            #endif
            """
        #expect(
            located(source) == [
                "1:15 Beta #if canImport",
                "2:8 Beta import",
                "4:8 Gamma import",
                "6:8 Delta import",
                "10:22 Epsilon import class",
                "13:15 Zeta #if canImport",
            ])
    }

    @Test("is never fooled by comments or string literals")
    func decoys() {
        let source = #"""
            // import Beta
            /* import Gamma
               @testable import Beta */
            /// import Beta
            let decoy = "import Beta"
            let multiline = """
                import Gamma
                """
            let raw = #"@_exported import Beta"#
            let importBeta = 1
            """#
        #expect(ImportScanner.references(in: source).isEmpty)
    }

    @Test("keeps the whole path of a scoped import")
    func scopedPath() {
        let reference = ImportScanner.references(in: "import struct Maps.MapView.Pin").first
        #expect(reference?.module == "Maps")
        #expect(reference?.path == "Maps.MapView.Pin")
    }

    @Test("finds a module name the cut parse would miss: blank lines after import or canImport(")
    func cutShort() {
        // The module names come three lines after `import` and `canImport(`.
        let source = """
            import Shared
            #if canImport(


                BFeature
            )
            #endif
            import


            BFeature
            import struct


            Maps.Pin
            let code = 1
            """
        #expect(
            located(source) == [
                "1:8 Shared import", "5:5 BFeature #if canImport", "11:1 BFeature import", "15:1 Maps import struct",
            ])
        #expect(ImportScanner.references(in: "import\n\n\nFoundation\nlet x = 1\n").map(\.module) == ["Foundation"])
        #expect(
            located("#if canImport(\n\n\nBFeature)\n#endif\nlet x = 1\n") == ["4:1 BFeature #if canImport"])
    }

    @Test("an import without a module (a syntax error of the file itself) names no module ''")
    func noModule() {
        #expect(ImportScanner.references(in: "import\n").isEmpty)
        #expect(located("import Beta\nimport\n") == ["1:8 Beta import"])
    }
}
