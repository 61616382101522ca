import jax
import jax.numpy as jnp


@jax.jit
def tritium_concentration(ion_current_fa, chamber_volume_l, gamma_comp_fa):
    # ionization chamber: ~ 1 fA per 37 kBq/m3 HTO for a 1 L chamber (order of magnitude)
    net = jnp.maximum(ion_current_fa - gamma_comp_fa, 0.0)
    return net * 37.0 / chamber_volume_l  # kBq/m3
