import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Draws a sweep's renders on every core: the variants are dealt out in turn to `count`
/// workers, the first being this process and the others forked copies of it, each drawing
/// its share on its own main thread (the views and their environment are main-actor state,
/// so a process, not a thread, is what can draw beside another) and sending back its records
/// in a compact binary form (``DensityWireFormat``) through a pipe.
///
/// The sweep goes in blocks of ``blockSize`` variants: each copy sends one frame a block,
/// and this process, having drawn its own part of the block, reads them and hands the
/// block's records on in variant order before the next. Nothing is held past a block,
/// whatever the size of the sweep, and the report is the same whatever the number of
/// workers and however they are scheduled.
///
/// A copy that fails (exits with a status, is killed, sends something unreadable) or sends
/// nothing for ``stallLimit`` seconds while this process waits for it has the rest of its
/// share drawn here instead: the result is the same, only slower (and an activity that
/// traps then traps here, with its line naming what was being drawn; a copy writes nothing
/// to standard error). A copy ends as soon as this process does, however it ends (even
/// killed): a thread in it waits for the end of a pipe only this process writes to.
@MainActor
enum DensityWorkers {
  /// Seconds without a byte from a copy, while this process waits for it, before it is
  /// given up.
  static let stallLimit: Double = 20

  /// Sweeps of fewer renders are drawn in this process alone: a copy costs more than it
  /// saves.
  static let smallestShared = 64

  /// Variants a block: what is held at once.
  static let blockSize = 1024

  /// The processors available.
  static var available: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// A forked copy, while it works.
  private struct Copy {
    var pid: pid_t
    var pipe: Int32
    var worker: Int
  }

  /// Draws every variant of `sweep` with up to `count` workers and passes each, with its
  /// records, to `each` in variant order (variants where nothing shows are left out);
  /// returns the number of workers used.
  static func run(
    _ sweep: DensitySweep, workers count: Int,
    each: (DensityVariant, [DensityRecord]) throws -> Void
  ) throws -> Int {
    let variants = sweep.variants
    let workers = variants.count < smallestShared ? 1 : max(1, min(count, variants.count))
    reapExited()
    if workers == 1 {
      for variant in variants {
        if let records = try sweep.records(for: variant) { try each(variant, records) }
      }
      return 1
    }
    // The lifeline: only this process holds its writing end; a copy's thread sees its end
    // when this process is gone, and ends the copy.
    var lifeline: [Int32] = [0, 0]
    guard pipe(&lifeline) == 0 else {
      for variant in variants {
        if let records = try sweep.records(for: variant) { try each(variant, records) }
      }
      return 1
    }
    defer { close(lifeline[1]) }
    var copies: [Copy?] = []
    let parent = getpid()
    for worker in 1..<workers {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { break }
      let pid = fork()
      if pid == 0 {
        close(fds[0])
        close(lifeline[1])
        for copy in copies { if let copy { close(copy.pipe) } }
        watch(lifeline: lifeline[0], parent: parent)
        // The copy says nothing: if the activity's code traps in it, its share is drawn
        // again here, and the line naming what was drawn is printed once, by this process.
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 { dup2(null, STDERR_FILENO) }
        let status = drawInCopy(sweep, worker: worker, of: workers, to: fds[1])
        _exit(status)
      }
      close(fds[1])
      if pid < 0 {
        close(fds[0])
        break
      }
      copies.append(Copy(pid: pid, pipe: fds[0], worker: worker))
    }
    close(lifeline[0])
    // A copy still at work when this ends (an error thrown here) is stopped.
    defer {
      for copy in copies {
        guard let copy else { continue }
        close(copy.pipe)
        kill(copy.pid, SIGKILL)
        var status: Int32 = 0
        waitpid(copy.pid, &status, 0)
      }
    }
    var block: [[DensityRecord]?] = []
    for start in stride(from: 0, to: variants.count, by: blockSize) {
      let range = start..<min(start + blockSize, variants.count)
      block = [[DensityRecord]?](repeating: nil, count: range.count)
      // This process's part, and the parts of the copies that failed.
      for index in range {
        let worker = index % workers
        guard worker == 0 || copies.count < worker || copies[worker - 1] == nil else { continue }
        block[index - start] = try sweep.records(for: variants[index])
      }
      for slot in copies.indices {
        guard let copy = copies[slot] else { continue }
        let indices = range.filter { $0 % workers == copy.worker }
        if let frame = collect(copy.pipe, pid: copy.pid),
          let results = DensityWireFormat.decode(frame), results.count == indices.count
        {
          for (index, records) in zip(indices, results) { block[index - start] = records }
          continue
        }
        close(copy.pipe)
        kill(copy.pid, SIGKILL)
        var status: Int32 = 0
        waitpid(copy.pid, &status, 0)
        copies[slot] = nil
        for index in indices { block[index - start] = try sweep.records(for: variants[index]) }
      }
      for index in range {
        if let records = block[index - start] { try each(variants[index], records) }
      }
    }
    // Every frame read is the copies' work done: they are reaped later, not waited for here
    // (a copy's exit, unmapping its memory, took 10 ms).
    for slot in copies.indices {
      guard let copy = copies[slot] else { continue }
      close(copy.pipe)
      exiting.append(copy.pid)
      copies[slot] = nil
    }
    reapExited()
    return workers
  }

