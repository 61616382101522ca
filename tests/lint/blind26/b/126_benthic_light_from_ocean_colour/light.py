import jax
import jax.numpy as jnp


@jax.jit
def par_at_depth(surface_par, kd490, depth):
    # photosynthetically available radiation at depth from satellite Kd(490) (Morel-style Kd(PAR))
    kd_par = 0.0864 + 0.884 * kd490 - 0.00137 / kd490
    return surface_par * jnp.exp(-kd_par * depth)
