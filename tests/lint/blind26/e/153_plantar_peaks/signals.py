import jax
import numpy as np


@jax.tree_util.register_pytree_node_class
class InsoleRecording:
    def __init__(self, pressure, gain, side):
        self.pressure = pressure
        self.gain = gain
        self.side = side

    def tree_flatten(self):
        return (self.pressure, self.gain), self.side

    @classmethod
    def tree_unflatten(cls, side, children):
        return cls(children[0], children[1], side)


def record(rng, day):
    gain = np.float32(1.0 + 0.01 * day + rng.normal(0, 0.002))
    return InsoleRecording(rng.uniform(0, 300, size=(500, 8)).astype(np.float32), gain, "left")
