import numpy as np


class ZoneSensorPoll:
    """Polls the wireless temperature sensors in an open-plan zone; sensors with a
    stale heartbeat are skipped."""

    def __init__(self, n_sensors=6, seed=0):
        self.n = n_sensors
        self.rng = np.random.default_rng(seed)

    def poll(self):
        readings = []
        for s in range(self.n):
            if self.rng.random() < 0.15:
                continue  # offline this cycle
            readings.append(22.0 + 0.4 * s + self.rng.normal(0, 0.2))
        return np.array(readings, np.float32)
