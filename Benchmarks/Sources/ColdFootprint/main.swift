// One request's graph shaped like QuestServer's, built by Typhoon and by hand, for
// Scripts/cold-footprint.py to count what a request that meets its wiring cold pays for: the code
// lines and pages each graph runs (callgrind) and the data lines it misses once other memory has
// been written between two graphs (cachegrind). A region with its `.scoped` unit of work, a
// service and a journal built for the request (a struct of three strings), two value singletons,
// a registry, and a collaborator assembly; synchronous, so that valgrind runs it.
//
//     ColdFootprint typhoon|hand|none GRAPHS [SWEEP BYTES]
import Typhoon
import TyphoonAutoInjection

protocol Repository: AnyObject {}

final class UnitOfWork: Repository {
    var open = false
}

struct RequestInfo: Hashable {
    var id: String
    var method: String
    var path: String
}

struct Paging {
    var defaultSize: Int
    var maxSize: Int
}

struct Logger {
    var label: String
    var level: Int
    var metadata: [String: String]
}

final class Journal {
    let request: RequestInfo
    var logger: Logger

    init(request: RequestInfo, logger: Logger) {
        self.request = request
        self.logger = logger
    }
}

final class InFlight: @unchecked Sendable {
    var count = 0

    func register(_ journal: Journal) {
        count &+= 1
    }
}

final class KnightService {
    let repository: any Repository
    let paging: Paging
    let journal: Journal

    init(repository: any Repository, paging: Paging, journal: Journal) {
        self.repository = repository
        self.paging = paging
        self.journal = journal
    }
}

final class PersistenceAssembly: Assembly, @unchecked Sendable {
    func unitOfWork() -> UnitOfWork {
        define(scope: .scoped) { UnitOfWork() }
    }

    func repository() -> any Repository {
        define { self.unitOfWork() }
    }
}

final class ServiceAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var persistence: PersistenceAssembly

    func knightService(for request: RequestInfo) -> KnightService {
        define(arguments: request) {
            KnightService(
                repository: self.persistence.repository(), paging: self.paging(), journal: self.journal(for: request))
        }
    }

    func journal(for request: RequestInfo) -> Journal {
        define(arguments: request) {
            let journal = Journal(request: request, logger: self.logger())
            self.inFlight().register(journal)
            return journal
        }
    }

    func inFlight() -> InFlight {
        define(scope: .singleton) { InFlight() }
    }

    func paging() -> Paging {
        define(scope: .singleton) { Paging(defaultSize: 20, maxSize: 100) }
    }

    func logger() -> Logger {
        define(scope: .singleton) { Logger(label: "quests", level: 2, metadata: [:]) }
    }
}

let factory = ComponentFactory(assemblies: [ServiceAssembly(), PersistenceAssembly()])
let services = factory.assembly(ServiceAssembly.self)
let persistence = factory.assembly(PersistenceAssembly.self)

/// A request's graph with Typhoon: a region, its unit of work, and the service.
@inline(never) func typhoonGraph(_ request: RequestInfo) -> UInt {
    factory.withScope {
        let unitOfWork = persistence.unitOfWork()
        let service = services.knightService(for: request)
        unitOfWork.open = true
        return UInt(bitPattern: ObjectIdentifier(service).hashValue)
    }
}

let handInFlight = InFlight()
let handPaging = Paging(defaultSize: 20, maxSize: 100)
let handLogger = Logger(label: "quests", level: 2, metadata: [:])

/// The same graph by hand.
@inline(never) func handGraph(_ request: RequestInfo) -> UInt {
    let unitOfWork = UnitOfWork()
    let journal = Journal(request: request, logger: handLogger)
    handInFlight.register(journal)
    let service = KnightService(repository: unitOfWork, paging: handPaging, journal: journal)
    unitOfWork.open = true
    return UInt(bitPattern: ObjectIdentifier(service).hashValue)
}

/// Writes one word in each 64-byte line of `sweep`, as a server's other work evicts the caches
/// between two requests.
@inline(never) func sweepCaches(_ sweep: UnsafeMutableBufferPointer<UInt64>) {
    for line in stride(from: 0, to: sweep.count, by: 8) { sweep[line] &+= 1 }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let graphs = Int(arguments[2]) else {
    fatalError("Usage: ColdFootprint typhoon|hand|none GRAPHS [SWEEP BYTES]")
}
let sweepBytes = arguments.count > 3 ? Int(arguments[3]) ?? 0 : 0
let sweep = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(sweepBytes / 8, 8))
sweep.initialize(repeating: 0)
let requests = (0..<256).map {
    RequestInfo(id: "a1b2c3d4-0000-1111-2222-\(1000 + $0)", method: "GET", path: "/knights/42")
}
var sum: UInt = 0
for index in 0..<graphs {
    if sweepBytes > 0 { sweepCaches(sweep) }
    switch arguments[1] {
    case "typhoon": sum &+= typhoonGraph(requests[index & 255])
    case "hand": sum &+= handGraph(requests[index & 255])
    case "none": sum &+= 1
    default: fatalError("Usage: ColdFootprint typhoon|hand|none GRAPHS [SWEEP BYTES]")
    }
}
print(sum & 1)
