from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class Reservoir:
    max_storage: float = 500.0
    min_storage: float = 50.0
    turbine_max: float = 40.0
    head_coeff: float = 0.009


@jax.jit
def release_step(storage, inflow, target_release, limits):
    max_s, min_s, tmax, k = limits
    release = jnp.clip(target_release, 0.0, jnp.minimum(tmax, storage + inflow - min_s))
    spill = jnp.maximum(storage + inflow - release - max_s, 0.0)
    storage = storage + inflow - release - spill
    energy = k * release * (storage / max_s)
    return storage, energy, spill
