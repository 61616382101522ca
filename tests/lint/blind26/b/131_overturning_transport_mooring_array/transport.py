import jax
import jax.numpy as jnp


@jax.jit
def geostrophic_transport(density_profiles, dz, width_m):
    # thermal-wind shear between neighbouring moorings, integrated to a transport estimate (Sv)
    drho = jnp.diff(density_profiles, axis=0)
    shear = -9.81 / (1e-4 * 1025.0) * drho / width_m
    v = jnp.cumsum(shear[:, ::-1], axis=1)[:, ::-1] * dz
    return jnp.sum(v) * dz * width_m / 1e6
