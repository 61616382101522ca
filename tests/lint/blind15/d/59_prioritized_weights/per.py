import numpy as np


class PrioritizedSampler:
    def __init__(self, size, alpha=0.6, beta=0.4, start_after=3, seed=0):
        self.prio = np.ones(size, np.float64)
        self.alpha, self.beta = alpha, beta
        self.start_after = start_after
        self.calls = 0
        self.rng = np.random.default_rng(seed)

    def sample(self, batch_size):
        self.calls += 1
        if self.calls <= self.start_after:
            idx = self.rng.integers(0, len(self.prio), batch_size)
            return idx, {}
        p = self.prio ** self.alpha
        p /= p.sum()
        idx = self.rng.choice(len(p), batch_size, p=p)
        w = (len(p) * p[idx]) ** (-self.beta)
        return idx, {"weights": (w / w.max()).astype(np.float32)}

    def update(self, idx, td):
        self.prio[idx] = np.abs(td) + 1e-3
