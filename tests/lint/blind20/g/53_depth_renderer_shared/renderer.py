import functools

import jax
import jax.numpy as jnp


class DepthRenderer:
    def __init__(self, apply_fn, near=2.0, far=6.0, n_samples=16):
        self.apply_fn = apply_fn
        self.near, self.far, self.n_samples = near, far, n_samples

    @functools.partial(jax.jit, static_argnums=0)
    def expected_depth(self, params, origins, dirs):
        t = jnp.linspace(self.near, self.far, self.n_samples)
        pts = origins[:, None] + dirs[:, None] * t[:, None]
        sigma = self.apply_fn(params, pts)
        alpha = 1.0 - jnp.exp(-sigma * (self.far - self.near) / self.n_samples)
        trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
        return jnp.sum(alpha * trans * t, -1)
