import Dispatch
import Foundation
import HubInterfaces
import Prelude

/// Runs the records' commands one at a time, off the sender's thread: stores each change
/// through the ``RecordsService`` (one transaction), updates the view model, and only then
/// reports the outcome, so a success is never reported for a change that is not stored.
///
/// The worker holds the rules (the entry limit, what a missing entry means); the service
/// does the I/O. At most ``RecordsLimits/pendingCommands`` commands wait at once; one more
/// is refused at once as unavailable, so a flood of commands cannot grow the queue.
final class RecordsWorker: Sendable {
    /// Receives every command's outcome once its work is done (after the commit).
    typealias Report = @Sendable (Result<RecordsOutcome, PluginError>, CorrelationID) -> Void

    /// The records; a restore puts another database in place, on the worker's queue.
    private let service: Locked<any RecordsService>
    /// The folder the records database is in, `nil` when the records are not on disk.
    private let directory: String?
    private let viewModel: RecordsViewModel
    private let limits: RecordsLimits
    private let report: Report
    private let queue = DispatchQueue(label: "ClinicalRecords.writer")
    private let pending = Locked(0)

    init(
        service: any RecordsService, directory: String?, viewModel: RecordsViewModel, limits: RecordsLimits,
        report: @escaping Report
    ) {
        self.service = Locked(service)
        self.directory = directory
        self.viewModel = viewModel
        self.limits = limits
        self.report = report
    }

    /// Queues `command`, dated `date`; its outcome is reported later with `correlationID`.
    ///
    /// - Throws: `PluginError` (`PluginError/Code/unavailable`) when the queue is full.
    func submit(_ command: RecordsCommand, correlationID: CorrelationID, at date: Date) throws(PluginError) {
        let bound = limits.pendingCommands
        let accepted = pending.withLock { count in
            guard count < bound else { return false }
            count += 1
            return true
        }
        guard accepted else {
            throw PluginError(
                code: .unavailable,
                message: "\(bound) record changes are already waiting to be stored; wait for their outcomes on "
                    + "records.outcomes and send again")
        }
        queue.async { [self] in
            let outcome = perform(command, at: date)
            pending.withLock { $0 -= 1 }
            report(outcome, correlationID)
        }
    }

    /// Runs one command now, on the worker's queue.
    private func perform(_ command: RecordsCommand, at date: Date) -> Result<RecordsOutcome, PluginError> {
        let service = service.withLock { $0 }
        do throws(RecordsStoreError) {
            let change: RecordsChange
            switch command {
            case .restore(let file):
                return try restore(file, at: date)
            case .dismiss(let file):
                return try dismiss(file)
            case .add(let draft):
                guard viewModel.count < limits.entries else {
                    return .failure(
                        PluginError(
                            code: .failed,
                            message: "the records already hold \(limits.entries) entries, the most they may; "
                                + "remove one first", messageName: Message.recordsAdd.name, kind: .command))
                }
                change = RecordsChange(action: .added, entry: try service.add(draft, at: date))
            case .edit(let id, let changes):
                guard let entry = try service.edit(id: id, with: changes, at: date) else {
                    return .failure(Self.notFound(id, message: .recordsEdit))
                }
                change = RecordsChange(action: .edited, entry: entry)
            case .remove(let id):
                guard let entry = try service.remove(id: id) else {
                    return .failure(Self.notFound(id, message: .recordsRemove))
                }
                change = RecordsChange(action: .removed, entry: entry)
            }
            viewModel.apply(change)
            return .success(.change(change))
        } catch {
            // A passing failure is worth trying again; one the records' problem explains is not.
            let unchanged = error.message.contains("nothing was changed") ? "" : "; nothing was changed"
            let retry = viewModel.state.value.problem == nil ? ", try again" : ""
            return .failure(
                PluginError(
                    code: .failed, message: "\(error)\(unchanged)\(retry)",
                    messageName: Self.message(of: command).name, kind: .command))
        }
    }

