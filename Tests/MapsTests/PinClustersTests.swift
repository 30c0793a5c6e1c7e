import HubInterfaces
import Maps
import Testing
import VerticalInterfaces

@Suite("Pin clusters")
struct PinClustersTests {
    @Test("pins a street apart share a cell at zoom 12; pins across town do not")
    func grouping() {
        let pins = [
            MapPin(title: "a", latitude: 47.3770, longitude: 8.5400),
            MapPin(title: "b", latitude: 47.3771, longitude: 8.5401),
            MapPin(title: "c", latitude: 47.4100, longitude: 8.6000),
        ]
        #expect(PinClusters.group(pins, clustering: true, zoom: 12) == [[0, 1], [2]])
        #expect(PinClusters.group(pins, clustering: false, zoom: 12) == [[0], [1], [2]])
    }

    @Test("a coordinate off the globe lands in an edge cell instead of trapping")
    func offTheGlobe() {
        let pins = [
            MapPin(title: "far", latitude: 1e308, longitude: -1e308),
            MapPin(title: "farther", latitude: .greatestFiniteMagnitude, longitude: -.greatestFiniteMagnitude),
            MapPin(title: "home", latitude: 47.37, longitude: 8.54),
        ]
        #expect(PinClusters.group(pins, clustering: true, zoom: 30) == [[0, 1], [2]])
    }
}
