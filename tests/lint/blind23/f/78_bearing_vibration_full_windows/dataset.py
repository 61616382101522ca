import numpy as np


class VibrationWindows:
    """Cuts each engine run's accelerometer trace into complete fixed-length windows."""

    def __init__(self, window=64, hop=32, seed=0):
        self.window = window
        self.hop = hop
        self.rng = np.random.default_rng(seed)

    def runs(self):
        for n, faulty in ((1000, 0), (1337, 1), (777, 0), (1210, 1)):
            t = np.arange(n) / 2000.0
            sig = np.sin(2 * np.pi * 120 * t) + faulty * 0.5 * np.sin(2 * np.pi * 430 * t)
            yield (sig + self.rng.normal(0, 0.2, n)).astype(np.float32), faulty

    def __iter__(self):
        for sig, label in self.runs():
            n_win = (len(sig) - self.window) // self.hop + 1
            idx = np.arange(self.window)[None, :] + self.hop * np.arange(n_win)[:, None]
            frames = sig[idx]
            for i in range(0, n_win - 7, 8):
                yield frames[i:i + 8, :, None], np.full(8, label, np.int32)
