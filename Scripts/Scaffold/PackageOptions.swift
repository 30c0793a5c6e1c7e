import ArgumentParser
import Foundation

/// The options both subcommands share.
struct PackageOptions: ParsableArguments {
    @Option(
        help: "The package's folder (VerticalHub, or a package that depends on it); the current folder when omitted.")
    var packagePath: String = "."

    @Option(
        help: """
            The SwiftPM scratch folder where new-vertical reads the dependencies' checkouts (to refuse a \
            colliding name); the package's .build when omitted.
            """)
    var scratchPath: String?

    @Flag(help: "Prints the folders, files and edits it would make, and changes nothing.")
    var dryRun = false

    /// The package root as an absolute path without a trailing slash.
    var root: String {
        URL(fileURLWithPath: packagePath).standardizedFileURL.path
    }
}
