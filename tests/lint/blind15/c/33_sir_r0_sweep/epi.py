from functools import partial

import jax
import jax.numpy as jnp


class SIRModel:
    def __init__(self, beta, gamma, n_days=120, substeps=4):
        self.beta = beta
        self.gamma = gamma
        self.n_days = n_days
        self.substeps = substeps

    def rhs(self, y):
        s, i, r = y
        new_inf = self.beta * s * i
        rec = self.gamma * i
        return jnp.stack([-new_inf, new_inf - rec, rec])

    @partial(jax.jit, static_argnums=0)
    def simulate(self, y0):
        h = 1.0 / self.substeps

        def day(y, _):
            for _ in range(self.substeps):
                y = y + h * self.rhs(y)
            return y, y[1]
        _, infected = jax.lax.scan(day, y0, None, length=self.n_days)
        return infected
