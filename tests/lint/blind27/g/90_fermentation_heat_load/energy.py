import jax
import jax.numpy as jnp


@jax.jit
def accumulate_heat(total_kj, co2_rate_g_h, hours):
    # fermentation heat: ~ 23.5 kcal per mol glucose fermented -> per g CO2 released
    kj_per_g_co2 = 98.3 / 44.01
    return total_kj + (co2_rate_g_h * hours * kj_per_g_co2).sum()
