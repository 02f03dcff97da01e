import Foundation

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("QuestServerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The database file the tests' servers use.
    var databaseFile: URL {
        url.appendingPathComponent("quests.sqlite")
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
