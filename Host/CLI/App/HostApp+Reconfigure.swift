import Foundation
import HubInterfaces
import PlatformHub

extension HostApp {
    /// Sets up the vertical with prefix `key` again, with `values` over the settings the
    /// app started with (each call starts from those, not from the previous call's), as
    /// the host does at run time to change how a vertical behaves (the tour makes Info's
    /// server fail this way).
    ///
    /// - Throws: ``HostUsageError`` when there is no such vertical; the vertical's error
    ///   naming an unusable setting (its world is then unchanged).
    func reconfigure(key: String, values: [String: String]) throws {
        guard let vertical = HostCatalog.vertical(key: key) else {
            throw HostUsageError(
                "Use one of the verticals \(HostCatalog.keys.joined(separator: ", ")); there is no '\(key)'.")
        }
        // Made first (configured with the settings it started with), so that its first use
        // does not configure it again over these.
        _ = try hub.plugin(named: vertical.name)
        let folder = try DataDirectory.folder(for: key, in: configuration.dataDirectory, making: true)
        var settings = configuration.settings(for: vertical, dataDirectory: folder)
        settings.values.merge(values) { _, new in new }
        try vertical.configureWorld(settings)
    }
}
