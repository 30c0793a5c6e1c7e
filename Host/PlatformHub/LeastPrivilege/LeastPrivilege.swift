import HubInterfaces

/// Least privilege from recorded traffic: which permissions of a set of policies no
/// recorded run used, which denials happened, and (``PolicyShrink``) the policies shrunk
/// to what was used.
///
/// ```swift
/// let report = LeastPrivilege.check(policies, traces: ["tour.trace"])
/// for site in report.unused { print("\(site.file):\(site.line): \(site.grant.key) \(site.grant.message)") }
/// ```
///
/// A grant is used when a recorded entry that the policies let through names it: a
/// delivered command, query or view query uses the sender's `send.*` and the receiver's
/// `receive.*` grant; a subscription uses the subscriber's `subscribe.events` grant (its
/// `subscribeAtAppLaunch.events` grant for the subscriptions the hub wired at start-up,
/// or when only that list names the event) and the publisher's `publish.events`; an event
/// output uses the publisher's grant. Any outcome but `denied` means both policies let
/// the message through, so a failed or refused-payload delivery is a use.
///
/// Memory does not grow with the traces' length: lines are read one at a time (at most
/// ``TraceFile/maximumLineBytes`` each), names from a trace are only looked up among the
/// grants the policies declare (never added), at most
/// ``LeastPrivilegeReport/maximumDistinctDenials`` different denials are kept (names at
/// most 64 and 128 bytes), and malformed lines and undescribed entries are counted past
/// their first few.
public enum LeastPrivilege {
    /// Validates `policies` and reads every trace in `traces`, reporting unused grants and
    /// denials. With invalid policies the report has the validation's errors and no traces read.
    public static func check(_ policies: [PluginPolicy], traces: [String]) -> LeastPrivilegeReport {
        let policyReport = PolicyValidator.validate(policies)
        var report = LeastPrivilegeReport(
            policyReport: policyReport, traces: [], sites: [], denials: [], otherDenials: 0, undescribedCount: 0,
            undescribedExamples: [], malformedLines: [], malformedCount: 0)
        guard policyReport.isValid else { return report }
        var sites: [GrantSite] = []
        var texts: [String: (file: String, text: PolicyText)] = [:]
        for policy in policies {
            guard let text = try? policy.source.read(plugin: policy.plugin) else { continue }
            let scanned = PolicyText(text)
            texts[policy.plugin] = (policy.source.file, scanned)
            sites += grantSites(scanned, plugin: policy.plugin, file: policy.source.file)
        }
        var usage = TraceUsage(grants: Set(sites.map(\.grant)))
        for path in traces {
            report.traces.append(usage.read(path))
        }
        report.sites = sites.map { ($0, usage.uses[$0.grant] ?? 0) }
        report.denials = usage.denials.map { key, count in
            LeastPrivilegeReport.Denial(
                from: key.from, to: key.to, kind: key.kind, message: key.message, lackingPolicy: key.lacking,
                count: count, location: location(of: key, in: texts))
        }
        .sorted { ($1.count, $0.from, $0.message) < ($0.count, $1.from, $1.message) }
        report.otherDenials = usage.otherDenials
        report.undescribedCount = usage.undescribedCount
        report.undescribedExamples = usage.undescribedExamples
        report.malformedLines = usage.malformed
        report.malformedCount = usage.malformedCount
        return report
    }

    /// Where the policy that lacks a denied message is: its file, at the section the
    /// message would go in (or 1:1 when the policy has no such section).
    private static func location(
        of denial: TraceUsage.DenialKey, in texts: [String: (file: String, text: PolicyText)]
    ) -> (file: String, line: Int, column: Int)? {
        let plugin: String?
        let key: String
        switch denial.lacking {
        case .sender?: (plugin, key) = (denial.from, denial.kind.sendKey)
        case .receiver?: (plugin, key) = (denial.to, denial.kind.receiveKey)
        case nil: return nil
        }
        guard let plugin, let (file, text) = texts[plugin] else { return nil }
        let section = String(key.prefix { $0 != "." })
        let (line, column) = text.sectionOffset(section).map(text.position(of:)) ?? (1, 1)
        return (file, line, column)
    }

    /// Every grant a policy's text lists, with its line and column.
    static func grantSites(_ text: PolicyText, plugin: String, file: String) -> [GrantSite] {
        var sites: [GrantSite] = []
        for list in text.lists {
            for element in list.elements {
                guard let grant = Grant(plugin: plugin, key: list.path, message: element.value) else { continue }
                let (line, column) = text.position(of: element.start)
                sites.append(
                    GrantSite(
                        grant: grant, file: file, line: line, column: column,
                        path: "\(list.section).\(list.key)[\(element.index)]"))
            }
        }
        return sites
    }
}
