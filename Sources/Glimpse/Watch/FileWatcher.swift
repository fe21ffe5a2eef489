import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Notices changed files under a package directory: inotify where the kernel has it (the
/// process sleeps until a file changes), otherwise a comparison of modification times
/// each time it is asked (every half second from ``WatchCommand``).
///
/// Build products, version control and hidden folders are not watched; nor are editors'
/// scratch files (`.swp`, `~`, `4913`).
///
/// A folder that is deleted and made again (a `git checkout`, a restore from the trash)
/// is watched again, and the files it already holds when it is noticed count as changed.
/// So does the root itself: while it is gone the watcher looks for it every half second.
/// When inotify runs out of watches, it falls back to comparing times.
final class FileWatcher {
  /// The folder watched.
  let root: URL
  /// inotify's descriptor, to wait on with `poll`; nil when watching by polling.
  private(set) var descriptor: Int32?
  private var watches: [Int32: String] = [:]
  private var modificationTimes: [String: Double] = [:]

  /// Whether the root is gone (deleted or moved away) and not yet back.
  private var rootIsGone = false

  /// Whether changes are found by comparing modification times.
  var isPolling: Bool { descriptor == nil }

  /// Whether ``changes()`` must be called every half second, not only when the
  /// descriptor is readable: polling, or waiting for a deleted root to come back.
  var needsTimer: Bool { isPolling || rootIsGone }

  /// Starts watching `root` and every folder below it. With `forcePolling`, or when
  /// inotify is missing or out of watches, compares modification times instead.
  init(root: URL, forcePolling: Bool = false) {
    self.root = root.standardizedFileURL
    if !forcePolling {
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      if fd >= 0 {
        descriptor = fd
        if !addWatches(under: self.root.path) {
          close(fd)
          descriptor = nil
          watches = [:]
        }
      }
    }
    if descriptor == nil { modificationTimes = scan() }
  }

  deinit {
    if let descriptor { close(descriptor) }
  }

  /// Whether a path below the root is one the watcher ignores.
  /// Sets the modification time of each of `paths` (relative to `root`) that is a Swift
  /// source to now, so that the next `swift build` compiles it.
  ///
  /// A file saved while a build runs, after the compiler read it, can be recorded by that
  /// build as up to date with its new contents: the next build then only emits the module
  /// and keeps the old binary (seen in the end-to-end test: the edit never appeared).
  /// A newer time than any the build system recorded makes it compile the file again.
  static func markForRebuild(_ paths: [String], under root: URL) {
    for path in paths where path.hasSuffix(".swift") {
      let full = root.appendingPathComponent(path).path
      _ = utimensat(AT_FDCWD, full, nil, 0)
    }
  }

  static func isIgnored(name: String) -> Bool {
    name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name == "4913"
  }

  /// The files changed since the last call (relative paths, sorted, each once). Does not
  /// wait: with inotify it reads what is queued; by polling it compares times.
  func changes() -> [String] {
    guard let descriptor else { return pollChanges() }
    var changed: Set<String> = []
    if rootIsGone, FileManager.default.fileExists(atPath: root.path) {
      rootIsGone = false
      // Moved away, the old folders are still watched where they went.
      forgetWatches(under: root.path)
      reappeared(root.path, into: &changed)
    }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var offset = 0
      while offset + 16 <= count {
        let (wd, mask, length) = buffer.withUnsafeBytes { bytes in
          (
            bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset += 16 + length
        if mask & UInt32(IN_IGNORED) != 0 {
          // The folder is gone (its watch with it): the root, or one whose parent sees
          // it come back.
          if watches.removeValue(forKey: wd) == root.path { rootIsGone = true }
          continue
        }
        if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0, watches[wd] == root.path {
          rootIsGone = true
          continue
        }
        guard let folder = watches[wd], !name.isEmpty, !Self.isIgnored(name: name) else {
          continue
        }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
          if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { reappeared(path, into: &changed) }
          if mask & UInt32(IN_MOVED_FROM) != 0 { forgetWatches(under: path) }
          continue
        }
        changed.insert(relative(path))
      }
    }
    // The root's own events can come late (its inode outlives the last name while
    // something holds it open): whether it is there says it at once.
    if !rootIsGone, !FileManager.default.fileExists(atPath: root.path) { rootIsGone = true }
    guard self.descriptor != nil else {
      // Out of watches: every file compared from now on, all of them changed this once.
      return (Array(changed) + modificationTimes.keys).sorted()
    }
    return changed.sorted()
  }

  /// A folder made (or moved in, or back): watches it and what is below it, and counts
  /// the files it already holds as changed (they may have been written before the
  /// watch was in place). Falls back to comparing times when inotify refuses.
  private func reappeared(_ path: String, into changed: inout Set<String>) {
    guard addWatches(under: path) else {
      if let descriptor { close(descriptor) }
      descriptor = nil
      watches = [:]
      modificationTimes = scan()
      return
    }
    for file in files(under: path) { changed.insert(relative(file)) }
  }

  /// Stops watching `path` and the folders below it (moved away: their events would
  /// name paths that are no longer there).
  private func forgetWatches(under path: String) {
    guard let descriptor else { return }
    for (wd, folder) in watches where folder == path || folder.hasPrefix(path + "/") {
      inotify_rm_watch(descriptor, wd)
      watches[wd] = nil
    }
  }

  /// The files below `path`, not ignored ones, at most 10,000.
  private func files(under path: String) -> [String] {
    var found: [String] = []
    var folders = [path]
    while let folder = folders.popLast(), found.count < 10_000 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !Self.isIgnored(name: name) {
        let full = folder + "/" + name
        var status = stat()
        guard stat(full, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR { folders.append(full) } else { found.append(full) }
      }
    }
    return found
  }

  private func relative(_ path: String) -> String {
    let prefix = root.path + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Watches `path` and the folders below it; false when inotify refuses (no watches left).
  private func addWatches(under path: String) -> Bool {
    guard let descriptor else { return false }
    let mask = UInt32(
      IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_MODIFY
        | IN_DELETE_SELF | IN_MOVE_SELF)
    let wd = inotify_add_watch(descriptor, path, mask)
    guard wd >= 0 else { return false }
    watches[wd] = path
    for folder in subfolders(of: path) where !addWatches(under: folder) { return false }
    return true
  }

  private func subfolders(of path: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !Self.isIgnored(name: $0) }.sorted().compactMap { name in
      var isFolder: ObjCBool = false
      let full = path + "/" + name
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder),
        isFolder.boolValue
      else { return nil }
      return full
    }
  }

  private func scan() -> [String: Double] {
    var times: [String: Double] = [:]
    var folders = [root.path]
    while let folder = folders.popLast(), times.count < 100_000 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      for name in names where !Self.isIgnored(name: name) {
        let full = folder + "/" + name
        var status = stat()
        guard stat(full, &status) == 0 else { continue }
        if status.st_mode & S_IFMT == S_IFDIR {
          folders.append(full)
        } else {
          times[relative(full)] =
            Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            + Double(status.st_size) * 1e-12
        }
      }
    }
    return times
  }

  private func pollChanges() -> [String] {
    let now = scan()
    var changed: [String] = []
    for (path, time) in now where modificationTimes[path] != time { changed.append(path) }
    for path in modificationTimes.keys where now[path] == nil { changed.append(path) }
    modificationTimes = now
    return changed.sorted()
  }
}
