import Charta
import Foundation
import NIOConcurrencyHelpers
import NIOPosix

/// Runs renders, which are synchronous CPU work, on a pool of `concurrency` threads of their own (never
/// on the server's event loops), with at most `queueLength` more waiting; a render beyond that is
/// refused at once (429). Each render gets a deadline, counted from its admission: at the deadline the
/// caller is answered (503) and the render's ``RenderBudget`` is exhausted, so the worker stops at its
/// next check instead of finishing work nobody waits for.
public final class RenderLimiter: Sendable {
    /// Renders that run at once.
    public let concurrency: Int
    /// Renders that may wait.
    public let queueLength: Int
    private let pool: NIOThreadPool
    private let state = NIOLockedValueBox(State())

    private struct State {
        var admitted = 0
        var drainWaiters: [CheckedContinuation<Void, Never>] = []
    }

    /// Why a render was not run to the end.
    public enum Refusal: Error, Sendable, Equatable {
        /// Running and waiting renders are at their bounds.
        case busy
        /// The deadline passed before the render finished.
        case deadline
    }

    /// Creates the limiter and starts its threads.
    public init(concurrency: Int, queueLength: Int) {
        self.concurrency = max(1, concurrency)
        self.queueLength = max(0, queueLength)
        pool = NIOThreadPool(numberOfThreads: self.concurrency)
        pool.start()
    }

    /// Renders admitted and not finished (running or waiting), abandoned ones included until they stop.
    public var inFlight: Int { state.withLockedValue { $0.admitted } }

    /// Runs `work` on a render thread with a budget that runs out at `deadline`; throws
    /// ``Refusal/busy`` when the limiter is full and ``Refusal/deadline`` when the deadline passes first.
    public func run<T: Sendable>(
        deadline: Duration, reason: String, _ work: @escaping @Sendable (RenderBudget) -> T
    ) async throws(Refusal) -> T {
        let admitted = state.withLockedValue { s -> Bool in
            guard s.admitted < concurrency + queueLength else { return false }
            s.admitted += 1
            return true
        }
        guard admitted else { throw .busy }
        let end = ContinuousClock.now.advanced(by: deadline)
        let abandoned = NIOLockedValueBox(false)
        let budget = RenderBudget(reason: reason) {
            abandoned.withLockedValue { $0 } || ContinuousClock.now >= end
        }
        let outcome = NIOLockedValueBox<CheckedContinuation<T?, Never>?>(nil)
        let result: T? = await withCheckedContinuation { continuation in
            outcome.withLockedValue { $0 = continuation }
            let timer = Task {
                try? await Task.sleep(until: end, clock: .continuous)
                guard !Task.isCancelled else { return }
                abandoned.withLockedValue { $0 = true }
                outcome.withLockedValue { c in
                    c?.resume(returning: nil)
                    c = nil
                }
            }
            pool.submit { [self] _ in
                let value = budget.isExhausted ? nil : work(budget)
                timer.cancel()
                outcome.withLockedValue { c in
                    c?.resume(returning: value)
                    c = nil
                }
                finish()
            }
        }
        guard let result else { throw .deadline }
        return result
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
