import GlimpseUI

/// How a chart writes a number on an axis or in a legend, without going through the
/// locale's number formatter: whole numbers as integers, others to at most two places.
enum ChartNumberFormat {
  static func label(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    if value == value.rounded() { return String(Int(value)) }
    let hundredths = Int((abs(value) * 100).rounded())
    var text = "\(hundredths / 100)"
    let fraction = hundredths % 100
    if fraction != 0 {
      text +=
        fraction % 10 == 0
        ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
    }
    return value < 0 && hundredths != 0 ? "-" + text : text
  }
}
