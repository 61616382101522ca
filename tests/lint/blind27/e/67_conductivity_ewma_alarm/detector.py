import jax
import jax.numpy as jnp


@jax.jit
def conductivity_ewma(prev, reading, alpha):
    ewma = alpha * reading + (1 - alpha) * prev
    alarm = reading > 1.12 * ewma
    return ewma, alarm
