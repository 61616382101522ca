import jax
import jax.numpy as jnp


@jax.jit
def curve_grades(points, max_points):
    total = points.sum(axis=1)
    z = (total - total.mean()) / (total.std() + 1e-6)
    curved = jnp.clip(75.0 + 10.0 * z, 0.0, 100.0)
    return curved, total / max_points
