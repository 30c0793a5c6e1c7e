import HubInterfaces
import Prelude

/// A started plugin held without a reference count: its object's address and its
/// dynamic type. The send paths call through it so that a delivery costs no
/// retain/release pair around the handler call: an existential loaded from the table
/// (even from `unowned(unsafe)` storage) is a copy that the optimiser keeps retained
/// across the opaque call, whereas `Unmanaged._withUnsafeGuaranteedRef` lends the
/// object without one.
///
/// Safety (`@unchecked Sendable`): both fields are immutable; `address` is the address
/// of a plugin that the ``RoutingTable`` holding this reference keeps strongly (in
/// ``RoutingTable/plugins``, at the same index) for the table's whole life, and plugins
/// are `Sendable`. A send only uses the reference while it borrows that table from its
/// ``HubCore``, which owns the table until deinit, so the object is alive for the call.
struct PluginReference: @unchecked Sendable {
    /// The plugin object's address (unretained).
    private let address: UnsafeRawPointer
    /// The plugin's dynamic type, which opens it back to its concrete class.
    private let concreteType: any PluginProtocol.Type

    init(_ plugin: any PluginProtocol) {
        address = UnsafeRawPointer(Unmanaged.passUnretained(plugin as AnyObject).toOpaque())
        concreteType = type(of: plugin)
    }

    /// The plugin's ``PluginProtocol/onReceive(command:payload:correlationID:)``.
    @inline(__always)
    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        try Self.command(concreteType, address, command: command, payload: payload, correlationID: correlationID)
    }

    /// The plugin's ``PluginProtocol/onReceive(query:payload:)``.
    @inline(__always)
    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        try Self.query(concreteType, address, query: query, payload: payload)
    }

    /// The plugin's ``PluginProtocol/onReceive(viewQuery:payload:)``.
    @inline(__always)
    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        try Self.viewQuery(concreteType, address, viewQuery: viewQuery, payload: payload)
    }

    // The plugin borrowed (no retain): `address` opened as `concreteType`, the concrete class.

    @inline(__always)
    private static func command<Plugin: PluginProtocol>(
        _: Plugin.Type, _ address: UnsafeRawPointer, command: Message, payload: JSON?, correlationID: CorrelationID
    ) throws {
        try Unmanaged<Plugin>.fromOpaque(address)._withUnsafeGuaranteedRef { plugin in
            try plugin.onReceive(command: command, payload: payload, correlationID: correlationID)
        }
    }

    @inline(__always)
    private static func query<Plugin: PluginProtocol>(
        _: Plugin.Type, _ address: UnsafeRawPointer, query: Message, payload: JSON?
    ) throws -> JSON {
        try Unmanaged<Plugin>.fromOpaque(address)._withUnsafeGuaranteedRef { plugin in
            try plugin.onReceive(query: query, payload: payload)
        }
    }

    @inline(__always)
    private static func viewQuery<Plugin: PluginProtocol>(
        _: Plugin.Type, _ address: UnsafeRawPointer, viewQuery: Message, payload: JSON?
    ) throws -> ViewNode {
        try Unmanaged<Plugin>.fromOpaque(address)._withUnsafeGuaranteedRef { plugin in
            try plugin.onReceive(viewQuery: viewQuery, payload: payload)
        }
    }
}
