#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value shared by threads behind a lock of Plumb's own: `Synchronization.Mutex`'s `withLock` API on any system
/// Plumb's portable modules build for.
///
/// `Mutex` needs macOS 15 / iOS 18, and PlumbCore, PlumbLayout and PlumbBuilder are meant to compile into an app
/// that supports iOS 15 / macOS 12 (docs/swift.md, "Platforms"), so every module uses this instead: an
/// `os_unfair_lock` on Apple systems (macOS 10.12, iOS 10), a `pthread_mutex_t` elsewhere, allocated once so it
/// never moves. Not reentrant: `body` must not take the same lock again.
///
/// ```swift
/// let counts = Locked<[String: Int]>([:])
/// let count = counts.withLock { counts in counts["a", default: 0] += 1; return counts["a"]! }
/// ```
public final class Locked<Value>: @unchecked Sendable {
    // Sendable like `Mutex`: the value is only reached inside `withLock`, which hands it in and out as `sending`.
    @usableFromInline let lock: PlatformLock
    @usableFromInline var value: Value

    /// A lock guarding `value`, which the caller gives up (`sending`) so no other thread keeps a reference to it.
    public init(_ value: sending Value) {
        self.lock = PlatformLock()
        self.value = value
    }

    /// Runs `body` on the value with the lock held, and returns what it returns.
    ///
    /// - Throws: what `body` throws; the lock is released either way.
    @inlinable
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

/// The system's plain mutual-exclusion lock, kept at a fixed address (a lock must not move once used).
@usableFromInline
final class PlatformLock: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    @usableFromInline
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(primitive, nil)
        precondition(status == 0, "pthread_mutex_init failed (\(status)).")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #else
        pthread_mutex_lock(primitive)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #else
        pthread_mutex_unlock(primitive)
        #endif
    }
}
