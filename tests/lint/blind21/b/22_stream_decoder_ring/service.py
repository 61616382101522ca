import numpy as np

from features import alpha_power


class StreamingDecoder:
    def __init__(self, n_channels, weights, bias=0.0, window=500):
        self.buffer = np.zeros((n_channels, window), dtype=np.float32)
        self.weights = weights
        self.bias = bias

    def push(self, chunk):
        n = chunk.shape[1]
        self.buffer = np.roll(self.buffer, -n, axis=1)
        self.buffer[:, -n:] = chunk
        feats = alpha_power(self.buffer)
        score = float(feats @ self.weights + self.bias)
        return "eyes_closed" if score > 0 else "eyes_open"
