import Hummingbird
import TyphoonAutoInjection

/// The routes of quests: list, post, read, assign to a knight, complete.
///
/// A top-level object like ``KnightsController``: built once, given the service assembly as its
/// ``RequestServices``, and a ``QuestService`` built for each request.
public final class QuestsController: RouteProvider, @unchecked Sendable {
    @InjectedProtocol var services: any RequestServices

    /// Makes a controller whose dependency a definition injects (or a caller sets).
    public init() {}

    /// Adds the quests' routes.
    public func addRoutes(to router: RecordingRouter) {
        router.get("quests") { request, context in
            try await self.service(request, context).quests(
                status: RequestReading.status(of: request), page: RequestReading.query("page", of: request),
                size: RequestReading.query("size", of: request))
        }
        router.post("quests") { request, context in
            let body = try await RequestReading.body(
                NewQuest.self, of: request, context, example: #"{"title": "Find the Holy Grail"}"#)
            let quest = try await self.service(request, context).post(title: body.title)
            return EditedResponse(status: .created, response: quest)
        }
        router.get("quests/:id") { request, context in
            try await self.service(request, context).quest(id: Self.questID(request, context))
        }
        router.post("quests/:id/assignment") { request, context in
            let questID = try Self.questID(request, context)
            let body = try await RequestReading.body(
                Assignment.self, of: request, context, example: #"{"knightID": 1}"#)
            return try await self.service(request, context).assign(questID: questID, to: body.knightID)
        }
        router.post("quests/:id/completion") { request, context in
            try await self.service(request, context).complete(questID: Self.questID(request, context))
        }
    }

    private func service(_ request: Request, _ context: QuestRequestContext) async throws -> QuestService {
        try await services.questService(for: context.requestInfo(request))
    }

    private static func questID(_ request: Request, _ context: QuestRequestContext) throws -> Int64 {
        try RequestReading.id("id", of: request, context, what: "quest id")
    }
}
