/// The environment of the app: every vertical's local world (configuration, feature
/// switches, strings, services), reached through ``Current``.
///
/// `World` is a value. The host configures the shared base once at start-up with
/// ``update(_:)``; tests override parts of it for the duration of one operation with
/// ``withOverrides(_:operation:)-(_,()->R)``, which is task-local, so tests running in
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
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Keys written through this copy, so that an override layer holds only what a test set.
    private var written: Set<ObjectIdentifier> = []

    /// Forgets which keys were written, once a change has been applied to the base.
    fileprivate mutating func clearWritten() {
        written = []
    }

    /// An empty world: every key reads its default.
    public init() {}

    /// The value stored under `key`, or its default.
    public subscript<Key: WorldKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            written.insert(ObjectIdentifier(key))
        }
    }
}

extension World {
    private static let base = Base()

    @TaskLocal private static var overrides: World?

    /// The world as the current task sees it: the configured base with the task's
    /// overrides on top.
    public static var current: World {
        let base = base.world
        guard let layer = overrides else { return base }
        var merged = base
        merged.values.merge(layer.values) { _, override in override }
        return merged
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

    /// The async form of ``withOverrides(_:operation:)-(_,()->R)``.
    public static func withOverrides<Result>(
        _ change: (inout World) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        try await $overrides.withValue(try layer(adding: change), operation: operation, isolation: isolation)
    }

    private static func layer(adding change: (inout World) throws -> Void) rethrows -> World {
        var world = current
        world.written = []
        try change(&world)
        var layer = overrides ?? World()
        for key in world.written {
            layer.values[key] = world.values[key]
        }
        return layer
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The configured base world, shared by every task.
private final class Base: @unchecked Sendable {
    // @unchecked Sendable: `stored` is only read or written while `lock` is held.
    // The lock is recursive and `update` changes a copy, so code inside an update may
    // read `Current` (it sees the base before the update) without a deadlock or an
    // exclusivity conflict.
    private let lock = Lock(recursive: true)
    private var stored = World()

    var world: World { lock.withLock { stored } }

    func update(_ change: (inout World) throws -> Void) rethrows {
        try lock.withLock {
            var copy = stored
            try change(&copy)
            copy.clearWritten()
            stored = copy
        }
    }
}

/// The world as the current task sees it: `Current.maps.configuration`,
/// `Current.locale`. Read-only; the host changes it with ``World/update(_:)`` and tests
/// with ``World/withOverrides(_:operation:)-(_,()->R)``.
public var Current: World { World.current }
