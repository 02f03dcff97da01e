import Foundation
import TyphoonTesting

// An accounts office whose register can fail to open.

enum RegisterError: Error, Equatable { case locked }

/// Whether registers open; each assembly instance has its own, so tests in parallel do not share it.
final class RegisterLock: @unchecked Sendable {
    private let lock = NSLock()
    private var locked = true
    var isLocked: Bool {
        get { lock.withLock { locked } }
        set { lock.withLock { locked = newValue } }
    }
}

final class Clerk {}

final class Register {
    let clerk: Clerk
    let path: String
    var opened = 0
    init(clerk: Clerk, path: String, lock: RegisterLock) throws {
        guard !lock.isLocked else { throw RegisterError.locked }
        self.clerk = clerk
        self.path = path
    }
}

final class Accountant {
    let register: Register
    init(register: Register) { self.register = register }
}

final class RegisterReader {
    @InjectedClass var register: Register
}

final class Hen {
    init(egg: Egg2) {}
}

final class Egg2 {
    init(hen: Hen) {}
}

class OfficeAssembly: Assembly, @unchecked Sendable {
    let lock = RegisterLock()
    let clerks = Ledger()
    let openings = Ledger()

    func clerk() -> Clerk {
        define(scope: .singleton) {
            self.clerks.add()
            return Clerk()
        }
    }

    func register() throws -> Register {
        try defineThrowing(scope: .singleton) {
            try Register(clerk: self.clerk(), path: "register.db", lock: self.lock)
        } configuration: { definition in
            definition.performAfterInjections { _ in self.openings.add() }
        }
    }

    func accountant() throws -> Accountant {
        try defineThrowing { Accountant(register: try self.register()) }
    }

    /// Recovers from a register that does not open with one in memory.
    func cautiousAccountant() throws -> Accountant {
        try defineThrowing {
            if let register = try? self.register() { return Accountant(register: register) }
            return Accountant(register: try Register(clerk: Clerk(), path: "memory", lock: RegisterLock.open))
        }
    }

    func configuredRegister() throws -> Register {
        try defineThrowing {
            try Register(clerk: self.clerk(), path: self.configValue("register.path"), lock: RegisterLock.open)
        }
    }

    func hen() throws -> Hen { try defineThrowing { Hen(egg: try self.egg()) } }
    func egg() throws -> Egg2 { try defineThrowing { Egg2(hen: try self.hen()) } }

    func page(number: Int) throws -> Clerk { try defineThrowing(scope: .singleton) { Clerk() } }

    func misdeclared() throws -> Accountant { try defineThrowing { Clerk() } }

    override var components: [Component] {
        [Component(Self.clerk), Component(Self.register)]
    }
}

extension RegisterLock {
    /// A lock that lets every register open.
    static var open: RegisterLock {
        let lock = RegisterLock()
        lock.isLocked = false
        return lock
    }
}
