public import Foundation
public import HubInterfaces
import Prelude

/// The message contracts a plugin declares, and where they come from: contracts already read,
/// or a contracts file (a JSON array of `MessageContract`) that the hub reads and decodes only
/// when it needs them (to validate the graph at start-up, to compile the plugin's checks when
/// the plugin is made, or for a front end that asks): a hub that trusts the graph validated
/// when the app was built reads none at start-up.
///
/// ```swift
/// let contracts = PluginContracts.file(URL(fileURLWithPath: try maps.contractsFilePath()))
/// try hub.register(named: "Maps", policy: .file(mapsPolicy), contracts: contracts) { try MapsPlugin(messageSender: $0, configurationFiles: [:]) }
/// ```
public struct PluginContracts: Sendable {
    /// Where they come from, as problems name it: a path, or a label such as
    /// `Maps' contracts (in memory)`.
    public let file: String
    /// What the contracts are read from, and what was read.
    private let storage: Storage

    /// Pairs contracts already read with where they come from.
    ///
    /// - Parameters:
    ///   - contracts: The contracts, in the order declared.
    ///   - file: Their file's path, or a label.
    ///   - text: The file's text, to give problems a line and column.
    public init(_ contracts: [MessageContract], file: String, text: String? = nil) {
        self.file = file
        storage = Storage(.read(contracts, text: text))
    }

    /// A contracts file on disk, read and decoded the first time the hub needs it; problems
    /// name it by its path.
    public static func file(_ url: URL) -> PluginContracts {
        PluginContracts(file: url.path, storage: Storage(.file(url)))
    }

    /// Contracts text already in memory (a JSON array of contracts); problems name it `file`.
    public static func text(_ text: String, file: String) -> PluginContracts {
        PluginContracts(file: file, storage: Storage(.text(text)))
    }

    private init(file: String, storage: Storage) {
        self.file = file
        self.storage = storage
    }

    /// The largest contracts file the hub reads, in bytes (4 MiB): a larger one is refused
    /// before it is read. Shipped contracts files are a few kilobytes.
    public static let maximumSize = 4 << 20

    /// The contracts, reading and decoding their file the first time (later calls give the
    /// same contracts, from the same bytes).
    ///
    /// - Throws: ``PluginContractsError`` saying why the file cannot be read or decoded.
    public func load() throws(PluginContractsError) -> [MessageContract] {
        try storage.contracts(file: file)
    }

    /// The contracts file's text, once read (`nil` for contracts given already read without
    /// their text, or a file that cannot be read).
    public var text: String? {
        storage.text(file: file)
    }

    /// The bytes the contracts are read from (their JSON text, UTF-8), read once: what the
    /// hub fingerprints to know whether the app was built with them.
    func bytes() throws(PluginContractsError) -> [UInt8] {
        try storage.bytes(file: file)
    }
}

/// Why a plugin's contracts cannot be used: the file cannot be read, or does not decode.
public struct PluginContractsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The contracts file, as registered.
    public var file: String
    /// What is wrong, in words.
    public var reason: String

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - file: The contracts file.
    ///   - reason: What is wrong.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// `<file>: <reason>`.
    public var description: String { "\(file): \(reason)" }
}

extension PluginContracts {
    /// Where the contracts come from and what of them was read, shared by the copies of one
    /// ``PluginContracts`` so that a file is read and decoded once.
    final class Storage: Sendable {
        enum Source: Sendable {
            case read([MessageContract], text: String?)
            case file(URL)
            case text(String)
        }

        /// What was read so far.
        struct Cache: Sendable {
            var bytes: Result<[UInt8], PluginContractsError>?
            var contracts: Result<[MessageContract], PluginContractsError>?
        }

        let source: Source
        private let cache = Locked(Cache())

        init(_ source: Source) {
            self.source = source
        }

        func bytes(file: String) throws(PluginContractsError) -> [UInt8] {
            try cache.withLock { (cache: inout Cache) throws(PluginContractsError) -> [UInt8] in
                if let bytes = cache.bytes { return try bytes.get() }
                let bytes = Result<[UInt8], PluginContractsError>(catching: { () throws(PluginContractsError) in
                    try self.read(file: file)
                })
                cache.bytes = bytes
                return try bytes.get()
            }
        }

        private func read(file: String) throws(PluginContractsError) -> [UInt8] {
            switch source {
            case .read(let contracts, let text):
                if let text { return Array(text.utf8) }
                do {
                    return try JSON(encoding: contracts).utf8()
                } catch {
                    throw PluginContractsError(file: file, reason: "the contracts cannot be written as JSON: \(error)")
                }
            case .text(let text):
                guard text.utf8.count <= PluginContracts.maximumSize else {
                    throw PluginContractsError(file: file, reason: Self.tooLarge(text.utf8.count))
                }
                return Array(text.utf8)
            case .file(let url):
                do {
                    return try RegularFile.read(path: url.path, limit: PluginContracts.maximumSize)
                } catch {
                    throw PluginContractsError(file: file, reason: error.message)
                }
            }
        }

        func contracts(file: String) throws(PluginContractsError) -> [MessageContract] {
            if case .read(let contracts, _) = source { return contracts }
            let bytes = try bytes(file: file)
            return try cache.withLock { (cache: inout Cache) throws(PluginContractsError) -> [MessageContract] in
                if let contracts = cache.contracts { return try contracts.get() }
                let decoded = Result<[MessageContract], PluginContractsError>(catching: {
                    () throws(PluginContractsError) -> [MessageContract] in
                    do {
                        return try MessageContract.contracts(in: try JSON(parsing: bytes))
                    } catch let error as JSONParseError {
                        throw PluginContractsError(file: file, reason: "the file is not valid JSON: \(error)")
                    } catch {
                        throw PluginContractsError(file: file, reason: "\(error)")
                    }
                })
                cache.contracts = decoded
                return try decoded.get()
            }
        }

        func text(file: String) -> String? {
            if case .read(_, let text) = source { return text }
            return (try? bytes(file: file)).flatMap { String(validating: $0, as: UTF8.self) }
        }

        static func tooLarge(_ size: Int) -> String {
            "the contracts are \(PolicyReport.grouped(size)) bytes; a contracts file may be at most "
                + "\(PolicyReport.grouped(PluginContracts.maximumSize)) bytes (4 MiB), so split the plugin"
        }
    }
}
