import Typhoon

// A server's request in a scoped region: open the region, resolve the request's handler (five
// objects, two of them scoped: a unit of work and a session that the repository and the audit log
// share), close the region. Beside it, the same graph without a region (the two definitions in the
// default scope, shared within the one resolution as the region shares them), and by hand.

final class RequestWork {}
final class RequestSession {}

final class RequestRepository {
    let work: RequestWork
    let session: RequestSession
    init(work: RequestWork, session: RequestSession) {
        self.work = work
        self.session = session
    }
}

final class RequestAudit {
    let work: RequestWork
    let session: RequestSession
    init(work: RequestWork, session: RequestSession) {
        self.work = work
        self.session = session
    }
}

final class RequestHandler {
    let repository: RequestRepository
    let audit: RequestAudit
    init(repository: RequestRepository, audit: RequestAudit) {
        self.repository = repository
        self.audit = audit
    }
}

/// The request's graph without a region: its unit of work and session in the default scope, one
/// per resolution.
class RequestGraphAssembly: Assembly, @unchecked Sendable {
    /// The scope of the unit of work and the session.
    var shared: Scope { .objectGraph }

    func work() -> RequestWork { define(scope: shared) { RequestWork() } }
    func session() -> RequestSession { define(scope: shared) { RequestSession() } }
    func repository() -> RequestRepository {
        define { RequestRepository(work: self.work(), session: self.session()) }
    }
    func audit() -> RequestAudit { define { RequestAudit(work: self.work(), session: self.session()) } }
    func handler() -> RequestHandler { define { RequestHandler(repository: self.repository(), audit: self.audit()) } }
}

/// The same graph with its unit of work and session scoped: one per region.
final class ScopedRequestGraphAssembly: RequestGraphAssembly, @unchecked Sendable {
    override var shared: Scope { .scoped }
}

func handWiredHandler() -> RequestHandler {
    let work = RequestWork()
    let session = RequestSession()
    return RequestHandler(
        repository: RequestRepository(work: work, session: session), audit: RequestAudit(work: work, session: session))
}

func fingerprint(_ handler: RequestHandler) -> UInt {
    precondition(
        handler.repository.work === handler.audit.work && handler.repository.session === handler.audit.session,
        "the request's unit of work and session must be shared")
    return identity(handler) &+ identity(handler.repository.work) &+ identity(handler.audit.session)
}

func regionBenchmarks() -> [Benchmark] {
    let scoped = ScopedRequestGraphAssembly().activate()
    let plain = RequestGraphAssembly().activate()
    return [
        Benchmark(group: "region", [
            Contender(id: "region.hand", name: "region: a request's graph by hand") { n in
                repeated(n) { fingerprint(handWiredHandler()) }
            },
            Contender(id: "region.typhoon.none", name: "region: the graph without a region", hand: "region.hand") {
                n in
                repeated(n) { fingerprint(plain.handler()) }
            },
            Contender(id: "region.typhoon.empty", name: "region: open and close, nothing resolved", hand: "region.hand") {
                n in
                repeated(n) { scoped.factory.withScope { 1 } }
            },
            Contender(
                id: "region.typhoon.scoped", name: "region: open, the graph with 2 scoped, close", hand: "region.hand"
            ) { n in
                repeated(n) { scoped.factory.withScope { fingerprint(scoped.handler()) } }
            },
        ])
    ]
}
