import numpy as np


class CueDataset:
    def __init__(self, cfg, n=90, seed=7):
        rng = np.random.default_rng(seed)
        self.cfg = cfg
        self.items = []
        for _ in range(n):
            length = int(rng.integers(4, cfg.max_tokens))
            onsets = np.sort(rng.uniform(0, 4.0, size=length)).astype(np.float32)
            energy = rng.uniform(0, 1, size=length).astype(np.float32)
            self.items.append((onsets, energy))

    def _pack(self, chunk):
        T = self.cfg.max_tokens
        on = np.zeros((len(chunk), T), np.float32)
        en = np.zeros((len(chunk), T), np.float32)
        valid = np.zeros((len(chunk), T), np.float32)
        for i, (o, e) in enumerate(chunk):
            on[i, :len(o)] = o
            en[i, :len(e)] = e
            valid[i, :len(o)] = 1.0
        return on, en, valid

    def batches(self):
        bs = self.cfg.batch_size
        for i in range(0, len(self.items) - bs + 1, bs):
            yield self._pack(self.items[i:i + bs])
