import Foundation
import GlimpseLocalization

/// How a value shows in Shortcuts, Siri and widgets' configuration: a title, a subtitle
/// and an image.
///
/// - Glimpse: works
public struct DisplayRepresentation: ExpressibleByStringLiteral, Equatable, @unchecked Sendable {
  /// The title.
  public var title: LocalizedStringResource
  /// The subtitle.
  public var subtitle: LocalizedStringResource?
  /// The image.
  public var image: DisplayRepresentation.Image?
  /// Other names the value is known by.
  public var synonyms: [LocalizedStringResource]

  /// A representation with a title, and optionally a subtitle and an image.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    synonyms = []
  }

  /// A representation with synonyms (iOS 17).
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil, synonyms: [LocalizedStringResource] = []
  ) {
    self.init(title: title, subtitle: subtitle, image: image)
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  /// An image of a representation: a symbol, a bundled image, a file or data.
  public struct Image: Equatable, Sendable {
    /// Where the image comes from.
    enum Source: Equatable, Sendable {
      case system(String)
      case named(String)
      case url(URL)
      case data(Data)
    }

    let source: Source
    /// Whether the image is a template, tinted by its context.
    let isTemplate: Bool?

    /// A system symbol.
    public init(systemName name: String, isTemplate: Bool? = nil) {
      source = .system(name)
      self.isTemplate = isTemplate
    }

    /// An image from the extension's bundle.
    public init(named name: String, isTemplate: Bool? = nil) {
      source = .named(name)
      self.isTemplate = isTemplate
    }

    /// An image file.
    public init(url: URL, isTemplate: Bool? = nil) {
      source = .url(url)
      self.isTemplate = isTemplate
    }

    /// Encoded image data.
    public init(data: Data, isTemplate: Bool? = nil) {
      source = .data(data)
      self.isTemplate = isTemplate
    }
  }
}

/// How a type is named in Shortcuts: its name, and a format for counts of it.
///
/// - Glimpse: works
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, @unchecked Sendable {
  /// The type's name.
  public var name: LocalizedStringResource
  /// A format for a count of values (`"\(placeholder: .int) speed limits"`).
  public var numericFormat: LocalizedStringResource?
  /// Other names of the type.
  public var synonyms: [LocalizedStringResource]

  /// A name, and optionally a numeric format.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
    self.name = name
    self.numericFormat = numericFormat
    synonyms = []
  }

  /// A name with synonyms (iOS 17).
  public init(
    name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.init(name: name, numericFormat: numericFormat)
    self.synonyms = synonyms
  }

  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(stringLiteral: value))
  }
}

/// A type that names itself.
///
/// - Glimpse: works
public protocol TypeDisplayRepresentable {
  /// How the type is named.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that shows itself.
///
/// - Glimpse: works
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
  /// How the value shows.
  var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
  public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type that names itself and whose values show themselves.
///
/// - Glimpse: works
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a fixed set of values, each of which shows itself.
///
/// - Glimpse: works
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable,
  Hashable
{
  /// How each value shows.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title
      ?? LocalizedStringResource(stringLiteral: String(describing: self))
  }
}

extension CaseDisplayRepresentable where Self: InstanceDisplayRepresentable {
  public var localizedStringResource: LocalizedStringResource {
    Self.caseDisplayRepresentations[self]?.title ?? displayRepresentation.title
  }
}

/// A type with a fixed set of values that names itself and whose values show themselves.
///
/// - Glimpse: works
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