  /// Copies that sent their answer and may still be exiting.
  private static var exiting: [pid_t] = []

  /// Reaps the copies of ``exiting`` that have exited, without waiting for the others (the
  /// next sweep, or the end of the process, takes them).
  static func reapExited() {
    exiting.removeAll { pid in
      var status: Int32 = 0
      return waitpid(pid, &status, WNOHANG) != 0
    }
  }

  /// In a forked copy: a thread that ends the copy when `lifeline` reaches its end (the
  /// process that forked it is gone), or at once if it is gone already.
  private static func watch(lifeline: Int32, parent: pid_t) {
    if getppid() != parent { _exit(3) }
    var thread = pthread_t()
    let argument = UnsafeMutableRawPointer(bitPattern: Int(lifeline) + 1)
    let started = pthread_create(
      &thread, nil,
      { argument in
        let descriptor = Int32(Int(bitPattern: argument) - 1)
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&poller, 1, -1) < 0 && errno == EINTR {}
        _exit(3)
      }, argument)
    if started != 0 { _exit(3) }
  }

  /// In a forked copy: draws its share of each block and writes the records of each as one
  /// frame (its length, then its bytes) to `fd`; the exit status.
  private static func drawInCopy(_ sweep: DensitySweep, worker: Int, of workers: Int, to fd: Int32)
    -> Int32
  {
    let variants = sweep.variants
    do {
      for start in stride(from: 0, to: variants.count, by: blockSize) {
        let end = min(start + blockSize, variants.count)
        let results = try (start..<end).filter { $0 % workers == worker }.map {
          try sweep.records(for: variants[$0])
        }
        let body = DensityWireFormat.encode(results)
        var frame: [UInt8] = []
        frame.reserveCapacity(body.count + 8)
        withUnsafeBytes(of: Int64(body.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: body)
        guard writeAll(frame, to: fd) else { return 1 }
      }
      close(fd)
      return 0
    } catch {
      return 1
    }
  }

  /// Writes all of `bytes` to `fd`; false on an error (the reader is gone).
  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var written = 0
    return bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        written += count
      }
      return true
    }
  }

  /// The next frame a copy writes; nil if it ends, stalls past ``stallLimit`` (then it is
  /// killed), sends a length that cannot be, or the pipe fails.
  private static func collect(_ fd: Int32, pid: pid_t) -> [UInt8]? {
    guard let header = read(8, from: fd, pid: pid) else { return nil }
    var length: UInt64 = 0
    for index in 0..<8 { length |= UInt64(header[index]) << (8 * index) }
    // A block's records: a few hundred bytes a record; 256 MB is far past any.
    guard length <= 256 << 20 else { return nil }
    return read(Int(length), from: fd, pid: pid)
  }

  /// Exactly `count` bytes from `fd`; nil at its end, on an error or a stall.
  private static func read(_ count: Int, from fd: Int32, pid: pid_t) -> [UInt8]? {
    var data = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(stallLimit * 1000))
      if ready < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if ready == 0 {
        kill(pid, SIGKILL)
        return nil
      }
      let got = data.withUnsafeMutableBytes {
        Glibc.read(fd, $0.baseAddress! + filled, count - filled)
      }
      if got < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if got == 0 { return nil }
      filled += got
    }
    return data
  }
}
