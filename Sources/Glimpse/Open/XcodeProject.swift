import Foundation

/// An Xcode project's `project.pbxproj`, read for what `glimpse open` needs of one
/// target: its Swift sources (wherever they are: files shared with the app from other
/// folders, Xcode 16's synchronized folders), its asset catalogs and its strings.
struct XcodeProject {
  /// The `.xcodeproj` folder.
  let url: URL
  private let objects: [String: OldStylePropertyList]
  private let root: [String: OldStylePropertyList]
  /// The group or file that holds each object.
  private var parents: [String: String] = [:]

  /// The folder the project's relative paths start from.
  var sourceRoot: URL {
    let folder = url.deletingLastPathComponent()
    if let path = root["projectDirPath"]?.string, !path.isEmpty {
      return URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
    }
    return folder
  }

  /// Reads `url/project.pbxproj`; throws ``OpenError`` naming the file and what is wrong.
  init(url: URL) throws {
    self.url = url
    let file = url.appendingPathComponent("project.pbxproj")
    let name = url.lastPathComponent + "/project.pbxproj"
    let text: String
    do {
      let data = try Data(contentsOf: file)
      guard data.count <= 64 << 20 else { throw OpenError("\(name) is larger than 64 MB") }
      text = String(decoding: data, as: UTF8.self)
    } catch let error as OpenError {
      throw error
    } catch {
      throw OpenError("cannot read \(file.path) (\(OpenError.reason(error)))")
    }
    let list: OldStylePropertyList
    do {
      list = try OldStylePropertyList.parse(text)
    } catch let error as OldStylePropertyList.ParseError {
      throw OpenError("\(file.path) is not an Xcode project file: \(error.description)")
    }
    guard let objects = list["objects"]?.dictionary,
      let rootID = list["rootObject"]?.string,
      let root = objects[rootID]?.dictionary
    else {
      throw OpenError("\(file.path) is not an Xcode project file: no objects and rootObject")
    }
    self.objects = objects
    self.root = root
    for (id, object) in objects {
      for child in object["children"]?.array ?? [] {
        if let child = child.string { parents[child] = id }
      }
    }
  }

  /// The names of the project's targets, in its order.
  var targetNames: [String] {
    (root["targets"]?.array ?? []).compactMap { $0.string }.compactMap {
      objects[$0]?["name"]?.string
    }
  }

  /// The targets that build app extensions (a widget extension is one).
  var extensionTargets: [String] {
    (root["targets"]?.array ?? []).compactMap { $0.string }.compactMap { id in
      guard let target = objects[id],
        target["productType"]?.string == "com.apple.product-type.app-extension"
      else { return nil }
      return target["name"]?.string
    }
  }

  /// The files of the target named `name`.
  func files(ofTarget name: String) throws -> OpenInput.Files {
    let ids = (root["targets"]?.array ?? []).compactMap { $0.string }
    guard let targetID = ids.first(where: { objects[$0]?["name"]?.string == name }),
      let target = objects[targetID]
    else {
      throw OpenError(
        "no target '\(name)' in \(url.lastPathComponent); its targets: \(targetNames.joined(separator: ", "))"
      )
    }
    var files = OpenInput.Files()
    for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
      guard let phase = objects[phaseID], let isa = phase["isa"]?.string,
        isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase"
      else { continue }
      for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
        guard let reference = objects[buildFileID]?["fileRef"]?.string else { continue }
        for path in paths(ofReference: reference) { files.add(path) }
      }
    }
    // Xcode 16's folders kept in sync with the disk: every file in a folder of the
    // target's, but those its exceptions set apart; and a file of another target's folder
    // that an exception adds to this one.
    let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [])
    for (groupID, group) in objects.sorted(by: { $0.key < $1.key })
    where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = path(of: groupID) else { continue }
      var excepted: Set<String> = []
      for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
        guard let exception = objects[exceptionID], exception["target"]?.string == targetID
        else { continue }
        for entry in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
          excepted.insert(entry)
        }
      }
      if ownGroups.contains(groupID) {
        for file in OpenInput.walk(folder) {
          let relative = String(file.path.dropFirst(folder.path.count + 1))
          if !excepted.contains(relative) { files.add(file) }
        }
      } else {
        for entry in excepted.sorted() { files.add(folder.appendingPathComponent(entry)) }
      }
    }
    return files
  }

  /// The files a build file's reference stands for: the file, or a variant group's
  /// children (`en.lproj/Localizable.strings`, ...).
  private func paths(ofReference id: String) -> [URL] {
    guard let object = objects[id] else { return [] }
    if object["isa"]?.string == "PBXVariantGroup" {
      return (object["children"]?.array ?? []).compactMap(\.string).compactMap { path(of: $0) }
    }
    return path(of: id).map { [$0] } ?? []
  }

  /// Where an object of the project is on disk, from its `sourceTree` and its groups'
  /// paths; nil for one in the SDK or the build folder.
  func path(of id: String, depth: Int = 0) -> URL? {
    guard depth < 64, let object = objects[id] else { return nil }
    let path = object["path"]?.string
    switch object["sourceTree"]?.string ?? "<group>" {
    case "<absolute>":
      return path.map { URL(fileURLWithPath: $0).standardizedFileURL }
    case "SOURCE_ROOT":
      return URL(fileURLWithPath: path ?? ".", relativeTo: sourceRoot).standardizedFileURL
    case "<group>":
      let base = parents[id].flatMap { self.path(of: $0, depth: depth + 1) } ?? sourceRoot
      guard let path else { return base }
      return base.appendingPathComponent(path).standardizedFileURL
    default:
      return nil
    }
  }
}
