import numpy as np

from scoring import robust_score


class LatencyMonitor:
    def __init__(self, max_history=64, threshold=3.5):
        self.history = np.empty(0, dtype=np.float32)
        self.max_history = max_history
        self.threshold = threshold

    def observe(self, latency_ms):
        latency_ms = np.float32(latency_ms)
        is_anomaly = False
        if len(self.history) >= 4:
            score = float(robust_score(self.history, latency_ms))
            is_anomaly = abs(score) > self.threshold
        self.history = np.append(self.history, latency_ms)[-self.max_history:]
        return is_anomaly
