// `import Charts` on Linux: widget files import it for `Chart` and its marks, axes and
// scales, which GlimpseCharts declares. Like Apple's (whose interface imports SwiftUI and
// Foundation without re-exporting them), it gives Charts' names only: a file that draws a
// chart imports SwiftUI too.
@_exported import GlimpseCharts
