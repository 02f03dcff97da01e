/// A wiring the model does not judge: it would build too many instances (prototypes fan out),
/// or the rules leave what it does open (the reason says which point).
struct Unjudged: Error {
    let reason: String
}
