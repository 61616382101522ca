import jax.numpy as jnp
import numpy as np

from surrogate import append_point, ucb


class AskTellOptimizer:
    def __init__(self, dim, budget, n_init=4, seed=0):
        self.rng = np.random.default_rng(seed)
        self.dim, self.n_init = dim, n_init
        self.X = jnp.zeros((budget, dim))
        self.y = jnp.zeros((budget,))
        self.count = 0

    def ask(self):
        if self.count < self.n_init:
            return self.rng.uniform(size=self.dim).astype(np.float32)
        cand = self.rng.uniform(size=(256, self.dim)).astype(np.float32)
        scores = ucb(self.X, self.y, self.count, jnp.asarray(cand))
        i = int(jnp.argmax(scores))
        return cand[i:i + 1]

    def tell(self, x, value):
        self.X, self.y, self.count = append_point(self.X, self.y, self.count, jnp.asarray(x), value)
