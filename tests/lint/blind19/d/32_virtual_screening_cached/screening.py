import functools

import jax
import numpy as np

from model import EdgeConvNet


def library_batches(n_batches, n_graphs=16, nodes=8, edges=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        off = np.repeat(np.arange(n_graphs) * nodes, edges)
        s = (rng.integers(0, nodes, n_graphs * edges) + off).astype(np.int32)
        r = (rng.integers(0, nodes, n_graphs * edges) + off).astype(np.int32)
        x = rng.normal(size=(n_graphs * nodes, 9)).astype(np.float32)
        gid = np.repeat(np.arange(n_graphs), nodes).astype(np.int32)
        yield x, s, r, gid


class Screener:
    def __init__(self, params):
        self.model = EdgeConvNet()
        self.params = params

    @functools.cached_property
    def predict_fn(self):
        return jax.jit(functools.partial(self.model.apply, self.params))

    def screen(self, batches, threshold=0.5):
        hits = 0
        for x, s, r, gid in batches:
            probs = self.predict_fn(x, s, r, gid)
            hits += int((probs > threshold).sum())
        return hits
