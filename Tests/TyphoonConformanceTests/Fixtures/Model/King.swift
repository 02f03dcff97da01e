/// A king whose personal guard is named after him whenever either changes, as Typhoon's `King`.
final class King {
    var name: String? {
        didSet { updateGuardsName() }
    }
    var personalGuard: Knight? {
        didSet { updateGuardsName() }
    }

    private func updateGuardsName() {
        personalGuard?.name = "\(name ?? "nil")'s personal guard"
    }
}
