import jax
import jax.numpy as jnp


@jax.jit
def nearest_neighbour(ra1, dec1, ra2, dec2):
    """Angular nearest neighbour of each source in list 1 among list 2 (radians)."""
    cosd = (jnp.sin(dec1)[:, None] * jnp.sin(dec2)[None] +
            jnp.cos(dec1)[:, None] * jnp.cos(dec2)[None] * jnp.cos(ra1[:, None] - ra2[None]))
    idx = jnp.argmax(cosd, axis=1)
    sep = jnp.arccos(jnp.clip(jnp.take_along_axis(cosd, idx[:, None], 1)[:, 0], -1, 1))
    return idx, sep
