import functools

import jax
import jax.numpy as jnp


class EclipseFitter:
    """Fits two Gaussian eclipses to a phase-folded light curve."""

    def __init__(self, n_steps=30, lr=0.01):
        self.n_steps = n_steps
        self.lr = lr

    def model(self, params, phase):
        prim = params["d1"] * jnp.exp(-0.5 * (phase / params["w"]) ** 2)
        sec = params["d2"] * jnp.exp(-0.5 * ((phase - 0.5) / params["w"]) ** 2)
        return 1.0 - prim - sec

    @functools.partial(jax.jit, static_argnums=0)
    def fit(self, params, phase, flux):
        def loss(p):
            return jnp.mean((self.model(p, phase) - flux) ** 2)

        for _ in range(self.n_steps):
            g = jax.grad(loss)(params)
            params = jax.tree_util.tree_map(lambda p, gi: p - self.lr * gi, params, g)
        return params, loss(params)
