import jax
import jax.numpy as jnp


@jax.jit
def ccm_deredden(wave_um, flux, ebv, rv=3.1):
    x = 1.0 / wave_um
    y = x - 1.82
    a = 1 + 0.17699 * y - 0.50447 * y ** 2 - 0.02427 * y ** 3 + 0.72085 * y ** 4
    b = 1.41338 * y + 2.28305 * y ** 2 + 1.07233 * y ** 3 - 5.38434 * y ** 4
    a_lambda = ebv * (a * rv + b)
    return flux * 10 ** (0.4 * a_lambda)
