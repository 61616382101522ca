from functools import partial
import jax
import jax.numpy as jnp

def assess_parcels(mill_rate, exemption, land, improvement):
    taxable = jnp.maximum(land + improvement - exemption, 0.0)
    return taxable * mill_rate / 1000.0

class Assessor:
    def __init__(self, mill_rate, exemption):
        self.mill_rate = mill_rate
        self.exemption = exemption

    def bill(self, land, improvement):
        fn = jax.jit(partial(assess_parcels, self.mill_rate, self.exemption))
        return fn(land, improvement)
