// Glimpse's previews are of ActivityKit's activities (`ActivityPreview<Attributes>`, a
// payload's `ActivityContent`): a module that previews them names ActivityKit's types, so
// they come with it, as the view surface comes with `GlimpseUI` to those that import it.
@_exported import GlimpseActivityKit
