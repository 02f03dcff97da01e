import Foundation

/// A value written `Name(text)`: it asks the converter called `Name` to make the value.
struct ConverterCall: Equatable {
    /// The converter's name, such as `URL` or `NSURL`.
    let name: String
    /// The text between the parentheses, without surrounding white space.
    let argument: String

    /// Recognises `Name(text)` filling the whole value, where `Name` is a Swift identifier,
    /// possibly qualified with dots (`MyModule.Color`); anything else is plain text.
    init?(_ text: String) {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard value.hasSuffix(")"), let open = value.firstIndex(of: "(") else {
            return nil
        }
        let name = value[..<open]
        guard Self.isQualifiedIdentifier(name) else {
            return nil
        }
        self.name = String(name)
        argument = value[value.index(after: open)..<value.index(before: value.endIndex)]
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func isQualifiedIdentifier(_ name: Substring) -> Bool {
        !name.isEmpty
            && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                guard let first = part.first, first == "_" || first.isLetter else {
                    return false
                }
                return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
            }
    }
}
