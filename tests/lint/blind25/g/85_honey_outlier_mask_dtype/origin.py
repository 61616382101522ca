import jax
import jax.numpy as jnp


@jax.jit
def blossom_fraction(conductivity, mask, threshold):
    """Share of valid samples classified as honeydew honey (EC > 0.8 mS/cm)."""
    m = mask.astype(jnp.float32)
    honeydew = (conductivity > threshold).astype(jnp.float32)
    return jnp.sum(honeydew * m) / jnp.maximum(jnp.sum(m), 1.0)
