// What a package that previews its own activities needs with `import Glimpse`: the
// previews (`ActivityPreview`) and what they are made of.
@_exported import GlimpseActivity
