import jax.numpy as jnp

R = 8.314


def arrhenius_rate(temps_c, k_ref, ea):
    t = temps_c + 273.15
    return k_ref * jnp.exp(-ea / R * (1.0 / t - 1.0 / 293.15))


def fermentation_days(temps_c, k_ref, ea, sugar=230.0):
    k = arrhenius_rate(temps_c, k_ref, ea)
    return jnp.log(sugar / 2.0) / k
