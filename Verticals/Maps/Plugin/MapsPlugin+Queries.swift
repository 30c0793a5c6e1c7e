public import HubInterfaces
public import Prelude
import VerticalInterfaces

extension MapsPlugin {
    /// The most pins a `maps.view` configuration may carry: the `maxItems` of `pins` in the
    /// contract (`Resources/Contracts/Maps.json`), which refuses more before the payload is
    /// decoded (`ContractTests` proves the two equal).
    public static let maximumPins = 1_000

    /// Answers `maps.nearby`, `maps.place` and `maps.search`.
    public func onReceive(query: Message, payload: JSON?) throws -> JSON {
        let world = Current.maps
        let worker = PlacesWorker(places: world.places, now: Current.clock.now())
        do {
            switch query {
            case .mapsNearby:
                let request = try Self.decode(NearbyPlacesRequest.self, from: payload, for: query, .query)
                return try Self.encode(try worker.nearby(request), for: query, .query)
            case .mapsPlace:
                let request = try Self.decode(PlaceRequest.self, from: payload, for: query, .query)
                return try Self.encode(worker.summary(of: try worker.place(id: request.id)), for: query, .query)
            case .mapsSearch:
                guard world.features[.search] else { throw MapsFailure.switchedOff(.search) }
                let request = try Self.decode(SearchPayload.self, from: payload, for: query, .query)
                return try Self.encode(try worker.search(request.text), for: query, .query)
            default:
                throw Self.unknown(query, .query)
            }
        } catch let failure as MapsFailure {
            throw failure.pluginError(for: query, kind: .query)
        }
    }

    /// Answers `maps.view` with the map screen for a `MapConfiguration`.
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        guard viewQuery == .mapsView else { throw Self.unknown(viewQuery, .viewQuery) }
        let configuration = try Self.decode(MapConfiguration.self, from: payload, for: viewQuery, .viewQuery)
        let screen = MapScreen(world: Current.maps, state: viewModel.state.value, now: Current.clock.now())
        do {
            return try screen.build(configuration)
        } catch {
            throw error.pluginError(for: viewQuery, kind: .viewQuery)
        }
    }
}
