import Prelude
import Testing

private enum DemoFeature: String, FeatureSwitch {
    case search, clustering, offline
}

@Suite("Feature switches")
struct FeatureSwitchesTests {
    @Test("every switch is off by default")
    func defaultOff() {
        let switches = FeatureSwitches<DemoFeature>()
        #expect(DemoFeature.allCases.allSatisfy { !switches[$0] })
    }

    @Test("switches can be turned on and off")
    func toggle() {
        var switches = FeatureSwitches<DemoFeature>()
        switches[.search] = true
        #expect(switches[.search])
        #expect(switches.all.map(\.isOn) == [true, false, false])
        switches[.search] = false
        #expect(!switches[.search])
    }

    @Test("a host sets switches by name")
    func byName() throws {
        let switches = try FeatureSwitches<DemoFeature>(enabling: ["offline", "search"])
        #expect(switches.enabled == [.offline, .search])
    }

    @Test("an unknown name is an error that lists the known ones")
    func unknownName() {
        #expect {
            try FeatureSwitches<DemoFeature>(enabling: ["serch"])
        } throws: { error in
            let error = error as? UnknownFeatureSwitchError
            return error?.name == "serch" && error?.known == ["search", "clustering", "offline"]
                && error?.description.contains("use one of: search, clustering, offline") == true
        }
    }
}
