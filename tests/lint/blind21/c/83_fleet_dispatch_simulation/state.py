import jax.numpy as jnp
from flax import struct


@struct.dataclass
class DepotState:
    fuel: jnp.ndarray
    odometer: jnp.ndarray
    active_vehicles: int = struct.field(pytree_node=False)
