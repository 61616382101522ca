import jax
import jax.numpy as jnp

# kg CO2e per kg fibre (illustrative)
FACTORS = {"cotton": 5.9, "polyester": 6.4, "elastane": 9.1, "viscose": 4.1}


@jax.jit
def garment_footprint(blend, garment_kg):
    per_kg = sum(FACTORS[name] * share for name, share in blend.items())
    return per_kg * garment_kg
