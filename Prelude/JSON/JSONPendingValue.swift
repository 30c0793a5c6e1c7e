/// A value a container being encoded holds: a finished value, or a nested container or a
/// super encoder that may still be written to, whose value is taken when the container
/// holding it is finished (Codable lets a nested container be written to after its parent
/// has moved on).
enum JSONPendingValue {
    /// A finished value.
    case value(JSON)
    /// A nested keyed container.
    case object(JSONObjectBuilder)
    /// A nested unkeyed container.
    case array(JSONArrayBuilder)
    /// A super encoder.
    case encoder(JSONValueEncoder)
}
