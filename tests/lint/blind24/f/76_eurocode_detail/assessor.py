from functools import partial

import jax
import jax.numpy as jnp


class EurocodeDetail:
    """EN 1993-1-9 S-N curve with knee at 5e6 cycles and cut-off at 1e8."""

    def __init__(self, category):
        self.dsc = float(category)
        self.dsd = 0.737 * self.dsc
        self.dsl = 0.549 * self.dsd

    @partial(jax.jit, static_argnums=0)
    def damage(self, ranges, counts):
        n_m3 = 2e6 * (self.dsc / ranges) ** 3
        n_m5 = 5e6 * (self.dsd / ranges) ** 5
        n = jnp.where(ranges >= self.dsd, n_m3, n_m5)
        return jnp.sum(jnp.where(ranges > self.dsl, counts / n, 0.0))
