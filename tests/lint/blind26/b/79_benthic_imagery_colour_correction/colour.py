import jax
import jax.numpy as jnp


@jax.jit
def grey_world_correct(img):
    x = img.astype(jnp.float32)
    x = x / jnp.max(x)
    gains = jnp.mean(x) / (jnp.mean(x, axis=(0, 1)) + 1e-6)
    out = jnp.clip(x * gains, 0, 1)
    cover = jnp.mean(out[..., 1] > out[..., 2])
    return out, cover
