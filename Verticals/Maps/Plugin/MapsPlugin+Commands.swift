public import HubInterfaces
public import Prelude
import VerticalInterfaces

extension MapsPlugin {
    /// Runs `maps.select` or `maps.directions`.
    ///
    /// A malformed payload or an out-of-range coordinate throws at once
    /// (`PluginError/Code/invalidPayload` with the coding path). Otherwise the outcome is
    /// published on `maps.outcomes` tagged `correlationID` before this returns: the place
    /// or route, or for an unknown place id a `PluginError/Code/failed` failure whose
    /// message starts `not found:`. A selection is first published on `maps.selection`.
    ///
    /// Outcome payloads: `{"command": "maps.select", "place": PlaceSummary}` and
    /// `{"command": "maps.directions", "route": Route, "summary": "<localised sentence>"}`;
    /// a selection is `{"placeID": "…", "place": PlaceSummary}`.
    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        switch command {
        case .mapsSelect:
            let request = try Self.decode(SelectPayload.self, from: payload, for: command, .command)
            switch viewModel.select(placeID: request.placeID, correlationID: correlationID) {
            case .success(let place):
                let summary = try Self.encode(place, for: command, .command)
                selections.send(
                    EventOutput(
                        .success(["placeID": .string(place.id), "place": summary]), correlationID: correlationID))
                outcomes.send(
                    EventOutput(
                        .success(["command": .string(command.name), "place": summary]), correlationID: correlationID))
            case .failure(let failure):
                try report(failure, for: command, correlationID)
            }
        case .mapsDirections:
            let request = try Self.decode(DirectionsPayload.self, from: payload, for: command, .command)
            let result = viewModel.directions(
                to: request.placeID, fromLatitude: request.fromLatitude, fromLongitude: request.fromLongitude)
            switch result {
            case .success(let route):
                let outcome: JSON = [
                    "command": .string(command.name), "route": try Self.encode(route, for: command, .command),
                    "summary": .string(RouteText(strings: Current.maps.strings).sentence(for: route)),
                ]
                outcomes.send(EventOutput(.success(outcome), correlationID: correlationID))
            case .failure(let failure):
                try report(failure, for: command, correlationID)
            }
        default:
            throw Self.unknown(command, .command)
        }
    }

    /// Publishes an unknown place id as a failure on `maps.outcomes`; throws any other
    /// failure (an invalid field is the sender's mistake and fails the send at once).
    private func report(
        _ failure: MapsFailure, for command: Message, _ correlationID: CorrelationID
    ) throws(PluginError) {
        let error = failure.pluginError(for: command, kind: .command)
        guard case .notFound = failure else { throw error }
        outcomes.send(EventOutput(.failure(error), correlationID: correlationID))
    }
}
