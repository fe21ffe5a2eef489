import CFreeType

/// A variable font's weight (`wght`) and optical size (`opsz`) axes, as Apple's
/// `SF-Pro.ttf` has them: the instance a face selects, and its FreeType coordinates.
struct FontVariation: Sendable {
  /// One axis: its index in `fvar`, and its range in design units.
  struct Axis: Sendable {
    var index: Int
    var minimum: Double
    var maximum: Double
  }

  /// The default coordinate of every axis, 16.16 fixed point, in `fvar` order.
  var defaults: [FT_Fixed]
  /// The tags of every axis, in `fvar` order.
  var tags: [UInt32]
  /// The weight axis, if any.
  var weight: Axis?
  /// The optical size axis (in points), if any.
  var opticalSize: Axis?

  /// The axes of `face`, or nil when it is not a variable font with a weight or optical
  /// size axis.
  init?(face: FT_Face, library: FT_Library) {
    guard face.pointee.face_flags & FreeTypeFlags.faceMultipleMasters != 0 else { return nil }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &master) == 0, let master else { return nil }
    defer { FT_Done_MM_Var(library, master) }
    let count = Int(master.pointee.num_axis)
    guard count > 0, let axes = master.pointee.axis else { return nil }
    defaults = []
    tags = []
    for index in 0..<count {
      let axis = axes[index]
      defaults.append(axis.def)
      tags.append(UInt32(truncatingIfNeeded: axis.tag))
      let range = Axis(
        index: index, minimum: Double(axis.minimum) / 65536, maximum: Double(axis.maximum) / 65536)
      if axis.tag == FT_ULong(HarfBuzzShaper.tag("wght")) { weight = range }
      if axis.tag == FT_ULong(HarfBuzzShaper.tag("opsz")) { opticalSize = range }
    }
    if weight == nil && opticalSize == nil { return nil }
  }

  /// The instance for a face: its weight class and size, each clamped to its axis, the size
  /// in half points. Equal instances measure alike, so they share cache entries.
  struct Instance: Equatable {
    var weight: Int
    var halfPoints: Int
  }

  /// The instance `weight` and `size` (points, positive) select.
  func instance(weight: FontWeight, size: Double) -> Instance {
    let weightClass =
      self.weight.map { Int(min(max(Double(weight.weightClass), $0.minimum), $0.maximum)) } ?? 0
    let halfPoints =
      opticalSize.map { Int((min(max(size, $0.minimum), $0.maximum) * 2).rounded()) } ?? 0
    return Instance(weight: weightClass, halfPoints: halfPoints)
  }

  /// Every axis's coordinate for `instance`, as (tag, design value).
  func settings(for instance: Instance) -> [(tag: UInt32, value: Double)] {
    var values = defaults.map { Double($0) / 65536 }
    if let weight { values[weight.index] = Double(instance.weight) }
    if let opticalSize { values[opticalSize.index] = Double(instance.halfPoints) / 2 }
    return zip(tags, values).map { (tag: $0, value: $1) }
  }
}
