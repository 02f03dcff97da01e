import Foundation
import Testing

/// The `QuestServer` executable as a user runs it: a setting it cannot use is a usage error, a
/// database or an address it cannot use is a start-up error with its own exit status and no
/// crash report, and Ctrl-C is logged and ends it cleanly.
@Suite struct CommandLineTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// Starts the executable on the test's database and a port the system chooses, then `arguments`.
    func start(_ arguments: [String] = []) throws -> ServerProcess {
        try ServerProcess(["--port", "0", "--database", folder.databaseFile.path] + arguments, in: folder)
    }

    @Test func aPortOutsideItsRangeIsAUsageErrorThatNamesTheSettingAndTheRange() async throws {
        let server = try start(["--port", "70000"])
        #expect(try await server.exitStatus() == 64)
        #expect(
            server.output.hasPrefix(
                "Error: The setting server.port is 70000 in the command line, outside its range 0...65535 (0 lets the "
                    + "system choose). To fix, give a port in that range with --port or server.port.\nUsage: "))
    }

    @Test func aFileThatIsNotADatabaseStopsTheStartWithStatus74AndNoCrashReport() async throws {
        try Data(repeating: UInt8(ascii: "x"), count: 4096).write(to: folder.databaseFile)
        let server = try start()
        #expect(try await server.exitStatus() == 74)
        #expect(
            server.output
                == "Error: The database \(folder.databaseFile.path) (database.path in the command line) cannot be "
                + "opened: SQLite error 26: file is not a database - while executing `SELECT * FROM sqlite_master "
                + "LIMIT 1`. To fix, name a file that this process can write and that is a QuestServer database or "
                + "does not exist yet, with --database or database.path.\n")
    }

    /// Makes a file that this process cannot write: read-only for a user, immutable for root
    /// (which writes read-only files), through `chattr`.
    static func makeUnwritable(_ file: URL, _ unwritable: Bool) throws {
        if geteuid() != 0 {
            try FileManager.default.setAttributes(
                [.posixPermissions: unwritable ? 0o444 : 0o644], ofItemAtPath: file.path)
            return
        }
        let chattr = Process()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        chattr.arguments = [unwritable ? "+i" : "-i", file.path]
        try chattr.run()
        chattr.waitUntilExit()
        try #require(chattr.terminationStatus == 0, "chattr \(chattr.arguments ?? []) failed")
    }

    /// Starts the executable on `database`, made unwritable, and expects the start-up error for it.
    func expectUnwritableDatabaseRefused(_ database: URL) async throws {
        try Self.makeUnwritable(database, true)
        defer { try? Self.makeUnwritable(database, false) }
        let server = try ServerProcess(["--port", "0", "--database", database.path], in: folder)
        #expect(try await server.exitStatus() == 74)
        let output = server.output
        #expect(
            output.hasPrefix(
                "Error: The database \(database.path) (database.path in the command line) cannot be "
                    + "opened: SQLite error 8: attempt to write a readonly database"))
        #expect(
            output.hasSuffix(
                "To fix, name a file that this process can write and that is a QuestServer database or does not "
                    + "exist yet, with --database or database.path.\n"))
        #expect(output.split(separator: "\n").count == 1)
    }

    @Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func aDatabaseThisProcessCannotWriteStopsTheStartWithStatus74AndNoCrashReport() async throws {
        let created = try start()
        _ = try await created.port()
        created.send(SIGINT)
        #expect(try await created.exitStatus() == 0)
        try await expectUnwritableDatabaseRefused(folder.databaseFile)
    }

    /// The case that made the test above fail now and then.
    ///
    /// A database whose write-ahead log was left behind (by a process that ended without closing
    /// it) opens without a write, so only a write tried at start-up finds that the file cannot take
    /// one. The files of a running server are copied to have such a log every time.
    @Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/chattr")))
    func aDatabaseLeftWithItsWriteAheadLogThatThisProcessCannotWriteStopsTheStartWithStatus74() async throws {
        let running = try start()
        _ = try await running.port()
        let copy = folder.url.appendingPathComponent("left.sqlite")
        for suffix in ["", "-wal", "-shm"] {
            try FileManager.default.copyItem(
                atPath: folder.databaseFile.path + suffix, toPath: copy.path + suffix)
        }
        running.send(SIGINT)
        #expect(try await running.exitStatus() == 0)
        let log = try FileManager.default.attributesOfItem(atPath: copy.path + "-wal")[.size] as? Int
        #expect((log ?? 0) > 0)
        try await expectUnwritableDatabaseRefused(copy)
    }

    @Test func aPortThatIsTakenStopsTheStartWithStatus69AndNamesThePort() async throws {
        let first = try start()
        let port = try await first.port()
        let second = try ServerProcess(
            ["--port", "\(port)", "--database", folder.url.appendingPathComponent("other.sqlite").path], in: folder)
        #expect(try await second.exitStatus() == 69)
        #expect(
            second.output
                == "Error: The server cannot listen on 127.0.0.1:\(port) (server.host, server.port): another program "
                + "is listening on that port. To fix, choose a free port of an address of this machine with --port and "
                + "--host (or server.port and server.host); --port 0 lets the system choose a free one.\n")
        first.send(SIGINT)
        #expect(try await first.exitStatus() == 0)
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalIsLoggedAsAShutdownAndTheServerStopsWithStatus0(signal: Int32) async throws {
        let server = try start()
        _ = try await server.port()
        server.send(signal)
        #expect(try await server.exitStatus() == 0)
        let lines = server.output.split(separator: "\n").map { $0.split(separator: " ", maxSplits: 1).last ?? "" }
        #expect(
            lines.suffix(2) == [
                "info QuestServer: [QuestServerKit] Shutting down: no new connections are taken, and the requests in "
                    + "flight finish first",
                "info QuestServer: [QuestServerKit] Stopped",
            ])
    }

    @Test func theServerWiredByHandServesTheSameRoutes() async throws {
        let server = try start(["--by-hand"])
        let port = try await server.port()
        let connection = try RawConnection(port: port)
        connection.send("GET /knights/1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        #expect(connection.readHead().hasPrefix("HTTP/1.1 404 Not Found\r\n"))
        server.send(SIGINT)
        #expect(try await server.exitStatus() == 0)
    }
}
