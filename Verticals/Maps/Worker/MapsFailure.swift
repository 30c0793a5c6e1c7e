/// Why Maps refused or failed a request, before the plugin words it for the hub.
public enum MapsFailure: Error, Sendable, Hashable {
    /// A payload field holds a value Maps cannot use: its coding path and why.
    case invalid(path: String, reason: String)
    /// No place has `id`; `path` is the payload field that named it.
    case notFound(id: String, path: String)
    /// The message needs a feature switch that is off.
    case switchedOff(MapsFeature)
}
