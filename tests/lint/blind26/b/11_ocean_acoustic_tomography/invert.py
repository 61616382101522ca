import jax
import jax.numpy as jnp


@jax.jit
def damped_lsq(G, dt, damping):
    n = G.shape[1]
    A = G.T @ G + damping * jnp.eye(n)
    ds = jnp.linalg.solve(A, G.T @ dt)
    resid = dt - G @ ds
    return ds, jnp.sqrt(jnp.mean(resid ** 2))
