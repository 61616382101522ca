from dataclasses import dataclass

import numpy as np


@dataclass
class Client:
    cid: int
    x: np.ndarray
    y: np.ndarray
    compute_budget: float

    @property
    def local_epochs(self):
        return max(1, int(round(4 * self.compute_budget)))


def make_clients(n=6, samples=24, d=4, seed=0):
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(d,))
    out = []
    for cid in range(n):
        x = rng.normal(size=(samples, d)).astype(np.float32)
        out.append(Client(cid, x, (x @ w).astype(np.float32), float(rng.uniform(0.1, 1.0))))
    return out
