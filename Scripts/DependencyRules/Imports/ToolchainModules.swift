/// Modules that come with a Swift toolchain or an operating system, which every target may
/// import: the standard library and its overlays, Foundation, Dispatch, the C libraries of
/// each platform (read on every `#if` branch, so Darwin and WinSDK count on Linux too) and
/// the test frameworks. Anything else a vertical imports must be a common target or an
/// allow-listed external product (or listed in `allowedModules`).
public enum ToolchainModules {
    /// The module names.
    public static let names: Set<String> = [
        "Swift", "SwiftOnoneSupport", "_Concurrency", "_StringProcessing", "RegexBuilder", "_RegexParser",
        "Synchronization", "Observation", "Distributed", "_Differentiation", "_Volatile", "Cxx", "CxxStdlib",
        "Runtime", "Dispatch", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "_FoundationCollections", "CoreFoundation", "Glibc", "SwiftGlibc",
        "Musl", "Darwin", "WASILibc", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "ObjectiveC", "os", "Testing",
        "XCTest", "_Testing_Foundation", "_TestDiscovery", "_TestingInterop", "_Builtin_float", "Builtin",
    ]
}
