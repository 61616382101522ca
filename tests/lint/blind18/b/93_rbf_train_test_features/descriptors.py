import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_rbf",))
def radial_features(pos, mask, n_rbf=16, r_cut=5.0):
    d = pos[:, None] - pos[None]
    r = jnp.sqrt(jnp.sum(d * d, -1) + 1e-9)
    mu = jnp.linspace(0.0, r_cut, n_rbf)
    g = jnp.exp(-4.0 * (r[..., None] - mu) ** 2)
    pair_mask = (mask[:, None] * mask[None, :]) * (1.0 - jnp.eye(pos.shape[0]))
    return jnp.sum(g * pair_mask[..., None], axis=1)
