/// Why a text does not convert, in words that follow "cannot be converted to T: ".
struct ConversionFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
