/// `host policy check --trace --fix`: the policies shrunk to what the recorded runs used.
///
/// The rule: remove exactly the grants no recorded entry used, editing each policy's text
/// (the file's key order, indentation and line breaks stay; a removed entry takes the
/// comma and space before it, or after it when it leads its list; a list emptied becomes
/// `[]`; its key stays), then validate the whole
/// graph again and write every changed file atomically, all of them or none.
///
/// Removing only unused grants keeps the graph consistent by itself: a receive (or
/// publish) is used exactly when some delivery of its message happened, and that delivery
/// also used a send (or subscribe) of it, so a receiver stays whenever a sender stays.
/// The fix refuses, changing nothing and saying why, whenever it cannot be sure it denies
/// nothing a recorded run did: the policies have errors; a trace could not be read to its
/// end or had malformed lines (a skipped line may have been the one use of a grant); a
/// trace recorded traffic these policies do not describe (a run of other or older
/// policies); the traces recorded no traffic at all; a policy is not a file it can write;
/// or the shrunk graph would not validate.
public enum PolicyShrink {
    /// Shrinks `policies` (the ones `report` was made from) and writes them, or refuses.
    public static func apply(_ report: LeastPrivilegeReport, policies: [PluginPolicy]) -> PolicyShrinkOutcome {
        var refusals = preconditions(report)
        guard refusals.isEmpty else { return PolicyShrinkOutcome(refusals: refusals) }
        let unused = Set(report.unused.map(\.grant))
        guard !unused.isEmpty else { return PolicyShrinkOutcome() }
        var originals: [String: String] = [:]
        var shrunk: [PluginPolicy] = []
        var changed: [(file: String, original: String, text: String)] = []
        var removed = 0
        for policy in policies {
            let text: String
            do {
                text = try policy.source.read(plugin: policy.plugin)
            } catch {
                refusals.append("\(policy.source.file) cannot be read again: \(error.message)")
                continue
            }
            originals[policy.source.file] = text
            let (edited, count) = shrink(text, plugin: policy.plugin, removing: unused)
            shrunk.append(PluginPolicy(plugin: policy.plugin, source: .text(edited, file: policy.source.file)))
            if count > 0 {
                removed += count
                changed.append((policy.source.file, text, edited))
            }
        }
        guard refusals.isEmpty else { return PolicyShrinkOutcome(refusals: refusals) }
        let validation = PolicyValidator.validate(shrunk)
        if !validation.isValid {
            refusals.append("the shrunk policies would not validate, so the hub would not start with them:")
            refusals += validation.errors.map(\.text)
        }
        // Every grant a recorded run used must still be granted (true by construction; checked).
        var kept: Set<Grant> = []
        for policy in shrunk {
            guard case .text(let text) = policy.source.location else { continue }
            kept.formUnion(
                LeastPrivilege.grantSites(PolicyText(text), plugin: policy.plugin, file: policy.source.file).map(
                    \.grant))
        }
        for (site, uses) in report.sites where uses > 0 && !kept.contains(site.grant) {
            refusals.append(
                "the shrink would deny \(site.grant.plugin)'s \(site.grant.key) \"\(site.grant.message)\", "
                    + "which recorded runs used \(uses) times")
        }
        guard refusals.isEmpty else { return PolicyShrinkOutcome(refusals: refusals) }
        do {
            try AtomicFiles.replace(changed.map { ($0.file, $0.original, $0.text) })
        } catch {
            return PolicyShrinkOutcome(refusals: [error.description])
        }
        return PolicyShrinkOutcome(writtenFiles: changed.map(\.file), removedCount: removed)
    }

    /// Why the fix cannot go ahead before anything is edited.
    static func preconditions(_ report: LeastPrivilegeReport) -> [String] {
        var refusals: [String] = []
        if !report.policyReport.isValid {
            refusals.append(
                "the policies have \(LeastPrivilegeReport.count(report.policyReport.errors.count, "error")); "
                    + "fix them first")
        }
        for trace in report.traces {
            if let failure = trace.failure {
                refusals.append("\(trace.file) was not read to its end (\(failure)), so its uses are not all known")
            }
        }
        if report.malformedCount > 0 {
            refusals.append(
                "\(LeastPrivilegeReport.count(report.malformedCount, "trace line was", plural: "trace lines were")) "
                    + "malformed and skipped; a skipped line may have recorded the one use of a permission, so "
                    + "repair or re-record the trace")
        }
        if report.undescribedCount > 0 {
            let example = report.undescribedExamples.first.map { " (the first: \($0))" } ?? ""
            refusals.append(
                "\(LeastPrivilegeReport.count(report.undescribedCount, "recorded entry", plural: "recorded entries")) "
                    + "name a permission these policies do not declare\(example); the traces were recorded with "
                    + "other policies, and shrinking these could deny what those runs did")
        }
        if report.policyReport.isValid && report.tracesRead && report.entryCount == 0 {
            refusals.append(
                "the traces recorded no traffic; shrinking to them would remove every permission, so record a run first"
            )
        }
        return refusals
    }

    /// `text` with every string of `plugin`'s lists whose grant is in `removing` taken out,
    /// and how many were.
    static func shrink(_ text: String, plugin: String, removing: Set<Grant>) -> (String, Int) {
        let scanned = PolicyText(text)
        var deletions: [Range<Int>] = []
        var count = 0
        for list in scanned.lists {
            let elements = list.elements
            let remove = elements.map { element in
                Grant(plugin: plugin, key: list.path, message: element.value).map(removing.contains) ?? false
            }
            guard remove.contains(true) else { continue }
            count += remove.filter { $0 }.count
            guard let firstKept = remove.firstIndex(of: false) else {
                // Every entry goes: the list becomes `[]`.
                deletions.append((list.open + 1)..<list.close)
                continue
            }
            if firstKept > 0 {
                // The entries before the first kept one, with their commas and the space after.
                deletions.append(elements[0].start..<elements[firstKept].start)
            }
            for index in elements.indices where index > firstKept && remove[index] {
                // The comma before the entry and the space up to it, so line breaks stay.
                deletions.append(elements[index - 1].end..<elements[index].end)
            }
        }
        guard !deletions.isEmpty else { return (text, 0) }
        var bytes = scanned.bytes
        for range in deletions.sorted(by: { $0.lowerBound > $1.lowerBound }) {
            bytes.removeSubrange(range)
        }
        return (String(decoding: bytes, as: UTF8.self), count)
    }
}
