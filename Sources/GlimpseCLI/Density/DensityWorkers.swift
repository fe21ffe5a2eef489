import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Draws a sweep's renders on every core: the variants are dealt out in turn to `count`
/// workers, the first being this process and the others forked copies of it, each drawing
/// its share on its own main thread (the views and their environment are main-actor state,
/// so a process, not a thread, is what can draw beside another) and sending back its records
/// in a compact binary form (``DensityWireFormat``) through a pipe. The results are put back in variant order, so the report is the
/// same whatever the number of workers and however they are scheduled.
///
/// A copy that fails (exits with a status, is killed, sends something unreadable) or sends
/// nothing for ``stallLimit`` seconds after this process finished its own share has its
/// share drawn here instead: the result is the same, only slower (and an activity that
/// traps then traps here, with its line naming what was being drawn; a copy writes nothing
/// to standard error).
@MainActor
enum DensityWorkers {
  /// Seconds without a byte from a copy, once this process is done, before it is given up.
  static let stallLimit: Double = 20

  /// Sweeps of fewer renders are drawn in this process alone: a copy costs more than it
  /// saves.
  static let smallestShared = 64

  /// The processors available.
  static var available: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// The records of every variant of `sweep` (nil where nothing shows), in variant order,
  /// drawn by up to `count` workers; with the number of workers used.
  static func run(_ sweep: DensitySweep, workers count: Int) throws -> (
    results: [[DensityRecord]?], workers: Int
  ) {
    let variants = sweep.variants
    let workers = variants.count < smallestShared ? 1 : max(1, min(count, variants.count))
    var results = [[DensityRecord]?](repeating: nil, count: variants.count)
    reapExited()
    if workers == 1 {
      for index in variants.indices { results[index] = try sweep.records(for: variants[index]) }
      return (results, 1)
    }
    func share(_ worker: Int) -> [Int] {
      Array(stride(from: worker, to: variants.count, by: workers))
    }
    var children: [(pid: pid_t, pipe: Int32, share: [Int])] = []
    for worker in 1..<workers {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { break }
      let pid = fork()
      if pid == 0 {
        close(fds[0])
        // The copy says nothing: if the activity's code traps in it, its share is drawn
        // again here, and the line naming what was drawn is printed once, by this process.
        let null = open("/dev/null", O_WRONLY)
        if null >= 0 { dup2(null, STDERR_FILENO) }
        let status = drawInCopy(sweep, share: share(worker), to: fds[1])
        _exit(status)
      }
      close(fds[1])
      if pid < 0 {
        close(fds[0])
        for index in share(worker) { results[index] = try sweep.records(for: variants[index]) }
        continue
      }
      children.append((pid, fds[0], share(worker)))
    }
    for index in share(0) { results[index] = try sweep.records(for: variants[index]) }
    for child in children {
      let answer = collect(child.pipe, pid: child.pid)
      close(child.pipe)
      // A whole answer (it reads to its last byte) is the copy's work done: it is reaped
      // later, not waited for here (a copy's exit, unmapping its memory, took 10 ms).
      if let answer, let shareResults = DensityWireFormat.decode(answer),
        shareResults.count == child.share.count
      {
        exiting.append(child.pid)
        for (index, records) in zip(child.share, shareResults) { results[index] = records }
      } else {
        var status: Int32 = 0
        waitpid(child.pid, &status, 0)
        for index in child.share { results[index] = try sweep.records(for: variants[index]) }
      }
    }
    reapExited()
    return (results, workers)
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

  /// In a forked copy: draws `share`, writes its records to `fd`; the exit status.
  private static func drawInCopy(_ sweep: DensitySweep, share: [Int], to fd: Int32) -> Int32 {
    do {
      let results = try share.map { try sweep.records(for: sweep.variants[$0]) }
      let data = DensityWireFormat.encode(results)
      var written = 0
      let ok = data.withUnsafeBytes { bytes -> Bool in
        while written < bytes.count {
          let count = write(fd, bytes.baseAddress! + written, bytes.count - written)
          if count < 0 {
            if errno == EINTR { continue }
            return false
          }
          written += count
        }
        return true
      }
      close(fd)
      return ok ? 0 : 1
    } catch {
      return 1
    }
  }

  /// Everything a copy writes before it closes the pipe; nil if it stalls past
  /// ``stallLimit`` (then it is killed) or the pipe fails.
  private static func collect(_ fd: Int32, pid: pid_t) -> [UInt8]? {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
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
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }
}
