import jax
import jax.numpy as jnp


@jax.jit
def smooth_contour(f0, alpha):
    """Exponential smoothing of an F0 contour (Hz), unvoiced frames held at the last value."""
    def step(prev, x):
        y = jnp.where(x > 0, alpha * x + (1 - alpha) * prev, prev)
        return y, y
    _, out = jax.lax.scan(step, f0[0], f0)
    return out
