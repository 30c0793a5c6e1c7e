import Foundation
import HubInterfaces
import Prelude
import VerticalInterfaces

/// Builds the records screens as `ViewNode` trees from view-model state, in the
/// world's locale. Every text comes from the string tables.
struct RecordsScreen {
    /// ClinicalRecords' strings.
    let strings: StringTables

    /// The records screen: a notice if the database could not be used and one listing the
    /// set-aside databases beside it (with restore and dismiss buttons), the newest
    /// appointment's clinic (when `clinic` is given), then the entries by section or as
    /// one timeline.
    func overview(
        sections: [(RecordSection, [RecordEntry])]?, timeline: [RecordEntry], appointment: RecordEntry?,
        clinic: ClinicPanel?, problem: RecordsDatabaseProblem?, setAside: RecordsSetAsideFiles = .init()
    ) -> ViewNode {
        var children: [ViewNode] = []
        if let problem {
            children.append(notice(problem))
        }
        if !setAside.isEmpty {
            children.append(setAsideNotice(setAside))
        }
        if let appointment, let clinic {
            children.append(
                ViewNode(
                    .section, text: strings["records.clinic.title"],
                    children: [row(appointment), panel(clinic)]))
        }
        if let sections {
            for (section, entries) in sections {
                children.append(
                    ViewNode(
                        .section, text: title(of: section),
                        children: entries.isEmpty
                            ? [
                                ViewNode(
                                    .text,
                                    text: strings.text(
                                        "records.section.empty", arguments: ["section": title(of: section)]))
                            ]
                            : [ViewNode(.list, children: entries.map(row))]))
            }
        } else {
            children.append(
                ViewNode(
                    .section, text: strings["records.timeline"],
                    children: [ViewNode(.list, children: timeline.map(row))]))
        }
        children.append(ViewNode(.button, text: strings["records.add"], action: Message.recordsAdd.name))
        return ViewNode(.screen, text: strings["records.title"], children: children)
    }

    /// One entry's screen: its details, its clinic's map for an appointment (when `clinic`
    /// is given), the pharmacies near its clinic for a medication (when `pharmacies` is), and
    /// its Edit button (with the entry's fields as `values`, what a front end's form starts
    /// from) and Remove button (with the question to `confirm` first).
    func entry(_ entry: RecordEntry, clinic: ClinicPanel?, pharmacies: PharmacyList?) -> ViewNode {
        var children = [
            ViewNode(.text, text: title(of: entry.section)),
            ViewNode(.text, text: strings.text("records.recordedOn", arguments: ["date": day(entry.recordedAt)])),
        ]
        if !entry.detail.isEmpty {
            children.append(ViewNode(.text, text: entry.detail))
        }
        if let clinic {
            children.append(ViewNode(.section, text: strings["records.clinic.title"], children: [panel(clinic)]))
        }
        if let pharmacies {
            children.append(pharmacySection(pharmacies))
        }
        let id: [String: JSON] = ["id": .int(Int(entry.id))]
        children.append(
            ViewNode(
                .button, text: strings["records.edit"], action: Message.recordsEdit.name,
                attributes: id.merging(["values": editableValues(of: entry)]) { $1 }))
        let question = strings.text("records.remove.confirm", arguments: ["title": entry.title])
        children.append(
            ViewNode(
                .button, text: strings["records.remove"], action: Message.recordsRemove.name,
                attributes: id.merging(["confirm": .string(question)]) { $1 }))
        return ViewNode(.screen, text: entry.title, attributes: id, children: children)
    }

    /// What an edit starts from, for a front end's form (the Edit button's `values`): the
    /// fields `records.edit` takes, as the entry has them.
    private func editableValues(of entry: RecordEntry) -> JSON {
        var values: [String: JSON] = [
            "section": .string(entry.section.rawValue), "title": .string(entry.title), "detail": .string(entry.detail),
        ]
        if !entry.clinicID.isEmpty { values["clinicID"] = .string(entry.clinicID) }
        return .object(JSON.Object(values))
    }

