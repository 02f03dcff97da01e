import Foundation

/// A sword, described by its specification.
final class Sword: CustomStringConvertible {
    let specification: String

    init(specification: String) {
        self.specification = specification
    }

    var description: String { specification }
}

/// Where a sword factory writes the error of an order it cannot fill: the Swift stand-in for
/// Typhoon's `NSError **` passed in an `NSValue`.
final class ErrorSlot {
    var error: NSError?
}

/// Makes swords to order, as a library's factory would.
final class SwordFactory {
    func sword(specification: String) -> Sword {
        specification == "blue"
            ? Sword(specification: "A bright blue sword with orange pom-poms at the hilt.")
            : Sword(specification: "Yer typical run-o-the-mill rusty sword.")
    }

    func sword(specification: String, error slot: ErrorSlot) -> Sword {
        if specification == "blue" { return Sword(specification: "blue sword") }
        slot.error = NSError(
            domain: "Typhoon", code: 404, userInfo: [NSLocalizedDescriptionKey: "Can't make sword for spec"])
        return Sword(specification: "Yer typical run-o-the-mill rusty sword.")
    }
}
