import jax
import jax.numpy as jnp


@jax.jit
def broadband_albedo(scene):
    r = scene["reflectance"]
    # Liang (2001)-style narrow-to-broadband conversion
    alb = 0.356 * r[..., 0] + 0.130 * r[..., 1] + 0.458 * r[..., 2] - 0.0018
    if scene["cloud"] is not None:
        valid = ~scene["cloud"]
        return jnp.sum(jnp.where(valid, alb, 0.0)) / jnp.sum(valid)
    return jnp.mean(alb)
