import jax
import jax.numpy as jnp


@jax.jit
def so2_molecular(free_so2, ph, alcohol):
    # molecular SO2 fraction from free SO2 and pH; pKa shifts with ethanol
    pka = 1.81 + 0.013 * alcohol
    return free_so2 / (1.0 + 10.0 ** (ph - pka))
