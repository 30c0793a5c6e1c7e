/// Where Maps finds places. The live service reads the bundled dataset and indexes it;
/// tests plug in ``InMemoryPlacesService``, which scans a list.
///
/// The service answers raw lookups only; ``PlacesWorker`` filters, sorts and limits.
public protocol PlacesService: Sendable {
    /// How many places the service holds.
    var count: Int { get }

    /// The place with `id`, or `nil` when there is none.
    func place(id: String) -> Place?

    /// Every place at most `radiusMeters` (great-circle, ``Coordinate/distance(to:)``)
    /// from `center`, in no particular order.
    func places(within radiusMeters: Double, of center: Coordinate) -> [Place]

    /// Every place whose name or address contains `text` once both are folded (case and
    /// diacritics ignored), in no particular order.
    func places(matching text: SearchText) -> [Place]
}
