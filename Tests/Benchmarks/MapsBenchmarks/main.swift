import Foundation
import HubInterfaces
import Maps
import VerticalInterfaces

// A nearby query (`PlacesWorker.nearby`, what `maps.nearby` runs) over the grid-indexed
// live service against the same query over a full scan of the same places, at 200 and
// 100,000 generated places, in one run. Every query's answers are compared first: the
// run fails if they differ, or if at 100,000 places the index is less than 20x faster
// for the 1 km query ("pharmacies near me").
//
// The 5 km row is shown without a limit: its answers hold about 600 places, and building
// them (distance, open now, sorting, summaries) costs the index and the scan alike, so
// that row measures the answer more than the lookup.
// Run in release: `swift run -c release MapsBenchmarks`.

let queriesPerRound = 200
let rounds = 5
let radii: [(meters: Double, limited: Bool)] = [(1_000, true), (5_000, false)]
let requiredSpeedUp = 20.0
let now = Date(timeIntervalSince1970: 1_795_000_000)
var failures: [String] = []

for count in [200, 100_000] {
    let places = generatedPlaces(count: count)
    // Query centres from further along the sequence than any place.
    var centres = HaltonPoints(start: 1_000_000)
    let indexed = PlacesWorker(places: LivePlacesService(places: places), now: now)
    let scanned = PlacesWorker(places: InMemoryPlacesService(places), now: now)
    for (radius, limited) in radii {
        let requests = (0..<queriesPerRound).map { _ in
            let centre = Area.coordinate(&centres)
            return NearbyPlacesRequest(latitude: centre.latitude, longitude: centre.longitude, radiusMeters: radius)
        }
        var found = 0
        for request in requests {
            let fromIndex = try indexed.nearby(request)
            guard fromIndex == (try scanned.nearby(request)) else {
                failures.append("\(count) places, \(Int(radius)) m: index and scan differ at \(request)")
                break
            }
            found += fromIndex.count
        }
        // Interleave the two so machine noise hits both alike.
        var indexSamples: [Double] = []
        var scanSamples: [Double] = []
        for _ in 0..<rounds {
            indexSamples.append(try nanosecondsPerQuery(requests) { try indexed.nearby($0) })
            scanSamples.append(try nanosecondsPerQuery(requests) { try scanned.nearby($0) })
        }
        let index = indexSamples.sorted()[rounds / 2]
        let scan = scanSamples.sorted()[rounds / 2]
        let speedUp = scan / index
        let verdict: String
        if count == 100_000 && limited {
            verdict = speedUp >= requiredSpeedUp ? "ok (>= \(Int(requiredSpeedUp))x)" : "UNDER \(Int(requiredSpeedUp))x"
            if speedUp < requiredSpeedUp {
                failures.append("\(count) places, \(Int(radius)) m: index only \(speedUp)x faster than a scan")
            }
        } else {
            verdict = "(no limit)"
        }
        print(
            String(
                format: "%7d places, radius %5d m, %6.1f found/query:  index %10.1f ns   scan %12.1f ns   "
                    + "speed-up %7.1fx %@",
                count, Int(radius), Double(found) / Double(queriesPerRound), index, scan, speedUp, verdict))
    }
}

if !failures.isEmpty {
    for failure in failures { print("FAILED: \(failure)") }
    exit(1)
}
print("index and scan returned the same places for every query")
