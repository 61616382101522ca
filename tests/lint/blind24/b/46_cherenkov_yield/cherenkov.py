import jax
import jax.numpy as jnp

N_WATER = 1.33


@jax.jit
def photon_yield(beta, path_cm, wavelength_nm):
    # Frank-Tamm yield per cm per nm, integrated over the PMT band
    cos_ok = beta * N_WATER > 1.0
    s2 = jnp.where(cos_ok, 1.0 - 1.0 / (beta * N_WATER) ** 2, 0.0)
    dn = 2 * jnp.pi / 137.036 * s2[:, None] / (wavelength_nm[None, :] * 1e-7) ** 2 * 1e-7
    band = jnp.trapezoid(dn, wavelength_nm, axis=1)
    return band * path_cm
