/// One timed build.
public struct BuildMeasurement: Sendable, Hashable, Codable {
    /// What was built.
    public enum Kind: Sendable, Hashable, Codable {
        /// The whole (the host targets and all they need) with `-j 1`.
        case wholeSerial
        /// The whole with `-j N`.
        case wholeParallel
        /// One vertical alone (`swift build --target X`) with `-j N`.
        case vertical(String)
        /// An incremental build after a change.
        case incremental(String)

        /// A short label for tables and progress lines.
        public var label: String {
            switch self {
            case .wholeSerial: "whole, -j 1"
            case .wholeParallel: "whole, -j N"
            case .vertical(let name): "\(name) alone"
            case .incremental(let change): "incremental: \(change)"
            }
        }
    }

    /// What was built.
    public var kind: Kind
    /// The repetition, from 1.
    public var repetition: Int
    /// Wall seconds of the build.
    public var seconds: Double
    /// CPU seconds the build used (all its processes).
    public var cpu: Double
    /// Average cores other processes kept busy during the build.
    public var foreignCores: Double
    /// How many times it was run again because of foreign load.
    public var reruns: Int
    /// Per-module compiler times (clean builds only).
    public var stats: CompilerStats?
    /// Each module's rule start and end from `build.db`, seconds from the build's first rule.
    public var timeline: [String: [Double]]

    /// Makes a measurement.
    public init(
        kind: Kind, repetition: Int, seconds: Double, cpu: Double, foreignCores: Double, reruns: Int,
        stats: CompilerStats?, timeline: [String: [Double]]
    ) {
        self.kind = kind
        self.repetition = repetition
        self.seconds = seconds
        self.cpu = cpu
        self.foreignCores = foreignCores
        self.reruns = reruns
        self.stats = stats
        self.timeline = timeline
    }
}
