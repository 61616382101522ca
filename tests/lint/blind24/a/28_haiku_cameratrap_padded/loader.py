import numpy as np


class CameraTrapFeatures:
    """Precomputed image embeddings from camera traps, labelled mange / no mange (red fox)."""

    def __init__(self, n=173, dim=12, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = (self.x[:, 0] + 0.5 * self.x[:, 1] > 0.3).astype(np.int32)

    def batches(self, batch_size):
        n = len(self.x)
        for start in range(0, n, batch_size):
            xb = self.x[start:start + batch_size]
            yb = self.y[start:start + batch_size]
            valid = np.ones(len(xb), np.float32)
            short = batch_size - len(xb)
            if short:
                xb = np.concatenate([xb, np.zeros((short, xb.shape[1]), np.float32)])
                yb = np.concatenate([yb, np.zeros(short, np.int32)])
                valid = np.concatenate([valid, np.zeros(short, np.float32)])
            yield xb, yb, valid
