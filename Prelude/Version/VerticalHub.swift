/// This package's release, as `CHANGELOG.md` names it: what `host --version` and each tool's
/// `--version` print, and what a team's app can log to say which hub it runs.
///
/// ```swift
/// print("VerticalHub \(VerticalHub.version)")   // VerticalHub 1.0.0
/// ```
public enum VerticalHub {
    /// The semantic version of this release: `1.0.0`.
    public static let version = "1.0.0"
}
