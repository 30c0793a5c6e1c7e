import Foundation

/// What `swift package diagnose-api-breaking-changes` printed on standard output, read line by
/// line: per module either `No breaking changes detected in <Module>` or
/// `<n> breaking change(s) detected in <Module>:` followed by n lines `💔 API breakage: ...`, and
/// `Skipping <Module> because it does not exist in the baseline`. Its build log and errors go to
/// standard error and are not read here.
public struct DigesterOutput: Sendable, Hashable {
    /// The modules reported without a break.
    public var unbroken: Set<String> = []
    /// Each module's breaks, as printed after `💔 ` (`API breakage: func f() has been removed`).
    public var breaks: [String: [String]] = [:]
    /// How many breaks each module's header announced.
    public var announced: [String: Int] = [:]
    /// The modules skipped for want of a baseline dump.
    public var skipped: Set<String> = []
    /// Break lines that came before any module's header (none in SwiftPM's format).
    public var strayBreaks: [String] = []

    /// Reads SwiftPM's standard output.
    ///
    /// - Parameter output: What it printed on standard output.
    public init(_ output: String) {
        var module: String?
        for rawLine in output.split(separator: "\n") {
            let line = String(rawLine).trimmingCharacters(in: .whitespaces)
            if let name = line.suffixAfter("No breaking changes detected in ") {
                unbroken.insert(name)
                module = nil
            } else if let match = line.wholeMatch(of: /(\d+) breaking changes? detected in (.+):/) {
                let name = String(match.2)
                announced[name, default: 0] += Int(match.1) ?? 0
                breaks[name, default: []] += []
                module = name
            } else if let text = line.suffixAfter("💔 ") {
                if let module { breaks[module, default: []].append(text) } else { strayBreaks.append(text) }
            } else if let match = line.wholeMatch(of: /Skipping (.+) because it does not exist in the baseline/) {
                skipped.insert(String(match.1))
                module = nil
            }
        }
    }

    /// Checks the report against what was asked and how SwiftPM exited, so that silence is
    /// never taken for "no break", and returns each module's breaks.
    ///
    /// - Parameters:
    ///   - modules: The modules SwiftPM was asked to compare.
    ///   - status: SwiftPM's exit status.
    ///   - log: SwiftPM's standard output and the end of its standard error, for messages.
    /// - Returns: Each asked module's breaks (empty for a module without one).
    /// - Throws: ``APICheckError/skipped(modules:)``, ``APICheckError/unreported(modules:output:)``,
    ///   ``APICheckError/inconsistentReport(reason:output:)`` or
    ///   ``APICheckError/swiftPMFailed(status:output:)``.
    public func verified(modules: [String], status: Int32, log: String) throws(APICheckError) -> [String: [String]] {
        let skippedAsked = modules.filter(skipped.contains)
        guard skippedAsked.isEmpty else { throw .skipped(modules: skippedAsked) }
        var result: [String: [String]] = [:]
        for module in modules {
            let found = breaks[module] ?? []
            if let count = announced[module], count != found.count {
                throw .inconsistentReport(
                    reason: "\(count) breaks announced for \(module), \(found.count) listed", output: log)
            }
            result[module] = found
        }
        let unreported = modules.filter { !unbroken.contains($0) && breaks[$0] == nil }
        guard strayBreaks.isEmpty else {
            throw .inconsistentReport(reason: "a break listed under no module", output: log)
        }
        let breakCount = result.values.map(\.count).reduce(0, +)
        if status != 0 && breakCount == 0 { throw .swiftPMFailed(status: status, output: log) }
        guard unreported.isEmpty else { throw .unreported(modules: unreported, output: log) }
        if status == 0 && breakCount > 0 {
            throw .inconsistentReport(reason: "breaks listed, yet it exited with status 0", output: log)
        }
        return result
    }
}

extension String {
    /// The rest of the string after `prefix`, when it starts with it and something follows.
    func suffixAfter(_ prefix: String) -> String? {
        guard hasPrefix(prefix), count > prefix.count else { return nil }
        return String(dropFirst(prefix.count))
    }
}
