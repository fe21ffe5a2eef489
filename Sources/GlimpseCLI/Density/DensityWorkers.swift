import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Draws a sweep's renders on every core: the variants are dealt out in turn to `count`
/// workers, the first being this process and the others forked copies of it, each drawing
/// its share on its own main thread (the views and their environment are main-actor state,
/// so a process, not a thread, is what can draw beside another) and sending back its records
/// as JSON through a pipe. The results are put back in variant order, so the report is the
/// same whatever the number of workers and however they are scheduled.
///
/// A copy that fails (exits with a status, is killed, sends something unreadable) or sends
/// nothing for ``stallLimit`` seconds after this process finished its own share has its
/// share drawn here instead: the result is the same, only slower (and an activity that
/// traps then traps here, with its line naming what was being drawn).
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
      var status: Int32 = 0
      waitpid(child.pid, &status, 0)
      if status == 0, let answer,
        let shareResults = try? JSONDecoder().decode([[DensityRecord]?].self, from: answer),
        shareResults.count == child.share.count
      {
        for (index, records) in zip(child.share, shareResults) { results[index] = records }
      } else {
        for index in child.share { results[index] = try sweep.records(for: variants[index]) }
      }
    }
    return (results, workers)
  }

  /// In a forked copy: draws `share`, writes its records as JSON to `fd`; the exit status.
  private static func drawInCopy(_ sweep: DensitySweep, share: [Int], to fd: Int32) -> Int32 {
    do {
      let results = try share.map { try sweep.records(for: sweep.variants[$0]) }
      let data = try JSONEncoder().encode(results)
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
  private static func collect(_ fd: Int32, pid: pid_t) -> Data? {
    var data = Data()
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
