/// The environment of the app: every vertical's local world (configuration, feature
/// switches, strings, services), reached through ``Current``.
///
/// `World` is a value. The host configures the shared base once at start-up with
/// ``update(_:)``; tests override parts of it for the duration of one operation with
/// ``withOverrides(_:operation:)``, which is task-local, so tests running in
/// parallel never see each other's overrides.
///
/// ```swift
/// World.update { $0.locale = "de" }                  // host, at start-up
/// Current.locale                                     // "de"
/// World.withOverrides({ $0.locale = "fr" }) {
///     Current.locale                                 // "fr", in this task only
/// }
/// ```
public struct World: Sendable {
    /// The values set in this world (for `Current`, the configured base's with the task's
    /// overrides laid over them), shared with every copy of it and never changed in place:
    /// a change makes new storage. So `Current` hands out the base's (or the override
    /// layer's) storage itself, and a read costs one retain of it.
    @usableFromInline var storage: WorldStorage

    /// An empty world: every key reads its default.
    public init() {
        storage = WorldStorage.empty
    }

    /// A world holding `values`.
    init(values: WorldValues) {
        storage = WorldStorage(values)
    }

    /// A world sharing `storage`.
    init(storage: WorldStorage) {
        self.storage = storage
    }

    /// The values set in this world; setting them gives the world new storage.
    @usableFromInline var values: WorldValues {
        get { storage.values }
        set { storage = WorldStorage(newValue) }
    }

    /// The value stored under `key`, or its default.
    @inlinable
    public subscript<Key: WorldKey>(key: Key.Type) -> Key.Value {
        get {
            // Only `set` below stores under `ObjectIdentifier(Key.self)`, always a
            // `WorldValue<Key.Value>`, and a key type has exactly one `Value`.
            storage.values.value(for: ObjectIdentifier(key), as: Key.Value.self) ?? Key.defaultValue
        }
        set {
            values.set(WorldValue(newValue), for: ObjectIdentifier(key))
        }
    }
}

/// A world's values, shared by its copies. Never changed after it is made.
@usableFromInline
class WorldStorage: @unchecked Sendable {
    // @unchecked Sendable: the class is not final (``WorldLayer`` extends it), so the
    // compiler cannot check it; its only stored property is an immutable `let` of a
    // Sendable type, and its subclass adds only immutable `let`s of Sendable types.
    @usableFromInline let values: WorldValues

    /// The storage of an empty world, shared by every `World()`.
    static let empty = WorldStorage(WorldValues())

    @usableFromInline init(_ values: WorldValues) {
        self.values = values
    }
}

/// A value stored in a ``World``, boxed so that a read is a look-up by identity and an
/// unchecked downcast rather than a dynamic cast from an existential.
@usableFromInline
class WorldValueBox: @unchecked Sendable {
    // @unchecked Sendable: the base class has no state; its only subclass,
    // `WorldValue`, holds one immutable Sendable value.
}

/// The box for a value of type `Value`.
@usableFromInline
final class WorldValue<Value: Sendable>: WorldValueBox, @unchecked Sendable {
    // @unchecked Sendable: `value` is an immutable `let` of a Sendable type.
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

extension World {
    fileprivate static let base = WorldBase()

    /// This task's override layer (with those of the overrides it is nested in), if any.
    @TaskLocal private static var overrides: WorldLayer?

    /// The world as the current task sees it: the configured base with the task's
    /// overrides on top.
    ///
    /// Reading it takes no lock and allocates nothing: the base comes from this thread's
    /// copy (renewed only after ``update(_:)``), and an override layer carries the base
    /// already merged with its values (merged again on a read only if the base was updated
    /// while the override was in force).
    public static var current: World {
        // Apps run with no override (tests use them), so the task-local is read only
        // while some layer exists.
        guard base.hasLayers, let layer = overrides else { return World(storage: base.snapshot.storage) }
        if layer.generation == base.generation { return World(storage: layer) }
        return World(values: base.snapshot.storage.values.laying(layer.own))
    }

    /// Changes the shared base that every task sees where it has no override. The host
    /// calls it at start-up to configure each vertical, and later to flip a feature switch
    /// at run time. The change is atomic.
    public static func update(_ change: (inout World) throws -> Void) rethrows {
        try base.update(change)
    }

    /// Runs `operation` with the parts of the world that `change` sets overridden, for
    /// this task and the tasks it creates only. Nests: an inner override sees the outer.
    ///
    /// ```swift
    /// @Test func showsGermanTitle() {
    ///     World.withOverrides({ $0.locale = "de" }) {
    ///         #expect(Current.locale == "de")
    ///     }
    /// }
    /// ```
    public static func withOverrides<Result>(
        _ change: (inout World) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        try $overrides.withValue(try layer(adding: change), operation: operation)
    }

    /// The async form of ``withOverrides(_:operation:)``.
    public static func withOverrides<Result>(
        _ change: (inout World) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $overrides.withValue(try layer(adding: change), operation: operation, isolation: isolation)
    }

    private static func layer(adding change: (inout World) throws -> Void) rethrows -> WorldLayer {
        var world = current
        world.values.clearWritten()
        try change(&world)
        let own = (overrides?.own ?? WorldValues()).laying(world.values.writtenOnly)
        let snapshot = base.snapshot
        return WorldLayer(own: own, generation: snapshot.generation, merged: snapshot.storage.values.laying(own))
    }
}

/// An override layer: the values a task's overrides set, and (as the storage it is) the
/// base merged with them, which `Current` hands out while the base is not updated.
final class WorldLayer: WorldStorage, @unchecked Sendable {
    // @unchecked Sendable: as its base class, only immutable `let`s of Sendable types.
    /// Every value set by this override and the overrides it is nested in.
    let own: WorldValues
    /// The base generation the merged values were built from.
    let generation: Int

    init(own: WorldValues, generation: Int, merged: WorldValues) {
        self.own = own
        self.generation = generation
        super.init(merged)
        World.base.layerMade()
    }

    deinit {
        World.base.layerFreed()
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The world as the current task sees it: `Current.maps.configuration`,
/// `Current.locale`. Read-only; the host changes it with ``World/update(_:)`` and tests
/// with ``World/withOverrides(_:operation:)``.
public var Current: World { World.current }
