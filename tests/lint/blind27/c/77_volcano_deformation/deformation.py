import jax
import jax.numpy as jnp


@jax.jit
def mogi_uplift(source_xy, depth_km, dv_km3, gnss_xy):
    r2 = jnp.sum((gnss_xy - source_xy) ** 2, axis=1)
    return 1e6 * (1 - 0.25) * dv_km3 / jnp.pi * depth_km / (r2 + depth_km ** 2) ** 1.5
