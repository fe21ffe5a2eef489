/// The whole number nearest `value`, halves away from zero, for a finite `value` of at
/// least zero and below 2^62: `Int(value.rounded())` without a call to the C library's
/// `round` (the column and row rules and colour blending round on every layout and cell).
///
/// Exact: the difference between a double and its whole part is always representable, so
/// comparing it with one half decides as `round` does.
@inlinable
func nearestWhole(ofNonNegative value: Double) -> Int {
  let whole = Int(value)
  return value - Double(whole) >= 0.5 ? whole + 1 : whole
}
