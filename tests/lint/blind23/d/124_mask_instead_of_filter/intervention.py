import jax
import jax.numpy as jnp


@jax.jit
def dosage_response(pre, post, hours, enrolled):
    w = enrolled.astype(jnp.float32)
    n = w.sum()
    gain = post - pre
    g_mean = jnp.sum(w * gain) / n
    x = hours - jnp.sum(w * hours) / n
    slope = jnp.sum(w * x * (gain - g_mean)) / jnp.sum(w * x * x)
    return g_mean, slope
