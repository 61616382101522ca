import jax
import numpy as np

@jax.tree_util.register_pytree_node_class
class RebasedState:
    def __init__(self, levels, base_scale, base_label="2020Q1"):
        self.levels = levels
        self.base_scale = base_scale
        self.base_label = base_label

    def tree_flatten(self):
        return (self.levels, self.base_scale), (self.base_label,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], children[1], aux[0])

def quarter_state(rng):
    levels = (100 + np.cumsum(rng.normal(0.5, 1.0, 20))).astype(np.float32)
    return RebasedState(levels, np.float32(levels[:4].mean()))
