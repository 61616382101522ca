import jax
from flax.core import freeze, unfreeze


class EMATracker:
    def __init__(self, params, decay=0.9):
        self.decay = decay
        self.params = freeze(params)

    def update(self, params):
        d = self.decay
        self.params = freeze(jax.tree_util.tree_map(lambda e, p: d * e + (1 - d) * p, unfreeze(self.params), params))
