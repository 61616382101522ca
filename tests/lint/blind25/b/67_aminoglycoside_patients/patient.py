from functools import partial

import jax
import jax.numpy as jnp


class VirtualPatient:
    def __init__(self, weight, crcl):
        self.weight = weight
        self.crcl = crcl

    @partial(jax.jit, static_argnums=0)
    def aminoglycoside_levels(self, dose, tau, t):
        cl = 0.06 * self.crcl * 0.06
        v = 0.25 * self.weight
        k = cl / v
        n = jnp.floor(t / tau)
        acc = (1 - jnp.exp(-(n + 1) * k * tau)) / (1 - jnp.exp(-k * tau))
        return dose / v * acc * jnp.exp(-k * (t - n * tau))
