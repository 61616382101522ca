import jax
from flax.core import unfreeze


class EMA:
    def __init__(self, params, decay=0.99):
        self.decay = decay
        self.params = unfreeze(params)

    def update(self, params):
        self.params = jax.tree_util.tree_map(
            lambda e, p: self.decay * e + (1 - self.decay) * p, self.params, params
        )
