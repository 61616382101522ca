import jax
import jax.numpy as jnp

from scale import read_pen_scale


@jax.jit
def pen_uniformity(weights):
    mean = weights.mean()
    cv = weights.std() / mean
    within_10pct = jnp.mean(jnp.abs(weights - mean) <= 0.1 * mean)
    return mean, cv, within_10pct


for pen in ["A1", "A2", "B1", "B2"]:
    w = jnp.array(read_pen_scale(pen))
    mean, cv, within = pen_uniformity(w)
    print(f"pen {pen}: mean {float(mean):.0f} kg, CV {float(cv):.3f}, within 10% {float(within):.2f}")
