public import Foundation

/// The started app as a transport receives it: the backend that sends as the host's shell, and
/// the folder the app keeps its state in (where the web server keeps its cookie secret).
public struct FrontEndApp: Sendable {
    /// The started hub, sending as the host's shell, with the world and the contracts.
    public let backend: FrontEndBackend
    /// The app's data folder.
    public let dataDirectory: URL

    /// Pairs the started app with its data folder.
    ///
    /// - Parameters:
    ///   - backend: The started app, sending as the host's shell.
    ///   - dataDirectory: The app's data folder.
    public init(backend: FrontEndBackend, dataDirectory: URL) {
        self.backend = backend
        self.dataDirectory = dataDirectory
    }
}
