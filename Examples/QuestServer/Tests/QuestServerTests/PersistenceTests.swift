import Foundation
import Hummingbird
import HummingbirdTesting
import QuestServerKit
import Testing

/// The database is an eager singleton: created and migrated when the factory is activated,
/// closed when the factory is freed, and what it holds survives a restart of the server.
@Suite struct PersistenceTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    @Test func theDatabaseFileIsCreatedAndMigratedWhenTheFactoryIsActivated() async throws {
        #expect(!FileManager.default.fileExists(atPath: folder.databaseFile.path))
        let server = try TestServer(in: folder)
        try await server.factory.activate()  // opens the database, an eager async singleton
        #expect(FileManager.default.fileExists(atPath: folder.databaseFile.path))
        try await server.application.test(.router) { client in
            let status = try await client.send(.get, "/status").decoded(ServerStatus.self)
            #expect(status.census == Census(knights: 0, openQuests: 0, assignedQuests: 0, completedQuests: 0))
            #expect(status.database == folder.databaseFile.path)
        }
    }

    @Test func freeingTheFactoryClosesTheDatabase() async throws {
        weak var database: QuestDatabase?
        do {
            let server = try TestServer(in: folder)
            database = try await server.persistence.database()
            #expect(database != nil)
        }
        #expect(database == nil)
    }

    @Test func theApplicationKeepsTheFactoryAliveUntilItIsDropped() async throws {
        weak var database: QuestDatabase?
        do {
            let application = try await {
                let server = try TestServer(in: folder)
                database = try await server.persistence.database()
                return server.application
            }()
            try await application.test(.router) { client in
                let response = try await client.send(.post, "/knights", json: #"{"name": "Bors"}"#)
                #expect(response.status == .created)
            }
            #expect(database != nil)
        }
        #expect(database == nil)
    }

    @Test func knightsAndQuestsSurviveARestartOfTheServer() async throws {
        try await TestServer(in: folder).application.test(.live) { client in
            try await QuestRoutesTests.seed(client)
            #expect(try await client.send(.post, "/quests/2/assignment", json: #"{"knightID": 1}"#).status == .ok)
        }
        try await TestServer(in: folder).application.test(.live) { client in
            let knight = try await client.send(.get, "/knights/1").decoded(Knight.self)
            let quests = try await client.send(.get, "/quests").decoded(Page<Quest>.self)
            #expect(knight == Knight(id: 1, name: "Lancelot", questsCompleted: 0, currentQuestID: 2))
            #expect(quests.items.map(\.status) == [.open, .assigned])
        }
    }
}
