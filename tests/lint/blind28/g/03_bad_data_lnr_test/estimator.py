import jax
import jax.numpy as jnp


@jax.jit
def masked_wls(H, z, sigma, valid):
    w = jnp.where(valid, 1.0 / sigma ** 2, 0.0)
    G = H.T @ (w[:, None] * H) + 1e-9 * jnp.eye(H.shape[1])
    x = jnp.linalg.solve(G, H.T @ (w * z))
    r = jnp.where(valid, (z - H @ x) / sigma, 0.0)
    return x, r
