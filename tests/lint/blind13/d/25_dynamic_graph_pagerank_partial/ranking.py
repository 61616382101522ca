import jax
import jax.numpy as jnp


def pagerank(adj, damping, n_iter):
    n = adj.shape[0]
    out_deg = adj.sum(1, keepdims=True)
    transition = jnp.where(out_deg > 0, adj / jnp.maximum(out_deg, 1.0), 1.0 / n)

    def body(_, r):
        return (1 - damping) / n + damping * (transition.T @ r)

    return jax.lax.fori_loop(0, n_iter, body, jnp.full((n,), 1.0 / n))
