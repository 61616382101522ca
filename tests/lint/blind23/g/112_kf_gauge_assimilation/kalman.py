import jax
import jax.numpy as jnp


@jax.jit
def assimilate_gauges(x, P, z, H, reported, r_var):
    r = jnp.where(reported > 0, r_var, 1e6)
    S = H @ P @ H.T + jnp.diag(r)
    K = P @ H.T @ jnp.linalg.inv(S)
    innov = jnp.where(reported > 0, z - H @ x, 0.0)
    x = x + K @ innov
    P = (jnp.eye(x.shape[0]) - K @ H) @ P
    return x, P
