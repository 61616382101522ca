import numpy as np


class GaitLoader:
    """Yields batches of accelerometer bouts from collar sensors, padded per batch."""

    def __init__(self, n_bouts=48, batch_size=8, seed=0):
        rng = np.random.default_rng(seed)
        self.bouts = []
        self.labels = []
        for _ in range(n_bouts):
            length = int(rng.integers(20, 60))
            lame = int(rng.integers(0, 2))
            t = np.arange(length, dtype=np.float32)
            stride = np.sin(t * (0.5 if lame else 0.7))[:, None]
            sig = stride + rng.normal(scale=0.3, size=(length, 3))
            self.bouts.append(sig.astype(np.float32))
            self.labels.append(lame)
        self.batch_size = batch_size

    def __iter__(self):
        for start in range(0, len(self.bouts), self.batch_size):
            chunk = self.bouts[start:start + self.batch_size]
            max_len = max(len(b) for b in chunk)
            x = np.zeros((len(chunk), max_len, 3), np.float32)
            mask = np.zeros((len(chunk), max_len), np.float32)
            for i, b in enumerate(chunk):
                x[i, :len(b)] = b
                mask[i, :len(b)] = 1.0
            y = np.array(self.labels[start:start + self.batch_size], np.int32)
            yield x, mask, y
