/// Where a definition is: the `define` call's source location and the type it returns.
///
/// The call site tells definitions apart without strings, including two methods that differ
/// only in parameter types and an override that calls `super`; the return type separates the
/// uses of a generic helper that calls `define` for several types.
@usableFromInline
struct DefinitionSite: Equatable, @unchecked Sendable {
    /// The `#fileID` literal's address: the same call site always passes the same literal.
    @usableFromInline let file: UnsafeRawPointer
    @usableFromInline let line: UInt
    @usableFromInline let column: UInt
    @usableFromInline let type: ObjectIdentifier

    @inlinable
    init<R>(fileID: StaticString, line: UInt, column: UInt, type: R.Type) {
        self.file = UnsafeRawPointer(fileID.utf8Start)
        self.line = line
        self.column = column
        self.type = ObjectIdentifier(type)
    }

    /// A cheap mix of the four parts for the record table's open addressing.
    @inlinable
    var hash: Int {
        var value = UInt(bitPattern: Int(bitPattern: file)) &+ line &* 0x9E37_79B9
        value = (value ^ (column &* 0x85EB_CA6B)) &* 0xC2B2_AE35
        value ^= UInt(bitPattern: Int(bitPattern: type)) >> 4
        return Int(bitPattern: value ^ (value >> 29))
    }
}
