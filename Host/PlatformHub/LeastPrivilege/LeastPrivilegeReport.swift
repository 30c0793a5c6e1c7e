public import HubInterfaces

/// What `host policy check --trace` found: the permissions the policies grant that no
/// recorded run used, the denials that happened, and what in the traces could not be read
/// or did not fit the policies.
public struct LeastPrivilegeReport: Sendable {
    /// A denial that happened, with how often.
    public struct Denial: Sendable, Hashable {
        /// Who was denied: the sender, or the subscriber for an event.
        public var from: String
        /// The receiver (or publisher) it was meant for, if there is one.
        public var to: String?
        /// The message's kind.
        public var kind: MessageKind
        /// The message's name.
        public var message: String
        /// Whose policy lacks it, when the trace says.
        public var lackingPolicy: PluginError.PolicySide?
        /// How many times it was denied.
        public var count: Int
        /// Where the lacking policy is (its file, and the line and column of the side's
        /// section, or 1:1), when the lacking side is a plugin with a policy here.
        public var location: (file: String, line: Int, column: Int)?

        /// The policy key the lacking side would need.
        public var lackingKey: String? {
            switch lackingPolicy {
            case .sender?: kind.sendKey
            case .receiver?: kind.receiveKey
            case nil: nil
            }
        }

        public static func == (lhs: Denial, rhs: Denial) -> Bool {
            (lhs.from, lhs.to, lhs.kind, lhs.message, lhs.lackingPolicy, lhs.count)
                == (rhs.from, rhs.to, rhs.kind, rhs.message, rhs.lackingPolicy, rhs.count)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(from)
            hasher.combine(to)
            hasher.combine(kind)
            hasher.combine(message)
            hasher.combine(lackingPolicy)
            hasher.combine(count)
        }
    }

    /// A line of a trace that was skipped, and why.
    public struct MalformedLine: Sendable, Hashable {
        /// The trace file.
        public var file: String
        /// The 1-based line number.
        public var line: Int
        /// What is wrong with it.
        public var reason: String
    }

    /// One trace file as read.
    public struct Trace: Sendable, Hashable {
        /// The file.
        public var file: String
        /// How many entries were read from it.
        public var entries: Int
        /// How many of its lines were malformed and skipped.
        public var malformedLines: Int
        /// Why the file could not be read (then it was not, or only partly), if so.
        public var failure: String?
    }

    /// The validation of the policies (as `host policy check` reports it).
    public var policyReport: PolicyReport
    /// Every trace file given, in order.
    public var traces: [Trace]
    /// Every grant of the policies, where it is written, and how many recorded entries used it.
    public var sites: [(site: GrantSite, uses: Int)]
    /// The denials, most frequent first (at most ``maximumDistinctDenials``).
    public var denials: [Denial]
    /// How many denials were not kept in ``denials`` because there were more than
    /// ``maximumDistinctDenials`` different ones.
    public var otherDenials: Int
    /// How many delivered entries name a plugin, side or message the policies do not
    /// declare (a trace of other policies, or of an older version of these).
    public var undescribedCount: Int
    /// The first few of those, described.
    public var undescribedExamples: [String]
    /// The first ``maximumMalformedReports`` malformed lines.
    public var malformedLines: [MalformedLine]
    /// How many lines were malformed in all.
    public var malformedCount: Int

    /// How many different denials are kept; more are counted in ``otherDenials``.
    public static let maximumDistinctDenials = 1000
    /// How many malformed lines are reported one by one; more are counted.
    public static let maximumMalformedReports = 20
    /// How many undescribed entries are described one by one; more are counted.
    public static let maximumUndescribedExamples = 10

    /// The grants no recorded entry used, in file order; none while a trace could not be read
    /// (what it held is unknown, so no grant is known to be unused).
    public var unused: [GrantSite] { tracesRead ? sites.filter { $0.uses == 0 }.map(\.site) : [] }

    /// How many entries were read from all traces.
    public var entryCount: Int { traces.reduce(0) { $0 + $1.entries } }

    /// How many denials happened in all.
    public var denialCount: Int { denials.reduce(otherDenials) { $0 + $1.count } }

    /// Whether every trace was read to its end (a file that failed makes the report partial).
    public var tracesRead: Bool { !traces.contains { $0.failure != nil } }
}
