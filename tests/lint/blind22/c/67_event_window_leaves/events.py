import jax
import numpy as np

WINDOW = 16


@jax.tree_util.register_pytree_node_class
class EventWindow:
    def __init__(self, xy, kind, n_valid):
        self.xy = xy
        self.kind = kind
        self.n_valid = n_valid

    def tree_flatten(self):
        return (self.xy, self.kind, self.n_valid), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


def windows(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        k = int(rng.integers(4, WINDOW + 1))
        xy = np.zeros((WINDOW, 2), np.float32)
        kind = np.zeros(WINDOW, np.int32)
        xy[:k] = rng.uniform(0, 100, (k, 2))
        kind[:k] = rng.integers(0, 5, k)
        yield EventWindow(xy, kind, np.int32(k))
