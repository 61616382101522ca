import jax
import jax.numpy as jnp


@jax.jit
def elastic_jitter(key, strokes):
    k1, k2 = jax.random.split(key)
    shift = 0.05 * jax.random.normal(k1, strokes.shape)
    scale = 1.0 + 0.1 * jax.random.normal(k2, (strokes.shape[0], 1, 1))
    return strokes * scale + shift
