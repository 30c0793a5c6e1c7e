public import Foundation
import ScriptSupport

/// What ran in a build, from the llbuild database (`<scratch>/build.db`: start and end of
/// each rule, keyed `C.<Module>-<triple>-debug.module` per module) and from the mtimes of
/// the compiler's `.dia` files (one per compiled source file and module).
public enum BuildRecord {
    /// Each module's compile rule, start and end in the database's clock (seconds).
    public static func moduleRules(database: URL) -> [String: (start: Double, end: Double)] {
        guard FileManager.default.fileExists(atPath: database.path),
            let output = try? CommandRunner.output(
                of: [
                    "sqlite3", "-separator", "|", database.path,
                    "SELECT k.key, r.start, r.end FROM rule_results r JOIN key_names k ON k.id = r.key_id "
                        + "WHERE k.key LIKE 'C%.module' OR k.key LIKE 'C%-debug.module%';",
                ], orThrow: TimingError.commandFailed)
        else { return [:] }
        var rules: [String: (start: Double, end: Double)] = [:]
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "|")
            guard fields.count == 3, let start = Double(fields[1]), let end = Double(fields[2]),
                let module = moduleName(ruleKey: String(fields[0]))
            else { continue }
            rules[module] = (start, end)
        }
        return rules
    }

    /// `Maps` for the key `CC.Maps-x86_64-unknown-linux-gnu-debug.module`.
    static func moduleName(ruleKey: String) -> String? {
        var key = Substring(ruleKey)
        guard key.hasPrefix("C"), key.hasSuffix(".module") else { return nil }
        key = key.dropFirst()
        if key.hasPrefix("C.") { key = key.dropFirst(2) }
        if key.hasPrefix("<") { return nil }
        let name = key.prefix { $0 != "-" }
        return name.isEmpty ? nil : String(name)
    }

    /// The modules whose rule ran between two readings of the database.
    public static func modulesThatRan(
        before: [String: (start: Double, end: Double)], after: [String: (start: Double, end: Double)]
    ) -> Set<String> {
        Set(after.filter { module, rule in before[module].map { $0.start != rule.start } ?? true }.keys)
    }

    /// The modules with a `.dia` file written at or after `date`, under `<scratch>/<triple>/debug`.
    public static func modulesWithDiagnostics(since date: Date, scratch: URL) -> Set<String> {
        var modules: Set<String> = []
        guard
            let enumerator = FileManager.default.enumerator(
                at: scratch, includingPropertiesForKeys: [.contentModificationDateKey])
        else { return [] }
        for case let url as URL in enumerator where url.pathExtension == "dia" {
            let folder = url.deletingLastPathComponent().lastPathComponent
            guard folder.hasSuffix(".build"),
                let modified = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate,
                modified >= date
            else { continue }
            modules.insert(String(folder.dropLast(".build".count)))
        }
        return modules
    }
}
