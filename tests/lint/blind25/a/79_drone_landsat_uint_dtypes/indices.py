import jax
import jax.numpy as jnp


@jax.jit
def green_leaf_index(img, full_scale):
    x = img.astype(jnp.float32) / full_scale
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    gli = (2 * g - r - b) / (2 * g + r + b + 1e-6)
    return jnp.mean(gli), jnp.mean(gli > 0.1)
