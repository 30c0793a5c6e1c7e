import DependencyRules
import Testing

@Suite("Import rules")
struct ImportRulesTests {
    private let configuration = RulesConfiguration(allowedExternalProducts: ["Collections"])

    private func findings(_ source: String, role: TargetRole = .vertical("Alpha")) -> [String] {
        let policy = ImportRules.ModulePolicy(
            localTargets: ["Prelude", "VerticalInterfaces", "Maps", "Info", "Host"],
            allowedLocal: role.allowedLocalTargets(configuration: configuration).union(["Maps"]),
            allowedOther: role.allowedNonLocalModules(configuration: configuration))
        return ImportRules.findings(
            in: source, path: "M.swift", target: "Maps", role: role, policy: policy, configuration: configuration
        ).map { "\($0.line):\($0.column)" }
    }

    @Test("a vertical may import the common targets, toolchain modules and allowed products only")
    func vertical() {
        let source = """
            import Prelude
            import VerticalInterfaces
            import Foundation
            import Synchronization
            import Collections
            import Info
            import Host
            import ArgumentParser
            #if canImport(Darwin)
                import Darwin
            #elseif canImport(WinSDK)
                import WinSDK
            #endif
            #if canImport(UIKit)
            #endif
            """
        #expect(findings(source) == ["6:8", "7:8", "8:8"])
    }

    @Test("Prelude may import external modules but no target of the package")
    func prelude() {
        #expect(findings("import Collections\nimport SomethingExternal\nimport Info", role: .prelude) == ["3:8"])
    }

    @Test("a vertical's test target may import its vertical and the test frameworks")
    func verticalTests() {
        let source = "import Testing\nimport XCTest\n@testable import Maps\n@testable import Info"
        #expect(findings(source, role: .verticalTests(of: "Maps")) == ["4:18"])
    }
}
