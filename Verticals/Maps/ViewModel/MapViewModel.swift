public import HubInterfaces
public import Prelude
public import VerticalInterfaces

/// The map's state and its inputs. State lives in an `Observable` so the plugin (or a
/// front end) can bind to it; inputs are methods that ask ``PlacesWorker`` with
/// `Current.maps.places` and `Current.clock`, then update the state.
///
/// ```swift
/// let model = MapViewModel()
/// let token = model.state.bind { print($0.selection?.placeID ?? "none") }   // "none"
/// _ = model.select(placeID: "zrh-001", correlationID: "c1")                  // "zrh-001"
/// ```
public final class MapViewModel: Sendable {
    /// The selection and the last route.
    public let state = Observable(MapState())

    /// Makes a view model with nothing selected.
    public init() {}

    /// Selects the place with `placeID`, for the command `correlationID`.
    ///
    /// - Returns: the selected place, or why it cannot be selected (an unknown id).
    public func select(placeID: String, correlationID: CorrelationID) -> Result<PlaceSummary, MapsFailure> {
        let worker = PlacesWorker(places: Current.maps.places, now: Current.clock.now())
        do {
            let place = try worker.place(id: placeID, path: "placeID")
            state.update { $0.selection = MapState.Selection(placeID: place.id, correlationID: correlationID) }
            return .success(worker.summary(of: place))
        } catch {
            return .failure(error)
        }
    }

    /// Computes the route to `placeID` from a coordinate and keeps it as the last route.
    ///
    /// - Returns: the route, or why there is none (an origin out of range, an unknown id).
    public func directions(
        to placeID: String, fromLatitude: Double, fromLongitude: Double
    ) -> Result<Route, MapsFailure> {
        let worker = PlacesWorker(places: Current.maps.places, now: Current.clock.now())
        do {
            let route = try worker.route(to: placeID, fromLatitude: fromLatitude, fromLongitude: fromLongitude)
            state.update { $0.route = route }
            return .success(route)
        } catch {
            return .failure(error)
        }
    }
}
