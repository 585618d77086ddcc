import Charta
import ChartaOutput
import Hummingbird

extension ChartServer {
    /// Runs `draw` on a render worker under the server's deadline and queue timeout, and counts it in
    /// the metrics: its value, with how long it queued and ran. A refusal (the server full, no worker
    /// in time, past the deadline, over memory) and a failed draw throw the server's error.
    func onRenderWorker<T: Sendable>(
        format: ChartFormat, _ draw: @escaping @Sendable (RenderBudget) -> Result<T, ServerError>
    ) async throws -> RenderLimiter.Timed<T> {
        let timed: RenderLimiter.Timed<Result<T, ServerError>>
        do {
            timed = try await limiter.run(
                deadline: configuration.deadline, queueTimeout: configuration.queueTimeout, reason: deadlineReason,
                draw)
        } catch {
            throw ServerError(refusal: error, configuration: configuration)
        }
        metrics.render(duration: timed.rendering, queued: timed.queued, format: format)
        return RenderLimiter.Timed(value: try timed.value.get(), queued: timed.queued, rendering: timed.rendering)
    }
}
