import numpy as np
from model import detect_batch


class RequestQueue:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def drain(self):
        # whatever arrived since the last scheduling tick
        n = int(self.rng.poisson(12)) + 1
        return self.rng.standard_normal((n, 16)).astype(np.float32)


class DetectorServer:
    def __init__(self, params):
        self.params = params

    def tick(self, queue):
        feats = queue.drain()
        return np.asarray(detect_batch(self.params, feats))
