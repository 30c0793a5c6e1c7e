/// A key for one part of the ``World``, with the value used when nothing configured it.
///
/// A vertical declares a private key for its local world and exposes it by extending
/// `World` (the key type is the namespace; Prelude never knows the verticals):
///
/// ```swift
/// private enum MapsWorldKey: WorldKey {
///     static let defaultValue = MapsWorld()
/// }
/// extension World {
///     public var maps: MapsWorld {
///         get { self[MapsWorldKey.self] }
///         set { self[MapsWorldKey.self] = newValue }
///     }
/// }
/// ```
public protocol WorldKey {
    /// The type of the value stored under this key.
    associatedtype Value: Sendable
    /// The value read when neither the host nor a test set one.
    static var defaultValue: Value { get }
}
