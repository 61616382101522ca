import jax
import jax.numpy as jnp


@jax.jit
def wake_gesture_score(window, template):
    w = window.astype(jnp.float32)
    w = (w - w.mean(0)) / (w.std(0) + 1e-3)
    corr = jnp.einsum("tc,tc->", w, template) / w.size
    return jax.nn.sigmoid(8.0 * corr)
