// `import Charts` on Linux: widget files import it for `Chart` and its marks, axes and
// scales, which GlimpseUI declares (Sources/GlimpseUI/Charts).
@_exported import GlimpseUI
