import jax
import jax.numpy as jnp


@jax.jit
def density_anomaly(temp, salt, pres):
    # simplified UNESCO-like nonlinear equation of state, sigma units (kg/m^3 - 1000)
    t, s, p = temp, salt, pres / 10.0
    rho0 = 999.842594 + 6.793952e-2 * t - 9.09529e-3 * t ** 2 + 1.001685e-4 * t ** 3
    rho_s = rho0 + (0.824493 - 4.0899e-3 * t + 7.6438e-5 * t ** 2) * s + (-5.72466e-3) * s ** 1.5 + 4.8314e-4 * s ** 2
    k = 19652.21 + 148.4206 * t + 3.239908 * p + 50.0 * (s - 35) * 0.01
    return rho_s / (1 - p / k) - 1000.0
