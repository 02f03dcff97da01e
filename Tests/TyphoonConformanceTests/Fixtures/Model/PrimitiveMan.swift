import Foundation

/// A plain struct, the Swift counterpart of Typhoon's `PrimitiveManStruct`.
struct PrimitiveManStruct: Equatable {
    var fieldA: Int32
    var fieldB: Int64
}

/// Holds a value of every numeric width, a Bool, a metatype and a struct, set by its initializer
/// or by property injection; and makes a rectangle for a factory definition.
final class PrimitiveMan {
    var intValue: Int32 = 0
    var unsignedIntValue: UInt32 = 0
    var shortValue: Int16 = 0
    var unsignedShortValue: UInt16 = 0
    var longValue = 0
    var unsignedLongValue: UInt = 0
    var longLongValue: Int64 = 0
    var unsignedLongLongValue: UInt64 = 0
    var unsignedCharValue: UInt8 = 0
    var floatValue: Float = 0
    var doubleValue = 0.0
    var boolValue = false
    var classValue: AnyClass?
    var unknownStructure = PrimitiveManStruct(fieldA: 0, fieldB: 0)

    init() {}

    init(
        intValue: Int32, unsignedIntValue: UInt32, shortValue: Int16, unsignedShortValue: UInt16, longValue: Int,
        unsignedLongValue: UInt, longLongValue: Int64, unsignedLongLongValue: UInt64, unsignedCharValue: UInt8,
        floatValue: Float, doubleValue: Double, boolValue: Bool, classValue: AnyClass,
        unknownStructure: PrimitiveManStruct
    ) {
        self.intValue = intValue
        self.unsignedIntValue = unsignedIntValue
        self.shortValue = shortValue
        self.unsignedShortValue = unsignedShortValue
        self.longValue = longValue
        self.unsignedLongValue = unsignedLongValue
        self.longLongValue = longLongValue
        self.unsignedLongLongValue = unsignedLongLongValue
        self.unsignedCharValue = unsignedCharValue
        self.floatValue = floatValue
        self.doubleValue = doubleValue
        self.boolValue = boolValue
        self.classValue = classValue
        self.unknownStructure = unknownStructure
    }

    func makeRect() -> CGRect {
        CGRect(x: 0, y: 0, width: 100, height: 100)
    }
}

/// A model with a rectangle.
final class RectModel {
    var rectFrame = CGRect.zero
}
