import jax
import jax.numpy as jnp


def normalize(adj):
    d = jnp.maximum(adj.sum(1), 1e-6)
    return adj / jnp.sqrt(d[:, None] * d[None, :])


@jax.jit
def propagate_labels(adj, seeds, alpha=0.9, n_iter=20):
    s = normalize(adj)

    def body(_, f):
        return alpha * (s @ f) + (1 - alpha) * seeds

    return jax.lax.fori_loop(0, n_iter, body, seeds)


def spread(adj, seeds, alpha):
    return propagate_labels(adj, seeds, alpha=alpha)
