import jax
from flax.core import freeze, unfreeze


class EMA:
    def __init__(self, params, decay=0.99):
        self.decay = decay
        self.params = freeze(params)

    def update(self, params):
        new = jax.tree_util.tree_map(lambda e, p: self.decay * e + (1 - self.decay) * p,
                                     unfreeze(self.params), params)
        self.params = freeze(new)
