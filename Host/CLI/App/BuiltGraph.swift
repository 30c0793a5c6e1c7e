import Foundation
import PlatformHub
import Prelude

/// The policy graph validated when the host was built (the build-tool plugin writes it into
/// the host's resources as `ValidatedGraph.json`), read once a process; `nil` when the build
/// wrote none or it cannot be read, and then the hub validates at start.
enum BuiltGraph {
    /// The graph, or `nil`.
    static let graph: ValidatedGraph? = {
        guard let bundle = try? Bundle.resources(package: "VerticalHub", target: "HostCLI") else { return nil }
        return ValidatedGraph(bundledIn: bundle)
    }()
}
