import Charta
import Foundation
import NIOConcurrencyHelpers
import NIOPosix

/// Runs renders, which are synchronous CPU work, on a pool of `concurrency` threads of their own (never
/// on the server's event loops), with at most `queueLength` more waiting; a render beyond that is
/// refused at once (429). Waiting and rendering are bounded apart: a render that waits longer than its
/// queue timeout for a worker is answered 503 and never started, and a render gets its deadline counted
/// from the moment a worker starts it, so time spent behind slow renders does not eat into it. At the
/// deadline the caller is answered (503) and the render's `RenderBudget` is exhausted, so the worker
/// stops at its next check (every few thousand rows) and takes the next render instead of finishing
/// work nobody waits for.
public final class RenderLimiter: Sendable {
    /// Renders that run at once.
    public let concurrency: Int
    /// Renders that may wait.
    public let queueLength: Int
    private let pool: NIOThreadPool
    private let state = NIOLockedValueBox(State())

    /// The most resident memory the server may use: a render is not started above three quarters of
    /// it, and a running render is stopped at its next check above nine tenths (nil: no ceiling).
    public let memoryCeiling: Int?
    /// The resident memory when the limiter was made: after a render, memory freed above twice this is
    /// given back to the system.
    private let baseline: Int
    /// The latest reading of the process's resident memory, and when it was read.
    private let lastResident = NIOLockedValueBox<(at: ContinuousClock.Instant, bytes: Int)?>(nil)

    private struct State {
        var admitted = 0
        var drainWaiters: [CheckedContinuation<Void, Never>] = []
        /// The deadlines of the renders running on workers, by render.
        var running: [Int: ContinuousClock.Instant] = [:]
        var renders = 0
    }

    /// Why a render was not run to the end.
    public enum Refusal: Error, Sendable, Equatable {
        /// Running and waiting renders are at their bounds.
        case busy
        /// The render waited for a worker longer than its queue timeout and was not started.
        case queueTimeout
        /// The deadline passed before the render finished.
        case deadline
        /// The server's resident memory was over its ceiling, before or during the render.
        case memory
    }

    /// A finished render's value, with the time it waited for a worker and the time it ran.
    public struct Timed<Value: Sendable>: Sendable {
        /// What the render returned.
        public var value: Value
        /// From admission to the start on a worker.
        public var queued: Duration
        /// From the start on a worker to the end.
        public var rendering: Duration
    }

    /// One admitted render: how it ends (once) and whether it still runs.
    private struct Job<Value: Sendable>: Sendable {
        var continuation: CheckedContinuation<Result<Timed<Value>, Refusal>, Never>?
        /// Set when the caller has been answered without the render (queue timeout or deadline).
        var abandoned = false
        /// The render's deadline, once a worker has started it.
        var end: ContinuousClock.Instant?
        /// The timer of the wait for a worker.
        var queueTimer: Task<Void, Never>?
        /// Set when the render was stopped because the server's memory passed its ceiling.
        var overMemory = false

        /// Answers the caller, once.
        mutating func answer(_ result: Result<Timed<Value>, Refusal>) {
            continuation?.resume(returning: result)
            continuation = nil
        }
    }

    /// Creates the limiter and starts its threads.
    public init(concurrency: Int, queueLength: Int, memoryCeiling: Int? = nil) {
        self.concurrency = max(1, concurrency)
        self.queueLength = max(0, queueLength)
        self.memoryCeiling = memoryCeiling
        baseline = MemoryGauge.residentBytes() ?? 0
        pool = NIOThreadPool(numberOfThreads: self.concurrency)
        pool.start()
    }

    /// Renders admitted and not finished (running or waiting), abandoned ones included until they stop.
    public var inFlight: Int { state.withLockedValue { $0.admitted } }

    /// Renders still running a second past their deadline (a render that ignores its budget keeps its
    /// worker): when every worker holds one, the server cannot render and its health says so.
    public var overdue: Int {
        let late = ContinuousClock.now - .seconds(1)
        return state.withLockedValue { s in s.running.values.filter { $0 < late }.count }
    }

    /// Whether the process holds more than `fraction` of its memory ceiling now (as read at most 10 ms ago:
    /// renders ask at every budget check, and reading the gauge is a file read).
    private func overMemory(_ fraction: Double) -> Bool {
        guard let memoryCeiling else { return false }
        let now = ContinuousClock.now
        let resident = lastResident.withLockedValue { last -> Int? in
            if let last, now - last.at < .milliseconds(10) { return last.bytes }
            let bytes = MemoryGauge.residentBytes()
            last = bytes.map { (now, $0) }
            return bytes
        }
        guard let resident else { return false }
        return Double(resident) > Double(memoryCeiling) * fraction
    }

