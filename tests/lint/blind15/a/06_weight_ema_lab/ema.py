import jax
from flax.core import freeze


class ParamEMA:
    def __init__(self, params, decay=0.9):
        self.decay = decay
        self.params = freeze(jax.tree.map(lambda x: x.copy(), params))

    def update(self, params):
        d = self.decay
        self.params = jax.tree.map(lambda e, p: d * e + (1.0 - d) * p, self.params, freeze(params))
