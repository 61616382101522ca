import jax
import jax.numpy as jnp


@jax.jit
def window_features(w):
    t = jnp.arange(w.shape[0], dtype=jnp.float32)
    slope = jnp.polyfit(t, w, 1)[0]
    return jnp.stack([w.mean(), w.std(), slope])
