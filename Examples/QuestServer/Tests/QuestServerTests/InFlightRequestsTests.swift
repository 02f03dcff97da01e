import QuestServerKit
import Testing

/// The registry of requests in flight forgets the freed ones as it grows: a server that nobody
/// asks for `/status` must not hold an entry for every request it ever served.
@Suite struct InFlightRequestsTests {
    @Test func aRegistryOfJournalsFreedAtOnceHoldsAFewEntriesAfterManyRequests() {
        let registry = InFlightRequests()
        for index in 0..<10_000 { registry.register(Self.journal(index)) }
        #expect(registry.entriesHeld <= 64)
        #expect(registry.count == 0)
    }

    @Test func journalsStillAliveAreCountedWhileFreedOnesAreForgotten() {
        let registry = InFlightRequests()
        let alive = (0..<100).map { Self.journal($0) }
        for journal in alive { registry.register(journal) }
        for index in 100..<5_100 { registry.register(Self.journal(index)) }
        #expect(registry.entriesHeld < 2 * alive.count)
        #expect(registry.count == alive.count)
        withExtendedLifetime(alive) {}
    }

    private static func journal(_ index: Int) -> RequestJournal {
        RequestJournal(
            request: RequestInfo(id: String(index, radix: 16), method: "GET", path: "/knights"),
            logger: .questServer(level: .critical))
    }
}
