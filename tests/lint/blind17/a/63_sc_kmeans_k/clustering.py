from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_clusters", "n_iter"))
def kmeans(key, x, n_clusters, n_iter=20):
    idx = jax.random.choice(key, x.shape[0], (n_clusters,), replace=False)
    centers = x[idx]

    def body(_, centers):
        d = jnp.sum((x[:, None, :] - centers[None]) ** 2, axis=-1)
        assign = jax.nn.one_hot(jnp.argmin(d, axis=1), n_clusters)
        counts = assign.sum(0)[:, None]
        return jnp.where(counts > 0, assign.T @ x / jnp.maximum(counts, 1), centers)

    centers = jax.lax.fori_loop(0, n_iter, body, centers)
    d = jnp.sum((x[:, None, :] - centers[None]) ** 2, axis=-1)
    return centers, jnp.min(d, axis=1).sum()
