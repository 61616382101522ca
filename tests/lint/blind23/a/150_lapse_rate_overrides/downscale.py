import jax
import jax.numpy as jnp


@jax.jit
def elevation_adjust(t_coarse, z_coarse, z_fine, **overrides):
    lapse = overrides.get("lapse_rate", -6.5e-3)
    inversion = overrides.get("inversion_height", 1e9)
    dz = z_fine - z_coarse
    adj = jnp.where(z_fine < inversion, lapse * dz, -lapse * dz)
    return t_coarse + adj
