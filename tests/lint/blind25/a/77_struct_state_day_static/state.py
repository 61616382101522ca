import jax.numpy as jnp
from flax import struct


@struct.dataclass
class PastureState:
    biomass: jnp.ndarray
    soil_water: jnp.ndarray
    day_of_year: int = struct.field(pytree_node=False)
