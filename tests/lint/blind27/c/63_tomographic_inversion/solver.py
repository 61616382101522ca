import jax
import jax.numpy as jnp


@jax.jit
def damped_lsq(G, d, damping):
    n = G.shape[1]
    A = G.T @ G + damping ** 2 * jnp.eye(n)
    return jnp.linalg.solve(A, G.T @ d)
