import Foundation
import Typhoon

/// Typhoon's `withOption:yes:no:` picks `yes` for `@YES`, `@"YES"` and `@"1"` (an `NSNumber` 1 is `@YES`),
/// and `no` for `@NO`, `@"NO"` and `@"0"`.
extension OptionMatcher where Value == AnyHashable {
    func yes(_ yes: @escaping () -> Picked, no: @escaping () -> Picked) {
        when(true, 1, "YES", "1", use: yes)
        when(false, 0, "NO", "0", use: no)
    }
}

/// Typhoon's `TRUE_OPTION_AS_MACROS`.
private let trueOptionAsMacro = 1

/// Typhoon's `Tests/Configuration/DefinitionOptionConfiguration/AssemblyWithDefinitionConfiguration.m`: option
/// definitions chosen by a constant, a run-time argument, another definition or a name, with cases, a default and
/// cycles.
///
/// Typhoon's strings are `NSString` definitions made with `initWithString:`; here they are `String` definitions.
/// The options that Typhoon's tests expect to raise are throwing options (`optionThrowing`).
final class AssemblyWithDefinitionConfiguration: Assembly, @unchecked Sendable {
    func trueString() -> String { define { String("TRUE") } }
    func falseString() -> String { define { String("FALSE") } }
    func zeroString() -> String { define { String("ZERO") } }
    func falseOptionDefinition() -> Bool { define { false } }

    func definitionMatchedTrueValue() -> String {
        option(on: AnyHashable(trueOptionAsMacro)) { $0.yes({ self.trueString() }, no: { self.falseString() }) }
    }

    func definitionMatchedRuntimeValue(_ value: Bool) -> String {
        option(on: AnyHashable(value)) { $0.yes({ self.trueString() }, no: { self.falseString() }) }
    }

    func definitionMatchedFalseAsString() -> String {
        option(on: AnyHashable("NO")) { $0.yes({ self.trueString() }, no: { self.falseString() }) }
    }

    func definitionMatchedOneAsString() -> String {
        option(on: AnyHashable("1")) { $0.yes({ self.trueString() }, no: { self.falseString() }) }
    }

    func definitionMatchedOneAsNumber() -> String {
        option(on: AnyHashable(1)) { $0.yes({ self.trueString() }, no: { self.falseString() }) }
    }

    func definitionMatchedByAnotherDefinitionWithFalse() -> String {
        option(on: AnyHashable(self.falseOptionDefinition())) {
            $0.yes({ self.trueString() }, no: { self.falseString() })
        }
    }

    /// Typhoon's `useDefinitionWithKeyMatchedOptionValue` calls the definition whose key is the value; Swift
    /// cannot call a method by its name, so each name the value may hold is a case.
    func definitionMatchedDefinitionName(_ definitionName: String) -> String {
        option(on: definitionName) { match in
            match.when("trueString") { self.trueString() }
            match.when("falseString") { self.falseString() }
        }
    }

    func definitionMatchedByCustomMatcherFromOption(_ option: String) throws -> String {
        try optionThrowing(on: option) { match in
            match.when("positive") { self.trueString() }
            match.when("negative") { self.falseString() }
            match.when("nothing") { self.zeroString() }
        }
    }

    func definitionMatchedByCustomMatcherOrNameFromOption(_ option: String) throws -> String {
        try optionThrowing(on: option) { match in
            match.when("positive") { self.trueString() }
            match.when("negative") { self.falseString() }
            match.when("nothing") { self.zeroString() }
            match.when("trueString") { self.trueString() }
            match.when("falseString") { self.falseString() }
        }
    }

    func definitionMatchedByCustomMatcherWithDefaultFromOption(_ option: String) -> String {
        self.option(on: option) { match in
            match.when("positive") { self.trueString() }
            match.when("negative") { self.falseString() }
            match.when("nothing") { self.zeroString() }
            match.otherwise { self.zeroString() }
        }
    }

    func definitionMatchedByCustomMatcherFromOption(_ option: String, withString string: String) -> String {
        self.option(on: option) { match in
            match.when("positive") { self.trueString() }
            match.when("negative") { self.falseString() }
            match.when("nothing") { self.zeroString() }
            match.when("custom") { self.stringWithText(string) }
            match.otherwise { self.zeroString() }
        }
    }

    /// Typhoon's `caseConformsToProtocol:@protocol(NSFastEnumeration)`: a Swift sequence.
    func definitionMatchedByCustomMatcherFromProtocolOption(_ option: Any) -> String {
        self.option(on: option) { match in
            match.when(is: (any Sequence).self) { self.trueString() }
            match.otherwise { self.zeroString() }
        }
    }

    func stringWithText(_ text: String) -> String {
        define(arguments: text) { text }
    }

    /// A case may give a value or the option itself rather than a definition's component; `nil` and
    /// `NSNull` are told apart.
    func definitionMatchedByCustomInjectionsMatcherFromOption(
        _ option: AnyHashable?, withString string: String?
    ) -> Any? {
        self.option(on: option) { match in
            match.when(AnyHashable("positive")) { self.trueString() }
            match.when(AnyHashable("negative")) { self.falseString() }
            match.when(AnyHashable("optionItSelf")) { option }
            match.when(AnyHashable("customString")) { string.map { self.stringWithText($0) } }
            match.when(AnyHashable("defaultString")) { "Typhoon" }
            match.when(nil) { NSNull() }
            match.when(is: NSNull.self) { nil }
            match.otherwise { self.zeroString() }
        }
    }

    func definitionWithCircularDescription() -> PointerList {
        define(scope: .prototype) {
            PointerList()
        } configuration: { definition in
            definition.injectMethod { $0.add(self.definitionThatDependsOnAnother()) }
            definition.injectMethod { $0.add(self.definitionWithCircularDependency()) }
        }
    }

    func definitionWithCircularDependency() -> Pointer {
        option(on: "value") { match in
            match.when("value") { self.definitionThatDependsOnAnother() }
        }
    }

    func definitionThatDependsOnAnother() -> Pointer {
        define { Pointer(pointee: self.definitionWithCircularDescription()) }
    }

    func definitionWithIncorrectCircularDependency() throws -> String {
        try optionThrowing(on: "value") { match in
            try match.when("value") { try self.definitionWithIncorrectCircularDependency() }
        }
    }
}
