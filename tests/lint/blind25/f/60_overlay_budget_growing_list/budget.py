import jax
import jax.numpy as jnp


@jax.jit
def stack_overlay_budget(layer_residuals):
    """Worst-case and RSS overlay of the current layer to every previous layer."""
    cur = layer_residuals[-1]
    worst, rss = [], []
    for prev in layer_residuals[:-1]:
        d = cur - prev
        mag = jnp.hypot(d[:, 0], d[:, 1])
        worst.append(jnp.percentile(mag, 99.7))
        rss.append(jnp.sqrt(jnp.mean(mag ** 2)))
    return jnp.stack(worst), jnp.stack(rss)
