from functools import partial

import jax
import jax.numpy as jnp


class TurbidostatModel:
    """Continuous propagation of brewing yeast held at constant turbidity."""

    def __init__(self, mu_max=0.45, ks=0.3, yxs=0.5, s_in=30.0):
        self.mu_max, self.ks, self.yxs, self.s_in = mu_max, ks, yxs, s_in

    @partial(jax.jit, static_argnums=0)
    def run(self, x0, s0, dilution):
        def body(carry, _):
            x, s = carry
            mu = self.mu_max * s / (self.ks + s)
            x = x + 0.05 * (mu - dilution) * x
            s = jnp.maximum(s + 0.05 * (dilution * (self.s_in - s) - mu * x / self.yxs), 0.0)
            return (x, s), None

        (x, s), _ = jax.lax.scan(body, (x0, s0), None, length=400)
        return x, s
