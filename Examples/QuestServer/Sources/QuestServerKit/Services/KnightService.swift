/// The business rules for knights: listing them, finding one, and enlisting a new one.
///
/// Use the instance ``ServiceAssembly/knightService(for:)`` builds for a request: it logs in
/// that request's ``RequestJournal`` and is freed with it.
public final class KnightService: Sendable {
    private let repository: any Repository
    private let paging: Paging
    /// The journal of the request this service serves.
    public let journal: RequestJournal

    /// Makes the service for one request.
    ///
    /// - Parameters:
    ///   - repository: Where knights are kept.
    ///   - paging: The page sizes allowed.
    ///   - journal: The request's journal.
    public init(repository: any Repository, paging: Paging, journal: RequestJournal) {
        self.repository = repository
        self.paging = paging
        self.journal = journal
    }

    /// One page of knights.
    ///
    /// - Parameters:
    ///   - page: The `page` query parameter as sent (a number from 1), or `nil` for the first page.
    ///   - size: The `size` query parameter as sent, or `nil` for the configured page size.
    /// - Returns: The page.
    /// - Throws: ``RuleViolation`` for a bad page or size, ``ServiceFailure`` when the storage fails.
    public func knights(page: String?, size: String?) async throws -> Page<Knight> {
        let request = try paging.request(page: page, size: size)
        return try await journal.run("list the knights") {
            try await repository.read { try $0.knights(request) }
        }
    }

    /// The knight with this id.
    ///
    /// - Parameter id: The knight's id.
    /// - Returns: The knight.
    /// - Throws: ``RuleViolation/knightNotFound(id:)``, or ``ServiceFailure`` when the storage fails.
    public func knight(id: Int64) async throws -> Knight {
        try await journal.run("read knight \(id)") {
            try await repository.read { transaction throws in
                guard let knight = try transaction.knight(id: id) else { throw RuleViolation.knightNotFound(id: id) }
                return knight
            }
        }
    }

    /// Stores a new knight.
    ///
    /// - Parameter name: The knight's name; surrounding white space is removed.
    /// - Returns: The knight, with its id.
    /// - Throws: ``RuleViolation/invalidField(name:problem:example:)`` for an empty or too long
    ///   name, ``ServiceFailure`` when the storage fails.
    public func enlist(name: String) async throws -> Knight {
        let name = try NameRule.check(name, field: "name", example: #"{"name": "Lancelot"}"#)
        return try await journal.run("enlist a knight") {
            try await repository.write { try $0.insertKnight(name: name) }
        }
    }
}
