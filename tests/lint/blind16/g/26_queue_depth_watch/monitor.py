import numpy as np

from scoring import robust_score


class LatencyMonitor:
    """Keeps the last `max_history` observations in a NaN-padded ring buffer."""

    def __init__(self, max_history=64, threshold=3.5):
        self.history = np.full(max_history, np.nan, dtype=np.float32)
        self.cursor = 0
        self.count = 0
        self.max_history = max_history
        self.threshold = threshold

    def observe(self, latency_ms):
        latency_ms = np.float32(latency_ms)
        is_anomaly = False
        if self.count >= 4:
            score = float(robust_score(self.history, latency_ms))
            is_anomaly = abs(score) > self.threshold
        self.history[self.cursor] = latency_ms
        self.cursor = (self.cursor + 1) % self.max_history
        self.count = min(self.count + 1, self.max_history)
        return is_anomaly
