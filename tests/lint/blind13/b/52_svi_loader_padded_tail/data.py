import numpy as np


def creep_tests(n=70, seed=0):
    """log creep rate vs (1/T, log stress) for an alloy: Norton-Arrhenius law plus scatter."""
    rng = np.random.default_rng(seed)
    inv_t = rng.uniform(1 / 1100, 1 / 800, n)
    log_s = rng.uniform(np.log(50), np.log(300), n)
    log_rate = 20.0 - 3.0e4 * inv_t + 4.5 * log_s + 0.3 * rng.normal(size=n)
    X = np.column_stack([np.ones(n), (inv_t - 1 / 950) * 1e4, log_s - 5.0])
    return X.astype(np.float32), log_rate.astype(np.float32)


class MiniBatches:
    def __init__(self, X, y, batch_size, seed=0):
        self.X, self.y = X, y
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n, b = len(self.y), self.batch_size
        idx = self.rng.permutation(n)
        for start in range(0, n, b):
            sel = idx[start:start + b]
            weight = np.zeros(b, np.float32)
            weight[:len(sel)] = 1.0
            sel = np.pad(sel, (0, b - len(sel)))
            yield self.X[sel], self.y[sel], weight
