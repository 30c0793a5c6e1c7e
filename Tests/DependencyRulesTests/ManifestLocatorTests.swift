import DependencyRules
import Testing

@Suite("Places in Package.swift")
struct ManifestLocatorTests {
    /// A manifest whose products are declared first and named as their targets, and where
    /// AFeature's dependency is a constant written outside the target.
    static let productsFirst = TemporaryPackage.manifest(
        """
            products: [
                .library(name: "AFeature", targets: ["AFeature"]),
                .library(name: "BFeature", targets: ["BFeature"]),
            ],
            targets: [
                .target(name: "BFeature"),
                .target(name: "AFeature", dependencies: [b]),
            ]
        """, preamble: "let b: Target.Dependency = \"BFeature\"")

    @Test("a target's place is its declaration, not a product of the same name")
    func targetNotProduct() {
        let locator = ManifestLocator(manifestSource: Self.productsFirst)
        #expect(locator.location(ofTarget: "AFeature") == (12, 23))
        #expect(locator.location(ofTarget: "BFeature") == (11, 23))
        // The dependency is not written inside AFeature's call: the finding goes to AFeature's name.
        #expect(locator.location(ofDependency: "BFeature", inTarget: "AFeature") == (12, 23))
    }

    @Test("a dependency written as .target(name:) is a dependency, not the other target's declaration")
    func dependencyCall() {
        let source = TemporaryPackage.manifest(
            """
                targets: [
                    .target(name: "AFeature", dependencies: [.target(name: "Shared"), .byName(name: "Other")]),
                    .target(name: "Shared"),
                    .target(name: "Other"),
                ]
            """)
        let locator = ManifestLocator(manifestSource: source)
        #expect(locator.location(ofTarget: "Shared") == (7, 23))
        #expect(locator.location(ofTarget: "Other") == (8, 23))
        #expect(locator.location(ofDependency: "Shared", inTarget: "AFeature") == (6, 64))
        #expect(locator.location(ofDependency: "Other", inTarget: "AFeature") == (6, 89))
    }
}
