import Dispatch

/// Waits, on a thread that may block (a command's `run`, a render thread), for async work: the reads of
/// a database run meanwhile on threads of their own, never on Swift's concurrency pool, so that work
/// holding that pool (a busy server, renders in tests) cannot starve a query the caller is waiting on.
package enum Blocking {
    package static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let run: @Sendable () async -> Void = {
            box.value = await work()
            done.signal()
        }
        if #available(macOS 15, iOS 18, *) {
            Task(executorPreference: QueueExecutor.shared, operation: run)
        } else {
            Task(operation: run)
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

/// Runs tasks' jobs on a dispatch queue of its own (its threads are not the concurrency pool's).
@available(macOS 15, iOS 18, *)
private final class QueueExecutor: TaskExecutor {
    static let shared = QueueExecutor()
    private let queue = DispatchQueue(label: "charta.database", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
