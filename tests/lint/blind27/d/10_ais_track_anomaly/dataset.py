import numpy as np

WINDOW = 48


class AisDataset:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.tracks = []
        for _ in range(n):
            L = int(rng.integers(10, 70))
            lat = np.cumsum(rng.normal(0, 0.01, L))
            lon = np.cumsum(rng.normal(0, 0.01, L))
            sog = rng.uniform(0, 22, L)
            hdg = rng.uniform(0, 2 * np.pi, L)
            self.tracks.append(np.stack([lat, lon, sog / 22, np.sin(hdg)], 1).astype(np.float32))

    def window(self, t):
        out = np.zeros((WINDOW, t.shape[1]), np.float32)
        valid = np.zeros(WINDOW, np.float32)
        L = min(len(t), WINDOW)
        out[:L] = t[-L:]
        valid[:L] = 1.0
        return out, valid

    def batches(self, bs):
        for i in range(0, len(self.tracks) - bs + 1, bs):
            items = [self.window(t) for t in self.tracks[i:i + bs]]
            yield np.stack([a for a, _ in items]), np.stack([v for _, v in items])
