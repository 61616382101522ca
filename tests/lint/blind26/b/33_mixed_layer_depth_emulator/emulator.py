from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("activation",))
def emulate_mld(weights, forcing, activation):
    h = forcing
    for w, b in weights[:-1]:
        h = activation(h @ w + b)
    w, b = weights[-1]
    return jax.nn.softplus(h @ w + b)[..., 0] * 100.0


class MixedLayerEmulator:
    """Surrogate for a 1-D mixing scheme: surface forcing -> mixed layer depth (m)."""

    def __init__(self, key, sizes=(6, 32, 32, 1), slope=0.05):
        self.slope = slope
        keys = jax.random.split(key, len(sizes) - 1)
        self.weights = [(jax.random.normal(k, (a, b)) / jnp.sqrt(a), jnp.zeros(b))
                        for k, a, b in zip(keys, sizes[:-1], sizes[1:])]

    @property
    def activation(self):
        return partial(jax.nn.leaky_relu, negative_slope=self.slope)

    def __call__(self, forcing):
        return emulate_mld(self.weights, forcing, activation=self.activation)