    /// Puts the set-aside database `file` back and shows its records.
    private func restore(_ file: String, at date: Date) throws(RecordsStoreError) -> Result<RecordsOutcome, PluginError>
    {
        guard let directory, let current = service.withLock({ $0 }) as? LiveRecordsService else {
            throw RecordsStoreError(
                operation: "restore \(file.prefix(80))",
                message: "the records are not kept in a database on disk, so there is nothing to restore")
        }
        let restored: LiveRecordsService
        let keptAs: String
        do throws(RecordsDatabaseRestore.Refusal) {
            (restored, keptAs) = try RecordsDatabaseRestore.restore(
                name: file, directory: directory, current: current, at: date)
        } catch {
            if error.closedCurrent {
                let reopened: any RecordsService =
                    error.reopened
                    ?? UnavailableRecords(
                        location: current.location,
                        problem: RecordsDatabaseProblem(
                            kind: .unavailable, path: current.location,
                            reason: "cannot be opened again after a failed restore"))
                service.withLock { $0 = reopened }
                updateWorld(of: directory) { $0.records = reopened }
            }
            throw error.error
        }
        // The restored database is in place from here on, whatever happens next.
        let pending = RecordsDatabaseSetAside.pending(directory: directory)
        service.withLock { $0 = restored }
        updateWorld(of: directory) {
            $0.records = restored
            $0.databaseProblem = nil
            $0.setAside = pending
        }
        let entries = try restored.allEntries()
        viewModel.replace(
            RecordsState(entries: entries, location: restored.location, problem: nil, setAside: pending))
        return .success(.restored(file: file, keptAs: keptAs, total: entries.count))
    }

    /// Hides the notice about the set-aside database `file`, or about every listed one.
    private func dismiss(_ file: String?) throws(RecordsStoreError) -> Result<RecordsOutcome, PluginError> {
        let operation = "dismiss the set-aside databases"
        guard let directory else {
            throw RecordsStoreError(operation: operation, message: "the records are not kept in a folder")
        }
        let all = RecordsDatabaseSetAside.keptNames(directory: directory)
        let names: [String]
        if let file {
            guard all.contains(file) else {
                throw RecordsStoreError(
                    operation: operation, location: directory,
                    message: "there is no set-aside database of that name beside the records; nothing was changed")
            }
            names = [file]
        } else {
            names = all.filter { !RecordsDatabaseSetAside.dismissedNames(directory: directory).contains($0) }
        }
        do throws(PrivateFiles.Failure) {
            try RecordsDatabaseSetAside.dismiss(Set(names), directory: directory)
        } catch {
            throw RecordsStoreError(operation: operation, location: directory, message: "\(error)")
        }
        let pending = RecordsDatabaseSetAside.pending(directory: directory)
        viewModel.dismissed(setAside: pending)
        updateWorld(of: directory) {
            $0.setAside = pending
            if $0.databaseProblem?.kind.setsAside == true { $0.databaseProblem = nil }
        }
        return .success(.dismissed(files: names))
    }

    /// Brings the process's world (what `host world` and the warnings read) up to date
    /// after a restore or dismissal, when it describes the records in `directory`: a
    /// plugin made under a test's override leaves the process's world alone.
    private func updateWorld(of directory: String, _ change: (inout ClinicalRecordsWorld) -> Void) {
        World.update { world in
            guard world.clinicalRecords.configuration.dataDirectory == directory else { return }
            change(&world.clinicalRecords)
        }
    }

    /// The not-found failure for entry `id`.
    static func notFound(_ id: Int64, message: Message) -> PluginError {
        PluginError(
            code: .failed,
            message: "there is no entry \(id) in the records; ask records.summary or records.section "
                + "for the entries there are", messageName: message.name, kind: .command)
    }

    private static func message(of command: RecordsCommand) -> Message {
        switch command {
        case .add: .recordsAdd
        case .edit: .recordsEdit
        case .remove: .recordsRemove
        case .restore: .recordsRestore
        case .dismiss: .recordsDismiss
        }
    }
}
