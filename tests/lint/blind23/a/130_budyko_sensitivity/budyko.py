import jax
import jax.numpy as jnp


@jax.jit
def fu_evaporation(precip, pet, omega):
    ai = pet / precip
    ratio = 1 + ai - (1 + ai ** omega) ** (1 / omega)
    return ratio * precip