    /// Runs `work` on a render thread with a budget that runs out `deadline` after the work starts;
    /// throws ``Refusal/busy`` when the limiter is full, ``Refusal/queueTimeout`` when no worker took
    /// the render within `queueTimeout` (default: `deadline`), and ``Refusal/deadline`` when the deadline
    /// passes first.
    public func run<T: Sendable>(
        deadline: Duration, queueTimeout: Duration? = nil, reason: String,
        _ work: @escaping @Sendable (RenderBudget) -> T
    ) async throws(Refusal) -> Timed<T> {
        let admitted = state.withLockedValue { s -> Bool in
            guard s.admitted < concurrency + queueLength else { return false }
            s.admitted += 1
            return true
        }
        guard admitted else { throw .busy }
        // Room is kept for the render about to start and those running.
        guard !overMemory(0.75) else {
            finish()
            throw .memory
        }
        let admission = ContinuousClock.now
        let job = NIOLockedValueBox(Job<T>())
        let budget = RenderBudget(reason: reason) { [self] in
            // Once spent, always spent: a render stopped for memory stays stopped when memory falls again,
            // so that a chart cut short is never answered or cached.
            if job.withLockedValue({ j in
                j.abandoned || j.overMemory || j.end.map { ContinuousClock.now >= $0 } ?? false
            }) {
                return true
            }
            guard overMemory(0.9) else { return false }
            job.withLockedValue { $0.overMemory = true }
            return true
        }
        let result = await withCheckedContinuation { continuation in
            let queueEnd = admission.advanced(by: queueTimeout ?? deadline)
            job.withLockedValue { j in
                j.continuation = continuation
                j.queueTimer = Task { await RenderLimiter.abandon(job, at: queueEnd, as: .queueTimeout) }
            }
            pool.submit { [self] _ in
                let start = ContinuousClock.now
                let end = start.advanced(by: deadline)
                let id = state.withLockedValue { s in
                    s.renders += 1
                    s.running[s.renders] = end
                    return s.renders
                }
                defer {
                    state.withLockedValue { $0.running[id] = nil }
                    finish()
                }
                let timer = job.withLockedValue { j -> Task<Void, Never>? in
                    guard !j.abandoned else { return nil }
                    j.end = end
                    j.queueTimer?.cancel()
                    return Task { await RenderLimiter.abandon(job, at: end, as: .deadline) }
                }
                guard let timer else { return }
                let value = work(budget)
                timer.cancel()
                // A render that found its budget spent may have stopped early: it is answered as late, or
                // as over the memory ceiling.
                let late = budget.isExhausted
                let timed = Timed(value: value, queued: start - admission, rendering: ContinuousClock.now - start)
                job.withLockedValue { j in
                    j.answer(late ? .failure(j.overMemory ? .memory : .deadline) : .success(timed))
                }
                giveBackMemory()
            }
        }
        return try result.get()
    }

    /// At `instant` (unless cancelled first) answers the caller with `refusal` and marks the render
    /// abandoned, so that its worker skips it or stops it at the next check.
    private static func abandon<T>(
        _ job: NIOLockedValueBox<Job<T>>, at instant: ContinuousClock.Instant, as refusal: Refusal
    ) async {
        try? await Task.sleep(until: instant, clock: .continuous)
        guard !Task.isCancelled else { return }
        job.withLockedValue { j in
            guard j.continuation != nil else { return }
            j.abandoned = true
            j.answer(.failure(refusal))
        }
    }

    /// After a render, when the process holds more than twice its starting memory, returns what malloc
    /// keeps free, so that a long-running server's idle memory stays near its start.
    private func giveBackMemory() {
        guard let resident = MemoryGauge.residentBytes(), resident > 2 * max(baseline, 32 << 20) else { return }
        MemoryGauge.trim()
    }

    private func finish() {
        let waiters = state.withLockedValue { s -> [CheckedContinuation<Void, Never>] in
            s.admitted -= 1
            guard s.admitted == 0 else { return [] }
            defer { s.drainWaiters = [] }
            return s.drainWaiters
        }
        for w in waiters { w.resume() }
    }

    /// Returns when no render is running or waiting (used by graceful shutdown).
    public func drain() async {
        await withCheckedContinuation { continuation in
            let idle = state.withLockedValue { s -> Bool in
                if s.admitted == 0 { return true }
                s.drainWaiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    /// Waits for the renders in flight, then stops the threads.
    public func shutdown() async {
        await drain()
        try? await pool.shutdownGracefully()
    }
}
