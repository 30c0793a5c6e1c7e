public import HubInterfaces

/// What the map shows beyond its configuration: the place the user selected last and
/// the route asked for last.
public struct MapState: Sendable, Hashable {
    /// A selected place and the command that selected it.
    public struct Selection: Sendable, Hashable {
        /// The selected place's id.
        public var placeID: String
        /// The `maps.select` command that selected it.
        public var correlationID: CorrelationID

        /// Makes a selection.
        public init(placeID: String, correlationID: CorrelationID) {
            self.placeID = placeID
            self.correlationID = correlationID
        }
    }

    /// The place selected last, if any.
    public var selection: Selection?
    /// The route asked for last, if any.
    public var route: Route?

    /// Makes a state; nothing selected by default.
    public init(selection: Selection? = nil, route: Route? = nil) {
        self.selection = selection
        self.route = route
    }
}
