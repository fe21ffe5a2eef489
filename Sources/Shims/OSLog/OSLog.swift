// `import OSLog` on Linux: widget files import it for a `Logger`. GlimpseUI declares
// `Logger`, `OSLog`, `os_log` and the message types (Sources/GlimpseUI/OSLog): every
// message is accepted and dropped, so that nothing scribbles over the preview.
@_exported import GlimpseUI
