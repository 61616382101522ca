import jax
import jax.numpy as jnp

# U-235, U-238, Pu-239, Xe-135 (lumped, one-group)
SIG_A = (680.0e-24, 2.7e-24, 1010.0e-24, 2.6e-18)
SIG_C38 = 2.7e-24
YIELD_XE = 0.066
SIG_F25 = 580.0e-24


@jax.jit
def burn_step(densities, flux, dt):
    n25, n28, n49, nxe = densities
    fiss = SIG_F25 * n25 * flux
    n25_new = n25 * jnp.exp(-SIG_A[0] * flux * dt)
    n28_new = n28 * jnp.exp(-SIG_A[1] * flux * dt)
    n49_new = n49 + (SIG_C38 * n28 * flux - SIG_A[2] * n49 * flux) * dt
    nxe_new = nxe + (YIELD_XE * fiss - SIG_A[3] * nxe * flux) * dt
    return (n25_new, n28_new, n49_new, nxe_new)
