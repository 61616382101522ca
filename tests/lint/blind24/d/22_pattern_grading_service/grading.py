import jax
import jax.numpy as jnp


@jax.jit
def grade_pattern(points, increments, steps):
    # increments: (dx_chest, dx_waist, dy_length) in cm per size step
    dx_chest, dx_waist, dy_length = increments
    scale = jnp.stack([dx_chest * points[:, 2] + dx_waist * (1 - points[:, 2]),
                       jnp.full(points.shape[0], dy_length)], axis=1)
    return points[:, :2] + steps * scale
