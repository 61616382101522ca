import jax
import jax.numpy as jnp


@jax.jit
def weighted_damped_lsq(G, dt, w, damping):
    Gw = G * w[:, None]
    A = Gw.T @ Gw + damping * jnp.eye(G.shape[1])
    ds = jnp.linalg.solve(A, Gw.T @ (w * dt))
    resid = w * (dt - G @ ds)
    return ds, jnp.sqrt(jnp.sum(resid ** 2) / jnp.sum(w))
