import jax
import jax.numpy as jnp


@jax.jit
def underway_pco2_correction(xco2_dry, sst, t_equ, p_atm, is_daylight):
    # Takahashi temperature correction from equilibrator to in-situ temperature, plus a daytime warming bias term
    pco2_equ = xco2_dry * (p_atm - 0.0206)
    pco2 = pco2_equ * jnp.exp(0.0423 * (sst - t_equ))
    return jnp.where(is_daylight, pco2 - 1.5, pco2)
