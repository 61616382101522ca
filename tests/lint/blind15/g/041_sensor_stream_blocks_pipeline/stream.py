import numpy as np

BLOCK = 256


class SensorStream:
    """Replays a synthetic accelerometer feed, re-blocked into 256-sample frames."""

    def __init__(self, n_packets=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_packets = n_packets

    def packets(self):
        t0 = 0.0
        for _ in range(self.n_packets):
            n = int(self.rng.integers(200, 260))
            t = t0 + np.arange(n) / 500.0
            x = np.sin(2 * np.pi * 12.0 * t) + 0.4 * self.rng.standard_normal(n)
            t0 = t[-1] + 1 / 500.0
            yield x.astype(np.float32)

    def __iter__(self):
        pending = np.zeros(0, np.float32)
        for packet in self.packets():
            pending = np.concatenate([pending, packet])
            while pending.shape[0] >= BLOCK:
                yield pending[:BLOCK]
                pending = pending[BLOCK:]
