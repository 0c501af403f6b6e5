/// Times work with `ContinuousClock`: a warm-up, then the median of several runs.
enum Measure {
  static func median(runs: Int = 7, warmUp: Int = 1, _ work: () -> Void) -> Duration {
    let clock = ContinuousClock()
    for _ in 0..<warmUp { work() }
    var times: [Duration] = []
    for _ in 0..<runs { times.append(clock.measure(work)) }
    return times.sorted()[times.count / 2]
  }
}

extension Duration {
  /// In milliseconds, as a Double.
  var milliseconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
