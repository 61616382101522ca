import numpy as np
from model import detect_batch

BATCH_BUCKETS = (8, 16, 32)


class RequestQueue:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def drain(self):
        n = int(self.rng.poisson(12)) + 1
        return self.rng.standard_normal((n, 16)).astype(np.float32)


class DetectorServer:
    def __init__(self, params):
        self.params = params

    def tick(self, queue):
        feats = queue.drain()
        n = len(feats)
        out = []
        for start in range(0, n, BATCH_BUCKETS[-1]):
            chunk = feats[start:start + BATCH_BUCKETS[-1]]
            size = next(b for b in BATCH_BUCKETS if b >= len(chunk))
            padded = np.zeros((size, feats.shape[1]), np.float32)
            padded[:len(chunk)] = chunk
            out.append(np.asarray(detect_batch(self.params, padded))[:len(chunk)])
        return np.concatenate(out)
