import Hummingbird
import NIOCore
import NIOHTTPTypes

/// Answers a request head that says `Expect: 100-continue` with `100 Continue`, unless its body
/// is declared larger than the service reads.
///
/// Use it in the HTTP/1 pipeline (``QuestApplication``). A client that sends the header waits
/// for this answer before it sends the body: curl does for bodies over 1 KiB, and waits a second
/// when no answer comes, which Hummingbird does not give. A body over the limit gets no
/// `100 Continue`: the route answers 413 from the declared length without reading it.
final class ExpectContinueHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundOut = HTTPResponsePart

    private let uploadLimit: Int

    /// Makes the handler of one connection.
    ///
    /// - Parameter uploadLimit: The largest body the service reads, in bytes.
    init(uploadLimit: Int) {
        self.uploadLimit = uploadLimit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), head.headerFields[.expect]?.lowercased() == "100-continue",
            (head.headerFields[.contentLength].flatMap { Int($0) } ?? 0) <= uploadLimit
        {
            context.writeAndFlush(wrapOutboundOut(.head(HTTPResponse(status: .continue))), promise: nil)
        }
        context.fireChannelRead(data)
    }
}
