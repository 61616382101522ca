import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class Legs:
    def __init__(self, speeds, distances, units="nm"):
        self.speeds = speeds
        self.distances = distances
        self.units = units

    def tree_flatten(self):
        return (self.speeds, self.distances), self.units

    @classmethod
    def tree_unflatten(cls, units, children):
        return cls(*children, units=units)


def load_voyages(rng, n):
    for i in range(n):
        yield f"V{i:03d}", Legs(rng.uniform(12, 19, 6).astype(np.float32), rng.uniform(200, 1800, 6).astype(np.float32))
