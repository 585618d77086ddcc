import Dispatch

/// Waits, on a thread that may block (a command's `run`, a render thread), for async work: the reads of
/// a database run on Swift's concurrency pool meanwhile.
package enum Blocking {
    package static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        guard let value = box.value else { preconditionFailure("the task ended without a value") }
        return value
    }

    /// The task's result, written once before the semaphore is signalled and read after it.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
