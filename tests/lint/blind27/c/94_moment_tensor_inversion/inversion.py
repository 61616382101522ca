import jax
import jax.numpy as jnp


@jax.jit
def moment_tensor_lsq(G, d, weights=None):
    if weights is not None:
        G = G * weights[:, None]
        d = d * weights
    m, *_ = jnp.linalg.lstsq(G, d)
    return m, jnp.linalg.norm(G @ m - d) / jnp.linalg.norm(d)
