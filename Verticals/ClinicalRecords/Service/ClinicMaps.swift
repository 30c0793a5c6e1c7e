public import HubInterfaces
public import VerticalInterfaces

/// How ClinicalRecords learns about clinics and pharmacies: from Maps, asked through the
/// hub with the contracts in VerticalInterfaces (ClinicalRecords never links Maps).
/// Every call may fail: Maps may be absent, switched off, or not allowed by a policy.
public protocol ClinicMaps: Sendable {
    /// The place with Maps id `id` (`maps.place`).
    func place(id: String) throws -> PlaceSummary

    /// Maps' view of `configuration` (`maps.view`), to embed in a records screen.
    func mapView(_ configuration: MapConfiguration) throws -> ViewNode

    /// Places near a point (`maps.nearby`), nearest first.
    func nearby(_ request: NearbyPlacesRequest) throws -> [PlaceSummary]
}
