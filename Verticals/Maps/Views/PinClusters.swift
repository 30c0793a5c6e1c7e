import Foundation
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
            let key = [Int((pin.latitude / cell).rounded(.down)), Int((pin.longitude / cell).rounded(.down))]
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { groups[$0] }
    }
}
