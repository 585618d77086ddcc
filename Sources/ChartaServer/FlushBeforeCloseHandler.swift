import NIOCore

/// Holds back the closing of a connection until the response parts written before it have reached the
/// socket. Hummingbird closes a connection right after handing over the last part of a response when
/// it is shutting down gracefully (or was asked for `Connection: close`), and NIO drops writes still
/// queued at a close: a large chart in flight at shutdown would arrive cut short. Sits between the HTTP
/// codec and Hummingbird's connection handler.
final class FlushBeforeCloseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = Any
    typealias OutboundIn = Any
    typealias OutboundOut = Any

    /// Writes not yet on the socket.
    private var pending = 0
    /// A close asked for while writes were pending.
    private var deferredClose: (mode: CloseMode, promise: EventLoopPromise<Void>?)?

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        pending += 1
        let written = context.eventLoop.makePromise(of: Void.self)
        written.futureResult.hop(to: context.eventLoop).assumeIsolated().whenComplete { [self] _ in
            pending -= 1
            if pending == 0, let close = deferredClose {
                deferredClose = nil
                context.close(mode: close.mode, promise: close.promise)
            }
        }
        if let promise { written.futureResult.cascade(to: promise) }
        context.write(data, promise: written)
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
        guard pending > 0, mode == .all else {
            context.close(mode: mode, promise: promise)
            return
        }
        if let earlier = deferredClose, let promise { earlier.promise?.futureResult.cascade(to: promise) }
        if deferredClose == nil { deferredClose = (mode, promise) }
        context.flush()
    }
}
