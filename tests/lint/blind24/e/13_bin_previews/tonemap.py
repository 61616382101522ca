import jax
import jax.numpy as jnp


@jax.jit
def filmic_preview(img):
    x = img.astype(jnp.float32)
    mapped = x * (2.51 * x + 0.03) / (x * (2.43 * x + 0.59) + 0.14)
    return jnp.clip(mapped, 0.0, 1.0)
