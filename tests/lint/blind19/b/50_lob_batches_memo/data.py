import numpy as np


class OrderFlowBatches:
    """Batches of (order-flow features, next mid move). Built once, then replayed from memory."""

    def __init__(self, n_batches, batch, n_feat, seed=0):
        self.n_batches, self.batch, self.n_feat = n_batches, batch, n_feat
        self.rng = np.random.default_rng(seed)
        self._cache = None

    def _build(self):
        for _ in range(self.n_batches):
            x = self.rng.standard_normal((self.batch, self.n_feat)).astype(np.float32)
            y = np.tanh(x[:, 0] - 0.5 * x[:, 1]).astype(np.float32)
            yield x, y

    def epoch(self):
        if self._cache is None:
            self._cache = []
            for b in self._build():
                self._cache.append(b)
                yield b
        else:
            yield from self._cache
