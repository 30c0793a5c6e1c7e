import HubInterfaces
public import Prelude

extension LeastPrivilegeReport {
    /// The report as data.
    ///
    /// ```json
    /// {"unusedPermissions": [{"plugin": "Maps", "side": "publish", "kind": "event", "key": "publish.events",
    ///   "message": "maps.selection", "file": "…/Maps.json", "line": 9, "column": 27, "path": "publish.events[0]"}],
    ///  "denials": [{"from": "Shell", "to": "Maps", "kind": "command", "message": "maps.x",
    ///   "lackingPolicy": "sender", "count": 3, …}], "otherDenials": 0,
    ///  "traces": [{"file": "tour.trace", "entries": 2130, "malformedLines": 0}], "malformedLines": [],
    ///  "malformedLineCount": 0, "undescribedTraffic": {"count": 0, "examples": []},
    ///  "grants": 61, "policies": {…as policy check --format json…}, "fix": {…}}
    /// ```
    public func json(fix: PolicyShrinkOutcome? = nil) -> JSON {
        var object: JSON.Object = [
            "policies": policyReport.json,
            "traces": .array(
                JSON.Array(
                    traces.map { trace in
                        var object: JSON.Object = [
                            "file": .string(trace.file), "entries": .int(trace.entries),
                            "malformedLines": .int(trace.malformedLines),
                        ]
                        if let failure = trace.failure { object["failure"] = .string(failure) }
                        return .object(object)
                    })),
            "grants": .int(sites.count),
            "unusedPermissions": .array(
                JSON.Array(
                    unused.map { site in
                        .object([
                            "plugin": .string(site.grant.plugin), "side": .string(site.grant.side.rawValue),
                            "kind": .string(site.grant.kind.rawValue), "key": .string(site.grant.key),
                            "message": .string(site.grant.message), "file": .string(site.file),
                            "line": .int(site.line), "column": .int(site.column), "path": .string(site.path),
                        ])
                    })),
            "denials": .array(
                JSON.Array(
                    denials.map { denial in
                        var object: JSON.Object = [
                            "from": .string(denial.from), "to": denial.to.map(JSON.string) ?? .null,
                            "kind": .string(denial.kind.rawValue), "message": .string(denial.message),
                            "lackingPolicy": denial.lackingPolicy.map { .string($0.rawValue) } ?? .null,
                            "count": .int(denial.count),
                        ]
                        if let location = denial.location {
                            object["file"] = .string(location.file)
                            object["line"] = .int(location.line)
                            object["column"] = .int(location.column)
                        }
                        return .object(object)
                    })),
            "otherDenials": .int(otherDenials),
            "malformedLines": .array(
                JSON.Array(
                    malformedLines.map {
                        .object(["file": .string($0.file), "line": .int($0.line), "reason": .string($0.reason)])
                    })),
            "malformedLineCount": .int(malformedCount),
            "undescribedTraffic": .object([
                "count": .int(undescribedCount),
                "examples": .array(JSON.Array(undescribedExamples.map(JSON.string))),
            ]),
        ]
        if let fix {
            object["fix"] = .object([
                "refused": .bool(fix.refused),
                "refusals": .array(JSON.Array(fix.refusals.map(JSON.string))),
                "writtenFiles": .array(JSON.Array(fix.writtenFiles.map(JSON.string))),
                "removedPermissions": .int(fix.removedCount),
            ])
        }
        return .object(object)
    }
}
