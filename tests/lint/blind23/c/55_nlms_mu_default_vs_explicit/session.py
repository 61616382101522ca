import numpy as np
from echo_canceller import nlms_block, N_TAPS

BLOCK = 160


class EchoSession:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.path = self.rng.standard_normal(N_TAPS) * np.exp(-np.arange(N_TAPS) / 6)
        self.w = np.zeros(N_TAPS, np.float32)
        self.prev = np.zeros(N_TAPS, np.float32)

    def process(self, double_talk):
        far = self.rng.standard_normal(BLOCK).astype(np.float32)
        buf = np.concatenate([self.prev[1:], far]).astype(np.float32)
        near = np.convolve(buf, self.path, mode="valid")[:BLOCK].astype(np.float32)
        if double_talk:
            near = near + 0.5 * self.rng.standard_normal(BLOCK).astype(np.float32)
            self.w, e = nlms_block(self.w, buf, near, mu=0.05)
        else:
            self.w, e = nlms_block(self.w, buf, near)
        self.prev = buf[-N_TAPS:]
        return float(np.mean(np.asarray(e) ** 2))
