import jax
import jax.numpy as jnp


@jax.jit
def kf_update(x, P, z, H, r_var):
    S = H @ P @ H.T + r_var * jnp.eye(H.shape[0])
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(x.shape[0]) - K @ H) @ P
    return x, P
