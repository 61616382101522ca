import time

import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class PatientBatch:
    def __init__(self, features, outcome, site, loaded_at=None):
        self.features = features
        self.outcome = outcome
        self.site = site
        self.loaded_at = time.perf_counter() if loaded_at is None else loaded_at

    def tree_flatten(self):
        return (self.features, self.outcome), (self.site,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        (site,) = aux
        return cls(*children, site=site, loaded_at=0.0)


def load_batches(rng, n, site="registry"):
    for _ in range(n):
        x = rng.normal(size=(32, 6)).astype(np.float32)
        y = (x[:, 0] > 0).astype(np.float32)
        yield PatientBatch(x, y, site)
