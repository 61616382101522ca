import jax
import jax.numpy as jnp


def eigenvector_centrality(adj, n_iter):
    def body(_, v):
        v = adj @ v + 1e-6
        return v / jnp.linalg.norm(v)

    v0 = jnp.ones((adj.shape[0],)) / jnp.sqrt(adj.shape[0])
    return jax.lax.fori_loop(0, n_iter, body, v0)
