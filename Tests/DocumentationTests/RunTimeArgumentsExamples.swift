import TyphoonAutoInjection
import XCTest

// Examples of RunTimeArguments.md.

// snippet: arguments-model
struct User: Hashable {
    let name: String
}

final class PhotoService {}

final class UserDetailsController {
    let photoService: PhotoService
    let user: User

    init(photoService: PhotoService, user: User) {
        self.photoService = photoService
        self.user = user
    }
}

final class TextField {
    var text = ""
}

final class ShakeAnimation {
    weak var field: TextField?
}
// end-snippet

// snippet: arguments-cycle-model
final class ChapterController {
    let chapter: Int
    var page: Page?
    init(chapter: Int) { self.chapter = chapter }
}

final class Page {
    weak var controller: ChapterController?
}
// end-snippet

// snippet: arguments-unsupported-model
struct Coordinates {
    var latitude: Double
    var longitude: Double
}

final class MapController {
    var centre: Coordinates?
}
// end-snippet

class ProfileAssembly: Assembly, @unchecked Sendable {
    // snippet: arguments-user-details
    func photoService() -> PhotoService {
        define(scope: .singleton) { PhotoService() }
    }

    func userDetailsController(for user: User) -> UserDetailsController {
        define(arguments: user) {
            UserDetailsController(photoService: self.photoService(), user: user)
        }
    }
    // end-snippet

    // snippet: arguments-class-instance
    func shakeAnimation(for field: TextField) -> ShakeAnimation {
        define(scope: .lazySingleton, arguments: field) {
            ShakeAnimation()
        } configuration: { definition in
            definition.injectProperty(\.field, with: field)
        }
    }
    // end-snippet

    // snippet: arguments-cycle
    func chapterController(for chapter: Int) -> ChapterController {
        define(arguments: chapter) {
            ChapterController(chapter: chapter)
        } configuration: { definition in
            definition.injectProperty(\.page, with: self.page(for: chapter))
        }
    }

    func page(for chapter: Int) -> Page {
        define(arguments: chapter) {
            Page()
        } configuration: { definition in
            definition.injectProperty(\.controller, with: self.chapterController(for: chapter))
        }
    }
    // end-snippet

    // snippet: arguments-forgotten
    func greeting(for user: User) -> String {
        define(scope: .lazySingleton) { "Welcome, \(user.name)" }  // user is not in arguments:
    }
    // end-snippet

    // snippet: arguments-unsupported
    func mapController(centredOn centre: Coordinates) -> MapController {
        define(arguments: centre) {
            MapController()
        } configuration: { definition in
            definition.injectProperty(\.centre, with: centre)
        }
    }
    // end-snippet
}

final class RunTimeArgumentsTests: XCTestCase {
    func testAnArgumentIsUsedToBuildTheComponent() {
        // snippet: arguments-user-details-use
        let profiles = ProfileAssembly().activate()
        let controller = profiles.userDetailsController(for: User(name: "Ann"))
        // end-snippet
        XCTAssertEqual(controller.user.name, "Ann")
        XCTAssertTrue(controller.photoService === profiles.photoService())
    }

    func testTheSameClassInstanceArgumentSharesASingleton() {
        let profiles = ProfileAssembly().activate()
        let field = TextField()
        XCTAssertTrue(profiles.shakeAnimation(for: field) === profiles.shakeAnimation(for: field))
    }

    func testClassInstanceArgumentsAreToldApartByIdentity() {
        let profiles = ProfileAssembly().activate()
        // snippet: arguments-class-instance-use
        let userName = TextField()
        let password = TextField()
        let first = profiles.shakeAnimation(for: userName)
        let second = profiles.shakeAnimation(for: password)  // another field: another animation
        // end-snippet
        XCTAssertFalse(first === second)
        XCTAssertTrue(first.field === userName)
        XCTAssertTrue(second.field === password)
    }

    func testHashableArgumentsAreToldApartByEquality() {
        let profiles = ProfileAssembly().activate()
        let ann = profiles.chapterController(for: 1)
        let bob = profiles.chapterController(for: 2)
        XCTAssertEqual(ann.chapter, 1)
        XCTAssertEqual(bob.chapter, 2)
    }

    func testACycleWithArgumentsResolvesToTheSameInstance() {
        let controller = ProfileAssembly().activate().chapterController(for: 7)
        XCTAssertTrue(controller.page?.controller === controller)
    }

}
