import numpy as np

from features import alpha_power


class StreamingDecoder:
    def __init__(self, n_channels, weights, bias=0.0):
        self.buffer = np.zeros((n_channels, 0), dtype=np.float32)
        self.weights = weights
        self.bias = bias

    def push(self, chunk):
        self.buffer = np.concatenate([self.buffer, chunk], axis=1)
        feats = alpha_power(self.buffer)
        score = float(feats @ self.weights + self.bias)
        return "eyes_closed" if score > 0 else "eyes_open"
