import Typhoon

// Seed 000's settings controller and view (one side injected through the initializer) and
// seed 002's job controller and view (circular through properties, with run-time arguments).

final class SoundManager {}

final class AppSettingsController {
    let soundManager: SoundManager
    let settingsView: AppSettingsView
    var title = ""
    var viewDelegateWasSetWhenInjected = false

    init(soundManager: SoundManager, settingsView: AppSettingsView) {
        self.soundManager = soundManager
        self.settingsView = settingsView
    }
}

final class AppSettingsView {
    weak var delegate: AppSettingsController?
}

final class Job: Hashable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Job, rhs: Job) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

final class JobExecutionViewController {
    let job: Job
    var view: JobExecutionView?
    init(job: Job) { self.job = job }
}

final class JobExecutionView {
    weak var delegate: JobExecutionViewController?
}

final class Node {
    var next: Node?
    let name: String
    init(name: String) { self.name = name }
    init(name: String, next: Node) {
        self.name = name
        self.next = next
    }
}

class SettingsAssembly: Assembly, @unchecked Sendable {
    func soundManager() -> SoundManager { define(scope: .singleton) { SoundManager() } }

    func appSettingsController() -> AppSettingsController {
        define {
            AppSettingsController(soundManager: self.soundManager(), settingsView: self.appSettingsView())
        } configuration: { definition in
            definition.injectProperty(\.title, with: "Settings")
            definition.performAfterInjections { $0.viewDelegateWasSetWhenInjected = $0.settingsView.delegate === $0 }
        }
    }

    func appSettingsView() -> AppSettingsView {
        define {
            AppSettingsView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, backReferenceTo: self.appSettingsController())
        }
    }

    func jobExecutionViewController(with job: Job) -> JobExecutionViewController {
        define(arguments: job) {
            JobExecutionViewController(job: job)
        } configuration: { definition in
            definition.injectProperty(\.view, with: self.jobExecutionView(with: job))
        }
    }

    func jobExecutionView(with job: Job) -> JobExecutionView {
        define(arguments: job) {
            JobExecutionView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, with: self.jobExecutionViewController(with: job))
        }
    }

    func singletonController() -> JobExecutionViewController {
        define(scope: .singleton) {
            JobExecutionViewController(job: Job(name: "shared"))
        } configuration: { definition in
            definition.injectProperty(\.view, with: self.viewOfSingleton())
        }
    }

    func viewOfSingleton() -> JobExecutionView {
        define {
            JobExecutionView()
        } configuration: { definition in
            definition.injectProperty(\.delegate, with: self.singletonController())
        }
    }

    // An initializer-only cycle: a → b → a.
    func a() -> Node { define { Node(name: "a", next: self.b()) } }
    func b() -> Node { define { Node(name: "b", next: self.a()) } }

    // A prototype cycle through properties never ends.
    func ping() -> Node {
        define(scope: .prototype) {
            Node(name: "ping")
        } configuration: {
            $0.injectProperty(\.next, with: self.pong())
        }
    }
    func pong() -> Node {
        define(scope: .prototype) {
            Node(name: "pong")
        } configuration: {
            $0.injectProperty(\.next, with: self.ping())
        }
    }
}
