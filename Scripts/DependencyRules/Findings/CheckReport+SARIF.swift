import Foundation

extension CheckReport {
    /// The report as a SARIF 2.1.0 log (the format code-scanning tools ingest): one run of
    /// `check-dependencies`, its four rules, one result per finding at its `path:line:col`
    /// (relative to `%SRCROOT%`, the package root), and each allow-listed declaration as a
    /// result with an external suppression carrying the rules file's reason.
    func sarifLog(packageRoot: URL?) throws -> String {
        let usesBaseline = !baselined.isEmpty || !fixed.isEmpty
        let notifications =
            (failure.map { [SARIF.Notification(level: "error", message: .init(text: $0))] } ?? [])
            + skipped.map { SARIF.Notification(level: "warning", message: .init(text: $0.noteLine)) }
        let results =
            findings.map { finding in
                SARIF.Result(
                    ruleId: finding.rule.rawValue, level: finding.severity.rawValue,
                    message: .init(text: finding.message),
                    locations: [.init(path: finding.path, line: finding.line, column: finding.column)],
                    suppressions: nil, baselineState: usesBaseline ? "new" : nil)
            }
            + baselined.map { finding in
                SARIF.Result(
                    ruleId: finding.rule.rawValue, level: finding.severity.rawValue,
                    message: .init(text: finding.message),
                    locations: [.init(path: finding.path, line: finding.line, column: finding.column)],
                    suppressions: nil, baselineState: "unchanged")
            }
            + allowed.map { use in
                SARIF.Result(
                    ruleId: Finding.Rule.interface.rawValue, level: "error",
                    message: .init(text: "'\(use.symbol)' is allow-listed: \(use.reason)"),
                    locations: [.init(path: use.path, line: use.line, column: use.column)],
                    suppressions: [.init(kind: "external", justification: use.reason)], baselineState: nil)
            }
        let rules = Finding.Rule.allCases.map { rule in
            SARIF.Rule(id: rule.rawValue, shortDescription: .init(text: rule.summary))
        }
        let run = SARIF.Run(
            tool: .init(
                driver: .init(name: "check-dependencies", rules: rules)),
            originalUriBaseIds: packageRoot.map { ["%SRCROOT%": .init(uri: Self.folderURI($0))] },
            results: results,
            invocations: [
                .init(
                    executionSuccessful: failure == nil,
                    toolExecutionNotifications: notifications.isEmpty ? nil : notifications)
            ])
        let log = SARIF.Log(
            schema: "https://json.schemastore.org/sarif-2.1.0.json", version: "2.1.0", runs: [run])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
    }

    /// `file:///path/` for a folder: SARIF requires a base URI to end with a slash.
    private static func folderURI(_ folder: URL) -> String {
        let uri = folder.standardizedFileURL.absoluteString
        return uri.hasSuffix("/") ? uri : uri + "/"
    }
}

extension Finding.Rule {
    /// What the rule checks, in one sentence (SARIF's `shortDescription`).
    var summary: String {
        switch self {
        case .manifest:
            "A target's dependencies in Package.swift, direct or through other targets, keep the module rule."
        case .imports: "Every import is declared by its target and allowed by the module rule."
        case .interface: "An interface target holds only protocols and plain DTOs."
        case .configuration: "The rules file's allow-list entries give a reason."
        case .redundant: "Every target dependency Package.swift declares is imported by the target."
        }
    }
}

/// The part of the SARIF 2.1.0 object model the report writes.
enum SARIF {
    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]?
        var results: [Result]
        var invocations: [Invocation]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var level: String
        var message: Message
        var locations: [Location]
        var suppressions: [Suppression]?
        /// `new` or `unchanged` when the check ran against a baseline.
        var baselineState: String?
    }

    struct Suppression: Encodable {
        var kind: String
        var justification: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation

        init(path: String, line: Int, column: Int) {
            physicalLocation = PhysicalLocation(
                artifactLocation: ArtifactLocation(uri: path, uriBaseId: "%SRCROOT%"),
                region: Region(startLine: line, startColumn: column))
        }
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?

        init(uri: String, uriBaseId: String? = nil) {
            self.uri = uri
            self.uriBaseId = uriBaseId
        }
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }

    struct Notification: Encodable {
        var level: String
        var message: Message
    }
}
