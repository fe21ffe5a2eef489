// Glimpse's previews are of ActivityKit's activities drawn by WidgetKit's configurations
// (`ActivityPreview<Attributes>`, a payload's `ActivityContent`, the `#Preview`s found in
// the program): a module that previews them names those types, so they come with it.
@_exported import GlimpseActivityKit
@_exported import GlimpsePreviews
@_exported import GlimpseWidgetKit
