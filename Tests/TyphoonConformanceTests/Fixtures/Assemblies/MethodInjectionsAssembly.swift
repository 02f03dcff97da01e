import Foundation
import TyphoonAutoInjection

/// Knights injected through methods, with a quest from a collaborating `MiddleAgesAssembly`.
///
/// Typhoon's `MethodInjectinosAssembly`; its knight whose method refers back to an initializer
/// still running is in `BackReferenceTests.swift`.
final class MethodInjectionsAssembly: Assembly, @unchecked Sendable {
    @InjectedClass var middleAge: MiddleAgesAssembly

    func knightInjectedByMethod() -> Knight {
        define {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.setQuest(self.middleAge.defaultQuest(), andDamselsRescued: 3) }
        }
    }

    func knightWithMethodRuntimeFoo(_ foo: String) -> Knight {
        define(arguments: foo as Any) {
            Knight()
        } configuration: { definition in
            definition.injectMethod { $0.foobar = foo }
        }
    }

    func knightWithMethodFoo(_ foo: String?) -> Knight {
        define(arguments: foo as Any) {
            Knight()
        } configuration: { definition in
            definition.injectMethod {
                $0.setFoobar(
                    foo, andHasHorse: true, friends: [self.knightInjectedByMethod(), self.middleAge.anotherKnight()])
            }
        }
    }
}
