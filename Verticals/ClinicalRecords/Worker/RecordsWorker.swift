import Dispatch
import Foundation
import Prelude
import VerticalInterfaces

/// Runs the records' commands one at a time, off the sender's thread: stores each change
/// through the ``RecordsService`` (one transaction), updates the view model, and only then
/// reports the outcome, so a success is never reported for a change that is not stored.
///
/// The worker holds the rules (the entry limit, what a missing entry means); the service
/// does the I/O. At most ``RecordsLimits/pendingCommands`` commands wait at once; one more
/// is refused at once as unavailable, so a flood of commands cannot grow the queue.
final class RecordsWorker: Sendable {
    /// Receives every command's outcome once its work is done (after the commit).
    typealias Report = @Sendable (Result<RecordsChange, PluginError>, CorrelationID) -> Void

    private let service: any RecordsService
    private let viewModel: RecordsViewModel
    private let limits: RecordsLimits
    private let report: Report
    private let queue = DispatchQueue(label: "ClinicalRecords.writer")
    private let pending = Locked(0)

    init(service: any RecordsService, viewModel: RecordsViewModel, limits: RecordsLimits, report: @escaping Report) {
        self.service = service
        self.viewModel = viewModel
        self.limits = limits
        self.report = report
    }

    /// Queues `command`, dated `date`; its outcome is reported later with `correlationID`.
    ///
    /// - Throws: ``PluginError`` (``PluginError/Code/unavailable``) when the queue is full.
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
    private func perform(_ command: RecordsCommand, at date: Date) -> Result<RecordsChange, PluginError> {
        do throws(RecordsStoreError) {
            let change: RecordsChange
            switch command {
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
            return .success(change)
        } catch {
            return .failure(
                PluginError(
                    code: .failed, message: "\(error); nothing was changed, try again",
                    messageName: Self.message(of: command).name, kind: .command))
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
        }
    }
}
