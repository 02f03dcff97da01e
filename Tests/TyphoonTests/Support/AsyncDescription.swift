import Typhoon

// The fixture of DescriptionTests' async definitions: an oil tank that opens asynchronously,
// listed, a lamp that awaits it, not listed, and a plain wick.

final class OilTank: Sendable {}

final class OilLamp: Sendable {
    let tank: OilTank
    init(tank: OilTank) { self.tank = tank }
}

final class OilLampAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.tank)]
    }

    func tank() async throws -> OilTank {
        try await defineAsync(scope: .lazySingleton) { OilTank() }
    }

    func lamp() async throws -> OilLamp {
        try await defineAsync { OilLamp(tank: try await self.tank()) }
    }

    func wickLength() -> Int {
        define { 12 }
    }
}
