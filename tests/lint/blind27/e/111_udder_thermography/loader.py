import numpy as np


class ThermalUdderLoader:
    """Infrared udder images; decoded frames are float32, frames re-read from the compact store are float16."""

    def __init__(self, n=80, seed=111):
        self.rng = np.random.default_rng(seed)
        self.n = n
        self.stored = {}

    def _decode(self, i):
        return self.rng.normal(33.0, 1.0, size=(16, 16)).astype(np.float32)

    def get(self, i):
        if i in self.stored:
            return self.stored[i]
        img = self._decode(i)
        self.stored[i] = img.astype(np.float16)
        return img

    def batches(self, batch_size=16):
        for s in range(0, self.n, batch_size):
            x = np.stack([self.get(i) for i in range(s, s + batch_size)])
            y = (x.mean(axis=(1, 2)) > 33.0).astype(np.float32)
            yield x, y
