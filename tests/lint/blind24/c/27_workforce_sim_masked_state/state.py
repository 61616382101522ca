import numpy as np
import jax.numpy as jnp


class Roster:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.tenure = jnp.asarray(rng.uniform(0, 10, size=n), jnp.float32)
        self.salary = jnp.asarray(rng.normal(70, 10, size=n), jnp.float32)
        self.employed = jnp.ones(n, bool)

    @property
    def snapshot(self):
        return {"tenure": self.tenure, "salary": self.salary, "employed": self.employed}

    def update(self, new):
        self.tenure, self.employed = new["tenure"], new["employed"]

    @property
    def headcount(self):
        return int(self.employed.sum())
