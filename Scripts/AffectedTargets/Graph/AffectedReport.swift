/// What a change affects: each changed file with its owning targets, the targets and test
/// targets the change reaches, and the verticals that get a CI runner of their own.
public struct AffectedReport: Sendable, Hashable, Codable {
    /// A changed file and the targets whose folder holds it (none for the package's README).
    public struct OwnedChange: Sendable, Hashable, Codable {
        /// What happened to the file.
        public var kind: FileChange.Kind
        /// Its path now, from the package root.
        public var path: String
        /// Where a renamed or copied file was.
        public var oldPath: String?
        /// The targets whose folder holds the file (now, or before a rename) and whose build or
        /// tests it is part of: code, a resource, a test's fixture.
        public var targets: [String]
        /// The targets whose folder holds the file as documentation only (a file of their DocC
        /// catalog, their README): it reaches their documentation, not their build.
        public var documentation: [String]

        /// Makes an entry.
        ///
        /// - Parameters:
        ///   - kind: What happened to the file.
        ///   - path: Its path now.
        ///   - oldPath: Where a renamed or copied file was.
        ///   - targets: The targets whose build or tests the file is part of.
        ///   - documentation: The targets whose documentation only it is.
        public init(
            kind: FileChange.Kind, path: String, oldPath: String?, targets: [String], documentation: [String] = []
        ) {
            self.kind = kind
            self.path = path
            self.oldPath = oldPath
            self.targets = targets
            self.documentation = documentation
        }
    }

    /// A vertical to build alone and test on its own runner.
    public struct VerticalJob: Sendable, Hashable, Codable {
        /// The vertical's target.
        public var name: String
        /// Its test target, if it has one.
        public var tests: String?

        /// Makes a job.
        ///
        /// - Parameters:
        ///   - name: The vertical's target.
        ///   - tests: Its test target, if it has one.
        public init(name: String, tests: String?) {
            self.name = name
            self.tests = tests
        }
    }

    /// The base as given.
    public var base: String
    /// The commit compared against; `nil` on a first commit.
    public var mergeBase: String?
    /// How the base was read, when that needs saying.
    public var note: String?
    /// Every changed file.
    public var changes: [OwnedChange]
    /// Why every target is affected (the manifest changed), or `nil`.
    public var everythingBecause: String?
    /// The affected targets that are not tests, in manifest order.
    public var targets: [String]
    /// The affected test targets, in manifest order.
    public var testTargets: [String]
    /// The verticals whose target or test target is affected, each with its tests.
    public var verticals: [VerticalJob]
    /// The affected test targets that are not a listed vertical's own tests: what the job after
    /// the verticals' runs (the host's tests, the hub's, the tools').
    public var otherTestTargets: [String]
    /// The targets whose documentation to build again, in manifest order: those whose DocC
    /// catalog or README changed, and every affected target that has a catalog (its symbols'
    /// documentation comes from its code). Empty when no documentation is affected.
    public var documentation: [String]
}
