import Foundation
import Prelude
import Testing

@Suite struct WorldClockTests {
    @Test func aFixedClockReadsItsDateInsideTheOverrideOnly() {
        let epoch = Date(timeIntervalSince1970: 0)
        World.withOverrides({ $0.clock = .fixed(epoch) }) {
            #expect(Current.clock.now() == epoch)
        }
        #expect(Current.clock.now() != epoch)
    }
}

@Suite struct ResourceBundleTests {
    @Test func aMissingBundleIsAnErrorNamingItAndTheFoldersSearched() {
        #expect {
            _ = try Bundle.resources(package: "VerticalHub", target: "NoSuchTarget")
        } throws: { error in
            guard let error = error as? MissingResourceError else { return false }
            return error.bundle == "VerticalHub_NoSuchTarget.resources" && !error.searched.isEmpty
                && error.description.contains(Bundle.resourcesDirectoryVariable)
        }
    }

    /// Maps is the package's target with resources; `VERTICALHUB_PRELUDE_ONLY=1` leaves it out
    /// of the package (Package.swift), so there is no bundle to find in that build.
    @Test(
        .disabled(
            if: ProcessInfo.processInfo.environment["VERTICALHUB_PRELUDE_ONLY"] == "1",
            "Maps and its resource bundle are not in the Prelude-only package"))
    func aBuiltBundleIsFoundBesideTheTestExecutable() throws {
        let bundle = try Bundle.resources(package: "VerticalHub", target: "Maps")
        #expect(bundle.bundleURL.lastPathComponent == "VerticalHub_Maps.resources")
    }
}
