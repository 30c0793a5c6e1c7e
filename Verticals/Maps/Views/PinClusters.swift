import Foundation
import HubInterfaces
public import VerticalInterfaces

/// Pins grouped for display: with clustering on, the pins that fall in one cell of a
/// grid sized for the zoom level form one group; with it off, every pin is its own.
///
/// A cell is a quarter of a map tile at the zoom (360° / 2^zoom / 4, about 64 pixels on
/// screen): 0.022° at zoom 12, so pins a street apart merge and pins across town do not.
public enum PinClusters {
    /// The side of a clustering cell in degrees at `zoom`.
    public static func cellDegrees(atZoom zoom: Int) -> Double {
        360 / Double(1 << max(0, min(zoom, 30))) / 4
    }

    /// The indices of `pins` in groups, each group in the pins' order, groups in the
    /// order of their first pin. Every group has one pin when `clustering` is off.
    public static func group(_ pins: [MapPin], clustering: Bool, zoom: Int) -> [[Int]] {
        guard clustering else { return pins.indices.map { [$0] } }
        let cell = cellDegrees(atZoom: zoom)
        var order: [[Int]] = []
        var groups: [[Int]: [Int]] = [:]
        for (index, pin) in pins.enumerated() {
            let key = [cellIndex(pin.latitude, cell: cell), cellIndex(pin.longitude, cell: cell)]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { groups[$0] }
    }

    /// The cell `degrees` falls in. A coordinate off the globe (the contract refuses one, but
    /// this type is public) lands in an edge cell instead of trapping on a conversion to `Int`.
    private static func cellIndex(_ degrees: Double, cell: Double) -> Int {
        let index = (degrees / cell).rounded(.down)
        guard index.isFinite else { return index < 0 ? Int.min : Int.max }
        return Int(max(-1e15, min(1e15, index)))
    }
}
