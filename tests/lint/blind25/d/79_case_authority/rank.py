import jax
import jax.numpy as jnp

@jax.jit
def case_authority(trans, damping, n_iter):
    n = trans.shape[0]
    r = jnp.full((n,), 1.0 / n)
    def body(_, r):
        return (1 - damping) / n + damping * (trans.T @ r)
    return jax.lax.fori_loop(0, n_iter, body, r)
