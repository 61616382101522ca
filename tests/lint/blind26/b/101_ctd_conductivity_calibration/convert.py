import jax
import jax.numpy as jnp


@jax.jit
def frequency_to_conductivity(freq_khz, temp, pres, coeffs):
    g, h, i, j, ctcor, cpcor = coeffs
    f = freq_khz
    c = (g + h * f ** 2 + i * f ** 3 + j * f ** 4) / (1 + ctcor * temp + cpcor * pres)
    return c / 10.0
