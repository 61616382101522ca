from functools import partial

import jax
import jax.numpy as jnp


class Detrender:
    def __init__(self, order=2, taper_frac=0.05):
        self.order = order
        self.taper_frac = taper_frac

    @partial(jax.jit, static_argnums=0)
    def remove_trend(self, trace):
        n = trace.shape[0]
        t = jnp.linspace(-1.0, 1.0, n)
        V = jnp.stack([t ** k for k in range(self.order + 1)], axis=1)
        coef, *_ = jnp.linalg.lstsq(V, trace)
        x = trace - V @ coef
        m = int(self.taper_frac * n)
        ramp = 0.5 * (1 - jnp.cos(jnp.pi * jnp.arange(m) / m))
        w = jnp.ones(n).at[:m].set(ramp).at[n - m:].set(ramp[::-1])
        return x * w
