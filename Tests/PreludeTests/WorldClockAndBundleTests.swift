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

    @Test func aBuiltBundleIsFoundBesideTheTestExecutable() throws {
        let bundle = try Bundle.resources(package: "VerticalHub", target: "Maps")
        #expect(bundle.bundleURL.lastPathComponent == "VerticalHub_Maps.resources")
    }
}
