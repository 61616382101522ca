import jax


class EMATracker:
    def __init__(self, params, decay=0.9):
        self.decay = decay
        self.params = jax.tree_util.tree_map(lambda p: p, params)

    def update(self, params):
        d = self.decay
        self.params = jax.tree_util.tree_map(lambda e, p: d * e + (1 - d) * p, self.params, params)
