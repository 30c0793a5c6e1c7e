import Foundation

/// A fixed grid over latitude and longitude that finds the places near a point without
/// looking at every place.
///
/// Why a grid (and not a k-d tree or an R-tree): the places are points, loaded once and
/// never changed, and every query is "within r metres of a point" with r from a few
/// hundred metres to a few kilometres. A grid answers that by reading the few cells that
/// cover the query's bounding box, costs one array per occupied cell, is built in one
/// pass, and is short enough to check by eye. Trees win for very uneven data or for
/// radii much larger than a cell, and neither is Maps' case; when a query's box covers
/// more cells than there are places (a radius of hundreds of kilometres) the grid says so
/// and the caller scans instead, so a huge radius is never slower than a scan.
///
/// Cells are ``cellDegrees`` (0.02°: about 2.2 km north-south, 1.5 km east-west at 47° N)
/// on a side. The bounding box of a query is exact for the sphere (the largest longitude
/// difference of a spherical cap of angular radius d at latitude φ is asin(sin d / cos φ)),
/// widened by a hair for rounding; it wraps at the antimeridian and spans every longitude
/// when it reaches a pole. Every candidate is then checked with the exact distance, so the
/// grid's answer equals a full scan's.
struct PlaceGrid: Sendable {
    /// The side of a cell in degrees.
    static let cellDegrees = 0.02
    /// Cells around the globe in longitude.
    private static let columns = Int((360 / cellDegrees).rounded(.up))
    /// Cells from pole to pole in latitude.
    private static let rows = Int((180 / cellDegrees).rounded(.up))
    /// Degrees added on every side of a bounding box, so that rounding never drops a place
    /// that lies exactly on the query's circle.
    private static let margin = 1e-7

    /// Indices into the indexed array, by cell (`row * columns + column`).
    private let cells: [Int: [Int32]]
    /// How many points were indexed.
    private let count: Int

    /// Indexes `coordinates`; the grid answers with indices into this array.
    init(_ coordinates: [Coordinate]) {
        var cells: [Int: [Int32]] = [:]
        for (index, coordinate) in coordinates.enumerated() {
            let key = Self.row(coordinate.latitude) * Self.columns + Self.column(coordinate.longitude)
            cells[key, default: []].append(Int32(index))
        }
        self.cells = cells
        count = coordinates.count
    }

    /// The indices of every point in the cells that cover the circle of `radiusMeters`
    /// around `center` (a superset of the points in the circle), or `nil` when the circle
    /// covers more cells than there are points, so that a scan is cheaper.
    func candidates(within radiusMeters: Double, of center: Coordinate) -> [Int32]? {
        let angular = radiusMeters / Coordinate.earthRadiusMeters
        guard angular < .pi / 2 else { return nil }
        let degrees = angular * 180 / .pi
        let south = center.latitude - degrees - Self.margin
        let north = center.latitude + degrees + Self.margin
        let rowRange = Self.row(south)...Self.row(north)
        let columnRange: ClosedRange<Int>
        let spread = sin(angular) / cos(center.latitude * .pi / 180)
        if south <= -90 || north >= 90 || spread >= 1 {
            columnRange = 0...(Self.columns - 1)
        } else {
            let halfWidth = asin(spread) * 180 / .pi + Self.margin
            let west = Self.unwrappedColumn(center.longitude - halfWidth)
            let east = Self.unwrappedColumn(center.longitude + halfWidth)
            columnRange = east - west + 1 >= Self.columns ? 0...(Self.columns - 1) : west...east
        }
        guard rowRange.count * columnRange.count <= max(count, 16) else { return nil }
        var found: [Int32] = []
        for row in rowRange {
            for unwrapped in columnRange {
                let column = (unwrapped % Self.columns + Self.columns) % Self.columns
                if let indices = cells[row * Self.columns + column] {
                    found.append(contentsOf: indices)
                }
            }
        }
        return found
    }

    private static func row(_ latitude: Double) -> Int {
        min(max(Int(((latitude + 90) / cellDegrees).rounded(.down)), 0), rows - 1)
    }

    private static func column(_ longitude: Double) -> Int {
        (unwrappedColumn(longitude) % columns + columns) % columns
    }

    /// The column of `longitude` without wrapping, so a box across the antimeridian is a
    /// plain range (-180.01° is column -1, which wraps to the last one).
    private static func unwrappedColumn(_ longitude: Double) -> Int {
        Int(((longitude + 180) / cellDegrees).rounded(.down))
    }
}
