// `import Combine` on Linux: widget files import it for an `ObservableObject` store with
// `@Published` properties, and a subject or two. GlimpseUI declares those (Sources/
// GlimpseUI/Combine), synchronous and on the calling thread; no schedulers or operators.
@_exported import GlimpseUI
