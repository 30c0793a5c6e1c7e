/// What the info server answers: the app's latest version, where to write for help, and
/// the release notes shown under "what's new".
public struct ServerInfo: Sendable, Hashable, Codable {
    /// The latest version, as users see it: `2.1.0`.
    public var version: String
    /// Where users write for help.
    public var supportAddress: String
    /// The release notes of the latest version, one line each.
    public var releaseNotes: [String]

    /// Makes an answer.
    public init(version: String, supportAddress: String, releaseNotes: [String] = []) {
        self.version = version
        self.supportAddress = supportAddress
        self.releaseNotes = releaseNotes
    }
}
