import HubInterfaces
import VerticalInterfaces

/// The nanoseconds per query of answering every request in `requests` once.
func nanosecondsPerQuery(
    _ requests: [NearbyPlacesRequest], _ query: (NearbyPlacesRequest) throws -> [PlaceSummary]
) throws -> Double {
    var answered = 0
    let elapsed = try ContinuousClock().measure {
        for request in requests { answered &+= try query(request).count }
    }
    // Keep the answers observable so the optimiser cannot drop the queries.
    if answered < 0 { print(answered) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(requests.count)
}
