/// A problem found while activating assemblies, resolving components or reading configuration.
///
/// Use it to tell a person what went wrong: every case carries what concerns the problem (the
/// type, the definition as `Assembly.method()`, the property, the file and line, the key), the
/// candidates or the path where there are several, and its ``description`` ends with one
/// sentence that starts "To fix".
///
/// Entry points that can fail throw it (``ComponentFactory/component(_:)-5or9a``, `inject(_:)` of
/// TyphoonAutoInjection, ``Config/init(contentsOf:)``). A definition method returns its
/// component and cannot throw, so a problem found there stops the program with the same text.
public enum TyphoonError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A definition method was called on an assembly that was never activated.
    ///
    /// - Parameters:
    ///   - assembly: The assembly's type name.
    ///   - definition: The definition that was called, as `Assembly.method()`.
    case notActivated(assembly: String, definition: String)

    /// A definition method was called on an assembly whose factory has been released.
    ///
    /// - Parameters:
    ///   - assembly: The assembly's type name.
    ///   - definition: The definition that was called, as `Assembly.method()`.
    case factoryReleased(assembly: String, definition: String)

    /// An assembly already activated in one factory was given to another: in
    /// ``ComponentFactory/init(assemblies:configs:)`` or ``Assembly/activate(with:)``, which stop
    /// with it, or in ``ComponentFactory/init(assemblies:configs:bundle:)``, which throws it.
    ///
    /// - Parameter assembly: The assembly's type name.
    case assemblyAlreadyActivated(assembly: String)

    /// No listed component matches a type that was asked for.
    ///
    /// - Parameters:
    ///   - type: The type that was asked for.
    ///   - requiredBy: Who asked (a property or a definition), or `nil` for a direct look-up.
    case noComponent(type: String, requiredBy: String?)

    /// Several listed components match a type and none of them is primary.
    ///
    /// - Parameters:
    ///   - type: The type that was asked for.
    ///   - requiredBy: Who asked (a property or a definition), or `nil` for a direct look-up.
    ///   - candidates: Every matching component.
    case ambiguousComponent(type: String, requiredBy: String?, candidates: [String])

    /// Several listed components that match a type are all marked primary.
    ///
    /// - Parameters:
    ///   - type: The type that was asked for.
    ///   - candidates: The primary components.
    case severalPrimaryComponents(type: String, candidates: [String])

    /// A listed component built something that is not a type its listing names in `implements:`.
    ///
    /// - Parameters:
    ///   - component: The component, as `Assembly.method()` or its listing.
    ///   - listedAs: The type named in `implements:`.
    ///   - built: The type of what was built.
    case componentTypeMismatch(component: String, listedAs: String, built: String)

    /// A definition's initializer built something that is not the type its method declares,
    /// such as `func quest() -> any Quest { define { Knight() } }` with a `Knight` that is no
    /// `Quest`; found at its first call, since `define` cannot require it at compile time.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - declared: The method's return type.
    ///   - built: The type of what its initializer built.
    case declaredTypeMismatch(definition: String, declared: String, built: String)

    /// Definitions whose initializers call each other, so that none of them can be built.
    ///
    /// - Parameter path: Every definition on the cycle, starting and ending with the same one.
    case circularInitializers(path: [String])

    /// An injection that refers back to a component whose initializer is still running, written
    /// as a plain `injectProperty(_:with:)` (or a method injection or call-back).
    ///
    /// - Parameters:
    ///   - path: The definitions from the one whose initializer is running to the reference back.
    ///   - injecting: The definition whose injection made the reference, as `Assembly.method()`.
    ///   - property: The property being injected, as its key path and where it is declared
    ///     (`\SettingsView.delegate (SettingsAssembly.swift:12)`), or `nil` when the reference came
    ///     from a method injection or a call-back.
    ///   - referent: The definition referred back to.
    case backReferenceNotMarked(path: [String], injecting: String, property: String?, referent: String)

    /// Prototypes that refer to each other through a chain deeper than one level, so that every
    /// new instance would build another for ever.
    ///
    /// - Parameter path: Every definition on the chain, starting and ending with the same one.
    case circularPrototypes(path: [String])

    /// Threads each waiting for a shared instance that the next one is building, the last for
    /// one the first is building, each of them still inside its initializer: a cycle of
    /// initializers across threads, which no thread can build (a cycle whose instances exist is
    /// built as one thread builds it; Docs/Behaviour.md, Threads).
    ///
    /// - Parameters:
    ///   - threads: The threads on the cycle (`thread 4242 ("loader")`), the one that found it
    ///     first.
    ///   - definitions: What each thread waits for, as `Assembly.method()`; the next thread (the
    ///     first, after the last) is building it.
    case threadsWaitForEachOther(threads: [String], definitions: [String])

    /// A run-time argument that is neither a class instance nor `Hashable`.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - position: The argument's position, from 1.
    ///   - type: The argument's type.
    case unsupportedArgument(definition: String, position: Int, type: String)

    /// A weak singleton whose initializer builds a value, which nothing can hold weakly.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - type: The value's type.
    case weakSingletonOfValue(definition: String, type: String)

    /// A definition's initializer threw; a definition method cannot throw, so the program stops
    /// (`verify()` lists it instead).
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - error: The error, as Swift prints it.
    case initializerThrew(definition: String, error: String)

    /// A definition method that takes parameters but passes none of them in `arguments:`, in a
    /// scope that shares instances, so that every call would get the instance built for the first
    /// call's parameters for as long as the scope shares it: within one resolution
    /// (`objectGraph`), for the factory's life (`singleton`, `lazySingleton`) or while anything
    /// holds it (`weakSingleton`).
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method(label:)`.
    ///   - scope: Its scope.
    case argumentsNotPassed(definition: String, scope: Scope)

    /// The closure handed to `patch` did not call a definition method.
    ///
    /// - Parameter type: The type the closure returns.
    case notADefinition(type: String)

    /// `ComponentFactory.assembly(_:)` was asked for an assembly type the factory does not hold.
    ///
    /// - Parameters:
    ///   - type: The assembly type that was asked for.
    ///   - available: The assembly types the factory holds.
    case assemblyNotInFactory(type: String, available: [String])

    /// An auto-injected property was read before anything filled it.
    ///
    /// - Parameters:
    ///   - property: The property, as `Owner.name`.
    ///   - type: The property's type.
    case unfilledProperty(property: String, type: String)

    /// An auto-injected property that no class encloses directly (one in a struct) was read
    /// before anything filled it.
    ///
    /// - Parameters:
    ///   - owner: The type that declares the property.
    ///   - declaredAt: Where the property is declared, as `File.swift:12`.
    ///   - type: The property's type.
    case unfilledWrapper(owner: String, declaredAt: String, type: String)

    /// A component whose definition is isolated to the main actor was asked for off it.
    ///
    /// - Parameter component: The component, as `Assembly.method()` or its listing.
    case isolatedToMainActor(component: String)

    /// An instance keeps an auto-injected property wrapper where `inject(_:)` cannot fill it:
    /// inside an optional, an `Any` or an enum's payload.
    ///
    /// - Parameters:
    ///   - property: The stored property that holds it, as `Owner.name`.
    ///   - holder: The type of the value that holds the wrapper.
    case unreachableWrapper(property: String, holder: String)

    /// Several auto-injected properties of one instance cannot be filled (no component matches,
    /// several do, or the wrapper is out of reach); one alone is thrown as its own case.
    ///
    /// - Parameters:
    ///   - instance: The instance's class.
    ///   - problems: Each property's problem, in the order of the class's properties.
    case unfillableProperties(instance: String, problems: [TyphoonError])

    /// A configuration file has an extension that names no known format.
    ///
    /// - Parameter file: The file's path.
    case unknownConfigFormat(file: String)

    /// A configuration file could not be read.
    ///
    /// - Parameters:
    ///   - file: The file's path.
    ///   - reason: What the system said.
    case unreadableConfig(file: String, reason: String)

    /// Configuration data in an encoding its format does not allow, such as JSON in UTF-16.
    ///
    /// - Parameters:
    ///   - source: The file's path, or a description of the data.
    ///   - encoding: The encoding the data is in, such as `UTF-16 (little-endian)`.
    ///   - format: The format's initializer label: `json` or `properties`.
    case unsupportedEncoding(source: String, encoding: String, format: String)

    /// A configuration file or text is not well formed.
    ///
    /// - Parameters:
    ///   - file: The file's path, or a description of the text.
    ///   - line: The line of the problem, from 1.
    ///   - reason: What is wrong there.
    case malformedConfig(file: String, line: Int, reason: String)

    /// A configuration key that none of the configurations an assembly reads holds.
    ///
    /// An assembly reads its own configurations (attached, or declared in
    /// ``Assembly/configNames``) and the factory's global ones, never another assembly's; the
    /// message names the assemblies that have configurations, so that one attached to the wrong
    /// assembly is found.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - type: The type that was wanted.
    ///   - definition: The definition that asked, as `Assembly.method()`, or
    ///     `Assembly.config(_:) outside any definition` when other code called ``Assembly/config(_:)``.
    ///   - assembly: The type name of the assembly whose configurations were read.
    ///   - sources: Every configuration that was searched, the assembly's own first.
    ///   - configuredAssemblies: The factory's other assemblies that have configurations of their
    ///     own, each as `Name (sources)`.
    ///   - closestKeys: The keys of those configurations closest to `key` (a typo's likely
    ///     intent), at most three, closest first; empty when none is close.
    case missingConfigKey(
        key: String, type: String, definition: String, assembly: String, sources: [String],
        configuredAssemblies: [String], closestKeys: [String])

    /// A configuration key that none of the configurations read outside a definition holds.
    ///
    /// ``Config/value(forKey:as:converters:)``, ``Config/value(forKey:as:in:converters:)`` and
    /// ``ComponentFactory/configValue(_:as:)`` throw it; a definition's ``Assembly/config(_:)``
    /// stops with ``missingConfigKey(key:type:definition:assembly:sources:configuredAssemblies:closestKeys:)``
    /// instead.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - type: The type that was wanted.
    ///   - reader: What read it, such as `Config.value(forKey:as:converters:)`.
    ///   - sources: Every configuration that was searched, in order.
    ///   - closestKeys: The keys of those configurations closest to `key`, at most three,
    ///     closest first; empty when none is close.
    case missingConfigValue(key: String, type: String, reader: String, sources: [String], closestKeys: [String])

    /// A configuration value that cannot be converted to the type that was wanted.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value as it stands in the configuration.
    ///   - type: The type that was wanted.
    ///   - source: The configuration that holds the value.
    ///   - definition: The definition that read it, as `Assembly.method()`,
    ///     `Assembly.config(_:) outside any definition`, or what read it outside definitions, such
    ///     as `Config.value(forKey:as:converters:)`.
    ///   - reason: Why it does not convert.
    case unconvertibleConfigValue(
        key: String, value: String, type: String, source: String, definition: String, reason: String)

    /// A configuration value names a converter (`Name(text)`) that nobody registered.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - converter: The converter name the value gives.
    ///   - source: The configuration that holds the value.
    ///   - definition: The definition that read it, as `Assembly.method()`,
    ///     `Assembly.config(_:) outside any definition`, or what read it outside definitions, such
    ///     as `Config.value(forKey:as:converters:)`.
    ///   - known: The converter names that are registered (or passed in `converters:`).
    case unknownConverter(key: String, converter: String, source: String, definition: String, known: [String])

    /// ``Config/init(named:in:)`` found no resource of that name in the bundle.
    ///
    /// - Parameters:
    ///   - name: The name asked for, with its extension.
    ///   - bundle: The bundle's path.
    ///   - resources: The folder where the bundle keeps its resources (the bundle's path for a
    ///     flat bundle, `Contents/Resources` in a macOS bundle).
    case missingConfigResource(name: String, bundle: String, resources: String)

    /// An assembly's ``Assembly/configNames`` lists a file its ``Assembly/configBundle`` does not
    /// hold; found when the assembly is activated.
    ///
    /// - Parameters:
    ///   - assembly: The assembly's type name.
    ///   - name: The name it lists.
    ///   - bundle: The path of the bundle searched.
    ///   - resources: Where that bundle keeps its resources.
    case missingAssemblyConfig(assembly: String, name: String, bundle: String, resources: String)

    /// The Info.plist key `TyphoonGlobalConfigFilenames` lists a file the bundle does not hold.
    ///
    /// - Parameters:
    ///   - name: The name listed.
    ///   - bundle: The path of the bundle whose Info.plist lists it.
    ///   - resources: Where that bundle keeps its resources.
    case missingGlobalConfig(name: String, bundle: String, resources: String)

    /// An Info.plist key that Typhoon reads holds something other than an array of strings.
    ///
    /// - Parameters:
    ///   - key: The key, `TyphoonGlobalConfigFilenames` or `TyphoonInitialAssemblies`.
    ///   - bundle: The path of the bundle whose Info.plist holds it.
    ///   - found: What it holds instead, such as "a string".
    case invalidInfoPlistValue(key: String, bundle: String, found: String)

    /// ``ComponentFactory/bootstrap(bundle:configs:)`` found no assemblies to activate.
    ///
    /// - Parameter bundle: The path of the bundle whose Info.plist was read.
    case noInitialAssemblies(bundle: String)

    /// `TyphoonInitialAssemblies` names a class this program does not contain.
    ///
    /// - Parameters:
    ///   - name: The name as written in the Info.plist.
    ///   - bundle: The path of the bundle whose Info.plist names it.
    case unknownInitialAssembly(name: String, bundle: String)

    /// `TyphoonInitialAssemblies` names a type that is not a subclass of ``Assembly``.
    ///
    /// - Parameters:
    ///   - name: The name as written in the Info.plist.
    ///   - bundle: The path of the bundle whose Info.plist names it.
    case notAnAssembly(name: String, bundle: String)

    /// Assemblies were passed to ``ComponentFactory/bootstrap(assemblies:bundle:configs:)`` while
    /// the bundle's Info.plist names initial assemblies too.
    ///
    /// - Parameters:
    ///   - bundle: The path of the bundle whose Info.plist names them.
    ///   - listed: The names the Info.plist lists.
    case initialAssembliesGivenTwice(bundle: String, listed: [String])

    /// A definition marked ``Definition/mustBePatchedInTests()`` was built without a patch in a
    /// test run with the module `TyphoonTesting`.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - declaredAt: Where its `define` is, as `Module/File.swift:line`.
    ///   - test: The test that built it.
    ///   - path: The definitions from the outermost one being built to it, ending with it.
    case unpatchedInTest(definition: String, declaredAt: String, test: String, path: [String])

    /// A Swift Testing test has the trait `.patching(…)` of `TyphoonTesting` but no
    /// `.activating(…)`, so no factory to patch.
    ///
    /// - Parameter test: The test.
    case patchingWithoutActivating(test: String)

    /// `inject(_:)` of `TyphoonTesting` was called where no test activated a factory and none is
    /// ``ComponentFactory/default``.
    ///
    /// - Parameter instance: The type of the instance to inject.
    case noFactoryForTest(instance: String)

    /// ``ComponentFactory/verify(samples:)-9hdp`` found problems in the wiring.
    ///
    /// - Parameters:
    ///   - problems: Every problem, once each, as `Assembly.method() (File.swift:12): message`, in
    ///     the order found.
    ///   - notVerified: What could not be verified, each with the reason.
    case verificationFailed(problems: [String], notVerified: [String])

    /// A throwing definition
    /// (``Assembly/defineThrowing(scope:arguments:initializer:configuration:isolation:function:fileID:line:column:)``)
    /// failed while it was built for a look-up by type; called by reference, it throws its own
    /// error instead.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - error: What it threw, as `String(reflecting:)` shows it.
    case definitionThrew(definition: String, error: String)

    /// No listed component matches a type, but definitions declared to return exactly that type
    /// exist: they are not listed in any assembly's `components`, or they take run-time arguments,
    /// which a look-up by type cannot pass.
    ///
    /// Thrown instead of ``noComponent(type:requiredBy:)`` when such a definition is known, that is
    /// once it has been called (by reference, or by another definition); a definition that never
    /// ran is not known to the factory, and the look-up then throws `noComponent`.
    ///
    /// - Parameters:
    ///   - type: The type that was asked for.
    ///   - requiredBy: Who asked (a property or a definition), or `nil` for a direct look-up.
    ///   - definitions: Each such definition, as `Assembly.method()`.
    case unlistedComponent(type: String, requiredBy: String?, definitions: [String])

    /// An option (``Assembly/option(on:scope:arguments:cases:isolation:function:fileID:line:column:)``)
    /// was given a value that none of its cases matches, and it has no `otherwise`.
    ///
    /// - Parameters:
    ///   - option: The option, as `Assembly.method()`.
    ///   - value: The value, as `String(reflecting:)` shows it.
    ///   - type: The value's type.
    ///   - cases: Every case, in the order declared (`"grail"`, `is Array<Int>`).
    case optionNotMatched(option: String, value: String, type: String, cases: [String])
    /// A ``Scope/scoped`` definition was asked for outside any scoped region, where it has no
    /// region to keep its instance in.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - declaredAt: Where its `define` is, as `File.swift:12`.
    case outsideScopedRegion(definition: String, declaredAt: String)

    /// A ``Scope/scoped`` definition was asked for by a task that outlived its scoped region,
    /// which has released its instances and keeps no more.
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - declaredAt: Where its `define` is, as `File.swift:12`.
    case scopedRegionEnded(definition: String, declaredAt: String)
    /// An instance post-processor returned, in place of a component, something the definition's
    /// declared type cannot hold.
    ///
    /// - Parameters:
    ///   - definition: The definition that built the component, as `Assembly.method()`.
    ///   - declaredAt: Where its `define` is, `File.swift:12`.
    ///   - declared: The type the definition's method returns.
    ///   - returned: The type of what the post-processor returned.
    ///   - postProcessor: The post-processor's type.
    case postProcessedTypeMismatch(
        definition: String, declaredAt: String, declared: String, returned: String, postProcessor: String)

    /// A definition post-processor replaced a definition with an initializer of another type than
    /// the one its method returns (``ProcessedDefinition/replace(with:)``).
    ///
    /// - Parameters:
    ///   - definition: The definition, as `Assembly.method()`.
    ///   - declared: The type the definition's method returns.
    ///   - replacement: The type the replacement returns.
    case replacementTypeMismatch(definition: String, declared: String, replacement: String)

    /// ``ComponentFactory/unload()`` was called while a resolution was in progress: on the calling
    /// thread (from an initializer, a configuration or a call-back), or on another thread that
    /// was building one of the factory's shared instances.
    ///
    /// - Parameter resolving: The definitions being built, as `Assembly.method()`.
    case unloadDuringResolution(resolving: [String])

    /// No file of that name among a bundle's resources, for ``BundleResource``.
    ///
    /// - Parameters:
    ///   - name: The name asked for, `greeting.txt`.
    ///   - bundle: The bundle's path.
    ///   - resources: Where the bundle keeps its resources.
    case missingResource(name: String, bundle: String, resources: String)

    /// A bundle resource that exists but cannot be read as asked: not readable, or not UTF-8 text.
    ///
    /// - Parameters:
    ///   - name: The name asked for.
    ///   - file: The file's path.
    ///   - reason: What went wrong.
    case unreadableResource(name: String, file: String, reason: String)
    /// A synchronous look-up (``ComponentFactory/component(_:)-5or9a`` without `await`, a by-type
    /// property injection of a plain definition, an eager singleton built at activation, or
    /// `allComponents(ofType:)`) found a component whose definition is async
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``),
    /// which only an async caller can await.
    ///
    /// - Parameters:
    ///   - component: The async component, as its listing names it.
    ///   - requiredBy: The component whose injection looked it up, if any.
    case asyncComponentReachedSynchronously(component: String, requiredBy: String?)

    /// The text that explains the problem and how to fix it.
    public var description: String {
        switch self {
        case .notActivated(let assembly, let definition):
            return """
                \(definition) was called on an assembly that is not activated, so it has no \
                factory to build from. To fix, activate it first: `let assembly = \
                \(assembly)().activate()`, or take it from a factory with \
                `factory.assembly(\(assembly).self)`.
                """
        case .factoryReleased(let assembly, let definition):
            return """
                \(definition) was called after the factory that held \(assembly) was released. \
                To fix, keep a reference to the ComponentFactory (or to the assembly you \
                activated) for as long as you use its assemblies; in a server, until it shuts down.
                """
        case .assemblyAlreadyActivated(let assembly):
            return """
                \(assembly) was given to a new factory, but it was already activated in another one, \
                and an assembly belongs to the one factory it was activated in: releasing either \
                would stop the other's calls. To fix, give the new factory a new instance, \
                `\(assembly)()`, or keep using the factory it is in: `assembly.factory`.
                """
        case .noComponent(let type, let requiredBy):
            return """
                No component matches \(type)\(Self.asker(requiredBy)). To fix, list a \
                definition that returns \(type) in an assembly's `components` (or name \(type) \
                in `implements:`), or inject it by reference.
                """
        case .unlistedComponent(let type, let requiredBy, let definitions):
            return """
                No component matches \(type)\(Self.asker(requiredBy)). \
                \(definitions.map { Self.whyNotFound($0, returning: type) }.joined(separator: "; ")). \
                To fix, \(Self.listingFix(definitions, returning: type)), or inject it by reference.
                """
        case .ambiguousComponent(let type, let requiredBy, let candidates):
            return """
                \(candidates.count) components match \(type)\(Self.asker(requiredBy)): \
                \(candidates.joined(separator: ", ")). To fix, mark one of them \
                `primary: true` in its `Component(…)` listing, or inject by reference.
                """
        case .severalPrimaryComponents(let type, let candidates):
            return """
                \(candidates.count) components that match \(type) are all marked primary: \
                \(candidates.joined(separator: ", ")). To fix, keep `primary: true` on one of them.
                """
        case .componentTypeMismatch(let component, let listedAs, let built):
            return """
                \(component) is listed as \(listedAs) but built a \(built), which is not one. \
                To fix, remove \(listedAs) from its `implements:` or make \(built) conform to it.
                """
        case .declaredTypeMismatch(let definition, let declared, let built):
            return """
                \(definition) is declared to return \(declared), but its initializer built a \(built), \
                which is not one. To fix, build a \(declared) in its `define { … }`, make \(built) \
                conform to \(declared), or declare the method to return \(built).
                """
        case .asyncComponentReachedSynchronously(let component, let requiredBy):
            let asker = requiredBy.map { "\($0), a plain definition," } ?? "A synchronous look-up"
            return """
                \(asker) asked for \(component), whose definition is async (`defineAsync`), and \
                nothing synchronous can await it. To fix, look it up from async code with \
                `try await factory.component(_:)`, make the definition that needs it async too and \
                inject it with `AsyncDefinition.injectProperty(_:_:)`, or, for an eager singleton, \
                call `try await factory.activate()` after making the factory.
                """
        case .circularInitializers(let path):
            return """
                Circular dependency between initializers: \(Self.cycle(path)). None of them can \
                be built, because each needs the other before it exists. To fix, inject one side \
                with `injectProperty` or `injectMethod` instead of its initializer.
                """
        case .backReferenceNotMarked(let path, let injecting, let property, let referent):
            let injection = property.map { "The property \($0) of \(injecting)" } ?? "An injection of \(injecting)"
            let spelling =
                property == nil
                ? "`injectProperty(_:backReferenceTo:)` (or move it to a `performAfterInjections` call-back)"
                : "`injectProperty(_:backReferenceTo:)` instead of `injectProperty(_:with:)`"
            return """
                Circular reference to a component that does not exist yet: \(Self.cycle(path)). \
                \(injection) refers back to \(referent), whose initializer is still running. To \
                fix, mark it as a back-reference with \(spelling), which waits until that \
                initializer has returned.
                """
        case .circularPrototypes(let path):
            return """
                Circular dependency between prototypes: \(Self.cycle(path)). A prototype is reused \
                only by its own injections and by the components it builds directly, so every \
                turn of this chain builds new instances for ever. To fix, give one of them \
                another scope (objectGraph shares it within the resolution) or break the chain.
                """
        case .threadsWaitForEachOther(let threads, let definitions):
            let waits = zip(threads, definitions).enumerated().map { index, wait in
                "\(wait.0) waits for \(wait.1), which \(threads[(index + 1) % threads.count]) is building"
            }
            return """
                Threads wait for each other's shared instances: \(waits.joined(separator: "; ")). \
                Each of these instances is still inside its initializer, so none can be handed to \
                the thread that waits for it: a cycle of initializers, which one thread cannot \
                build either. To fix, inject one side of the cycle after the initializer, through \
                a property or a method (`injectProperty(_:backReferenceTo:)`).
                """
        case .unsupportedArgument(let definition, let position, let type):
            return """
                Run-time argument \(position) of \(definition) has the type \(type), which is \
                neither a class nor Hashable, so instances cannot be told apart by it. To fix, \
                make \(type) Hashable or pass a class instance.
                """
        case .weakSingletonOfValue(let definition, let type):
            return """
                \(definition) is a weak singleton, but it builds \(type), a value, which nothing can \
                hold weakly, so every call would build a new one. To fix, make it a `.singleton` or \
                `.lazySingleton` to share one value, or a `.prototype` to build one per call.
                """
        case .initializerThrew(let definition, let error):
            return """
                The initializer of \(definition) threw \(error). A definition method cannot throw, \
                so \(definition) had no component to return. To fix, handle the error in the \
                initializer (catch it and build a fallback), or check what it needs before asking \
                for the component.
                """
        case .argumentsNotPassed(let definition, let scope):
            return """
                \(definition) takes parameters but passes none of them in `arguments:`, so its \
                \(scope) scope would give every call the instance built for the first call's \
                parameters\(Self.sharingSpan(scope)). To fix, pass them: `define(arguments: …) { … }`, \
                or give it the prototype scope if they do not tell instances apart.
                """
        case .notADefinition(let type):
            return """
                The closure given to `patch` returned a value of type \(type) without calling a definition \
                method, so there is nothing to patch. To fix, pass the definition method itself: \
                `factory.patch(assembly.method) { … }`.
                """
        case .assemblyNotInFactory(let type, let available):
            return """
                The factory holds no \(type); it holds \(Self.list(available)). To fix, pass \
                \(type)() in `ComponentFactory(assemblies:)` or in `activate(with:)`.
                """
        case .unreachableWrapper(let property, let holder):
            return """
                \(property) keeps an auto-injected property wrapper inside a value of type \
                \(holder), where `inject(_:)` cannot fill it. To fix, declare the wrapper as a \
                stored property of the class or of a struct it stores: `@InjectedClass var \
                name: Type`.
                """
        case .isolatedToMainActor(let component):
            return """
                \(component) is isolated to the main actor and was asked for off it, where it cannot \
                be built, injected or called back. To fix, ask on the main actor, or await the \
                async form, which hops there: `try await factory.component(_:)` or \
                `try await factory.inject(_:)`.
                """
        case .unfilledProperty(let property, let type):
            return """
                \(property) (\(type)) was read before it was injected. To fix, call \
                `try factory.inject(self)` (or `try assembly.inject(self)`) first, build the \
                object through a definition, or set the property by hand.
                """
        case .unfillableProperties(let instance, let problems):
            return "\(problems.count) auto-injected properties of \(instance) cannot be filled, so none was:"
                + problems.map { "\n- \($0)" }.joined()
        case .unfilledWrapper(let owner, let declaredAt, let type):
            return """
                An auto-injected property of \(owner) (\(type)), declared at \(declaredAt), was read \
                before it was injected. To fix, inject the object that stores it first (`try \
                factory.inject(object)` or `try assembly.inject(object)`), build that object through a \
                definition, or set the property by hand.
                """
        case .unknownConfigFormat(let file):
            return """
                \(file): unknown configuration format. To fix, name the file with the extension \
                .properties, .json or .plist.
                """
        case .unreadableConfig(let file, let reason):
            return """
                \(file): cannot be read (\(reason)). To fix, check that the file exists and that \
                the URL points at it.
                """
        case .unsupportedEncoding(let source, let encoding, let format):
            return """
                \(source) is \(encoding), but a \(Self.formatName(format)) configuration must be \
                \(Self.encodings(format)). To fix, convert it to UTF-8, or decode it yourself and \
                pass the text as a String: `Config(\(format): text)`.
                """
        case .malformedConfig(let file, let line, let reason):
            return "\(file):\(line): \(reason). To fix, correct that line of the file."
        case .missingConfigKey(
            let key, let type, let definition, let assembly, let sources, let configured, let closest):
            return """
                No configuration value for key "\(key)" (wanted as \(type)), asked for by \(definition); \
                \(Self.configsRead(sources, by: assembly)).\(Self.didYouMean(closest))\
                \(Self.configsElsewhere(configured)) To fix, \(closest.isEmpty ? "" : "correct the misspelt key (in the configuration or in `config(_:)`), or ")\
                add "\(key)" to a configuration \(assembly) reads: share one with every assembly as a \
                global configuration (`ComponentFactory(assemblies:configs:)` or \
                `activate(with:configs:)`), or attach one to \(assembly) with `attach(_:)` or its \
                `configNames`.
                """
        case .missingConfigValue(let key, let type, let reader, let sources, let closest):
            return """
                No configuration value for key "\(key)" (wanted as \(type)), asked for by \(reader), \
                which read \(Self.list(sources, empty: "no configuration")).\(Self.didYouMean(closest)) To fix, \
                \(Self.whereToAdd(key, sources, reader: reader)).
                """
        case .unconvertibleConfigValue(let key, let value, let type, let source, let definition, let reason):
            return """
                The configuration value "\(value)" of key "\(key)" in \(source), read by \(definition), \
                cannot be converted to \(type): \(reason). To fix, change the value or the type it \
                is read as.
                """
        case .unknownConverter(let key, let converter, let source, let definition, let known):
            return """
                The configuration value of key "\(key)" in \(source), read by \(definition), asks for \
                the converter \(converter), which is not registered (registered: \(Self.list(known))). To fix, \
                register a TypeConverter whose typeName is "\(converter)" with \
                `factory.register(_:)` or list it as a component of type `any TypeConverter` \
                (outside a factory, pass it in `converters:`).
                """
        case .missingConfigResource(let name, let bundle, let resources):
            return """
                No configuration file named \(name) in \(Self.place(bundle, resources)). To fix, add \
                \(name) to that bundle's resources, or pass the bundle that holds it: \
                `Config(named: "\(name)", in: .module)` for a Swift package target's resources.
                """
        case .missingAssemblyConfig(let assembly, let name, let bundle, let resources):
            return """
                \(assembly).configNames lists \(name), which is not in \(Self.place(bundle, resources)). \
                To fix, add \(name) to that bundle's resources, or override `configBundle` in \
                \(assembly) to return the bundle that holds it (`Bundle.module` for a Swift package \
                target's resources).
                """
        case .missingGlobalConfig(let name, let bundle, let resources):
            return """
                TyphoonGlobalConfigFilenames in the Info.plist of the bundle at \(bundle) lists \
                \(name), which is not in \(Self.place(bundle, resources)). To fix, add \(name) to \
                that bundle's resources, or remove it from TyphoonGlobalConfigFilenames.
                """
        case .invalidInfoPlistValue(let key, let bundle, let found):
            return """
                The Info.plist key \(key) of the bundle at \(bundle) holds \(found), but Typhoon reads \
                it as an array of strings. To fix, make \(key) an array of strings in that Info.plist.
                """
        case .noInitialAssemblies(let bundle):
            return """
                Nothing to bootstrap: the Info.plist of the bundle at \(bundle) lists no \
                TyphoonInitialAssemblies. To fix, list your assemblies there by module-qualified \
                class name (an array of strings such as MyApp.AppAssembly), or pass them: \
                `ComponentFactory.bootstrap(assemblies: [AppAssembly()])`.
                """
        case .unknownInitialAssembly(let name, let bundle):
            return """
                TyphoonInitialAssemblies in the Info.plist of the bundle at \(bundle) names \(name), \
                which is not a class of this program. To fix, write the module-qualified name of a \
                top-level Assembly subclass, such as MyApp.AppAssembly (a nested class cannot be \
                found by name), and link its module into the program.
                """
        case .notAnAssembly(let name, let bundle):
            return """
                TyphoonInitialAssemblies in the Info.plist of the bundle at \(bundle) names \(name), \
                which is not a subclass of Assembly. To fix, name only Assembly subclasses there.
                """
        case .initialAssembliesGivenTwice(let bundle, let listed):
            return """
                Assemblies were passed to `bootstrap(assemblies:)`, and the Info.plist of the bundle \
                at \(bundle) lists TyphoonInitialAssemblies too (\(Self.list(listed))), so it is not \
                clear which to activate. To fix, remove TyphoonInitialAssemblies from that \
                Info.plist, or call `ComponentFactory.bootstrap(bundle:)` without assemblies.
                """
        case .patchingWithoutActivating(let test):
            return """
                The test \(test) has `.patching(…)` but no `.activating(…)`, on it or on its suite, so \
                there is no factory to patch. To fix, add `.activating(…)` with the assemblies the test \
                uses to the test or to its suite.
                """
        case .noFactoryForTest(let instance):
            return """
                `inject(_:)` of TyphoonTesting was asked to fill a \(instance) where no test activated a \
                factory (no `.activating(…)` trait, no TyphoonTestCase) and no factory is default. To \
                fix, add `.activating(…)` to the test or its suite, subclass TyphoonTestCase, or call \
                `try assembly.inject(self)` on an assembly you activated.
                """
        case .verificationFailed(let problems, let notVerified):
            let numbered = problems.enumerated().map { "\n\($0.offset + 1). \($0.element)" }.joined()
            let unverified = notVerified.map { "\n- \($0)" }.joined()
            return """
                verify() found \(problems.count) problem\(problems.count == 1 ? "" : "s") in the wiring:\(numbered)\
                \(notVerified.isEmpty ? "" : "\nNot verified:\(unverified)")
                To fix, correct each problem as its message says, then verify again.
                """
        case .optionNotMatched(let option, let value, let type, let cases):
            return """
                \(option) is an option with no case for the value \(value) (\(type)); its cases are \
                \(Self.list(cases, empty: "none")), and it has no `otherwise`. To fix, add a case for \
                that value (`match.when(\(value)) { … }`) or `match.otherwise { … }`, or correct the \
                value where it comes from (a configuration key, a run-time argument, a component).
                """
        case .definitionThrew(let definition, let error):
            return """
                \(definition), built for a look-up by type, threw \(error). To fix, make what it needs \
                available, or call it by reference (`try assembly.method()`) to handle its error.
                """
        case .postProcessedTypeMismatch(let definition, let declaredAt, let declared, let returned, let postProcessor):
            return """
                The instance post-processor \(postProcessor) returned a value of type \(returned) in place of the \(declared) \
                that \(definition) (\(declaredAt)) built, and \(declared) cannot hold it. To fix, return the \
                component itself or a replacement of a type that conforms to (or subclasses) \(declared), \
                or leave components of that definition as they are.
                """
        case .replacementTypeMismatch(let definition, let declared, let replacement):
            return """
                A definition post-processor replaced \(definition), which returns \(declared), with an \
                initializer that returns \(replacement). To fix, make the replacement's closure return \
                the method's return type, \(declared), converting the stand-in with `as` where it is a \
                subtype.
                """
        case .unloadDuringResolution(let resolving):
            return """
                unload() was called while \(Self.list(resolving)) \(resolving.count == 1 ? "was" : "were") being \
                built, so nothing was released. To fix, call unload() outside any definition, \
                initializer or call-back, once the threads that resolve from this factory are done.
                """
        case .missingResource(let name, let bundle, let resources):
            return """
                No resource named \(name) in \(Self.place(bundle, resources)). To fix, add \(name) to \
                that bundle's resources, or pass the bundle that holds it: `BundleResource(\"\(name)\", \
                in: .module)` for a Swift package target's resources.
                """
        case .unreadableResource(let name, let file, let reason):
            return """
                The resource \(name) (\(file)) cannot be read: \(reason). To fix, make the file readable, \
                save text resources as UTF-8, or read it as `Data`.
                """
        case .unpatchedInTest(let definition, let declaredAt, let test, let path):
            return """
                \(definition) (\(declaredAt)) must be patched in tests, but the test \(test) built it \
                without a patch\(path.count > 1 ? ", through \(Self.cycle(path))" : ""). To fix, patch \
                it for this test with \(Self.patchingTrait(definition)) on the test or its suite, or \
                with `patch` on the test's factory before it is built; or remove \
                `mustBePatchedInTests()` from its configuration.
                """
        case .outsideScopedRegion(let definition, let declaredAt):
            return """
                \(definition) (\(declaredAt)) is scoped, one instance per region, and was asked for \
                outside any region. A region reaches the child tasks of its work, not a `Thread`, a \
                `DispatchQueue` block or a `Task.detached` started inside it. To fix, ask for it inside \
                `factory.withScope { … }` (`try await factory.withScope { … }` in async code), or \
                give it another scope if it is not part of a unit of work.
                """
        case .scopedRegionEnded(let definition, let declaredAt):
            return """
                \(definition) (\(declaredAt)) is scoped, one instance per region, and was asked for by \
                a task that outlived its region, which has released its instances. To fix, finish \
                the region's work inside its `withScope { … }` (await the task there, or use a \
                child task: `async let`, a task group), or open a region of its own in the task.
                """
        }
    }

    /// The patching trait for a definition: `.patching(ShopAssembly.clock) { … }` for a method
    /// without parameters, `.patching(…)` otherwise.
    private static func patchingTrait(_ definition: String) -> String {
        guard definition.hasSuffix("()") else { return "`.patching(…)`" }
        return "`.patching(\(definition.dropLast(2))) { … }`"
    }

    /// How long a scope that shares instances would share the one built for the first call's
    /// parameters (a prototype shares none, and is never the scope of that message).
    private static func sharingSpan(_ scope: Scope) -> String {
        switch scope {
        case .objectGraph: ", within one resolution (an outermost call and everything it builds)"
        case .singleton, .lazySingleton: ", for the factory's life"
        case .weakSingleton: ", for as long as anything holds that instance"
        case .scoped: ", within one region (`factory.withScope { … }`)"
        case .prototype: ""
        }
    }

    /// The keys a misspelt one was probably meant to be, as a question, or nothing.
    private static func didYouMean(_ closest: [String]) -> String {
        guard let last = closest.last else { return "" }
        let quoted = closest.map { "\"\($0)\"" }
        let choices = closest.count == 1 ? quoted[0] : "\(quoted.dropLast().joined(separator: ", ")) or \"\(last)\""
        return " Did you mean \(choices)?"
    }

    /// A format's name in messages, from its initializer label.
    private static func formatName(_ format: String) -> String {
        format == "json" ? "JSON" : format
    }

    /// The encodings a format's data may be in.
    private static func encodings(_ format: String) -> String {
        format == "json" ? "UTF-8" : "UTF-8 or ISO 8859-1"
    }

    /// Why a definition that returns the type a look-up wanted was not found: it is not listed, or
    /// it takes run-time arguments.
    private static func whyNotFound(_ definition: String, returning type: String) -> String {
        guard definition.hasSuffix("()") else {
            return "\(definition) returns \(type) but takes run-time arguments, which a look-up by type cannot pass"
        }
        return "\(definition) returns \(type) but is not listed in its assembly's `components`"
    }

    /// How to list the definitions a look-up did not find: `Component(Self.method)` for each one
    /// without parameters.
    private static func listingFix(_ definitions: [String], returning type: String) -> String {
        let listable = definitions.filter { $0.hasSuffix("()") }.map { definition -> String in
            let method = definition.dropLast(2).split(separator: ".").last.map(String.init) ?? definition
            return "`Component(Self.\(method))`"
        }
        guard !listable.isEmpty else { return "list a definition without run-time arguments that returns \(type)" }
        return "list \(list(listable, lastJoinedBy: "or")) in its assembly's `components`"
    }

    private static func asker(_ requiredBy: String?) -> String {
        requiredBy.map { " (required by \($0))" } ?? ""
    }

    private static func cycle(_ path: [String]) -> String {
        path.joined(separator: " -> ")
    }

    /// A bundle and, when they are elsewhere (`Contents/Resources`), where it keeps its resources.
    private static func place(_ bundle: String, _ resources: String) -> String {
        bundle == resources ? "the bundle at \(bundle)" : "the bundle at \(bundle) (resources in \(resources))"
    }

    /// What a look-up read, or why it read nothing.
    private static func configsRead(_ sources: [String], by assembly: String) -> String {
        guard sources.isEmpty else { return "read \(list(sources))" }
        return """
            \(assembly) reads no configuration: none is attached to it or named in its `configNames`, \
            and the factory has no global ones
            """
    }

    /// How to fix a key that the configurations read outside a definition do not hold: add it,
    /// or correct a misspelt key.
    private static func whereToAdd(_ key: String, _ sources: [String], reader: String) -> String {
        switch sources.count {
        case 0 where reader.hasPrefix("ComponentFactory."):
            return """
                give the factory a global configuration that holds "\(key)" \
                (`ComponentFactory(assemblies:configs:)`)
                """
        case 0: return "give it a configuration that holds \"\(key)\""
        case 1: return "add \"\(key)\" to that configuration, or read a key it holds"
        default: return "add \"\(key)\" to one of these configurations, or read a key they hold"
        }
    }

    /// The assemblies whose own configurations the look-up did not read, as a sentence, or
    /// nothing when there are none.
    private static func configsElsewhere(_ configured: [String]) -> String {
        guard !configured.isEmpty else { return "" }
        return
            " Assemblies with configurations of their own, which only their own definitions read: \(list(configured))."
    }

    private static func list(_ items: [String], empty: String = "nothing") -> String {
        items.isEmpty ? empty : items.joined(separator: ", ")
    }

    /// Items in a sentence: `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String], lastJoinedBy conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return "\(items.dropLast().joined(separator: ", ")) \(conjunction) \(last)"
    }
}
