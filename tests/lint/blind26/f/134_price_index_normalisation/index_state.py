import jax
import numpy as np

@jax.tree_util.register_pytree_node_class
class IndexState:
    def __init__(self, levels, base_scale):
        self.levels = levels
        self.base_scale = base_scale

    def tree_flatten(self):
        return (self.levels,), (self.base_scale,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], aux[0])

def quarter_state(rng, q):
    levels = (100 + np.cumsum(rng.normal(0.5, 1.0, 20))).astype(np.float32)
    return IndexState(levels, float(levels[:4].mean()))