    private func notice(_ problem: RecordsDatabaseProblem) -> ViewNode {
        let key: String
        let why: String
        switch problem.kind {
        case .notADatabase, .damaged, .newerSchema:
            (key, why) = ("records.notice.startedEmpty", strings["records.notice.\(problem.kind.rawValue)"])
        case .readOnly: (key, why) = ("records.notice.readOnly", strings["records.notice.readOnlyWhy"])
        case .unavailable: (key, why) = ("records.notice.unavailable", strings["records.notice.unavailableWhy"])
        }
        let text = strings.text(
            key,
            arguments: [
                "path": problem.path, "why": why, "keptAs": problem.keptAs ?? "-",
                "remedy": strings["records.notice.remedy"],
            ])
        var attributes: [String: JSON] = ["kind": .string(problem.kind.rawValue), "reason": .string(problem.reason)]
        attributes["remedy"] = problem.remedy.map(JSON.string)
        return ViewNode(
            .section, text: strings["records.notice.title"],
            children: [ViewNode(.text, text: text, attributes: attributes)])
    }

    /// The set-aside databases the user has not dismissed, each with a restore button,
    /// and one button that hides the notice.
    private func setAsideNotice(_ files: RecordsSetAsideFiles) -> ViewNode {
        let text = strings.text(
            "records.notice.setAside",
            arguments: [
                "count": String(files.names.count + files.more),
                "files": files.names.joined(separator: ", ") + (files.more > 0 ? ", …" : ""),
            ])
        let restore = files.names.map { name in
            ViewNode(
                .button, text: strings.text("records.restore", arguments: ["file": name]),
                action: Message.recordsRestore.name, attributes: ["file": .string(name)])
        }
        return ViewNode(
            .section, text: strings["records.notice.title"],
            children: [
                ViewNode(.text, text: text, attributes: ["files": .array(JSON.Array(files.paths.map(JSON.string)))])
            ]
                + restore + [ViewNode(.button, text: strings["records.dismiss"], action: Message.recordsDismiss.name)])
    }

    private func panel(_ clinic: ClinicPanel) -> ViewNode {
        switch clinic {
        case .map(let place, let view):
            ViewNode(
                .stack,
                children: [
                    ViewNode(.text, text: strings.text("records.clinic", arguments: ["clinic": place.name])), view,
                ])
        case .unavailable(let reason):
            ViewNode(.row, text: strings["records.mapUnavailable"], attributes: ["reason": .string(reason)])
        }
    }

    private func pharmacySection(_ pharmacies: PharmacyList) -> ViewNode {
        switch pharmacies {
        case .places(let places, let clinic):
            let title = strings.text("records.pharmacies", arguments: ["clinic": clinic.name])
            guard !places.isEmpty else {
                return ViewNode(
                    .section, text: title, children: [ViewNode(.text, text: strings["records.noPharmacies"])])
            }
            return ViewNode(.section, text: title, children: [ViewNode(.list, children: places.map(pharmacyRow))])
        case .unavailable(let reason):
            return ViewNode(
                .section, text: strings["records.pharmacies.title"],
                children: [
                    ViewNode(
                        .row, text: strings["records.pharmaciesUnavailable"], attributes: ["reason": .string(reason)])
                ])
        }
    }

    private func pharmacyRow(_ place: PlaceSummary) -> ViewNode {
        var attributes: [String: JSON] = [
            "placeID": .string(place.id), "address": .string(place.address), "phone": .string(place.phone),
        ]
        if let distance = place.distanceMeters, distance.isFinite {
            attributes["distance"] = .string(
                strings.text("records.pharmacy.distance", arguments: ["distance": String(Int(distance.rounded()))]))
        }
        attributes["open"] = .string(strings[place.isOpenNow ? "records.pharmacy.open" : "records.pharmacy.closed"])
        return ViewNode(.row, text: place.name, attributes: attributes)
    }

    private func row(_ entry: RecordEntry) -> ViewNode {
        ViewNode(
            .row, text: entry.title, action: Message.recordsView.name,
            attributes: [
                "id": .int(Int(entry.id)), "section": .string(title(of: entry.section)),
                "date": .string(day(entry.recordedAt)),
            ])
    }

    private func title(of section: RecordSection) -> String {
        strings["records.section.\(section.rawValue)"]
    }

    /// The day as ISO 8601 (`2026-11-23`): unambiguous in every locale.
    private func day(_ date: Date) -> String {
        date.formatted(.iso8601.year().month().day())
    }
}
