// What a snapshot test needs with `import GlimpseTesting`: the previews, devices and
// presentations (`ActivityPreview`, `DeviceProfile`, `Presentation`), and the Dynamic Type
// sizes.
@_exported import GlimpseActivity
@_exported import GlimpseEnums
