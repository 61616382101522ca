from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k", "iters"))
def kmeans_zones(features, k, iters=10):
    centers = features[:k]

    def step(c, _):
        d = jnp.sum((features[:, None, :] - c[None]) ** 2, axis=-1)
        a = jnp.argmin(d, axis=1)
        onehot = jax.nn.one_hot(a, k)
        c = (onehot.T @ features) / jnp.maximum(onehot.sum(0)[:, None], 1.0)
        return c, None

    centers, _ = jax.lax.scan(step, centers, None, length=iters)
    d = jnp.sum((features[:, None, :] - centers[None]) ** 2, axis=-1)
    return jnp.argmin(d, axis=1), jnp.sum(jnp.min(d, axis=1))
