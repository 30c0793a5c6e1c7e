// The C library, imported once for the package: Prelude re-exports the platform's module, so
// a file that imports Prelude can call `open`, `read`, `pthread_mutex_lock` or read `errno`
// without a `#if canImport(Glibc)` block of its own (and every file of Prelude can too).
//
// Why a re-export, which the module rule forbids in verticals: it hides no target of the
// package and adds no edge to the module graph; the C library is the platform itself, which
// Foundation re-exports the same way to every file that imports it. Wrapping each call behind
// a Prelude function instead would mean dozens of wrappers (files, locks, threads, clocks,
// signals) that only rename the C library. Prelude itself still depends on nothing.
#if canImport(Glibc)
    @_exported public import Glibc
#elseif canImport(Musl)
    @_exported public import Musl
#elseif canImport(Darwin)
    @_exported public import Darwin
#endif
